import type { AdminShipment, ParcelEvent } from '@haat/contracts/admin';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { shipmentEvents, shipments } from '../../db/schema';
import { takaFromPoisha } from '../../lib/money';
import { type Couriers, mayCancel } from './bookings';
import type { Shipment } from './parcel-news';

const takaOrNull = (poisha: number | null) => (poisha === null ? null : takaFromPoisha(poisha));
const isoOrNull = (at: Date | null) => at?.toISOString() ?? null;

/** An order's bookings with couriers, newest first, each with its timeline, as the back office shows them. */
export async function shipmentsOfOrder(
  q: Queryable,
  couriers: Couriers,
  order: { id: string; status: string },
): Promise<AdminShipment[]> {
  const rows = await q
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, order.id))
    .orderBy(desc(shipments.createdAt));
  if (rows.length === 0) return [];
  const events = await q
    .select()
    .from(shipmentEvents)
    .where(
      inArray(
        shipmentEvents.shipmentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(shipmentEvents.happenedAt), asc(shipmentEvents.createdAt));
  return rows.map((row) => adminShipmentOf(row, events, couriers, order.status));
}

function adminShipmentOf(
  row: Shipment,
  events: (typeof shipmentEvents.$inferSelect)[],
  couriers: Couriers,
  orderStatus: string,
): AdminShipment {
  return {
    _id: row.id,
    courier: row.courier,
    state: row.state,
    invoice: row.invoice,
    codAmount: takaFromPoisha(row.codAmount),
    consignmentId: row.consignmentId,
    trackingCode: row.trackingCode,
    trackingUrl: couriers[row.courier]?.trackingUrl(row) ?? null,
    charge: takaOrNull(row.charge),
    collectedAmount: takaOrNull(row.collectedAmount),
    courierStatus: row.courierStatus,
    progress: row.progress,
    refusal: row.refusal,
    lastError: row.lastError,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    bookedAt: isoOrNull(row.bookedAt),
    cancelledAt: isoOrNull(row.cancelledAt),
    canCancel: mayCancel(row, orderStatus),
    events: events
      .filter((event) => event.shipmentId === row.id)
      .map(
        (event): ParcelEvent => ({
          courierStatus: event.courierStatus,
          progress: event.progress,
          message: event.message,
          happenedAt: event.happenedAt.toISOString(),
          source: event.source,
          applied: event.applied,
        }),
      ),
  };
}
