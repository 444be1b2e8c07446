import { normalisedMobile, type ShopperParcel, type TrackedOrder } from '@haat/contracts';
import { latinDigits } from '@haat/contracts/digits';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { orders, shipmentEvents, shipments } from '../../db/schema';
import { NotFound, TooManyRequests } from '../../errors';
import type { RateLimitStore } from '../../lib/rate-limit-store';
import { addressKey } from '../auth/limits';
import type { Couriers } from './bookings';

/**
 * The parcel of an order as its shopper may see it: its booking the courier took (open, delivered
 * or brought back; at most one per order), with what the courier said of it, oldest first. A
 * booking still being sent, refused by the courier or cancelled by the shop is not the shopper's
 * parcel; nor is anything the shop keeps of it (charge, cash, where each piece of news came from).
 */
export async function shopperParcelOf(
  q: Queryable,
  couriers: Couriers,
  orderId: string,
): Promise<ShopperParcel | null> {
  const [shipment] = await q
    .select({
      id: shipments.id,
      courier: shipments.courier,
      consignmentId: shipments.consignmentId,
      trackingCode: shipments.trackingCode,
    })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.state, 'booked')))
    .orderBy(desc(shipments.createdAt))
    .limit(1);
  if (!shipment) return null;
  const events = await q
    .select({
      progress: shipmentEvents.progress,
      message: shipmentEvents.message,
      happenedAt: shipmentEvents.happenedAt,
    })
    .from(shipmentEvents)
    // The shop's own steps (an operator's cancellation) are the back office's, not the courier's news.
    .where(and(eq(shipmentEvents.shipmentId, shipment.id), ne(shipmentEvents.source, 'operator')))
    .orderBy(asc(shipmentEvents.happenedAt), asc(shipmentEvents.createdAt));
  return {
    courier: shipment.courier,
    trackingCode: shipment.trackingCode,
    trackingUrl: couriers[shipment.courier]?.trackingUrl(shipment) ?? null,
    events: events.map((event) => ({
      progress: event.progress,
      message: event.message,
      happenedAt: event.happenedAt.toISOString(),
    })),
  };
}

/**
 * How often the public tracking page may be asked, in a window of 15 minutes: per client address
 * (a person follows a few parcels; a script trying numbers is stopped), and per order number, so
 * that guesses at one order's phone spread over many addresses are stopped too. A lookup that
 * finds its order is not counted against the order: its shopper may look as often as they like.
 */
export const TRACKING_LIMITS = { perAddress: 30, perOrder: 10, windowMs: 15 * 60 * 1000 } as const;

/** An order number as the shop writes it, however it was typed: Bengali digits, lower case, spaces around. */
const orderNumberAsWritten = (typed: string) => latinDigits(typed).trim().toUpperCase();

type TrackingDeps = { db: Database; couriers: Couriers; rateLimits: RateLimitStore };

/**
 * The public tracking page's answers: an order and its parcel for whoever knows its number and the
 * phone it is delivered to, and the same refusal for anyone else, whether or not the order exists.
 */
export function createTracking({ db, couriers, rateLimits }: TrackingDeps) {
  const limits = TRACKING_LIMITS;
  /**
   * One count on each of the caller's counters, the address's first (a flood from one address
   * touches no order's counter); over either, every count is taken back and the lookup refused.
   * Answers the refund of the order's count.
   */
  async function admit(ip: string, orderNumber: string): Promise<() => Promise<void>> {
    const counters = [
      { key: `tracking-ip:${addressKey(ip)}`, limit: limits.perAddress },
      { key: `tracking-order:${orderNumber}`, limit: limits.perOrder },
    ];
    const counted: string[] = [];
    for (const { key, limit } of counters) {
      const hit = await rateLimits.hit(key, limits.windowMs);
      counted.push(key);
      if (hit.count > limit) {
        await Promise.all(counted.map((done) => rateLimits.undo(done)));
        throw new TooManyRequests(hit.resetInMs);
      }
    }
    return () => rateLimits.undo(`tracking-order:${orderNumber}`);
  }

  return {
    /**
     * The order named by `orderNumber` when `phone` is the mobile number it is delivered to; else
     * `trackingNotFound`. The order is looked up whatever the phone, so that an order that exists
     * and one that does not take the same path to the same refusal.
     */
    async track(question: { orderNumber: string; phone: string }, ip: string): Promise<TrackedOrder> {
      const orderNumber = orderNumberAsWritten(question.orderNumber);
      const refundOrder = await admit(ip, orderNumber);
      const [order] = await db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          status: orders.status,
          createdAt: orders.createdAt,
          shippingAddress: orders.shippingAddress,
        })
        .from(orders)
        .where(eq(orders.orderNumber, orderNumber));
      const given = normalisedMobile(question.phone);
      const theirs = order ? normalisedMobile(order.shippingAddress.phone) : null;
      if (!order || given === null || given !== theirs) throw new NotFound('trackingNotFound');
      await refundOrder();
      return {
        orderNumber: order.orderNumber,
        status: order.status,
        createdAt: order.createdAt.toISOString(),
        parcel: await shopperParcelOf(db, couriers, order.id),
      };
    },
  };
}

export type Tracking = ReturnType<typeof createTracking>;
