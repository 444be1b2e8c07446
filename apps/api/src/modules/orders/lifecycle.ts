import { ORDER_STATUSES, type OrderStatus } from '@haat/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client';
import { orderItems, orderStatusEvents, orders, productStock } from '../../db/schema';
import { Conflict, Forbidden, NotFound } from '../../errors';
import { isUuid } from '../../lib/ids';
import { giveBackPromoUse } from '../promotions/service';

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
    // In product and size order, as an order takes its stock: no deadlock with one being placed.
    const back = lines
      .filter((line): line is typeof line & { productId: string } => line.productId !== null)
      .sort((a, b) => (a.productId + a.size).localeCompare(b.productId + b.size));
    for (const line of back)
      await tx
        .update(productStock)
        .set({ quantity: sql`${productStock.quantity} + ${line.quantity}` })
        .where(and(eq(productStock.productId, line.productId), eq(productStock.size, line.size)));
  }

  /** Answers the status the order moved from, or null when it was no longer wanted. */
  async function move(
    orderId: string,
    { to, note, actorUserId, ownerId, alsoWrite, stillWanted }: Move,
  ): Promise<OrderStatus | null> {
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
      if (ownerId !== undefined && order.userId !== ownerId) throw new Forbidden('orderForbidden');
      if (stillWanted && !(await stillWanted(tx))) return null;
      if (!mayMove(order.status, to))
        throw new Conflict(to === 'cancelled' ? 'orderNotCancellable' : 'orderMoveNotAllowed');
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
  }

  return {
    move,

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

/** Where an order in `from` may go next, in the order of its way (cancelled last). */
export const nextStatuses = (from: OrderStatus): OrderStatus[] =>
  ORDER_STATUSES.filter((to) => mayMove(from, to));
