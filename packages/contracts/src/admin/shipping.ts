import { z } from 'zod';
import { c, operatorOnly, Taka, text } from '../common';
import { COURIERS } from '../constants';
import { ERROR_MESSAGES, ErrorResponse } from '../errors';
import { AdminOrderFilters } from './orders';
import { AdminShipment } from './shipment';

/** With which courier: one named, or each order's zone's default. */
const CourierChoice = z.enum([...COURIERS, 'by_zone'], { message: ERROR_MESSAGES.courierNoDefault });

export const BookShipment = z.object({ courier: CourierChoice.default('by_zone') }).strict();
export type BookShipment = z.input<typeof BookShipment>;

/** The most orders one bulk booking takes (Steadfast's bulk call takes 500). */
export const MAX_BOOKINGS_AT_ONCE = 500;

/** Orders to book: those chosen, or every confirmed order the filters match that may leave the shop. */
export const BookShipments = z
  .object({
    orderIds: z
      .array(text().max(100), { message: ERROR_MESSAGES.bookingOrdersRequired })
      .min(1, ERROR_MESSAGES.bookingOrdersRequired)
      .max(MAX_BOOKINGS_AT_ONCE)
      .optional(),
    filters: AdminOrderFilters.optional(),
    courier: CourierChoice.default('by_zone'),
  })
  .strict()
  .refine((input) => (input.orderIds === undefined) !== (input.filters === undefined), {
    message: ERROR_MESSAGES.bookingOrdersRequired,
    path: ['orderIds'],
  });
export type BookShipments = z.input<typeof BookShipments>;

export const CourierDefaults = z.object({
  dhakaInside: z.enum(COURIERS).nullable(),
  dhakaOutside: z.enum(COURIERS).nullable(),
});
export type CourierDefaults = z.infer<typeof CourierDefaults>;

export const CourierAccount = z.object({
  courier: z.enum(COURIERS),
  /** Its keys are in the environment. */
  configured: z.boolean(),
  /** What the courier holds for the shop, as it says now; null when not configured or not answering. */
  balance: Taka.nullable(),
  /** Why the balance could not be read. */
  balanceError: z.string().nullable(),
  /** Where the courier sends its webhooks, and whether the secret that authenticates them is set. */
  webhookUrl: z.string(),
  webhookSecretSet: z.boolean(),
});
export type CourierAccount = z.infer<typeof CourierAccount>;

/** The orders whose parcels' labels are printed: one from its page, or those chosen on the orders list. */
export const ParcelLabelsRequest = z
  .object({
    orderIds: z
      .array(text().max(100), { message: ERROR_MESSAGES.labelOrdersRequired })
      .min(1, ERROR_MESSAGES.labelOrdersRequired)
      .max(MAX_BOOKINGS_AT_ONCE, ERROR_MESSAGES.labelOrdersTooMany),
  })
  .strict();
export type ParcelLabelsRequest = z.input<typeof ParcelLabelsRequest>;

/** What the label of a booked parcel says: who sends it, to whom, what to collect, and how to find it again. */
export const ParcelLabel = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  shopName: z.string(),
  recipientName: z.string(),
  phone: z.string(),
  /** The street address, as the shopper wrote it. */
  address: z.string(),
  area: z.string(),
  district: z.string(),
  /** What the courier collects at the door (0 for an order paid online). */
  codAmount: Taka,
  courier: z.enum(COURIERS),
  /** Null until the courier has said it (a booking it already had under the order's number). */
  consignmentId: z.string().nullable(),
  trackingCode: z.string().nullable(),
  /** The shop's own page that follows the parcel, for the label's QR code. */
  trackingAddress: z.string(),
});
export type ParcelLabel = z.infer<typeof ParcelLabel>;

export const ADMIN_SHIPPING_MESSAGES = {
  booked: 'The parcel is booked with the courier.',
  bookingWaiting: 'The courier could not be reached: the booking is sent again shortly.',
  bookingRefused:
    'The courier did not take the parcel. Its words are below: correct the order and book again.',
  bookingsRecorded: 'The orders are being booked.',
  cancelled: 'The booking is cancelled. The order can be booked again.',
  cancelledHereOnly:
    'The booking is cancelled in the shop. The courier’s API cannot cancel: cancel the consignment in its portal too.',
  defaultsSaved: 'Saved.',
} as const;

const orderId = z.object({ id: z.string().max(100) });
const ShipmentAnswer = z.object({ success: z.literal(true), message: z.string(), shipment: AdminShipment });

export const adminShippingContract = c.router({
  book: {
    method: 'POST',
    path: '/orders/:id/shipment',
    pathParams: orderId,
    body: BookShipment,
    summary:
      'Books an order with a courier, recorded before the courier is called: a retry or a second click answers the same booking',
    responses: {
      200: ShipmentAnswer,
      400: ErrorResponse,
      401: ErrorResponse,
      403: ErrorResponse,
      404: ErrorResponse,
      409: ErrorResponse,
    },
    ...operatorOnly,
  },
  cancel: {
    method: 'POST',
    path: '/orders/:id/shipment/cancel',
    pathParams: orderId,
    body: z.object({}).strict().optional(),
    summary: 'Cancels the order’s booking before the courier picks it up',
    responses: {
      200: ShipmentAnswer,
      401: ErrorResponse,
      403: ErrorResponse,
      404: ErrorResponse,
      409: ErrorResponse,
    },
    ...operatorOnly,
  },
  bookMany: {
    method: 'POST',
    path: '/shipments',
    body: BookShipments,
    summary:
      'Records bookings for many orders, sent to the couriers in the background (Steadfast in bulk, Pathao one by one)',
    responses: {
      202: z.object({
        success: z.literal(true),
        message: z.string(),
        /** Orders recorded for booking now. */
        recorded: z.number().int().nonnegative(),
        /** Orders left out, each with why. */
        skipped: z.array(z.object({ orderNumber: z.string(), code: z.string(), message: z.string() })),
      }),
      400: ErrorResponse,
      401: ErrorResponse,
      403: ErrorResponse,
    },
    ...operatorOnly,
  },
  labels: {
    method: 'POST',
    path: '/shipments/labels',
    body: ParcelLabelsRequest,
    summary:
      'The labels of the chosen orders’ booked parcels, in the order asked; an order with no booked parcel is left out. A POST: 500 ids would not fit in an address',
    responses: {
      200: z.object({ success: z.literal(true), labels: z.array(ParcelLabel) }),
      400: ErrorResponse,
      401: ErrorResponse,
      403: ErrorResponse,
    },
    ...operatorOnly,
  },
  couriers: {
    method: 'GET',
    path: '/shipping/couriers',
    summary: 'Which couriers are set up, their balance, and the default courier of each delivery zone',
    responses: {
      200: z.object({
        success: z.literal(true),
        couriers: z.array(CourierAccount),
        defaults: CourierDefaults,
      }),
      401: ErrorResponse,
      403: ErrorResponse,
    },
    ...operatorOnly,
  },
  saveDefaults: {
    method: 'PUT',
    path: '/shipping/defaults',
    body: CourierDefaults.strict(),
    summary: 'Sets the courier each delivery zone is booked with by default',
    responses: {
      200: z.object({ success: z.literal(true), message: z.string(), defaults: CourierDefaults }),
      400: ErrorResponse,
      401: ErrorResponse,
      403: ErrorResponse,
      409: ErrorResponse,
    },
    ...operatorOnly,
  },
});
