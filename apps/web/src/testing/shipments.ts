import type { AdminOrder, AdminShipment, ParcelLabel } from '@haat/contracts/admin';
import { ORDER } from './orders';
import { SHOPPER } from './render';

/** A confirmed cash-on-delivery order, with no booking yet, as GET /admin/orders/{id} answers it. */
export const ADMIN_ORDER: AdminOrder = {
  ...ORDER,
  status: 'confirmed',
  paymentMethod: 'cash_on_delivery',
  customer: { id: SHOPPER.id, name: SHOPPER.name, email: SHOPPER.email, phone: '01712345678' },
  nextStatuses: ['processing', 'cancelled'],
  canSwitchToCashOnDelivery: false,
  statusEvents: ORDER.statusEvents.map((event) => ({ ...event, by: null })),
  paymentProofs: [],
  shipments: [],
  canBook: true,
};

/** A booking of ADMIN_ORDER that Steadfast took: its consignment, tracking code and first news. */
export const BOOKED: AdminShipment = {
  _id: 'shipment-1',
  courier: 'steadfast',
  state: 'booked',
  invoice: ORDER.orderNumber,
  codAmount: 1260,
  consignmentId: '1424107',
  trackingCode: '15BAEB8A',
  trackingUrl: 'https://steadfast.com.bd/t/15BAEB8A',
  charge: 60,
  collectedAmount: null,
  courierStatus: 'in_review',
  progress: 'booked',
  refusal: null,
  lastError: null,
  attempts: 1,
  createdAt: '2026-11-28T10:05:00.000Z',
  bookedAt: '2026-11-28T10:05:01.000Z',
  cancelledAt: null,
  canCancel: true,
  events: [
    {
      courierStatus: 'in_review',
      progress: 'booked',
      message: '',
      happenedAt: '2026-11-28T10:05:01.000Z',
      source: 'booking',
      applied: true,
    },
  ],
};

/** ADMIN_ORDER with these bookings (newest first); it may be booked when none is open. */
export const orderWith = (...shipments: AdminShipment[]): AdminOrder => ({
  ...ADMIN_ORDER,
  status: shipments.some((shipment) => shipment.state === 'booked') ? 'processing' : 'confirmed',
  shipments,
  canBook: !shipments.some((shipment) => shipment.state === 'booking' || shipment.state === 'booked'),
});

/** The label of a booked parcel, as POST /admin/shipments/labels answers it. */
export const LABEL: ParcelLabel = {
  orderId: 'order-1',
  orderNumber: 'HT-2611-000123',
  shopName: 'Haat',
  recipientName: 'Nusrat Jahan',
  phone: '01712345678',
  address: 'House 4, Road 2, Mirpur',
  area: 'Mirpur',
  district: 'Dhaka',
  codAmount: 1260,
  courier: 'steadfast',
  consignmentId: '1424107',
  trackingCode: '15BAEB8A',
  trackingAddress: 'http://127.0.0.1/track?order=HT-2611-000123',
};
