import { z } from 'zod';
import { Taka } from '../common';
import { COURIERS, PARCEL_PROGRESS, SHIPMENT_STATES } from '../constants';

/** Something a courier told of a parcel, on the parcel's timeline. */
export const ParcelEvent = z.object({
  courierStatus: z.string(),
  progress: z.enum(PARCEL_PROGRESS),
  /** The courier's words, when it gave some. */
  message: z.string(),
  /** ISO 8601: the courier's time for it. */
  happenedAt: z.string(),
  source: z.enum(['webhook', 'poll', 'booking', 'operator']),
  /** Whether it moved the order (a replay, an older event or a step back does not). */
  applied: z.boolean(),
});
export type ParcelEvent = z.infer<typeof ParcelEvent>;

/** An order's booking with a courier, as the back office shows it. */
export const AdminShipment = z.object({
  _id: z.string(),
  courier: z.enum(COURIERS),
  state: z.enum(SHIPMENT_STATES),
  /** What the courier knows the order by: its number (`-2`… for a later booking with the same courier). */
  invoice: z.string(),
  /** What the courier collects at the door. */
  codAmount: Taka,
  consignmentId: z.string().nullable(),
  trackingCode: z.string().nullable(),
  /** The courier's own page that follows the parcel. */
  trackingUrl: z.string().nullable(),
  /** What the courier charges, once it said. */
  charge: Taka.nullable(),
  /** What the courier collected when it delivered (less than codAmount for a partial delivery). */
  collectedAmount: Taka.nullable(),
  courierStatus: z.string().nullable(),
  progress: z.enum(PARCEL_PROGRESS).nullable(),
  /** The courier's refusal in its own words, by field where it named one. */
  refusal: z.object({ message: z.string(), fields: z.record(z.string(), z.array(z.string())) }).nullable(),
  /** Why the last call to the courier failed; the booking is sent again. */
  lastError: z.string().nullable(),
  attempts: z.number().int().nonnegative(),
  createdAt: z.string(),
  bookedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Until the courier picks it up, the booking may be cancelled (and the order booked again). */
  canCancel: z.boolean(),
  /** Newest last. */
  events: z.array(ParcelEvent),
});
export type AdminShipment = z.infer<typeof AdminShipment>;
