import type { DeliveryHistory } from '@haat/contracts/admin';
import { type SQL, sql } from 'drizzle-orm';
import { type Queryable, selectRows } from '../../db/client';
import { addressKeyOf, orders, returns, shipments } from '../../db/schema';

/**
 * A phone number's or an address's history in the shop, from its own orders: how many were
 * delivered, brought back by the courier, returned after delivery, cancelled once a courier had
 * them, cancelled in the shop, and how many are still open. Each is one indexed read of the orders
 * that name the number (or the address), whoever placed them.
 */

type HistoryRow = {
  delivered: number | string;
  refused: number | string;
  returned: number | string;
  cancelledAfterShipping: number | string;
  cancelled: number | string;
  open: number | string;
};

/** An address as the guard keys it, from the street address and city an order names. */
export const addressKeyOfPoint = (point: { address: string; city: string }) =>
  addressKeyOf(sql`${JSON.stringify({ address: point.address, city: point.city })}::jsonb`);

/** The order's phone, as the index reads it. */
export const phoneOfOrder = sql`(${orders.shippingAddress} ->> 'phone')`;
/** The order's address key, as the index reads it. */
export const addressKeyOfOrder = addressKeyOf(orders.shippingAddress);

/** Whether a courier had the order: one cancelled after that cost the shop a delivery, one cancelled before did not. */
export const bookedWithCourier = sql`exists (select 1 from ${shipments} s where s.order_id = ${orders.id} and s.booked_at is not null)`;

/** The figures of a history, its refusal share worked out from them. */
export function historyOf(row: HistoryRow | undefined): DeliveryHistory {
  const n = (value: number | string | undefined) => Number(value ?? 0);
  const delivered = n(row?.delivered);
  const refused = n(row?.refused);
  const cancelledAfterShipping = n(row?.cancelledAfterShipping);
  const finished = delivered + refused + cancelledAfterShipping;
  return {
    delivered,
    refused,
    returned: n(row?.returned),
    cancelledAfterShipping,
    cancelled: n(row?.cancelled),
    open: n(row?.open),
    finished,
    refusalPercent: finished === 0 ? null : Math.round(((refused + cancelledAfterShipping) * 100) / finished),
  };
}

/** Deliveries not received: brought back by the courier, or cancelled once a courier had the parcel. */
export const notReceived = (history: DeliveryHistory) => history.refused + history.cancelledAfterShipping;

async function historyWhere(q: Queryable, where: SQL): Promise<DeliveryHistory> {
  const [row] = await selectRows<HistoryRow>(
    q,
    sql`select
          count(*) filter (where ${orders.status} in ('delivered', 'completed')) as delivered,
          count(*) filter (where ${orders.status} in ('returning', 'returned')) as refused,
          count(*) filter (where ${orders.status} in ('delivered', 'completed') and exists (
            select 1 from ${returns} r where r.order_id = ${orders.id} and r.status in ('approved', 'refunded'))) as returned,
          count(*) filter (where ${orders.status} = 'cancelled' and ${bookedWithCourier}) as "cancelledAfterShipping",
          count(*) filter (where ${orders.status} = 'cancelled' and not ${bookedWithCourier}) as cancelled,
          count(*) filter (where ${orders.status} not in ('delivered', 'completed', 'returning', 'returned', 'cancelled')) as open
        from ${orders} where ${where}`,
  );
  return historyOf(row);
}

/** The history of the orders delivered to `phone` (as the shop keeps a mobile number). */
export const phoneHistory = (q: Queryable, phone: string) => historyWhere(q, sql`${phoneOfOrder} = ${phone}`);

/** The history of the orders delivered to the address. */
export const addressHistory = (q: Queryable, point: { address: string; city: string }) =>
  historyWhere(q, sql`${addressKeyOfOrder} = ${addressKeyOfPoint(point)}`);
