import { ORDER_NOTES } from '@haat/contracts';
import { UNPAID_ORDER_HOURS } from '@haat/contracts/constants';
import { and, asc, eq, inArray, lt, notExists, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { orders, paymentProofs } from '../../db/schema';
import { readSetting } from '../settings/service';
import { createOrderLifecycle } from './lifecycle';

/** How many orders one round cancels at most; the next round takes the rest. */
const ROUND_SIZE = 100;

/** Why the order was cancelled, in its history and in the shopper's cancellations. */
export const UNPAID_NOTE = ORDER_NOTES.cancelledUnpaid;

/**
 * Orders paid online (not cash on delivery) that are still pending, and orders paid on delivery
 * still waiting for the delivery fee the COD guard asked first (`awaiting_advance`), that have no
 * payment proof waiting and were placed longer ago than the shop's unpaid-order time, are cancelled
 * and their stock goes back. Each order is re-checked with its row locked before it is cancelled,
 * so several API processes running the round at once cancel every order once.
 */
export function createUnpaidOrderSweep({
  db,
  counters,
}: {
  db: Database;
  /** Told how many orders each round cancelled (the metrics); none when metrics are off. */
  counters?: { unpaidOrdersCancelled(count: number): void } | null;
}) {
  const lifecycle = createOrderLifecycle({ db });

  /** Still unpaid (the order, or the fee it waits for), and no proof waiting to be checked. */
  const unpaid = (q: Queryable) =>
    and(
      or(
        and(eq(orders.status, 'pending'), sql`${orders.paymentMethod} <> 'cash_on_delivery'`),
        // A pending order paid on delivery owes nothing yet; one waiting for its fee holds its stock until paid.
        and(eq(orders.status, 'awaiting_advance'), eq(orders.paymentMethod, 'cash_on_delivery')),
      ),
      inArray(orders.paymentStatus, ['pending', 'failed']),
      notExists(
        q
          .select({ one: sql`1` })
          .from(paymentProofs)
          .where(and(eq(paymentProofs.orderId, orders.id), eq(paymentProofs.status, 'submitted'))),
      ),
    );

  return {
    /** One round: answers the ids of the orders it cancelled. */
    async sweep(now = new Date()): Promise<string[]> {
      const setting = await readSetting(db, 'unpaid_order_hours');
      const hours = setting?.hours ?? UNPAID_ORDER_HOURS;
      const cutoff = new Date(now.getTime() - hours * 60 * 60 * 1000);
      const due = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(unpaid(db), lt(orders.createdAt, cutoff)))
        .orderBy(asc(orders.createdAt))
        .limit(ROUND_SIZE);
      const cancelled: string[] = [];
      for (const { id } of due) {
        const from = await lifecycle.move(id, {
          to: 'cancelled',
          note: UNPAID_NOTE,
          actorUserId: null,
          // Another process may have cancelled it, or a proof may have arrived, since the list was read.
          stillWanted: async (tx) =>
            (
              await tx
                .select({ id: orders.id })
                .from(orders)
                .where(and(eq(orders.id, id), unpaid(tx)))
            ).length > 0,
        });
        if (from) cancelled.push(id);
      }
      if (cancelled.length) counters?.unpaidOrdersCancelled(cancelled.length);
      return cancelled;
    },
  };
}
