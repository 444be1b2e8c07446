import { createHash, timingSafeEqual } from 'node:crypto';
import type { Courier as CourierName } from '@haat/contracts';
import type { Database } from '../../db/client';
import type { CourierNews } from './courier';
import { pathaoWebhookOf } from './couriers/pathao';
import { steadfastWebhookNews } from './couriers/steadfast';
import { findShipment, takeNews } from './parcel-news';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** What a webhook is answered, in the courier's own terms. */
export type WebhookAnswer = { status: number; headers?: Record<string, string>; body: unknown };

/** Whether `given` is the secret, compared in constant time (a hash of each, so lengths do not show). */
export function sameSecret(given: string | undefined, secret: string | undefined): boolean {
  if (!given || !secret) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/** Keeps a courier's news of one of the shop's parcels; false for a consignment the shop does not know. */
export async function newsArrived(
  db: Database,
  courier: CourierName,
  parcel: { consignmentId: string; invoice: string | null; news: CourierNews },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const shipment = await findShipment(tx, courier, parcel.consignmentId, parcel.invoice);
    if (!shipment) return false;
    await takeNews(tx, shipment.id, { ...parcel.news, consignmentId: parcel.consignmentId }, 'webhook');
    return true;
  });
}

/**
 * Steadfast's webhooks (delivery status, tracking update): authenticated by the bearer token the
 * operator gave Steadfast with the webhook's address. Steadfast expects `status: success`, and an
 * error with its message for a consignment the shop does not know.
 */
export function steadfastWebhook({ db, token, log }: { db: Database; token: string | undefined; log: Log }) {
  return async (
    headers: Record<string, string | string[] | undefined>,
    body: unknown,
  ): Promise<WebhookAnswer> => {
    const authorization = headers.authorization;
    const bearer = (typeof authorization === 'string' ? authorization : undefined)?.match(
      /^Bearer\s+(.+)$/i,
    )?.[1];
    if (!sameSecret(bearer, token))
      return { status: 401, body: { status: 'error', message: 'Unauthorized.' } };
    const parcel = steadfastWebhookNews(body);
    if (!parcel) return { status: 400, body: { status: 'error', message: 'Invalid payload.' } };
    if (!(await newsArrived(db, 'steadfast', parcel))) {
      log.warn(
        { courier: 'steadfast', consignmentId: parcel.consignmentId },
        'webhook for an unknown consignment',
      );
      return { status: 404, body: { status: 'error', message: 'Invalid consignment ID.' } };
    }
    return { status: 200, body: { status: 'success', message: 'Webhook received successfully.' } };
  };
}

/** What Pathao's webhook integration asks every answer to carry: its published value, the same for every merchant. */
export const PATHAO_INTEGRATION_HEADER = {
  'X-Pathao-Merchant-Webhook-Integration-Secret': 'f3992ecc-59da-4cbe-a049-a13da2018d51',
};

/**
 * Pathao's webhooks: authenticated by the secret the operator gave Pathao with the webhook's
 * address, which Pathao sends back in `X-PATHAO-Signature`. Pathao expects 202 with its
 * integration header to every event it sends (its integration check, an event the shop does not
 * follow, a consignment the shop does not know), or it counts the webhook as failing.
 */
export function pathaoWebhook({ db, secret, log }: { db: Database; secret: string | undefined; log: Log }) {
  const accepted = (message: string): WebhookAnswer => ({
    status: 202,
    headers: PATHAO_INTEGRATION_HEADER,
    body: { message },
  });
  return async (
    headers: Record<string, string | string[] | undefined>,
    body: unknown,
  ): Promise<WebhookAnswer> => {
    const signature = headers['x-pathao-signature'];
    if (!sameSecret(typeof signature === 'string' ? signature : undefined, secret))
      return { status: 401, body: { message: 'Unauthorized.' } };
    const said = pathaoWebhookOf(body);
    if (!said) return { status: 400, body: { message: 'Invalid payload.' } };
    if (said.kind === 'integration') return accepted('Webhook integrated.');
    if (said.kind === 'other') {
      log.info({ courier: 'pathao', event: said.event }, 'webhook event not followed');
      return accepted('Webhook received.');
    }
    if (!(await newsArrived(db, 'pathao', said)))
      log.warn(
        { courier: 'pathao', consignmentId: said.consignmentId, event: said.news.courierStatus },
        'webhook for an unknown consignment',
      );
    return accepted('Webhook received.');
  };
}
