import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PATHAO_PLACES, type PathaoAnswer, pathaoOrderErrors, pricePlanOf } from './pathao-rules';
import { bodyOf } from './request-body';

/** An order the stand-in holds, as Pathao keeps it. */
export type PathaoOrder = {
  consignment_id: string;
  merchant_order_id: string;
  store_id: number;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  recipient_city: number | null;
  recipient_zone: number | null;
  recipient_area: number | null;
  amount_to_collect: number;
  delivery_fee: number;
  order_status: string;
  updated_at: string;
  invoice_id: string | null;
};

/** How the stand-in answers the next calls, to show the shop each of Pathao's failures. */
export type PathaoTrouble =
  | { kind: 'status'; status: 500 | 502 | 503 }
  | { kind: 'slow-down'; retryAfterSeconds: number }
  /** Takes the call in, then answers after the shop has stopped waiting. */
  | { kind: 'too-slow'; delayMs: number }
  | { kind: 'not-json' };

export type PathaoCall = {
  method: string;
  /** The path under /aladdin/api/v1. */
  path: string;
  body: unknown;
  authorization: string | undefined;
  /** What the stand-in answered. */
  status: number;
  at: number;
};

export type PathaoStandIn = {
  /** What the shop's PATHAO_BASE_URL points at. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  storeId: number;
  orders: Map<string, PathaoOrder>;
  /** Every call, in order, with what it was answered. */
  calls: PathaoCall[];
  /** How long a token it issues lasts (Pathao's: 432000 s, five days). */
  tokenLifetimeSeconds: number;
  /** The most calls a second it answers; the next within the second are answered 429. */
  callsPerSecond: number;
  /** The next `times` calls (to paths beginning with `path`, when given) answer with this trouble. */
  trouble(trouble: PathaoTrouble, options?: { times?: number; path?: string }): void;
  /** Forgets every access token it issued, as when Pathao revokes them. */
  revokeAccessTokens(): void;
  /** Forgets every refresh token too. */
  revokeRefreshTokens(): void;
  /** Sets an order's status as Pathao's people would (`Delivered`, `Pickup Requested`). */
  setStatus(consignmentId: string, status: string): void;
  /** Sends one of Pathao's webhooks to `url`, signed with `signature` when given. */
  sendWebhook(
    url: string,
    body: Record<string, unknown>,
    signature?: string,
  ): Promise<{ status: number; headers: Headers; body: unknown }>;
  close(): Promise<void>;
};

const API = '/aladdin/api/v1';

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** Dhaka's wall clock, as Pathao writes `updated_at`. */
export const dhakaClock = (at = new Date()) =>
  new Date(at.getTime() + 6 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/** A consignment id as Pathao makes them: two letters, the day (ddmmyy) and six letters or digits. */
function consignmentIdOf(at: Date) {
  const day = `${at.getUTCDate()}`.padStart(2, '0');
  const month = `${at.getUTCMonth() + 1}`.padStart(2, '0');
  const tail = randomBytes(6)
    .toString('base64')
    .replace(/[^A-Z0-9]/gi, 'X')
    .toUpperCase()
    .slice(0, 6);
  return `DL${day}${month}${String(at.getUTCFullYear()).slice(2)}${tail}`;
}

/**
 * A local server that implements Pathao Courier's merchant API as published (aladdin v1): the
 * OAuth 2 token grant and refresh (a refresh revokes the token it replaces, as Laravel Passport
 * does), 401 for an expired or unknown token, `orders` with Pathao's field rules and words and its
 * duplicate merchant order id, a per-second rate limit answered 429 with Retry-After, order info,
 * the city, zone and area lists, the price plan and the store list. It keeps what it received,
 * and can fail, slow down or answer nonsense on demand.
 */
export async function startPathaoStandIn(): Promise<PathaoStandIn> {
  const secret = () => randomBytes(12).toString('hex');
  const credentials = {
    clientId: `pathao-client-${secret().slice(0, 8)}`,
    clientSecret: `pathao-secret-${secret()}`,
    username: 'merchant@haat.test',
    password: `pw-${secret()}`,
    storeId: 148_123,
  };
  const orders = new Map<string, PathaoOrder>();
  const calls: PathaoCall[] = [];
  const troubles: { trouble: PathaoTrouble; path: string | undefined }[] = [];
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Map<string, string>();
  const settings = { tokenLifetimeSeconds: 432_000, callsPerSecond: 50 };
  let answered: number[] = [];

  function issueToken(replacing?: string): PathaoAnswer {
    if (replacing) accessTokens.delete(replacing);
    const access = `pathao-access-${secret()}`;
    const refresh = `pathao-refresh-${secret()}`;
    accessTokens.set(access, Date.now() + settings.tokenLifetimeSeconds * 1000);
    refreshTokens.set(refresh, access);
    return {
      status: 200,
      body: {
        token_type: 'Bearer',
        expires_in: settings.tokenLifetimeSeconds,
        access_token: access,
        refresh_token: refresh,
      },
    };
  }

  function grant(body: Record<string, unknown>): PathaoAnswer {
    if (body.client_id !== credentials.clientId || body.client_secret !== credentials.clientSecret)
      return {
        status: 401,
        body: {
          error: 'invalid_client',
          error_description: 'Client authentication failed',
          message: 'Client authentication failed',
        },
      };
    if (body.grant_type === 'password') {
      if (body.username !== credentials.username || body.password !== credentials.password)
        return {
          status: 400,
          body: {
            error: 'invalid_grant',
            error_description: 'The user credentials were incorrect.',
            message: 'The user credentials were incorrect.',
          },
        };
      return issueToken();
    }
    if (body.grant_type === 'refresh_token') {
      const refresh = typeof body.refresh_token === 'string' ? body.refresh_token : '';
      const replacing = refreshTokens.get(refresh);
      if (replacing === undefined)
        return {
          status: 401,
          body: {
            error: 'invalid_request',
            error_description: 'The refresh token is invalid.',
            hint: 'Token has been revoked',
            message: 'The refresh token is invalid.',
          },
        };
      refreshTokens.delete(refresh);
      return issueToken(replacing);
    }
    return {
      status: 400,
      body: {
        error: 'unsupported_grant_type',
        message: 'The authorization grant type is not supported by the authorization server.',
      },
    };
  }

  function book(body: Record<string, unknown>): PathaoAnswer {
    const taken = (id: string) => [...orders.values()].some((order) => order.merchant_order_id === id);
    const errors = pathaoOrderErrors(body, credentials.storeId, taken);
    if (Object.keys(errors).length > 0)
      return {
        status: 422,
        body: { message: 'Please fix the given errors', type: 'error', code: 422, errors },
      };
    const now = new Date();
    const cityId = typeof body.recipient_city === 'number' ? body.recipient_city : null;
    const order: PathaoOrder = {
      consignment_id: consignmentIdOf(now),
      merchant_order_id: String(body.merchant_order_id),
      store_id: credentials.storeId,
      recipient_name: String(body.recipient_name),
      recipient_phone: String(body.recipient_phone),
      recipient_address: String(body.recipient_address),
      recipient_city: cityId,
      recipient_zone: typeof body.recipient_zone === 'number' ? body.recipient_zone : null,
      recipient_area: typeof body.recipient_area === 'number' ? body.recipient_area : null,
      amount_to_collect: Number(body.amount_to_collect),
      delivery_fee: cityId === 1 || /dhaka/i.test(String(body.recipient_address)) ? 60 : 110,
      order_status: 'Pending',
      updated_at: dhakaClock(now),
      invoice_id: null,
    };
    orders.set(order.consignment_id, order);
    return {
      status: 200,
      body: {
        message: 'Order Created Successfully',
        type: 'success',
        code: 200,
        data: {
          consignment_id: order.consignment_id,
          merchant_order_id: order.merchant_order_id,
          order_status: order.order_status,
          delivery_fee: order.delivery_fee,
        },
      },
    };
  }

  const success = (data: unknown, message = 'Success'): PathaoAnswer => ({
    status: 200,
    body: { message, type: 'success', code: 200, data },
  });
  const notFound = (message: string): PathaoAnswer => ({
    status: 404,
    body: { message, type: 'error', code: 404 },
  });

  function answer(method: string, path: string, body: unknown): PathaoAnswer {
    if (method === 'POST' && path === '/orders') return book(asRecord(body));
    const info = /^\/orders\/([^/]+)\/info$/.exec(path);
    if (method === 'GET' && info) {
      const order = orders.get(decodeURIComponent(info[1] ?? ''));
      if (!order) return notFound('Order not found');
      return success({
        consignment_id: order.consignment_id,
        merchant_order_id: order.merchant_order_id,
        order_status: order.order_status,
        order_status_slug: order.order_status.replace(/ /g, '_'),
        updated_at: order.updated_at,
        invoice_id: order.invoice_id,
      });
    }
    if (method === 'GET' && path === '/city-list')
      return success({ data: PATHAO_PLACES.cities }, 'City successfully fetched.');
    const zones = /^\/cities\/(\d+)\/zone-list$/.exec(path);
    if (method === 'GET' && zones)
      return success({ data: PATHAO_PLACES.zones[Number(zones[1])] ?? [] }, 'Zone list fetched.');
    const areas = /^\/zones\/(\d+)\/area-list$/.exec(path);
    if (method === 'GET' && areas)
      return success({ data: PATHAO_PLACES.areas[Number(areas[1])] ?? [] }, 'Area list fetched.');
    if (method === 'POST' && path === '/merchant/price-plan')
      return pricePlanOf(asRecord(body), credentials.storeId);
    if (method === 'GET' && path === '/stores')
      return success({
        data: [
          {
            store_id: credentials.storeId,
            store_name: 'Haat Dhanmondi',
            store_address: 'House 4, Road 7, Dhanmondi, Dhaka',
            is_active: 1,
            city_id: 1,
            zone_id: 52,
            hub_id: 12,
            is_default_store: true,
            is_default_return_store: true,
          },
        ],
        total: 1,
        current_page: 1,
        per_page: 1000,
        total_in_page: 1,
        last_page: 1,
      });
    return notFound('Not found');
  }

  /** Whether the call goes over the per-second rate (it is then not counted). */
  function overRate(now: number) {
    answered = answered.filter((at) => at > now - 1000);
    if (answered.length >= settings.callsPerSecond) return true;
    answered.push(now);
    return false;
  }

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0]?.replace(API, '') ?? '/';
    const method = request.method ?? 'GET';
    const body = await bodyOf(request);
    const authorization = request.headers.authorization;
    const call: PathaoCall = { method, path, body, authorization, status: 0, at: Date.now() };
    calls.push(call);
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      call.status = status;
      if (response.writableEnded || response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(payload));
    };
    if (overRate(call.at))
      return send(
        429,
        { message: 'Too Many Attempts.' },
        { 'retry-after': '1', 'x-ratelimit-remaining': '0' },
      );
    const at = troubles.findIndex((held) => !held.path || path.startsWith(held.path));
    const trouble = at >= 0 ? troubles.splice(at, 1)[0]?.trouble : undefined;
    if (trouble?.kind === 'status') return send(trouble.status, { message: 'Server Error' });
    if (trouble?.kind === 'slow-down')
      return send(
        429,
        { message: 'Too Many Attempts.' },
        { 'retry-after': String(trouble.retryAfterSeconds) },
      );
    if (trouble?.kind === 'not-json') {
      call.status = 200;
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<html><body>Service Unavailable</body></html>');
    }
    let result: PathaoAnswer;
    if (method === 'POST' && path === '/issue-token') result = grant(asRecord(body));
    else {
      const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
      const expires = accessTokens.get(token);
      result =
        expires === undefined || expires <= Date.now()
          ? { status: 401, body: { message: 'Unauthenticated.' } }
          : answer(method, path, body);
    }
    if (trouble?.kind === 'too-slow') await new Promise((resolve) => setTimeout(resolve, trouble.delayMs));
    send(result.status, result.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    ...credentials,
    orders,
    calls,
    get tokenLifetimeSeconds() {
      return settings.tokenLifetimeSeconds;
    },
    set tokenLifetimeSeconds(value: number) {
      settings.tokenLifetimeSeconds = value;
    },
    get callsPerSecond() {
      return settings.callsPerSecond;
    },
    set callsPerSecond(value: number) {
      settings.callsPerSecond = value;
    },
    trouble: (trouble, { times = 1, path } = {}) => {
      for (let i = 0; i < times; i += 1) troubles.push({ trouble, path });
    },
    revokeAccessTokens: () => accessTokens.clear(),
    revokeRefreshTokens: () => refreshTokens.clear(),
    setStatus: (consignmentId, status) => {
      const order = orders.get(consignmentId);
      if (!order) return;
      order.order_status = status;
      order.updated_at = dhakaClock();
    },
    async sendWebhook(url, body, signature) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature === undefined ? {} : { 'X-PATHAO-Signature': signature }),
        },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {}
      return { status: response.status, headers: response.headers, body: parsed };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
