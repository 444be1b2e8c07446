import { COURIERS, PARCEL_PROGRESS, SHIPMENT_STATES } from '@haat/contracts/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, poisha, updatedAt } from './columns';
import { orders } from './orders';
import { users } from './users';

export const courier = pgEnum('courier', COURIERS);
export const shipmentState = pgEnum('shipment_state', SHIPMENT_STATES);
export const parcelProgress = pgEnum('parcel_progress', PARCEL_PROGRESS);

/** A courier's refusal of a booking, in its own words, by field where it named one. */
export type CourierRefusal = { message: string; fields: Record<string, string[]> };

/**
 * An order handed to a courier: written before the courier is called (state `booking`), so that a
 * retry, a double click or a second operator finds it and never makes a second consignment. At
 * most one booking of an order is open (booking or booked) at a time.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courier: courier('courier').notNull(),
    state: shipmentState('state').notNull().default('booking'),
    /** What the courier knows the order by: its number, with `-2`, `-3`… for a later booking with the same courier. */
    invoice: text('invoice').notNull(),
    /** Poisha the courier collects at the door: what the shopper still owes when it is booked. */
    codAmount: poisha('cod_amount').notNull(),
    consignmentId: text('consignment_id'),
    trackingCode: text('tracking_code'),
    /** Poisha the courier charges for the parcel, once it says. */
    charge: poisha('charge'),
    /** Poisha the courier collected, when it delivered (all of codAmount, or less for a partial delivery). */
    collectedAmount: poisha('collected_amount'),
    /** The courier's last status in its own words (`in_review`, `order.picked`), and what it means. */
    courierStatus: text('courier_status'),
    progress: parcelProgress('progress'),
    refusal: jsonb('refusal').$type<CourierRefusal>(),
    /** Why the last call to the courier failed (no answer, 5xx, 429); it is tried again. */
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    /** While booking: when it is (next) due to be sent. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While a process sends it to the courier: when that claim lapses (a process that died mid-call). */
    sendingUntil: timestamp('sending_until', { withTimezone: true }),
    /** When the shop last heard of the parcel (by webhook, or asking), and when it last asked. */
    lastNewsAt: timestamp('last_news_at', { withTimezone: true }),
    /** The courier's own time of the latest news applied: news older than it changes nothing. */
    courierTimeAt: timestamp('courier_time_at', { withTimezone: true }),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    bookedBy: uuid('booked_by').references(() => users.id),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shipments_one_open_per_order').on(t.orderId).where(sql`${t.state} in ('booking', 'booked')`),
    uniqueIndex('shipments_courier_consignment').on(t.courier, t.consignmentId),
    // A payout statement may name a parcel by its tracking code alone.
    index('shipments_courier_tracking').on(t.courier, t.trackingCode),
    uniqueIndex('shipments_courier_invoice').on(t.courier, t.invoice).where(sql`${t.state} <> 'refused'`),
    index('shipments_order').on(t.orderId, t.createdAt),
    // The booking sender's and the poll's questions: what is due now?
    index('shipments_booking_due').on(t.nextAttemptAt).where(sql`${t.state} = 'booking'`),
    index('shipments_booked_news').on(t.lastNewsAt).where(sql`${t.state} = 'booked'`),
    // The dashboard's return rates: parcels handed over in the last 90 days.
    index('shipments_booked_at').on(t.bookedAt).where(sql`${t.state} = 'booked'`),
    check('shipments_cod_not_negative', sql`${t.codAmount} >= 0`),
  ],
);

/**
 * Everything a courier told of a parcel, by webhook or when asked, kept with the courier's time.
 * A replayed event has the same key and is kept once.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: id(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    courierStatus: text('courier_status').notNull(),
    progress: parcelProgress('progress').notNull(),
    /** The courier's message for the shopper, when it gave one. */
    message: text('message').notNull().default(''),
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    source: text('source').$type<'webhook' | 'poll' | 'booking' | 'operator'>().notNull(),
    /** What makes the event itself: a replay of it has the same key. */
    eventKey: text('event_key').notNull(),
    /** Whether it moved the order (an event older than one already applied, or a step back, does not). */
    applied: boolean('applied').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shipment_events_once').on(t.shipmentId, t.eventKey),
    index('shipment_events_timeline').on(t.shipmentId, t.happenedAt),
    check('shipment_events_source', sql`${t.source} in ('webhook', 'poll', 'booking', 'operator')`),
  ],
);

/**
 * A courier's access token (Pathao's OAuth), shared by every API process: the one that finds it
 * about to expire refreshes it under the row's lock, the others use what it wrote.
 */
export const courierTokens = pgTable('courier_tokens', {
  courier: courier('courier').primaryKey(),
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  updatedAt: updatedAt(),
});

/** A place in a courier's own list: its id and name as the courier writes them. */
export type CourierPlace = { id: number; name: string };

/**
 * A courier's list of places as it last answered (Pathao's cities, a city's zones, a zone's
 * areas), kept so that a booking matches the shop's district and area to the courier's ids without
 * asking for the list each time; asked for again once it is old.
 */
export const courierPlaces = pgTable(
  'courier_places',
  {
    courier: courier('courier').notNull(),
    /** Which list: `cities`, `zones/<city id>` or `areas/<zone id>`. */
    list: text('list').notNull(),
    places: jsonb('places').$type<CourierPlace[]>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courier, t.list] })],
);

/**
 * A payout a courier made to the shop, as its statement names it (its own payout ID, or a hash of
 * the file that holds it): importing the statement again finds it and adds nothing.
 */
export const courierPayouts = pgTable(
  'courier_payouts',
  {
    id: id(),
    courier: courier('courier').notNull(),
    reference: text('reference').notNull(),
    importedBy: uuid('imported_by').references(() => users.id),
    createdAt: createdAt(),
    lastImportedAt: timestamp('last_imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('courier_payouts_reference').on(t.courier, t.reference),
    index('courier_payouts_newest').on(t.createdAt, t.id),
  ],
);

/**
 * A parcel a payout settled: its order paid out (`paid`), or its charge taken with nothing
 * collected (`charged`, a parcel sent back). A parcel is settled once, whichever payout names it.
 */
export const courierPayoutLines = pgTable(
  'courier_payout_lines',
  {
    id: id(),
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => courierPayouts.id, { onDelete: 'cascade' }),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    outcome: text('outcome').$type<'paid' | 'charged'>().notNull(),
    /** The line's number in the file it was first read from. */
    line: integer('line').notNull(),
    /** Poisha, as the courier's statement says: collected at the door, its charges, and what it pays. */
    collected: poisha('collected').notNull(),
    deliveryCharge: poisha('delivery_charge').notNull().default(0),
    codCharge: poisha('cod_charge').notNull().default(0),
    returnCharge: poisha('return_charge').notNull().default(0),
    /** Negative for a parcel sent back: the shop owes the courier its charge. */
    net: poisha('net').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('courier_payout_lines_once').on(t.shipmentId),
    index('courier_payout_lines_payout').on(t.payoutId),
    check('courier_payout_lines_outcome', sql`${t.outcome} in ('paid', 'charged')`),
    check(
      'courier_payout_lines_not_negative',
      sql`${t.collected} >= 0 and ${t.deliveryCharge} >= 0 and ${t.codCharge} >= 0 and ${t.returnCharge} >= 0`,
    ),
  ],
);
