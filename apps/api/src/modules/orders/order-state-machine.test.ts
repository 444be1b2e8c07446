import { readFileSync } from 'node:fs';
import {
  CHECKOUT_PAYMENT_METHODS,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@haat/contracts';
import { describe, expect, it } from 'vitest';
import type { FixedErrorCode } from '../../errors';
import {
  mayMove,
  moveRefusal,
  nextStatuses,
  type OrderState,
  PAYMENT_STEPS,
  type PaymentEvent,
  paymentRefusal,
  STATUS_STEPS,
} from './order-state-machine';

/** The order's lifecycle as the shop runs it, written out here apart from the machine's table. */
const LIFECYCLE: readonly [OrderStatus, OrderStatus][] = [
  ['pending', 'confirmed'],
  ['confirmed', 'processing'],
  ['processing', 'shipped'],
  ['shipped', 'out_for_delivery'],
  ['out_for_delivery', 'delivered'],
  ['delivered', 'completed'],
  ['pending', 'cancelled'],
  ['confirmed', 'cancelled'],
  ['processing', 'cancelled'],
  ['shipped', 'returning'],
  ['out_for_delivery', 'returning'],
  ['returning', 'returned'],
  ['held', 'pending'],
  ['awaiting_advance', 'pending'],
  ['held', 'cancelled'],
  ['awaiting_advance', 'cancelled'],
];

/** The payment's way, by what happened, from and to. */
const PAYMENT_WAY: readonly [PaymentEvent, PaymentStatus, PaymentStatus][] = [
  ['proofSubmitted', 'pending', 'submitted'],
  ['proofSubmitted', 'failed', 'submitted'],
  ['proofVerified', 'submitted', 'paid'],
  ['advanceVerified', 'submitted', 'pending'],
  ['proofRejected', 'submitted', 'failed'],
  ['cashCollected', 'pending', 'paid'],
  ['collectedByCourier', 'pending', 'collected_by_courier'],
  ['courierPaidOut', 'collected_by_courier', 'paid'],
  ['switchedToCashOnDelivery', 'pending', 'pending'],
  ['switchedToCashOnDelivery', 'failed', 'pending'],
  ['cancellationRefunded', 'paid', 'refunded'],
  ['advanceRefunded', 'pending', 'refunded'],
  ['returnsRefunded', 'paid', 'refunded'],
];

/**
 * Every state an order could be in: each status, paid each way, at each payment status, with and
 * without a delivery fee paid first.
 */
const EVERY_STATE: OrderState[] = ORDER_STATUSES.flatMap((status) =>
  CHECKOUT_PAYMENT_METHODS.flatMap((paymentMethod) =>
    PAYMENT_STATUSES.flatMap((paymentStatus) =>
      [0, 6_000].map((paidInAdvance) => ({ status, paymentMethod, paymentStatus, paidInAdvance })),
    ),
  ),
);

const IN_THE_SHOP: readonly OrderStatus[] = [
  'held',
  'awaiting_advance',
  'pending',
  'confirmed',
  'processing',
];

/** Why the lifecycle refuses a move, as the shop's rules say it. */
function expectedMoveRefusal(order: OrderState, to: OrderStatus): FixedErrorCode | null {
  if (!LIFECYCLE.some(([from, next]) => from === order.status && next === to))
    return to === 'cancelled' ? 'orderNotCancellable' : 'orderMoveNotAllowed';
  if (to === 'shipped' && order.paymentMethod !== 'cash_on_delivery' && order.paymentStatus !== 'paid')
    return 'orderUnpaidCannotShip';
  // Released from the COD guard's review only while nothing but the door's payment is due.
  if (to === 'pending' && order.paymentStatus !== 'pending') return 'riskFeeProofUndecided';
  return null;
}

/** Why the lifecycle refuses a payment step, as the shop's rules say it. */
function expectedPaymentRefusal(event: PaymentEvent, order: OrderState): FixedErrorCode | null {
  const cash = order.paymentMethod === 'cash_on_delivery';
  const from = (...statuses: PaymentStatus[]) => statuses.includes(order.paymentStatus);
  switch (event) {
    case 'proofSubmitted':
      // Cash on delivery takes a proof only of its delivery fee, while the order waits for it.
      if (cash && order.status !== 'awaiting_advance') return 'paymentProofNotNeeded';
      if (order.status === 'cancelled') return 'orderCancelledNoPayment';
      if (from('submitted')) return 'paymentProofPending';
      return from('pending', 'failed') ? null : 'orderAlreadyPaid';
    case 'proofVerified':
      if (cash) return 'paymentProofNotNeeded';
      return from('submitted') ? null : 'proofAlreadyDecided';
    case 'advanceVerified':
      if (!cash) return 'paymentProofNotNeeded';
      return from('submitted') ? null : 'proofAlreadyDecided';
    case 'proofRejected':
      return from('submitted') ? null : 'proofAlreadyDecided';
    case 'cashCollected':
      return cash && from('pending') ? null : 'orderMoveNotAllowed';
    case 'collectedByCourier':
      return cash && ['shipped', 'out_for_delivery'].includes(order.status) && from('pending')
        ? null
        : 'orderMoveNotAllowed';
    case 'courierPaidOut':
      return from('collected_by_courier') ? null : 'payoutNotOwed';
    case 'switchedToCashOnDelivery':
      return !cash && IN_THE_SHOP.includes(order.status) && from('pending', 'failed')
        ? null
        : 'orderPaymentNotSwitchable';
    case 'cancellationRefunded':
      return ['cancelled', 'returned'].includes(order.status) && from('paid') ? null : 'refundNotOwed';
    case 'advanceRefunded':
      // Only the fee of a cancelled order paid at the door: its parcel never left.
      return cash && order.status === 'cancelled' && (order.paidInAdvance ?? 0) > 0 && from('pending')
        ? null
        : 'refundNotOwed';
    case 'returnsRefunded':
      return from('paid') ? null : 'refundNotOwed';
  }
}

const label = (order: OrderState) =>
  `${order.status}/${order.paymentMethod}/${order.paymentStatus}/${order.paidInAdvance}`;

describe('the order state machine', () => {
  it('has a step for exactly the lifecycle’s (from, to) status pairs', () => {
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES)
        expect(mayMove(from, to), `${from} → ${to}`).toBe(LIFECYCLE.some(([a, b]) => a === from && b === to));
  });

  it('refuses every other move with its code, in every state of payment', () => {
    for (const order of EVERY_STATE)
      for (const to of ORDER_STATUSES)
        expect(moveRefusal(order, to), `${label(order)} → ${to}`).toBe(expectedMoveRefusal(order, to));
  });

  it('offers the operator the moves it allows, in the order of the way', () => {
    const unpaid = { paymentMethod: 'bkash', paymentStatus: 'pending' } as const;
    expect(nextStatuses({ status: 'pending', ...unpaid })).toEqual(['confirmed', 'cancelled']);
    expect(nextStatuses({ status: 'processing', ...unpaid })).toEqual(['cancelled']);
    expect(nextStatuses({ status: 'processing', paymentMethod: 'bkash', paymentStatus: 'paid' })).toEqual([
      'shipped',
      'cancelled',
    ]);
    expect(nextStatuses({ status: 'completed', ...unpaid })).toEqual([]);
  });

  it('has a payment step for exactly the lifecycle’s (from, to) payment pairs', () => {
    const events = Object.keys(PAYMENT_STEPS) as PaymentEvent[];
    for (const from of PAYMENT_STATUSES)
      for (const to of PAYMENT_STATUSES) {
        const allowed = events.filter(
          (event) =>
            PAYMENT_STEPS[event].to === to &&
            EVERY_STATE.some(
              (order) => order.paymentStatus === from && paymentRefusal(event, order) === null,
            ),
        );
        const expected = PAYMENT_WAY.filter(([, a, b]) => a === from && b === to).map(([event]) => event);
        expect(allowed.sort(), `${from} → ${to}`).toEqual(expected.sort());
      }
  });

  it('refuses every other payment step with its code, in every state of the order', () => {
    for (const event of Object.keys(PAYMENT_STEPS) as PaymentEvent[])
      for (const order of EVERY_STATE)
        expect(paymentRefusal(event, order), `${event} in ${label(order)}`).toBe(
          expectedPaymentRefusal(event, order),
        );
  });
});

/** The arrows of the Mermaid state diagram that starts with `%% name` in docs/behaviour.md. */
function diagramArrows(name: string): string[] {
  const page = readFileSync(new URL('../../../../../docs/behaviour.md', import.meta.url), 'utf8');
  const diagram = [...page.matchAll(/```mermaid\n([\s\S]*?)```/g)]
    .map((block) => block[1] ?? '')
    .find((block) => block.includes(`%% ${name}`));
  if (!diagram) throw new Error(`no diagram "%% ${name}" in docs/behaviour.md`);
  return diagram
    .split('\n')
    .map((line) => line.trim().match(/^(\S+) --> (\S+)(?:\s*:\s*(.*))?$/))
    .flatMap((arrow) => (arrow && arrow[1] !== '[*]' && arrow[2] !== '[*]' ? [arrow] : []))
    .map(([, from, to, words]) => (name === 'payment' ? `${words}: ${from} → ${to}` : `${from} → ${to}`))
    .sort();
}

describe('the diagrams of docs/behaviour.md', () => {
  it('draw the machine’s status steps, no more and no fewer', () => {
    const steps = STATUS_STEPS.flatMap((step) => step.from.map((from) => `${from} → ${step.to}`));
    expect(diagramArrows('order status')).toEqual(steps.sort());
  });

  it('draw the machine’s payment steps, each named by what happened', () => {
    const steps = Object.entries(PAYMENT_STEPS).flatMap(([event, step]) =>
      step.from.map((from) => `${event}: ${from} → ${step.to}`),
    );
    expect(diagramArrows('payment')).toEqual(steps.sort());
  });
});
