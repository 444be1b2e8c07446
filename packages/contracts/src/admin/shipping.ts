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
