import { createHash } from 'node:crypto';
import { type Courier as CourierName, ORDER_NOTES, type OrderStatus } from '@haat/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { shipmentEvents, shipments } from '../../db/schema';
import { HttpError } from '../../errors';
import { poishaFromTaka } from '../../lib/money';
import {
  changePayment,
  type LockedOrder,
  lockOrder,
  moveOrder,
  paymentRefusal,
  wayBetween,
} from '../orders/order-state-machine';
import type { CourierNews } from './courier';

export type Shipment = typeof shipments.$inferSelect;
export type NewsSource = 'webhook' | 'poll' | 'booking';

/** What became of a piece of news: kept once, and whether it moved the order. */
export type NewsOutcome = { kept: boolean; applied: boolean };

/** An order still in the shop: a parcel the courier gives up on before pickup leaves it here. */
const IN_THE_SHOP: readonly OrderStatus[] = ['pending', 'confirmed', 'processing'];

/** What makes a piece of news itself: the same status at the same time with the same words is a replay. */
const eventKeyOf = (news: CourierNews) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        news.courierStatus,
        news.happenedAt?.toISOString() ?? 'untimed',
        news.message,
        news.collectedAmount ?? null,
      ]),
    )
    .digest('base64url');

/**
 * Walks the locked order to `to` through the state machine, one step at a time, each an event
 * "as the courier reported"; answers whether it got there. A status the order cannot reach from
 * where it is (a step back, news of a parcel already returned) leaves it as it is.
 */
async function walkOrder(tx: Transaction, order: LockedOrder, to: OrderStatus): Promise<LockedOrder | null> {
  if (order.status === to) return order;
  const way = wayBetween(order.status, to);
  if (!way) return null;
  let at = order;
  for (const status of way)
    at = await moveOrder(tx, at, status, { actorUserId: null, note: ORDER_NOTES.byCourier });
  return at;
}

/** The order moved as the news says, when it may; answers whether it moved (or was already there). */
async function applyToOrder(
  tx: Transaction,
  order: LockedOrder,
  shipment: Shipment,
  news: CourierNews,
): Promise<{ applied: boolean; shipmentCancelled: boolean }> {
  switch (news.progress) {
    case 'booked':
      // Booked is being packed: a confirmed order moves on to processing, by whoever booked it.
      if (order.status !== 'confirmed') return { applied: false, shipmentCancelled: false };
      await moveOrder(tx, order, 'processing', { actorUserId: shipment.bookedBy });
      return { applied: true, shipmentCancelled: false };
    case 'picked_up':
      return { applied: (await walkOrder(tx, order, 'shipped')) !== null, shipmentCancelled: false };
    case 'out_for_delivery':
      return { applied: (await walkOrder(tx, order, 'out_for_delivery')) !== null, shipmentCancelled: false };
    case 'delivered':
    case 'partly_delivered': {
      if (order.status === 'delivered' || order.status === 'completed')
        return { applied: false, shipmentCancelled: false };
      const atTheDoor = await walkOrder(tx, order, 'out_for_delivery');
      if (!atTheDoor) return { applied: false, shipmentCancelled: false };
      // Cash the courier took is the courier's until its payout: the order is not paid yet.
      const collected =
        shipment.codAmount > 0 && paymentRefusal('collectedByCourier', atTheDoor) === null
          ? await changePayment(tx, atTheDoor, 'collectedByCourier', { actorUserId: null })
          : atTheDoor;
      await moveOrder(tx, collected, 'delivered', { actorUserId: null, note: ORDER_NOTES.byCourier });
      return { applied: true, shipmentCancelled: false };
    }
    case 'cancelled':
    case 'returning':
      // Given up before pickup: the booking ends and the order stays in the shop, to be booked again.
      if (IN_THE_SHOP.includes(order.status)) return { applied: true, shipmentCancelled: true };
      return { applied: (await walkOrder(tx, order, 'returning')) !== null, shipmentCancelled: false };
    default:
      return { applied: false, shipmentCancelled: false };
  }
}

/**
 * Keeps what a courier told of a parcel and moves its order through the state machine, in one
 * transaction: the order's row is locked first, then the parcel's, as every change of an order
 * does. A replay is kept once and changes nothing; news older than what was already applied is
 * kept on the timeline and changes nothing; a step the order cannot take is kept and noted.
 */
export async function takeNews(
  tx: Transaction,
  shipmentId: string,
  news: CourierNews,
  source: NewsSource,
): Promise<NewsOutcome> {
  const [unlocked] = await tx
    .select({ orderId: shipments.orderId })
    .from(shipments)
    .where(eq(shipments.id, shipmentId));
  if (!unlocked) return { kept: false, applied: false };
  const order = await lockOrder(tx, unlocked.orderId);
  const [shipment] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId)).for('update');
  if (!shipment) return { kept: false, applied: false };

  const [event] = await tx
    .insert(shipmentEvents)
    .values({
      shipmentId,
      courierStatus: news.courierStatus.slice(0, 100),
      progress: news.progress,
      message: news.message,
      happenedAt: news.happenedAt ?? new Date(),
      source,
      eventKey: eventKeyOf(news),
    })
    .onConflictDoNothing()
    .returning({ id: shipmentEvents.id });
  if (!event) return { kept: false, applied: false };

  // Only the courier's own times are compared: its webhooks may arrive out of order.
  const stale =
    news.happenedAt !== null && shipment.courierTimeAt !== null && news.happenedAt < shipment.courierTimeAt;
  const current = shipment.state === 'booked' || shipment.state === 'booking';
  let outcome = { applied: false, shipmentCancelled: false };
  if (!stale && current) {
    try {
      outcome = await applyToOrder(tx, order, shipment, news);
    } catch (error) {
      // A step the machine refuses (its own rule, such as an unpaid order leaving the shop) is noted, not failed.
      if (!(error instanceof HttpError)) throw error;
    }
  }
  if (outcome.applied)
    await tx.update(shipmentEvents).set({ applied: true }).where(eq(shipmentEvents.id, event.id));

  const delivered = news.progress === 'delivered' || news.progress === 'partly_delivered';
  await tx
    .update(shipments)
    .set({
      // Older news is news all the same: the parcel is not silent (and the update is never empty).
      lastNewsAt: sql`now()`,
      ...(stale
        ? {}
        : {
            courierStatus: news.courierStatus.slice(0, 100),
            // News that only says something (a tracking message) keeps what the parcel's progress is.
            ...(news.progress === 'noted' ? {} : { progress: news.progress }),
            ...(news.happenedAt ? { courierTimeAt: news.happenedAt } : {}),
          }),
      ...(news.charge !== undefined ? { charge: poishaFromTaka(news.charge) } : {}),
      ...(delivered && outcome.applied
        ? {
            collectedAmount:
              news.collectedAmount !== undefined ? poishaFromTaka(news.collectedAmount) : shipment.codAmount,
          }
        : {}),
      ...(news.consignmentId && !shipment.consignmentId ? { consignmentId: news.consignmentId } : {}),
      ...(outcome.shipmentCancelled ? { state: 'cancelled' as const, cancelledAt: sql`now()` } : {}),
    })
    .where(eq(shipments.id, shipmentId));
  return { kept: true, applied: outcome.applied };
}

/** The parcel a courier's consignment id names, or, for one whose id the shop has not learnt yet, its invoice. */
export async function findShipment(
  tx: Pick<Transaction, 'select'>,
  courier: CourierName,
  consignmentId: string,
  invoice: string | null,
): Promise<{ id: string } | null> {
  const [byConsignment] = await tx
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.courier, courier), eq(shipments.consignmentId, consignmentId)));
  if (byConsignment) return byConsignment;
  if (!invoice) return null;
  const [byInvoice] = await tx
    .select({ id: shipments.id })
    .from(shipments)
    .where(
      and(
        eq(shipments.courier, courier),
        eq(shipments.invoice, invoice),
        sql`${shipments.consignmentId} is null`,
        sql`${shipments.state} in ('booking', 'booked')`,
      ),
    );
  return byInvoice ?? null;
}
