import { type DeliveryZone, deliveryZoneOf, type OrderStatus } from '@haat/contracts';
import type { orders } from '../../db/schema';
import { takaFromPoisha } from '../../lib/money';
import type { OrderState } from '../orders/order-state-machine';
import type { Parcel } from './courier';

type OrderRow = typeof orders.$inferSelect;

/** The orders a courier may take: confirmed (or being packed), and paid or to be paid at the door. */
const BOOKABLE: readonly OrderStatus[] = ['confirmed', 'processing'];

/** Why an order may not be booked with a courier now; null when it may. */
export const bookingRefusal = (order: OrderState) =>
  BOOKABLE.includes(order.status) &&
  (order.paymentMethod === 'cash_on_delivery' || order.paymentStatus === 'paid')
    ? null
    : ('shipmentNotBookable' as const);

/** A payment that is settled: nothing more of it is collected at the door. */
const SETTLED: readonly OrderRow['paymentStatus'][] = ['paid', 'collected_by_courier', 'refunded'];

/**
 * Poisha the courier collects at the door: for an order paid in cash, its total less what was paid
 * before delivery (the delivery fee the COD guard asked first); nothing of one paid online. Anything
 * not settled is still owed: an unsettled payment never books a parcel that collects nothing.
 */
export const cashToCollect = (
  order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus' | 'total' | 'paidInAdvance'>,
) =>
  order.paymentMethod === 'cash_on_delivery' && !SETTLED.includes(order.paymentStatus)
    ? order.total - order.paidInAdvance
    : 0;

/** The delivery zone an order ships to, for the zone's default courier. */
export const zoneOfOrder = (order: Pick<OrderRow, 'shippingAddress'>): DeliveryZone =>
  deliveryZoneOf(order.shippingAddress.city);

/**
 * The district and area of an order's pickup point: the address book writes its postal code as
 * "division - district - area"; an order from the simple checkout has only its address text.
 */
export function placeOf(address: OrderRow['shippingAddress']): { district: string; area: string } {
  const [, district = '', area = ''] = address.postalCode.split(' - ').map((part) => part.trim());
  return { district: district || address.city, area };
}

/** The parcel's weight in kilograms: half a kilo a piece, as couriers' plans count (0.5 to 10). */
const weightOf = (pieces: number) => Math.min(10, Math.max(0.5, pieces * 0.5));

/** An order as a courier is told of it. */
export function parcelOf(
  order: OrderRow,
  items: readonly { name: string; quantity: number }[],
  invoice: string,
  codAmount: number,
): Parcel {
  const address = order.shippingAddress;
  const { district, area } = placeOf(address);
  const pieces = items.reduce((sum, item) => sum + item.quantity, 0);
  // The pickup point's address already ends with its area when checkout wrote it.
  const named = (place: string) =>
    place !== '' && address.address.toLowerCase().includes(place.toLowerCase());
  const line = [address.address, ...[area, district].filter((place) => place && !named(place))].join(', ');
  return {
    invoice,
    recipientName: address.fullName,
    recipientPhone: address.phone,
    address: line,
    district,
    area,
    codAmount: takaFromPoisha(codAmount),
    note: order.notes.slice(0, 200),
    itemDescription: items
      .map((item) => `${item.name} × ${item.quantity}`)
      .join(', ')
      .slice(0, 200),
    itemQuantity: Math.max(1, pieces),
    weightKg: weightOf(pieces),
  };
}
