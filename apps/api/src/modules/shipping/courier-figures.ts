import { COURIERS } from '@haat/contracts';
import {
  type CourierFigures,
  PAYOUT_OVERDUE_DAYS,
  RETURN_RATE_DAYS,
  RETURN_RATE_DISTRICTS,
} from '@haat/contracts/admin';
import { and, count, desc, eq, gte, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orderStatusEvents, orders, shipments } from '../../db/schema';
import { dhakaIso, dhakaMidnight } from '../../lib/dhaka-time';
import { takaFromPoisha } from '../../lib/money';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Orders delivered before `instant` (their step to delivered was taken then). */
export const deliveredBefore = (q: Queryable, instant: Date): SQL =>
  sql`exists (${q
    .select({ one: sql`1` })
    .from(orderStatusEvents)
    .where(
      and(
        eq(orderStatusEvents.orderId, orders.id),
        eq(orderStatusEvents.status, 'delivered'),
        sql`${orderStatusEvents.createdAt} < ${instant.toISOString()}::timestamptz`,
      ),
    )})`;

/** The district of an order's pickup point, read as `placeOf` (parcels.ts) reads it: the postal code's second part, else the city. */
const districtOf = sql<string>`coalesce(nullif(btrim(split_part(${orders.shippingAddress} ->> 'postalCode', ' - ', 2)), ''), ${orders.shippingAddress} ->> 'city')`;

/** A parcel at its end: delivered (in whole or part), or sent back after pickup (its booking stays booked). */
const ended = sql`${shipments.progress} in ('delivered', 'partly_delivered', 'returning', 'cancelled')`;
const sentBack = sql`${shipments.progress} in ('returning', 'cancelled')`;
const returnCounts = {
  ended: count(),
  returned: sql<number>`count(*) filter (where ${sentBack})`.mapWith(Number),
};

/** Cash collected at the door that the courier holds still: the order waits for its payout. */
const cashHeld = and(eq(orders.paymentStatus, 'collected_by_courier'), isNotNull(shipments.collectedAmount));
const heldSum = sql<number>`coalesce(sum(${shipments.collectedAmount}), 0)`.mapWith(Number);

/**
 * The dashboard's figures of the couriers: the cash each holds, what of it is overdue (delivered
 * `PAYOUT_OVERDUE_DAYS` Dhaka days ago or more), and how many parcels come back, by courier and by
 * district, of those handed over in the last `RETURN_RATE_DAYS` days.
 */
export async function courierFigures(db: Queryable, now: Date): Promise<CourierFigures> {
  const overdueBefore = dhakaMidnight(now, PAYOUT_OVERDUE_DAYS - 1);
  const handedOver = and(
    eq(shipments.state, 'booked'),
    gte(shipments.bookedAt, new Date(now.getTime() - RETURN_RATE_DAYS * DAY_MS)),
    ended,
  );
  const [held, [overdue], byCourier, byDistrict] = await Promise.all([
    db
      .select({ courier: shipments.courier, orders: count(), amount: heldSum })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(cashHeld)
      .groupBy(shipments.courier),
    db
      .select({ orders: count(), amount: heldSum })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(and(cashHeld, deliveredBefore(db, overdueBefore))),
    db
      .select({ courier: shipments.courier, ...returnCounts })
      .from(shipments)
      .where(handedOver)
      .groupBy(shipments.courier),
    db
      .select({ district: districtOf, ...returnCounts })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(handedOver)
      .groupBy(districtOf)
      .orderBy(desc(count()), districtOf)
      .limit(RETURN_RATE_DISTRICTS),
  ]);
  const heldBy = new Map(held.map((row) => [row.courier, row]));
  const ratesBy = new Map(byCourier.map((row) => [row.courier, row]));
  return {
    cashHeld: COURIERS.map((courier) => ({
      courier,
      orders: heldBy.get(courier)?.orders ?? 0,
      amount: takaFromPoisha(heldBy.get(courier)?.amount ?? 0),
    })),
    overdue: {
      days: PAYOUT_OVERDUE_DAYS,
      // The last Dhaka day whose deliveries are overdue: the orders list's `deliveredBy` filter.
      deliveredBy: dhakaIso(new Date(overdueBefore.getTime() - DAY_MS)).slice(0, 10),
      orders: overdue?.orders ?? 0,
      amount: takaFromPoisha(overdue?.amount ?? 0),
    },
    returnRates: {
      days: RETURN_RATE_DAYS,
      byCourier: COURIERS.map((courier) => ({
        courier,
        ended: ratesBy.get(courier)?.ended ?? 0,
        returned: ratesBy.get(courier)?.returned ?? 0,
      })),
      byDistrict: byDistrict.map((row) => ({
        district: row.district,
        ended: row.ended,
        returned: row.returned,
      })),
    },
  };
}
