import type { ParcelLabel } from '@haat/contracts/admin';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orders, shipments } from '../../db/schema';
import { takaFromPoisha } from '../../lib/money';
import { recordAction } from '../audit/service';
import { placeOf } from './parcels';

/** The sender on every label: the shop's name as its header and its mail write it. */
const SHOP_NAME = 'Haat';

/** Ids the orders table could hold: anything else cannot match, and is not sent to the database as a uuid. */
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The shop's own page that follows a parcel, by its order's number: the label's QR code leads there. */
export const trackingAddressOf = (publicUrl: string, orderNumber: string) =>
  `${publicUrl}/track?order=${encodeURIComponent(orderNumber)}`;

/**
 * The labels of the booked parcels of the orders asked for, in the order asked (once each). An
 * order with no booked parcel (never booked, still being booked, refused or cancelled) or no such
 * order is left out: the page that prints them says how many it left out. Labels carry shoppers'
 * names, phones and addresses: who read them is recorded in the audit log, as a CSV export is.
 */
export async function parcelLabels(
  q: Queryable,
  { actorUserId, publicUrl }: { actorUserId: string; publicUrl: string },
  orderIds: readonly string[],
): Promise<ParcelLabel[]> {
  const asked = [...new Set(orderIds)].filter((id) => ORDER_ID.test(id));
  if (asked.length === 0) return [];
  const rows = await q
    .select({ order: orders, shipment: shipments })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(inArray(shipments.orderId, asked), eq(shipments.state, 'booked')));
  // At most one booking of an order is open at a time (shipments_one_open_per_order).
  const byOrder = new Map(rows.map((row) => [row.order.id, row]));
  const labels = asked.flatMap((orderId): ParcelLabel[] => {
    const row = byOrder.get(orderId);
    if (!row) return [];
    const { order, shipment } = row;
    const point = order.shippingAddress;
    const { district, area } = placeOf(point);
    return [
      {
        orderId,
        orderNumber: order.orderNumber,
        shopName: SHOP_NAME,
        recipientName: point.fullName,
        phone: point.phone,
        address: point.address,
        area,
        district,
        codAmount: takaFromPoisha(shipment.codAmount),
        courier: shipment.courier,
        consignmentId: shipment.consignmentId,
        trackingCode: shipment.trackingCode,
        trackingAddress: trackingAddressOf(publicUrl, order.orderNumber),
      },
    ];
  });
  if (labels.length > 0)
    await recordAction(q, {
      actorUserId,
      action: 'shipment.labels',
      entity: 'orders',
      entityId: 'labels',
      before: null,
      after: { orders: labels.map((label) => label.orderNumber) },
    });
  return labels;
}
