import { setTimeout as sleep } from 'node:timers/promises';
import type { ParcelProgress } from '@haat/contracts';
import type { Database } from '../../../db/client';
import {
  type BookingAnswer,
  type Courier,
  type CourierNews,
  CourierUnavailable,
  type Parcel,
} from '../courier';
import { dhakaTime, fieldErrorsOf, idOf, numberOf, objectOf, unreadable } from './courier-http';
import { type PathaoLog, type PathaoSettings, pathaoApi } from './pathao-api';
import { pathaoPlaces } from './pathao-places';

/**
 * Pathao Courier's merchant API (api-hermes.pathao.com/aladdin/api/v1): OAuth 2 tokens
 * (`pathao-api.ts`), its cities, zones and areas (`pathao-places.ts`), `orders` one parcel a call,
 * `orders/{consignment_id}/info`, and `merchant/price-plan`. It has no bulk booking, no
 * cancellation, no balance and no look-up by merchant order id.
 */

/** Pathao's delivery types and item types, as its API numbers them. */
const NORMAL_DELIVERY = 48;
const PARCEL_ITEM = 2;
/** The longest one `bookMany` goes on: the rest wait for the next round, claimed afresh (a claim lasts two minutes). */
const BOOK_MANY_FOR_MS = 60_000;
/** A 429 is waited out, as long as it asks, in a `bookMany`: at most this long, this many times a parcel. */
const LONGEST_WAIT_MS = 30_000;
const WAITS_PER_PARCEL = 3;

/**
 * Pathao's events (`order.delivered`) and the statuses its order info answers (`Delivered`,
 * `Pickup_Requested`), by their slug, by what they mean for the parcel.
 */
const PROGRESS_OF: Record<string, ParcelProgress> = {
  pending: 'booked',
  created: 'booked',
  updated: 'booked',
  'pickup-requested': 'booked',
  'assigned-for-pickup': 'booked',
  picked: 'picked_up',
  'at-the-sorting-hub': 'picked_up',
  'in-transit': 'picked_up',
  'received-at-last-mile-hub': 'picked_up',
  'assigned-for-delivery': 'out_for_delivery',
  delivered: 'delivered',
  'partial-delivery': 'partly_delivered',
  returned: 'returning',
  return: 'returning',
  'paid-return': 'returning',
  'pickup-cancelled': 'cancelled',
  'on-hold': 'on_hold',
  hold: 'on_hold',
  'pickup-failed': 'noted',
  'delivery-failed': 'noted',
  exchanged: 'noted',
  paid: 'noted',
};

const slugOf = (status: string) =>
  status
    .trim()
    .toLowerCase()
    .replace(/^order\./, '')
    .replace(/[\s_]+/g, '-');

/** A status as the shop keeps it: Pathao's event name (`order.pickup-requested`), whichever way Pathao wrote it. */
export const pathaoStatus = (status: string) => `order.${slugOf(status)}`;
export const pathaoProgress = (status: string): ParcelProgress => PROGRESS_OF[slugOf(status)] ?? 'noted';

/** What Pathao's webhook said: its integration check, news of a parcel, or an event the shop does not follow. */
export type PathaoWebhook =
  | { kind: 'integration' }
  | { kind: 'news'; consignmentId: string; invoice: string | null; news: CourierNews }
  | { kind: 'other'; event: string };

/** A webhook Pathao sent; null for a body that is not one. */
export function pathaoWebhookOf(body: unknown): PathaoWebhook | null {
  const event = objectOf(body);
  const name = event?.event;
  if (!event || typeof name !== 'string') return null;
  if (name === 'webhook_integration') return { kind: 'integration' };
  if (!name.startsWith('order.')) return { kind: 'other', event: name.slice(0, 100) };
  const consignmentId = idOf(event.consignment_id);
  if (!consignmentId) return null;
  const progress = pathaoProgress(name);
  const collected = numberOf(event.collected_amount);
  const charge = numberOf(event.delivery_fee);
  const invoiceId = idOf(event.invoice_id);
  const message = [
    typeof event.reason === 'string' ? event.reason.trim() : '',
    // A payout names the invoice Pathao paid the parcel's cash under, for matching its statement.
    invoiceId ? `Invoice ${invoiceId}` : '',
  ]
    .filter(Boolean)
    .join(' · ')
    .slice(0, 500);
  return {
    kind: 'news',
    consignmentId,
    invoice: typeof event.merchant_order_id === 'string' ? event.merchant_order_id : null,
    news: {
      courierStatus: pathaoStatus(name),
      progress,
      // `timestamp` carries its zone; `updated_at` is Dhaka's wall clock.
      happenedAt: dhakaTime(event.timestamp) ?? dhakaTime(event.updated_at),
      message,
      ...(collected !== null && (progress === 'delivered' || progress === 'partly_delivered')
        ? { collectedAmount: collected }
        : {}),
      ...(charge !== null ? { charge } : {}),
    },
  };
}

/** The words Pathao uses for a merchant order id it already has (`The merchant order id has already been taken.`). */
const isDuplicate = (fields: Record<string, string[]>) =>
  (fields.merchant_order_id ?? []).some((text) => /already|taken|exist|duplicate/i.test(text));

function refusalOf(body: Record<string, unknown> | null): BookingAnswer {
  const fields = fieldErrorsOf(body?.errors);
  if (isDuplicate(fields)) return { outcome: 'duplicate' };
  // Pathao's message says only "Please fix the given errors": its first field's words say what.
  const first = Object.values(fields)[0]?.[0];
  const said = typeof body?.message === 'string' ? body.message.slice(0, 500) : '';
  return { outcome: 'refused', message: first ?? (said || 'Pathao did not take the parcel.'), fields };
}

export function pathaoCourier(
  settings: PathaoSettings,
  { db, log }: { db: Database; log: PathaoLog },
): Courier {
  const api = pathaoApi(settings, { db, log });
  const places = pathaoPlaces({ db, api, log });

  async function orderOf(parcel: Parcel) {
    const place = await places.placeOf(parcel);
    return {
      store_id: settings.storeId,
      merchant_order_id: parcel.invoice,
      recipient_name: parcel.recipientName,
      recipient_phone: parcel.recipientPhone,
      recipient_address: parcel.address,
      // Ids Pathao's lists give; left out (never null) when unknown, so that Pathao reads the address.
      ...(place
        ? {
            recipient_city: place.city,
            recipient_zone: place.zone,
            ...(place.area !== undefined ? { recipient_area: place.area } : {}),
          }
        : {}),
      delivery_type: NORMAL_DELIVERY,
      item_type: PARCEL_ITEM,
      ...(parcel.note ? { special_instruction: parcel.note } : {}),
      item_quantity: parcel.itemQuantity,
      item_weight: parcel.weightKg,
      ...(parcel.itemDescription ? { item_description: parcel.itemDescription } : {}),
      // Pathao takes whole taka only: the amount is rounded to the nearest taka (৳ 749.50 is ৳ 750).
      amount_to_collect: Math.round(parcel.codAmount),
    };
  }

  async function book(parcel: Parcel): Promise<BookingAnswer> {
    const { status, body } = await api.call('POST', '/orders', await orderOf(parcel));
    const answer = objectOf(body);
    // Pathao repeats the status in its body's `code`; a refusal is never a 200 there.
    const said = numberOf(answer?.code) ?? status;
    if ((status === 200 || status === 201) && said < 400) {
      const data = objectOf(answer?.data);
      const consignmentId = idOf(data?.consignment_id);
      if (!data || !consignmentId) throw unreadable('pathao', 'a booking');
      return {
        outcome: 'booked',
        consignmentId,
        // Pathao follows a parcel by its consignment id: there is no other tracking code.
        trackingCode: null,
        charge: numberOf(data.delivery_fee),
        courierStatus: pathaoStatus(typeof data.order_status === 'string' ? data.order_status : 'Pending'),
      };
    }
    if (said >= 400 && said < 500) return refusalOf(answer);
    throw unreadable('pathao', `a booking with ${status}`);
  }

  /** Books a parcel, waiting out a 429 that says how long (within reason) and asking again. */
  async function bookPatiently(parcel: Parcel): Promise<BookingAnswer> {
    for (let waits = 0; ; waits += 1) {
      try {
        return await book(parcel);
      } catch (error) {
        const wait = error instanceof CourierUnavailable ? error.retryAfterMs : null;
        if (wait === null || wait > LONGEST_WAIT_MS || waits >= WAITS_PER_PARCEL) throw error;
        log.info({ courier: 'pathao', waitMs: wait }, 'courier asked the shop to slow down');
        await sleep(wait);
      }
    }
  }

  return {
    name: 'pathao',
    // Pathao books one parcel a call: `bookMany` goes through them at its pace, for at most a minute.
    bulkLimit: 500,
    book,

    async bookMany(parcels) {
      const answers = new Map<string, BookingAnswer | CourierUnavailable>();
      const until = Date.now() + BOOK_MANY_FOR_MS;
      let stopped: CourierUnavailable | null = null;
      for (const parcel of parcels) {
        if (!stopped && Date.now() > until)
          stopped = new CourierUnavailable(
            'pathao',
            'Not sent yet: Pathao takes one parcel a call, at the shop’s pace; sent in the next round.',
            0,
          );
        if (stopped) {
          answers.set(parcel.invoice, stopped);
          continue;
        }
        try {
          answers.set(parcel.invoice, await bookPatiently(parcel));
        } catch (error) {
          if (!(error instanceof CourierUnavailable)) throw error;
          // Pathao does not answer now: the rest are sent again later, not pressed on it.
          stopped = error;
          answers.set(parcel.invoice, error);
        }
      }
      return answers;
    },

    async status({ consignmentId }): Promise<CourierNews | null> {
      // Pathao answers by consignment id only: a booking without one hears from its webhooks.
      if (!consignmentId) return null;
      const { status, body } = await api.call('GET', `/orders/${encodeURIComponent(consignmentId)}/info`);
      if (status === 404) return null;
      const data = objectOf(objectOf(body)?.data);
      const said = data?.order_status_slug ?? data?.order_status;
      if (status >= 400 || typeof said !== 'string') throw unreadable('pathao', 'a status');
      return {
        courierStatus: pathaoStatus(said),
        progress: pathaoProgress(said),
        happenedAt: dhakaTime(data?.updated_at),
        message: '',
      };
    },

    cancel: null,

    async quote(parcel) {
      const place = await places.placeOf(parcel);
      if (!place) return null;
      const { status, body } = await api.call('POST', '/merchant/price-plan', {
        store_id: settings.storeId,
        item_type: PARCEL_ITEM,
        delivery_type: NORMAL_DELIVERY,
        item_weight: parcel.weightKg,
        recipient_city: place.city,
        recipient_zone: place.zone,
      });
      const price = numberOf(objectOf(objectOf(body)?.data)?.final_price);
      if (status !== 200 || price === null) throw unreadable('pathao', 'a price');
      return price;
    },

    balance: async () => null,

    // Pathao's public tracking page; it asks the shopper for the recipient's phone number.
    trackingUrl: ({ consignmentId }) =>
      consignmentId
        ? `https://merchant.pathao.com/tracking?consignment_id=${encodeURIComponent(consignmentId)}`
        : null,
  };
}
