import { z } from 'zod';
import { isDistrictOf } from '../bangladesh';
import { c, multilineText, operatorOnly, requiredText, Taka } from '../common';
import { CHECKOUT_PAYMENT_METHODS, ORDER_STATUSES, PAYMENT_STATUSES } from '../constants';
import { ERROR_MESSAGES, ErrorResponse } from '../errors';
import { Order, OrderStatusEvent } from '../orders';
import { mobileNumber } from '../phone';
import {
  AdminPage,
  Day,
  dayRangeInOrder,
  dayRangeRefusal,
  optionalFilter,
  pageOf,
  SearchText,
} from './common';
import { AdminPaymentProof } from './payment-checks';
import { AdminShipment } from './shipment';

/** Which orders the operator looks at; every filter is optional and they combine. */
const filterFields = {
  status: optionalFilter(z.enum(ORDER_STATUSES)),
  paymentStatus: optionalFilter(z.enum(PAYMENT_STATUSES)),
  paymentMethod: optionalFilter(z.enum(CHECKOUT_PAYMENT_METHODS)),
  /** Placed on or after this day in Dhaka. */
  from: optionalFilter(Day),
  /** Placed on or before this day in Dhaka. */
  to: optionalFilter(Day),
  /** Part of the order number, the customer's name or phone. */
  q: optionalFilter(SearchText),
  /** Delivered on or before this day in Dhaka (the dashboard's payouts overdue). */
  deliveredBy: optionalFilter(Day),
};
export const AdminOrderFilters = z.object(filterFields).refine(dayRangeInOrder, dayRangeRefusal);
export type AdminOrderFilters = z.input<typeof AdminOrderFilters>;

export const AdminOrderListQuery = z
  .object({ ...filterFields, ...AdminPage })
  .refine(dayRangeInOrder, dayRangeRefusal);
export type AdminOrderListQuery = z.input<typeof AdminOrderListQuery>;

export const Customer = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The phone of the order's pickup point. */
  phone: z.string(),
});

export const AdminOrderRow = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(CHECKOUT_PAYMENT_METHODS),
  total: Taka,
  /** Pieces over all lines. */
  itemCount: z.number().int().nonnegative(),
  customer: Customer,
});
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;

export const AdminOrderList = z.object({ success: z.literal(true), ...pageOf(AdminOrderRow) });

export const AdminOrder = Order.extend({
  customer: Customer,
  /** The statuses the order may move to from where it is, in the order of its way. */
  nextStatuses: z.array(z.enum(ORDER_STATUSES)),
  /**
   * Paid online, not paid, and still in the shop: it cannot ship until paid, and the operator may
   * switch it to cash on delivery (the shopper pays the courier) so that it can.
   */
  canSwitchToCashOnDelivery: z.boolean(),
  /** With who made each step: an operator's or the shopper's name, or null for the shop itself. */
  statusEvents: z.array(OrderStatusEvent.extend({ by: z.string().nullable() })),
  /** Every proof sent for the order, newest first. */
  paymentProofs: z.array(AdminPaymentProof),
  /** Its bookings with couriers, newest first: at most one open. */
  shipments: z.array(AdminShipment),
  /** Whether it may be booked with a courier now (confirmed or processing, paid or cash on delivery, none open). */
  canBook: z.boolean(),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

export const AdminOrderDetails = z.object({ success: z.literal(true), order: AdminOrder });

/** A step of the order's way, and what the shopper is told with it. */
export const MoveOrder = z.object({
  status: z.enum(ORDER_STATUSES, { message: ERROR_MESSAGES.orderStatusRequired }),
  note: multilineText().trim().max(500).default(''),
});
export type MoveOrder = z.input<typeof MoveOrder>;

/** Why the operator switches an order to cash on delivery, for the audit log (the shopper reads the shop's note). */
export const SwitchToCashOnDelivery = z.object({ note: multilineText().trim().max(500).default('') });
export type SwitchToCashOnDelivery = z.input<typeof SwitchToCashOnDelivery>;

const requiredField = (max: number) => requiredText(ERROR_MESSAGES.addressFieldsRequired, max);

/**
 * The operator's correction of where an order goes, before a courier has it: the address form's
 * fields (division, district, area), so that a courier gets a district and an area it can use.
 */
export const CorrectShippingAddress = z
  .object({
    fullName: requiredField(100),
    phone: mobileNumber({ required: true, missing: ERROR_MESSAGES.addressFieldsRequired }),
    province: requiredField(40),
    city: requiredField(40),
    zone: requiredField(100),
    address: requiredField(300),
    /** Why, for the audit log. */
    note: multilineText().trim().max(500).default(''),
  })
  .strict()
  .refine((input) => isDistrictOf(input.province, input.city), {
    message: ERROR_MESSAGES.addressPlaceUnknown,
    path: ['city'],
  });
export type CorrectShippingAddress = z.input<typeof CorrectShippingAddress>;
/** The correction as the server reads it: the phone normalised, the note trimmed. */
export type CorrectedShippingAddress = z.output<typeof CorrectShippingAddress>;

export const ADMIN_ORDER_MESSAGES = {
  moved: 'The order is now {status}.',
  switchedToCashOnDelivery: 'The order is now paid by cash on delivery.',
  addressCorrected: 'The delivery address is corrected.',
} as const;

const orderId = z.object({ id: z.string().max(100) });

export const adminOrdersContract = c.router({
  list: {
    method: 'GET',
    path: '/orders',
    query: AdminOrderListQuery,
    summary: 'Orders, newest first, filtered and a page at a time',
    responses: { 200: AdminOrderList, 401: ErrorResponse, 403: ErrorResponse },
    ...operatorOnly,
  },
  exportCsv: {
    method: 'GET',
    path: '/orders/export',
    query: AdminOrderFilters,
    summary: 'Every order the filters match, as CSV (UTF-8 with a byte order mark, for spreadsheets)',
    responses: {
      200: c.otherResponse({ contentType: 'text/csv', body: c.type<string>() }),
      401: ErrorResponse,
      403: ErrorResponse,
    },
    ...operatorOnly,
  },
  details: {
    method: 'GET',
    path: '/orders/:id',
    pathParams: orderId,
    summary: 'One order with its lines, customer, status history and payment proofs',
    responses: { 200: AdminOrderDetails, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
    ...operatorOnly,
  },
  move: {
    method: 'POST',
    path: '/orders/:id/status',
    pathParams: orderId,
    body: MoveOrder,
    summary: 'Moves an order one step on its way (or cancels it before it ships), with a note to the shopper',
    responses: {
      200: z.object({ success: z.literal(true), message: z.string(), order: AdminOrder }),
      401: ErrorResponse,
      403: ErrorResponse,
      404: ErrorResponse,
      409: ErrorResponse,
    },
    ...operatorOnly,
  },
  correctShippingAddress: {
    method: 'PUT',
    path: '/orders/:id/shipping-address',
    pathParams: orderId,
    body: CorrectShippingAddress,
    summary:
      'Corrects where an order goes while it is still in the shop and no courier booking is open, as an event of its history',
    responses: {
      200: z.object({ success: z.literal(true), message: z.string(), order: AdminOrder }),
      400: ErrorResponse,
      401: ErrorResponse,
      403: ErrorResponse,
      404: ErrorResponse,
      409: ErrorResponse,
    },
    ...operatorOnly,
  },
  switchToCashOnDelivery: {
    method: 'POST',
    path: '/orders/:id/cash-on-delivery',
    pathParams: orderId,
    body: SwitchToCashOnDelivery,
    summary:
      'Switches an unpaid order paid online to cash on delivery before it ships, as an event of its history',
    responses: {
      200: z.object({ success: z.literal(true), message: z.string(), order: AdminOrder }),
      401: ErrorResponse,
      403: ErrorResponse,
      404: ErrorResponse,
      409: ErrorResponse,
    },
    ...operatorOnly,
  },
});
