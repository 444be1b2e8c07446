import { RETURN_WINDOW_DAYS, type ReturnEntry, type ReturnRequest } from '@haat/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderItems, orderStatusEvents, orders, returns } from '../../db/schema';
import { Conflict, Forbidden, NotFound } from '../../errors';
import { isUuid } from '../../lib/ids';
import type { FileStorage } from '../../storage';
import { productImageUrls } from '../catalogue/images';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Returns: the owner of an order delivered in the last seven days asks to return some or all of
 * its lines, saying why. Each line is returned at most once; the shop then approves, rejects or
 * refunds it (the operator's screens come later).
 */
export function createReturns({ db, storage }: { db: Database; storage: FileStorage }) {
  /** The shopper's returns, or only those of `returnIds`, newest first, in the spec's return shape. */
  async function returnsOf(userId: string, returnIds?: string[]): Promise<ReturnEntry[]> {
    const rows = await db
      .select({
        id: returns.id,
        orderId: returns.orderId,
        orderNumber: orders.orderNumber,
        name: orderItems.name,
        nameBn: orderItems.nameBn,
        image: orderItems.image,
        quantity: orderItems.quantity,
        createdAt: returns.createdAt,
        reason: returns.reason,
        status: returns.status,
      })
      .from(returns)
      .innerJoin(orderItems, eq(orderItems.id, returns.orderItemId))
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .where(and(eq(returns.userId, userId), returnIds ? inArray(returns.id, returnIds) : undefined))
      .orderBy(desc(returns.createdAt), desc(returns.id));
    return rows.map(({ createdAt, image, ...row }) => ({
      ...row,
      image: image ? productImageUrls(storage, image).thumbnail : '',
      returnDate: createdAt.toISOString(),
    }));
  }

  return {
    returnsOf,

    async request(
      userId: string,
      orderId: string,
      { itemIds, reason }: ReturnRequest,
    ): Promise<ReturnEntry[]> {
      if (!isUuid(orderId)) throw new NotFound('orderNotFound');
      const created = await db.transaction(async (tx) => {
        // Locked: two requests for one order take turns, and the second sees the first's returns.
        const [order] = await tx
          .select({ userId: orders.userId, status: orders.status })
          .from(orders)
          .where(eq(orders.id, orderId))
          .for('update');
        if (!order) throw new NotFound('orderNotFound');
        if (order.userId !== userId) throw new Forbidden('orderForbidden');
        if (order.status !== 'delivered' && order.status !== 'completed')
          throw new Conflict('returnNotDelivered');
        const [delivered] = await tx
          .select({ at: orderStatusEvents.createdAt })
          .from(orderStatusEvents)
          .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.status, 'delivered')))
          .orderBy(desc(orderStatusEvents.createdAt))
          .limit(1);
        if (!delivered) throw new Conflict('returnNotDelivered');
        if (Date.now() - delivered.at.getTime() > RETURN_WINDOW_DAYS * DAY_MS)
          throw new Conflict('returnWindowClosed');

        const lines = await tx
          .select({ id: orderItems.id })
          .from(orderItems)
          .where(eq(orderItems.orderId, orderId));
        const inOrder = new Set(lines.map((line) => line.id));
        const wanted = itemIds ? [...new Set(itemIds)] : [...inOrder];
        if (!wanted.every((id) => inOrder.has(id))) throw new Conflict('returnItemUnknown');
        const [already] = await tx
          .select({ id: returns.id })
          .from(returns)
          .where(inArray(returns.orderItemId, wanted))
          .limit(1);
        if (already) throw new Conflict('returnAlreadyRequested');
        return tx
          .insert(returns)
          .values(wanted.map((orderItemId) => ({ orderId, orderItemId, userId, reason: reason.trim() })))
          .returning({ id: returns.id });
      });
      return returnsOf(
        userId,
        created.map((row) => row.id),
      );
    },
  };
}
