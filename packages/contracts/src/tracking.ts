import { z } from 'zod';
import { c, text } from './common';
import { COURIERS, ORDER_STATUSES, PARCEL_PROGRESS } from './constants';
import { ERROR_MESSAGES, ErrorResponse } from './errors';

/** Something the courier told of the parcel, as its shopper reads it on the timeline. */
export const ShopperParcelEvent = z.object({
  progress: z.enum(PARCEL_PROGRESS),
  /** The courier's own words, when it gave some (often English); empty otherwise. */
  message: z.string(),
  /** ISO 8601: the courier's time for it. */
  happenedAt: z.string(),
});
export type ShopperParcelEvent = z.infer<typeof ShopperParcelEvent>;

/**
 * The parcel of an order as its shopper may see it: who carries it, the code the courier follows
 * it by, the courier's own page for it, and what the courier said of it, oldest first. Nothing of
 * the courier's charge, the cash it collects, or a booking the shop cancelled or the courier refused.
 */
export const ShopperParcel = z.object({
  courier: z.enum(COURIERS),
  /** Null when the courier gave none. */
  trackingCode: z.string().nullable(),
  /** The courier's own tracking page; null when the shop cannot name one. */
  trackingUrl: z.string().nullable(),
  events: z.array(ShopperParcelEvent),
});
export type ShopperParcel = z.infer<typeof ShopperParcel>;

/** The longest order number or phone the tracking form takes: far more than either ever is. */
export const TRACKING_FIELD_MAX = 40;

/**
 * The public tracking page's question: an order's number and the phone number it is delivered to.
 * Sent in a POST body, so that the phone number sits in no address and no access log. Any phone
 * is taken here (Bengali digits, +880…): one that is no mobile number simply matches no order.
 */
export const TrackParcel = z.object({
  orderNumber: text(ERROR_MESSAGES.trackingOrderNumberRequired)
    .trim()
    .min(1, ERROR_MESSAGES.trackingOrderNumberRequired)
    .max(TRACKING_FIELD_MAX, ERROR_MESSAGES.invalidRequest),
  phone: text(ERROR_MESSAGES.trackingPhoneRequired)
    .trim()
    .min(1, ERROR_MESSAGES.trackingPhoneRequired)
    .max(TRACKING_FIELD_MAX, ERROR_MESSAGES.phoneInvalid),
});
export type TrackParcel = z.input<typeof TrackParcel>;

/** What the public tracking page shows of an order: nothing of its address, its buyer or its prices. */
export const TrackedOrder = z.object({
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** When the order was placed (ISO 8601). */
  createdAt: z.string(),
  /** Null until the order is handed to a courier. */
  parcel: ShopperParcel.nullable(),
});
export type TrackedOrder = z.infer<typeof TrackedOrder>;

export const trackingContract = c.router({
  trackParcel: {
    method: 'POST',
    path: '/tracking',
    summary:
      'An order and its parcel by the order number and the phone number it is delivered to, without signing in. ' +
      'Any other phone, or an unknown number, is the same 404; rate limited per address and per order number',
    body: TrackParcel,
    responses: {
      200: z.object({ success: z.literal(true), order: TrackedOrder }),
      400: ErrorResponse,
      404: ErrorResponse,
      429: ErrorResponse,
    },
  },
});
