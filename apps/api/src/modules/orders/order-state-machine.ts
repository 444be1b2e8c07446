import {
  type CheckoutPaymentMethod,
  ORDER_NOTES,
  ORDER_STATUSES,
  type OrderSmsTopic,
  type OrderStatus,
  type PaymentStatus,
} from '@haat/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { orderStatusEvents, orders, type ShippingAddressSnapshot, shipments } from '../../db/schema';
import { Conflict, type FixedErrorCode, NotFound } from '../../errors';
import { isUuid } from '../../lib/ids';
import { queueOrderSms } from '../messages/order-sms';
import { giveBackPromoUse } from '../promotions/service';
import { putOrderBackInStock } from './stock';

/**
 * The order state machine: the one writer of an order's status, payment status and payment method
 * once it is placed (placing writes its first state: pending, payment pending). Whoever changes an
 * order — the shopper, the operator, the unpaid-order job, payment checks, refunds — locks it with
 * `lockOrder` in their own transaction and asks for a step; a step the tables below do not allow
 * is refused with its code, and an allowed one is written with its event (who, when, why) and what
 * it brings along (stock and promo uses given back, a payment or a status that follows).
 * A new status or payment step is a new row of a table (docs/behaviour.md draws them).
 */

/** Where an order stands: its status, how it is paid, and how far its payment has come. */
export type OrderState = {
  status: OrderStatus;
  paymentMethod: CheckoutPaymentMethod;
  paymentStatus: PaymentStatus;
  /** Poisha paid before delivery on an order paid at the door (its delivery fee); 0 when unsaid. */
  paidInAdvance?: number;
};

/** An order's state as read with its row locked, in the transaction that changes it. */
export type LockedOrder = OrderState & { id: string; userId: string };

/** Who asked for a step (null for the shop itself) and why, in their words: the event records both. */
export type Why = { actorUserId: string | null; note?: string };

/** A condition a step asks of the order beyond where it starts, and the refusal when it does not hold. */
type Requirement = { holds: (order: OrderState) => boolean; refusal: FixedErrorCode };

/** What a step does besides changing the order, in the same transaction. */
type SideEffect = (tx: Queryable, orderId: string) => Promise<void>;

/** A step of an order's status. */
type StatusStep = {
  from: readonly OrderStatus[];
  to: OrderStatus;
  /** Why the step is refused from any other status; `orderMoveNotAllowed` unless said. */
  refusal?: FixedErrorCode;
  requires?: readonly Requirement[];
  /** Run in this order once the step is written. */
  effects?: readonly SideEffect[];
  /** A payment step that follows, when it applies to the order. */
  pays?: PaymentEvent;
};

/** A step of an order's payment, named by what happened. */
type PaymentStep = {
  from: readonly PaymentStatus[];
  to: PaymentStatus;
  /** Why the step is refused from another payment status: by status where `refusalFrom` says, else this. */
  refusal: FixedErrorCode;
  refusalFrom?: Partial<Record<PaymentStatus, FixedErrorCode>>;
  /** Checked before the payment status, in order. */
  requires?: readonly Requirement[];
  /** The payment method the order is paid by from then on, when the step changes it. */
  method?: CheckoutPaymentMethod;
  /** An event of the order's history, in the status it is in, with this note (the shop's words). */
  note?: string;
  /** A status step that follows for an order in one of these statuses. */
  moves?: { from: readonly OrderStatus[]; to: OrderStatus };
  /** The proof verified paid the delivery fee before delivery: the door collects the total less it. */
  paysDeliveryFeeFirst?: true;
};

const paidAtTheDoor = (order: OrderState) => order.paymentMethod === 'cash_on_delivery';
const paidOnline = (order: OrderState) => !paidAtTheDoor(order);
/** An order leaves the shop paid, or to be paid in cash at the door: never waiting for an online payment. */
const mayLeaveShop = (order: OrderState) => paidAtTheDoor(order) || order.paymentStatus === 'paid';
/** Until it ships, an order is still in the shop: it may be cancelled, and its payment changed. */
const IN_THE_SHOP: readonly OrderStatus[] = [
  'held',
  'awaiting_advance',
  'pending',
  'confirmed',
  'processing',
];
/** Cash on delivery waiting for its delivery fee, paid first by bKash or Nagad (the COD guard's advance). */
const awaitingAdvance = (order: OrderState) => paidAtTheDoor(order) && order.status === 'awaiting_advance';
const inTheShop = (order: OrderState) => IN_THE_SHOP.includes(order.status);
const cancelled = (order: OrderState) => order.status === 'cancelled';
/** An order that will not reach its shopper: cancelled in the shop, or its parcel back from the courier. */
const notDelivered = (order: OrderState) => cancelled(order) || order.status === 'returned';

/** An order a courier has a booking for may not be cancelled: the booking is cancelled first (the courier would still come). */
async function refuseWhileWithCourier(tx: Queryable, orderId: string): Promise<void> {
  const [open] = await tx
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), inArray(shipments.state, ['booking', 'booked'])));
  if (open) throw new Conflict('orderWithCourier');
}

/** Tells the order's shopper of the step by SMS, when the operator and the shopper want it. */
const textTheShopper =
  (topic: OrderSmsTopic): SideEffect =>
  (tx, orderId) =>
    queueOrderSms(tx, orderId, topic);

/** The way an order goes, from placed to completed, or cancelled before it ships. */
export const STATUS_STEPS: readonly StatusStep[] = [
  // The COD guard placed it held, or waiting for its delivery fee: the operator releases it (or
  // the fee's verified proof does), and it goes on as any order placed.
  // An order whose fee proof waits or was rejected is not released as it is: its payment would no
  // longer read as due at the door, and the courier would collect nothing.
  {
    from: ['held', 'awaiting_advance'],
    to: 'pending',
    requires: [{ holds: (order) => order.paymentStatus === 'pending', refusal: 'riskFeeProofUndecided' }],
    effects: [textTheShopper('order_placed')],
  },
  { from: ['pending'], to: 'confirmed' },
  { from: ['confirmed'], to: 'processing' },
  {
    from: ['processing'],
    to: 'shipped',
    requires: [{ holds: mayLeaveShop, refusal: 'orderUnpaidCannotShip' }],
    effects: [textTheShopper('order_shipped')],
  },
  { from: ['shipped'], to: 'out_for_delivery', effects: [textTheShopper('out_for_delivery')] },
  {
    from: ['out_for_delivery'],
    to: 'delivered',
    pays: 'cashCollected',
    effects: [textTheShopper('delivered')],
  },
  { from: ['delivered'], to: 'completed' },
  // The promo code's use goes back first, then the stock: the order placing an order locks them in.
  {
    from: IN_THE_SHOP,
    to: 'cancelled',
    refusal: 'orderNotCancellable',
    effects: [refuseWhileWithCourier, giveBackPromoUse, putOrderBackInStock],
  },
  // The courier brings the parcel back (refused or cancelled at the door); once the operator has it
  // in hand, its goods are back in stock. The promo code stays used: the shopper did place the order.
  { from: ['shipped', 'out_for_delivery'], to: 'returning' },
  { from: ['returning'], to: 'returned', effects: [putOrderBackInStock] },
];

/** The way an order's payment goes, step by step. */
export const PAYMENT_STEPS = {
  /** The shopper sends a proof of paying online: the shop checks it before anything else comes. */
  proofSubmitted: {
    from: ['pending', 'failed'],
    to: 'submitted',
    requires: [
      {
        holds: (order) => paidOnline(order) || awaitingAdvance(order),
        refusal: 'paymentProofNotNeeded',
      },
      { holds: (order) => !cancelled(order), refusal: 'orderCancelledNoPayment' },
    ],
    refusal: 'orderAlreadyPaid',
    refusalFrom: { submitted: 'paymentProofPending' },
  },
  /** The operator verifies the proof: the order is paid, and one that waited for it is confirmed. */
  proofVerified: {
    from: ['submitted'],
    to: 'paid',
    requires: [{ holds: paidOnline, refusal: 'paymentProofNotNeeded' }],
    refusal: 'proofAlreadyDecided',
    moves: { from: ['pending'], to: 'confirmed' },
  },
  /**
   * The operator verifies the proof of a delivery fee paid in advance: the goods are still paid at
   * the door (the payment waits again, for the total less the fee), and the order goes on as any
   * order placed.
   */
  advanceVerified: {
    from: ['submitted'],
    to: 'pending',
    requires: [{ holds: paidAtTheDoor, refusal: 'paymentProofNotNeeded' }],
    refusal: 'proofAlreadyDecided',
    note: ORDER_NOTES.advanceVerified,
    moves: { from: ['awaiting_advance'], to: 'pending' },
    paysDeliveryFeeFirst: true,
  },
  /** The operator rejects the proof: the order waits for a payment again; the shopper may send another. */
  proofRejected: { from: ['submitted'], to: 'failed', refusal: 'proofAlreadyDecided' },
  /**
   * A courier took the cash at the door: the shop is paid once the courier pays it out. Written
   * before the order moves to delivered, so that `cashCollected` no longer applies.
   */
  collectedByCourier: {
    from: ['pending'],
    to: 'collected_by_courier',
    requires: [
      { holds: paidAtTheDoor, refusal: 'orderMoveNotAllowed' },
      {
        holds: (order) => ['shipped', 'out_for_delivery'].includes(order.status),
        refusal: 'orderMoveNotAllowed',
      },
    ],
    refusal: 'orderMoveNotAllowed',
  },
  /** The courier paid out the cash it collected for the order (its payout statement says so). */
  courierPaidOut: { from: ['collected_by_courier'], to: 'paid', refusal: 'payoutNotOwed' },
  /** Cash on delivery is paid when the parcel is handed over (it follows `delivered`). */
  cashCollected: {
    from: ['pending'],
    to: 'paid',
    requires: [{ holds: paidAtTheDoor, refusal: 'orderMoveNotAllowed' }],
    refusal: 'orderMoveNotAllowed',
  },
  /** The operator lets an unpaid order paid online be paid at the door instead, before it ships. */
  switchedToCashOnDelivery: {
    from: ['pending', 'failed'],
    to: 'pending',
    requires: [
      { holds: paidOnline, refusal: 'orderPaymentNotSwitchable' },
      { holds: inTheShop, refusal: 'orderPaymentNotSwitchable' },
    ],
    refusal: 'orderPaymentNotSwitchable',
    method: 'cash_on_delivery',
    note: ORDER_NOTES.switchedToCashOnDelivery,
  },
  /** A cancelled order, or one whose parcel came back, that was paid gets its money back. */
  cancellationRefunded: {
    from: ['paid'],
    to: 'refunded',
    requires: [{ holds: notDelivered, refusal: 'refundNotOwed' }],
    refusal: 'refundNotOwed',
  },
  /**
   * A cancelled order paid at the door whose delivery fee was paid first gets the fee back: the
   * parcel never left. (One whose parcel came back keeps it: the courier's trip was paid for.)
   */
  advanceRefunded: {
    from: ['pending'],
    to: 'refunded',
    requires: [
      {
        holds: (order) => cancelled(order) && paidAtTheDoor(order) && (order.paidInAdvance ?? 0) > 0,
        refusal: 'refundNotOwed',
      },
    ],
    refusal: 'refundNotOwed',
  },
  /** Every line of a paid order was returned and refunded: the payment is given back whole. */
  returnsRefunded: { from: ['paid'], to: 'refunded', refusal: 'refundNotOwed' },
} as const satisfies Record<string, PaymentStep>;

export type PaymentEvent = keyof typeof PAYMENT_STEPS;

const stepBetween = (from: OrderStatus, to: OrderStatus) =>
  STATUS_STEPS.find((step) => step.to === to && step.from.includes(from));

/** Whether the table has a step from `from` to `to`, whatever the order's payment. */
export const mayMove = (from: OrderStatus, to: OrderStatus): boolean => stepBetween(from, to) !== undefined;

/** Why `order` may not move to `to`; null when it may. */
export function moveRefusal(order: OrderState, to: OrderStatus): FixedErrorCode | null {
  const step = stepBetween(order.status, to);
  if (!step)
    return STATUS_STEPS.find((other) => other.to === to && other.refusal)?.refusal ?? 'orderMoveNotAllowed';
  return step.requires?.find((requirement) => !requirement.holds(order))?.refusal ?? null;
}

/** Why `event` may not happen to `order`'s payment; null when it may. */
export function paymentRefusal(event: PaymentEvent, order: OrderState): FixedErrorCode | null {
  const step: PaymentStep = PAYMENT_STEPS[event];
  const unmet = step.requires?.find((requirement) => !requirement.holds(order));
  if (unmet) return unmet.refusal;
  if (step.from.includes(order.paymentStatus)) return null;
  return step.refusalFrom?.[order.paymentStatus] ?? step.refusal;
}

/** The statuses an order goes through from `from` to `to`, one step at a time (the shortest way); null for none. */
export function wayBetween(from: OrderStatus, to: OrderStatus): OrderStatus[] | null {
  // Breadth first: a Map's iteration also visits the entries added while it runs.
  const ways = new Map<OrderStatus, OrderStatus[]>([[from, []]]);
  for (const [at, way] of ways) {
    if (at === to) return way;
    for (const step of STATUS_STEPS)
      if (step.from.includes(at) && !ways.has(step.to)) ways.set(step.to, [...way, step.to]);
  }
  return null;
}

/** Where `order` may go next, in the order of its way (cancelled last). */
export const nextStatuses = (order: OrderState): OrderStatus[] =>
  ORDER_STATUSES.filter((to) => moveRefusal(order, to) === null);

/** Whether an operator may switch the order to cash on delivery now. */
export const maySwitchToCashOnDelivery = (order: OrderState) =>
  paymentRefusal('switchedToCashOnDelivery', order) === null;

/**
 * The order, its row locked until the transaction ends: changes of one order take turns, and each
 * sees the one before (a double click on Cancel, a proof arriving while the job cancels).
 */
export async function lockOrder(tx: Transaction, orderId: string): Promise<LockedOrder> {
  if (!isUuid(orderId)) throw new NotFound('orderNotFound');
  const [order] = await tx
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      paidInAdvance: orders.paidInAdvance,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) throw new NotFound('orderNotFound');
  return order;
}

/** Writes a step into the order's history: its time is the clock's, so one transaction's events keep their order. */
const writeEvent = (tx: Transaction, orderId: string, status: OrderStatus, why: Why) =>
  tx.insert(orderStatusEvents).values({
    orderId,
    status,
    note: why.note ?? '',
    actorUserId: why.actorUserId,
    createdAt: sql`clock_timestamp()`,
  });

/** Moves the locked order to `to`, or refuses; answers the order as it now stands. */
export async function moveOrder(
  tx: Transaction,
  order: LockedOrder,
  to: OrderStatus,
  why: Why,
): Promise<LockedOrder> {
  const refusal = moveRefusal(order, to);
  const step = stepBetween(order.status, to);
  if (refusal || !step) throw new Conflict(refusal ?? 'orderMoveNotAllowed');
  await tx.update(orders).set({ status: to, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
  await writeEvent(tx, order.id, to, why);
  for (const effect of step.effects ?? []) await effect(tx, order.id);
  const moved = { ...order, status: to };
  return step.pays && paymentRefusal(step.pays, moved) === null
    ? changePayment(tx, moved, step.pays, why)
    : moved;
}

/**
 * Corrects where the locked order goes, while it is still in the shop (the caller checks that no
 * courier has it), written as an event of its history in the status it is in.
 */
export async function correctShippingAddress(
  tx: Transaction,
  order: LockedOrder,
  address: ShippingAddressSnapshot,
  why: Why,
): Promise<void> {
  if (!inTheShop(order)) throw new Conflict('orderAddressLocked');
  await tx
    .update(orders)
    .set({ shippingAddress: address, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  await writeEvent(tx, order.id, order.status, { ...why, note: ORDER_NOTES.addressCorrected });
}

/** Writes `event` into the locked order's payment, or refuses; answers the order as it now stands. */
export async function changePayment(
  tx: Transaction,
  order: LockedOrder,
  event: PaymentEvent,
  why: Why,
): Promise<LockedOrder> {
  const refusal = paymentRefusal(event, order);
  if (refusal) throw new Conflict(refusal);
  const step: PaymentStep = PAYMENT_STEPS[event];
  const paymentMethod = step.method ?? order.paymentMethod;
  const [written] = await tx
    .update(orders)
    .set({
      paymentStatus: step.to,
      paymentMethod,
      ...(step.paysDeliveryFeeFirst ? { paidInAdvance: sql`${orders.shippingCost}` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id))
    .returning({ paidInAdvance: orders.paidInAdvance });
  if (step.note !== undefined) await writeEvent(tx, order.id, order.status, { ...why, note: step.note });
  const changed = { ...order, paymentStatus: step.to, paymentMethod, paidInAdvance: written?.paidInAdvance };
  return step.moves?.from.includes(changed.status)
    ? moveOrder(tx, changed, step.moves.to, { actorUserId: why.actorUserId })
    : changed;
}
