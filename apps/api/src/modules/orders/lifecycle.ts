import {
  type CheckoutPaymentMethod,
  ORDER_NOTES,
  ORDER_STATUSES,
  type OrderStatus,
  type PaymentStatus,
} from '@haat/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client';
import { orderItems, orderStatusEvents, orders } from '../../db/schema';
import { Conflict, type FixedErrorCode, Forbidden, NotFound } from '../../errors';
import { isUuid } from '../../lib/ids';
import { giveBackPromoUse } from '../promotions/service';
import { putBackInStock } from './restock';

/** The way an order goes, one step at a time, from placed to completed: every status but cancelled, in order. */
const ORDER_PATH: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => status !== 'cancelled');

const stepOf = (status: OrderStatus) => ORDER_PATH.indexOf(status);

/** Until it ships, an order may still be cancelled. */
const CANCELLABLE: readonly OrderStatus[] = ['pending', 'confirmed', 'processing'];

/** Whether an order in `from` may move to `to`: the next step on its way, or cancelled before it ships. */
export function mayMove(from: OrderStatus, to: OrderStatus): boolean {
  if (to === 'cancelled') return CANCELLABLE.includes(from);
  const at = stepOf(from);
  return at >= 0 && ORDER_PATH[at + 1] === to;
}

/** How an order is paid, and how far its payment has come. */
type Payment = { paymentMethod: CheckoutPaymentMethod; paymentStatus: PaymentStatus };

/** An order leaves the shop paid, or to be paid in cash at the door: never waiting for an online payment. */
const mayLeaveShop = ({ paymentMethod, paymentStatus }: Payment) =>
  paymentMethod === 'cash_on_delivery' || paymentStatus === 'paid';

/** Why an order in `from`, paid as `payment` says, may not move to `to`; null when it may. */
export function moveRefusal(from: OrderStatus, to: OrderStatus, payment: Payment): FixedErrorCode | null {
  if (!mayMove(from, to)) return to === 'cancelled' ? 'orderNotCancellable' : 'orderMoveNotAllowed';
  if (to === 'shipped' && !mayLeaveShop(payment)) return 'orderUnpaidCannotShip';
  return null;
}

/**
 * Whether an operator may switch the order to cash on delivery: paid online, not paid (nor a proof
 * waiting to be checked), and still in the shop.
 */
export const maySwitchToCashOnDelivery = (status: OrderStatus, { paymentMethod, paymentStatus }: Payment) =>
  paymentMethod !== 'cash_on_delivery' &&
  (paymentStatus === 'pending' || paymentStatus === 'failed') &&
  CANCELLABLE.includes(status);

type Move = {
  to: OrderStatus;
  /** Why, in the words of whoever moved it: a shopper's cancellation reason, an operator's note. */
  note: string;
  actorUserId: string | null;
  /** Only this shopper's order may move (a shopper's own cancellation); any order when absent. */
  ownerId?: string;
  /** More to write in the same transaction once the move is written, such as the audit log's entry. */
  alsoWrite?: (tx: Transaction, from: OrderStatus) => Promise<void>;
  /** Read with the order's row locked: when false, the move is no longer wanted and nothing changes. */
  stillWanted?: (tx: Transaction) => Promise<boolean>;
};

/**
 * Moves an order along its lifecycle and writes the step as a status event. The order's row is
 * locked first, so two moves of one order (a double click on Cancel) take turns and the second
 * sees the first. A cancelled order's stock goes back to its sizes, and its promo code's use to the code.
 */
export function createOrderLifecycle({ db }: { db: Database }) {
  async function restock(tx: Queryable, orderId: string) {
    const lines = await tx
      .select({ productId: orderItems.productId, size: orderItems.size, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    await putBackInStock(tx, lines);
  }

  /** Runs `work` in a transaction on the order, its row locked first: changes of one order take turns. */
  async function withOrderLocked<T>(
    orderId: string,
    work: (tx: Transaction, order: Payment & { status: OrderStatus; userId: string }) => Promise<T>,
  ): Promise<T> {
    if (!isUuid(orderId)) throw new NotFound('orderNotFound');
    return db.transaction(async (tx) => {
      const [order] = await tx
        .select({
          status: orders.status,
          userId: orders.userId,
          paymentMethod: orders.paymentMethod,
          paymentStatus: orders.paymentStatus,
        })
        .from(orders)
        .where(eq(orders.id, orderId))
        .for('update');
      if (!order) throw new NotFound('orderNotFound');
      return work(tx, order);
    });
  }

  /** Answers the status the order moved from, or null when it was no longer wanted. */
  const move = (orderId: string, { to, note, actorUserId, ownerId, alsoWrite, stillWanted }: Move) =>
    withOrderLocked(orderId, async (tx, order): Promise<OrderStatus | null> => {
      if (ownerId !== undefined && order.userId !== ownerId) throw new Forbidden('orderForbidden');
      if (stillWanted && !(await stillWanted(tx))) return null;
      const refusal = moveRefusal(order.status, to, order);
      if (refusal) throw new Conflict(refusal);
      // Cash on delivery is paid when the parcel is handed over: the order no longer waits to be paid.
      const cashCollected =
        to === 'delivered' && order.paymentMethod === 'cash_on_delivery' && order.paymentStatus === 'pending';
      await tx
        .update(orders)
        .set({
          status: to,
          updatedAt: sql`now()`,
          ...(cashCollected ? { paymentStatus: 'paid' as const } : {}),
        })
        .where(eq(orders.id, orderId));
      await tx
        .insert(orderStatusEvents)
        .values({ orderId, status: to, note, actorUserId, createdAt: sql`clock_timestamp()` });
      if (to === 'cancelled') {
        // The code first, then the stock: the order an order being placed locks them in.
        await giveBackPromoUse(tx, orderId);
        await restock(tx, orderId);
      }
      await alsoWrite?.(tx, order.status);
      return order.status;
    });

  /**
   * An order paid online that was not paid switches to cash on delivery (the shopper will pay the
   * courier), written as an event of its history in the status it is in. Its row is locked as a
   * move locks it, so a proof or a move arriving meanwhile takes its turn.
   */
  const switchToCashOnDelivery = (
    orderId: string,
    {
      actorUserId,
      alsoWrite,
    }: Pick<Move, 'actorUserId'> & {
      alsoWrite?: (tx: Transaction, from: Payment & { status: OrderStatus }) => Promise<void>;
    },
  ) =>
    withOrderLocked(orderId, async (tx, { status, paymentMethod, paymentStatus }) => {
      if (!maySwitchToCashOnDelivery(status, { paymentMethod, paymentStatus }))
        throw new Conflict('orderPaymentNotSwitchable');
      await tx
        .update(orders)
        .set({ paymentMethod: 'cash_on_delivery', paymentStatus: 'pending', updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
      await tx.insert(orderStatusEvents).values({
        orderId,
        status,
        note: ORDER_NOTES.switchedToCashOnDelivery,
        actorUserId,
        createdAt: sql`clock_timestamp()`,
      });
      await alsoWrite?.(tx, { status, paymentMethod, paymentStatus });
    });

  return {
    move,
    switchToCashOnDelivery,

    /** Moves an order step by step to `to` (tests and the demo): every step is an event, as if made in turn. */
    async moveTo(orderId: string, to: OrderStatus, note = ''): Promise<void> {
      const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
      if (!order) throw new NotFound('orderNotFound');
      if (to === 'cancelled') {
        await move(orderId, { to, note, actorUserId: null });
        return;
      }
      for (const step of ORDER_PATH.slice(stepOf(order.status) + 1, stepOf(to) + 1))
        await move(orderId, { to: step, note, actorUserId: null });
    },
  };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;

/** Where an order in `from`, paid as `payment` says, may go next, in the order of its way (cancelled last). */
export const nextStatuses = (from: OrderStatus, payment: Payment): OrderStatus[] =>
  ORDER_STATUSES.filter((to) => moveRefusal(from, to, payment) === null);
