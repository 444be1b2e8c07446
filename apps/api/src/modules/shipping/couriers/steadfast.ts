import type { ParcelProgress } from '@haat/contracts';
import type { BookingAnswer, Courier, CourierNews, Parcel } from '../courier';
import { askCourier, dhakaTime, fieldErrorsOf, idOf, numberOf, objectOf, unreadable } from './courier-http';

/**
 * Steadfast Courier's merchant API (portal.packzy.com/api/v1): the `Api-Key` and `Secret-Key`
 * headers on every call; `create_order`, `create_order/bulk-order` (at most 500), `status_by_cid`,
 * `status_by_invoice`, `get_balance`. It offers no cancellation and no price quote.
 */
export type SteadfastSettings = { apiKey: string; secretKey: string; baseUrl: string; timeoutMs: number };

/** Steadfast's delivery statuses (its API's table), by what they mean for the parcel. */
const PROGRESS_OF: Record<string, ParcelProgress> = {
  in_review: 'booked',
  pending: 'picked_up',
  hold: 'on_hold',
  delivered_approval_pending: 'delivered',
  delivered: 'delivered',
  partial_delivered_approval_pending: 'partly_delivered',
  partial_delivered: 'partly_delivered',
  cancelled_approval_pending: 'cancelled',
  cancelled: 'cancelled',
  unknown_approval_pending: 'noted',
  unknown: 'noted',
};

/** A status as Steadfast writes it (its webhooks say `Delivered`, its API `delivered`), in the API's form. */
export const steadfastStatus = (status: string) =>
  status
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

export const steadfastProgress = (status: string): ParcelProgress =>
  PROGRESS_OF[steadfastStatus(status)] ?? 'noted';

/** The words Steadfast uses for an invoice it already has (`The invoice has already been taken.`). */
const isDuplicate = (fields: Record<string, string[]>) =>
  (fields.invoice ?? []).some((text) => /already|taken|exist|duplicate/i.test(text));

export function steadfastCourier(settings: SteadfastSettings): Courier {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const headers = { 'Api-Key': settings.apiKey, 'Secret-Key': settings.secretKey };
  const ask = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    askCourier('steadfast', `${base}${path}`, { method, headers, body }, settings.timeoutMs);

  const orderOf = (parcel: Parcel) => ({
    invoice: parcel.invoice,
    recipient_name: parcel.recipientName,
    recipient_phone: parcel.recipientPhone,
    recipient_address: parcel.address,
    cod_amount: parcel.codAmount,
    note: parcel.note,
    item_description: parcel.itemDescription,
    total_lot: parcel.itemQuantity,
    delivery_type: 0,
  });

  /** A consignment as Steadfast answers it (one booking, or one line of a bulk booking). */
  function bookedOf(consignment: Record<string, unknown>): BookingAnswer | null {
    const consignmentId = idOf(consignment.consignment_id);
    if (!consignmentId) return null;
    const trackingCode = typeof consignment.tracking_code === 'string' ? consignment.tracking_code : null;
    const status = typeof consignment.status === 'string' ? consignment.status : 'in_review';
    return {
      outcome: 'booked',
      consignmentId,
      trackingCode,
      charge: numberOf(consignment.delivery_fee),
      // A bulk line says `success`, not a delivery status: a new consignment is in review.
      courierStatus: status === 'success' ? 'in_review' : steadfastStatus(status),
    };
  }

  function refusalOf(body: Record<string, unknown> | null): BookingAnswer {
    const fields = fieldErrorsOf(body?.errors);
    if (isDuplicate(fields)) return { outcome: 'duplicate' };
    const first = Object.values(fields)[0]?.[0];
    const message = typeof body?.message === 'string' && body.message ? body.message : (first ?? '');
    return { outcome: 'refused', message: message || 'Steadfast did not take the parcel.', fields };
  }

  async function book(parcel: Parcel): Promise<BookingAnswer> {
    const { status, body } = await ask('POST', '/create_order', orderOf(parcel));
    const answer = objectOf(body);
    const said = numberOf(answer?.status) ?? status;
    if (status < 400 && said < 400) {
      const consignment = objectOf(answer?.consignment);
      const booked = consignment && bookedOf(consignment);
      if (!booked) throw unreadable('steadfast', 'a booking');
      return booked;
    }
    return refusalOf(answer);
  }

  return {
    name: 'steadfast',
    bulkLimit: 500,
    book,

    async bookMany(parcels) {
      const { status, body } = await ask('POST', '/create_order/bulk-order', {
        data: JSON.stringify(parcels.map(orderOf)),
      });
      if (status >= 400) {
        // The whole request was refused (one bad field refuses them all): each is asked alone,
        // so that each gets Steadfast's own words.
        const answers = new Map<string, BookingAnswer>();
        for (const parcel of parcels) answers.set(parcel.invoice, await book(parcel));
        return answers;
      }
      const lines = Array.isArray(body) ? body : objectOf(body)?.data;
      if (!Array.isArray(lines)) throw unreadable('steadfast', 'a bulk booking');
      const answers = new Map<string, BookingAnswer>();
      const asked = new Set(parcels.map((parcel) => parcel.invoice));
      for (const line of lines) {
        const item = objectOf(line);
        const invoice = typeof item?.invoice === 'string' ? item.invoice : null;
        if (!item || !invoice || !asked.has(invoice) || answers.has(invoice)) continue;
        const booked = item.status === 'success' ? bookedOf(item) : null;
        if (booked) answers.set(invoice, booked);
      }
      // A line marked `error` says no more than that: the parcel is booked alone for Steadfast's words.
      for (const parcel of parcels)
        if (!answers.has(parcel.invoice)) answers.set(parcel.invoice, await book(parcel));
      return answers;
    },

    async status({ consignmentId, invoice }): Promise<CourierNews | null> {
      const path = consignmentId
        ? `/status_by_cid/${encodeURIComponent(consignmentId)}`
        : `/status_by_invoice/${encodeURIComponent(invoice)}`;
      const { status, body } = await ask('GET', path);
      if (status === 404) return null;
      const answer = objectOf(body);
      const delivery = answer?.delivery_status;
      if (status >= 400 || typeof delivery !== 'string') throw unreadable('steadfast', 'a status');
      return {
        courierStatus: steadfastStatus(delivery),
        progress: steadfastProgress(delivery),
        happenedAt: null,
        message: '',
      };
    },

    cancel: null,
    quote: async () => null,

    async balance() {
      const { status, body } = await ask('GET', '/get_balance');
      const balance = numberOf(objectOf(body)?.current_balance);
      if (status >= 400 || balance === null) throw unreadable('steadfast', 'a balance');
      return balance;
    },

    trackingUrl: ({ trackingCode }) =>
      trackingCode ? `https://steadfast.com.bd/t/${encodeURIComponent(trackingCode)}` : null,
  };
}

/**
 * A webhook Steadfast sent (`delivery_status` or `tracking_update`), as news of a consignment;
 * null for a body that is neither.
 */
export function steadfastWebhookNews(
  body: unknown,
): { consignmentId: string; invoice: string | null; news: CourierNews } | null {
  const event = objectOf(body);
  const consignmentId = idOf(event?.consignment_id);
  if (!event || !consignmentId) return null;
  const invoice = typeof event.invoice === 'string' ? event.invoice : null;
  const message = typeof event.tracking_message === 'string' ? event.tracking_message.slice(0, 500) : '';
  const happenedAt = dhakaTime(event.updated_at);
  if (event.notification_type === 'tracking_update')
    return {
      consignmentId,
      invoice,
      news: { courierStatus: 'tracking_update', progress: 'noted', happenedAt, message },
    };
  if (event.notification_type !== 'delivery_status' || typeof event.status !== 'string') return null;
  const progress = steadfastProgress(event.status);
  const collected = numberOf(event.cod_amount);
  const charge = numberOf(event.delivery_charge);
  return {
    consignmentId,
    invoice,
    news: {
      courierStatus: steadfastStatus(event.status),
      progress,
      happenedAt,
      message,
      ...(collected !== null && (progress === 'delivered' || progress === 'partly_delivered')
        ? { collectedAmount: collected }
        : {}),
      ...(charge !== null ? { charge } : {}),
    },
  };
}
