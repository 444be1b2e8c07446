import type { AdminCancellation, AdminCancellationListQuery } from '@haat/contracts/admin';
import { and, count, desc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client';
import { orderItems, orderStatusEvents, orders, returns, users } from '../../db/schema';
import { NotFound } from '../../errors';
import { takaFromPoisha } from '../../lib/money';
import { orderRefundedMail } from '../../mail/messages';
import { recordAction } from '../audit/service';
import { queueOrderSms } from '../messages/order-sms';
import { queueMail } from '../messages/outbox';
import { changePayment, lockOrder, paymentRefusal } from './order-state-machine';

type RefundsDeps = { db: Database; publicUrl: string };

/** Filters as the contract parsed them: an empty value is already no filter. */
type Filters<T> = { [K in keyof T]?: Exclude<T[K], ''> };

const cancellers = alias(users, 'cancellers');

/**
 * What a returned line gives back: its price less its share of the order's discount, plus its
 * share of the tax (which was charged on goods after discount). Delivery is not given back.
 */
export const refundFor = (
  line: { unitPrice: number; quantity: number },
  order: { subtotal: number; discount: number; tax: number },
) => {
  const price = line.unitPrice * line.quantity;
  if (order.subtotal <= 0) return 0;
  return Math.round((price * (order.subtotal - order.discount + order.tax)) / order.subtotal);
};

/**
 * Once every line of a paid order has been returned and refunded, the order's payment is given
 * back whole; answers whether it was. Run in the transaction that refunds the last line.
 */
export async function refundOrderOnceReturned(tx: Transaction, orderId: string, actorUserId: string) {
  const order = await lockOrder(tx, orderId);
  if (paymentRefusal('returnsRefunded', order)) return false;
  const [left] = await tx
    .select({ n: count() })
    .from(orderItems)
    .leftJoin(returns, eq(returns.orderItemId, orderItems.id))
    .where(and(eq(orderItems.orderId, orderId), or(isNull(returns.id), ne(returns.status, 'refunded'))));
  if ((left?.n ?? 0) > 0) return false;
  await changePayment(tx, order, 'returnsRefunded', { actorUserId });
  return true;
}

/** An order paid at the door gives back only what was paid before it: its delivery fee, when it was. */
const feeOnly = (order: { paymentMethod: string }) => order.paymentMethod === 'cash_on_delivery';
/** What a cancelled order is given back (poisha): the fee paid first, or the whole payment. */
const refundOf = (order: { paymentMethod: string; paidInAdvance?: number; total: number }) =>
  feeOnly(order) ? (order.paidInAdvance ?? 0) : order.total;
/** The payment step that refunds a cancelled order: the fee paid first, or the whole payment. */
const refundStep = (order: { paymentMethod: string }) =>
  feeOnly(order) ? 'advanceRefunded' : 'cancellationRefunded';

/**
 * Refunds of cancelled orders: a cancelled order that was paid is owed its money back until the
 * operator marks it refunded, once, audited and told to the shopper by email. (A returned line's
 * refund is decided with the return: admin-returns.ts.)
 */
export function createRefunds({ db, publicUrl }: RefundsDeps) {
  const phone = sql<string>`${orders.shippingAddress}->>'phone'`;

  // Paid, or paid at the door with the delivery fee paid first (advanceRefunded gives the fee back).
  const refundOwed = and(
    eq(orders.status, 'cancelled'),
    or(
      eq(orders.paymentStatus, 'paid'),
      and(
        eq(orders.paymentMethod, 'cash_on_delivery'),
        eq(orders.paymentStatus, 'pending'),
        sql`${orders.paidInAdvance} > 0`,
      ),
    ),
  );
  const cancellationRows = (where: SQL | undefined) =>
    db
      .select({
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        customer: { id: users.id, name: users.name, email: users.email, phone },
        total: orders.total,
        paidInAdvance: orders.paidInAdvance,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        cancelledAt: orderStatusEvents.createdAt,
        reason: orderStatusEvents.note,
        cancelledBy: cancellers.name,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(
        orderStatusEvents,
        and(eq(orderStatusEvents.orderId, orders.id), eq(orderStatusEvents.status, 'cancelled')),
      )
      .leftJoin(cancellers, eq(cancellers.id, orderStatusEvents.actorUserId))
      .where(and(eq(orders.status, 'cancelled'), where));

  type CancellationRow = Awaited<ReturnType<typeof cancellationRows>>[number];
  const toCancellation = ({ paidInAdvance, ...row }: CancellationRow): AdminCancellation => ({
    ...row,
    customer: { ...row.customer, phone: row.customer.phone ?? '' },
    total: takaFromPoisha(row.total),
    refundAmount: takaFromPoisha(refundOf({ ...row, paidInAdvance })),
    cancelledAt: row.cancelledAt.toISOString(),
    // The state machine says whether the refund's step may happen: owed exactly then.
    refundOwed: paymentRefusal(refundStep(row), { ...row, status: 'cancelled', paidInAdvance }) === null,
  });

  return {
    /** A page of cancelled orders, most recently cancelled first. */
    async cancellations({ refund }: Filters<AdminCancellationListQuery>, page: number, pageSize: number) {
      const where =
        refund === 'owed'
          ? refundOwed
          : refund === 'refunded'
            ? eq(orders.paymentStatus, 'refunded')
            : undefined;
      const [rows, [total]] = await Promise.all([
        cancellationRows(where)
          .orderBy(desc(orderStatusEvents.createdAt), desc(orders.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ n: count() })
          .from(orders)
          .where(and(eq(orders.status, 'cancelled'), where)),
      ]);
      return { total: total?.n ?? 0, page, pageSize, rows: rows.map(toCancellation) };
    },

    /** Marks a cancelled, paid order refunded: once, however many times it is asked. */
    async refundCancellation(actorUserId: string, orderId: string, note: string): Promise<AdminCancellation> {
      await db.transaction(async (tx) => {
        const locked = await lockOrder(tx, orderId);
        const refunded = await changePayment(tx, locked, refundStep(locked), { actorUserId });
        const [order] = await tx
          .select({
            orderNumber: orders.orderNumber,
            total: orders.total,
            shopper: { name: users.name, email: users.email, language: users.language },
          })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(eq(orders.id, orderId));
        if (!order) throw new NotFound('orderNotFound');
        await recordAction(tx, {
          actorUserId,
          action: 'order.refund',
          entity: 'order',
          entityId: orderId,
          before: { paymentStatus: locked.paymentStatus },
          after: { paymentStatus: refunded.paymentStatus, ...(note ? { note } : {}) },
        });
        await queueOrderSms(tx, orderId, 'refund_sent');
        await queueMail(tx, {
          topic: 'order_refunded',
          to: order.shopper.email,
          ...orderRefundedMail({
            language: order.shopper.language,
            name: order.shopper.name,
            link: `${publicUrl}/order/${orderId}`,
            refund: {
              orderNumber: order.orderNumber,
              amount: takaFromPoisha(refundOf({ ...locked, total: order.total })),
              note,
            },
          }),
        });
      });
      const [row] = await cancellationRows(eq(orders.id, orderId));
      if (!row) throw new NotFound('orderNotFound');
      return toCancellation(row);
    },
  };
}
export type Refunds = ReturnType<typeof createRefunds>;
