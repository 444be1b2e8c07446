import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bodyOf } from './request-body';

/** A consignment the stand-in holds, as Steadfast keeps it. */
export type SteadfastConsignment = {
  consignment_id: number;
  invoice: string;
  tracking_code: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  cod_amount: number;
  note: string | null;
  status: string;
};

/** How the stand-in answers the next calls, to show the shop each of Steadfast's failures. */
export type SteadfastTrouble =
  | { kind: 'status'; status: 500 | 502 | 503 }
  | { kind: 'slow-down'; retryAfterSeconds: number }
  /** Takes the order in, then answers after the shop has stopped waiting. */
  | { kind: 'too-slow'; delayMs: number }
  | { kind: 'not-json' };

export type SteadfastStandIn = {
  /** What the shop's STEADFAST_BASE_URL points at. */
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  consignments: Map<number, SteadfastConsignment>;
  /** Every call, in order: method, path, and the parsed body. */
  calls: { method: string; path: string; body: unknown }[];
  /** The next `times` calls (any path) answer with this trouble. */
  trouble(trouble: SteadfastTrouble, times?: number): void;
  /** Sets a consignment's delivery status, as Steadfast's people would. */
  setStatus(consignmentId: number, status: string): void;
  /**
   * Sets a consignment's status and tells the shop as Steadfast does: a `delivery_status` webhook
   * with the bearer token the merchant gave it, the COD collected and the charge. Answers the
   * shop's HTTP status.
   */
  deliver(
    consignmentId: number,
    status: string,
    to: { url: string; token: string },
    details?: { codAmount?: number; charge?: number; message?: string },
  ): Promise<number>;
  balance: number;
  close(): Promise<void>;
};

const PHONE = /^01\d{9}$/;
const INVOICE = /^[\w-]{1,100}$/;

/** Steadfast's validation of one order, in its words (its API documentation's rules), by field. */
function errorsOf(
  order: Record<string, unknown>,
  taken: (invoice: string) => boolean,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, text: string) => {
    errors[field] = [...(errors[field] ?? []), text];
  };
  const { invoice, recipient_name, recipient_phone, recipient_address, cod_amount } = order;
  if (typeof invoice !== 'string' || invoice === '') add('invoice', 'The invoice field is required.');
  else if (!INVOICE.test(invoice))
    add('invoice', 'The invoice may only contain letters, numbers, dashes and underscores.');
  else if (taken(invoice)) add('invoice', 'The invoice has already been taken.');
  if (typeof recipient_name !== 'string' || recipient_name.trim() === '')
    add('recipient_name', 'The recipient name field is required.');
  else if (recipient_name.length > 100)
    add('recipient_name', 'The recipient name may not be greater than 100 characters.');
  if (typeof recipient_phone !== 'string' || !PHONE.test(recipient_phone))
    add('recipient_phone', 'The recipient phone must be 11 digits.');
  if (typeof recipient_address !== 'string' || recipient_address.trim() === '')
    add('recipient_address', 'The recipient address field is required.');
  else if (recipient_address.length > 250)
    add('recipient_address', 'The recipient address may not be greater than 250 characters.');
  const cod = typeof cod_amount === 'string' ? Number(cod_amount) : cod_amount;
  if (typeof cod !== 'number' || !Number.isFinite(cod)) add('cod_amount', 'The cod amount must be a number.');
  else if (cod < 0) add('cod_amount', 'The cod amount must be at least 0.');
  return errors;
}

/**
 * A local server that implements Steadfast Courier's merchant API as published (v1): the `Api-Key`
 * and `Secret-Key` headers, `create_order` with its validation, `create_order/bulk-order` (at most
 * 500, an invoice once), the three status calls and `get_balance`. It keeps what it received, so
 * tests read what the shop sent, and can fail, slow down or answer nonsense on demand.
 */
export async function startSteadfastStandIn({
  port = 0,
  apiKey = `sf-key-${randomBytes(6).toString('hex')}`,
  secretKey = `sf-secret-${randomBytes(6).toString('hex')}`,
  webhook,
}: {
  port?: number;
  apiKey?: string;
  secretKey?: string;
  /**
   * Where the shop hears from Steadfast, for a stand-in run as a server of its own (the journeys):
   * `POST /__stand-in/deliver` with `{ invoice, status, codAmount? }` then moves that parcel and
   * sends the webhook, as Steadfast's people would.
   */
  webhook?: { url: string; token: string };
} = {}): Promise<SteadfastStandIn> {
  const consignments = new Map<number, SteadfastConsignment>();
  const calls: SteadfastStandIn['calls'] = [];
  const troubles: SteadfastTrouble[] = [];
  let nextId = 1_424_107;
  const state = { balance: 0 };

  const taken = (invoice: string) => [...consignments.values()].some((held) => held.invoice === invoice);

  function consign(order: Record<string, unknown>): SteadfastConsignment {
    const consignment: SteadfastConsignment = {
      consignment_id: nextId++,
      invoice: String(order.invoice),
      tracking_code: randomBytes(4).toString('hex').toUpperCase(),
      recipient_name: String(order.recipient_name),
      recipient_phone: String(order.recipient_phone),
      recipient_address: String(order.recipient_address),
      cod_amount: Number(order.cod_amount),
      note: typeof order.note === 'string' ? order.note : null,
      status: 'in_review',
    };
    consignments.set(consignment.consignment_id, consignment);
    return consignment;
  }

  function answer(path: string, method: string, body: unknown): { status: number; body: unknown } {
    if (method === 'POST' && path === '/create_order') {
      const order = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      const errors = errorsOf(order, taken);
      if (Object.keys(errors).length > 0) return { status: 422, body: { status: 422, errors } };
      const made = consign(order);
      return {
        status: 200,
        body: {
          status: 200,
          message: 'Consignment has been created successfully.',
          consignment: {
            ...made,
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
          },
        },
      };
    }
    if (method === 'POST' && path === '/create_order/bulk-order') {
      const given = (body as { data?: unknown } | undefined)?.data;
      const list = typeof given === 'string' ? JSON.parse(given) : given;
      if (!Array.isArray(list) || list.length === 0 || list.length > 500)
        return {
          status: 422,
          body: { status: 422, errors: { data: ['The data must be an array of 1 to 500 orders.'] } },
        };
      return {
        status: 200,
        body: list.map((item: Record<string, unknown>) => {
          const valid = Object.keys(errorsOf(item, taken)).length === 0;
          const made = valid ? consign(item) : null;
          return {
            invoice: item.invoice,
            recipient_name: item.recipient_name,
            recipient_address: item.recipient_address,
            recipient_phone: item.recipient_phone,
            cod_amount: String(item.cod_amount),
            note: item.note ?? null,
            consignment_id: made?.consignment_id ?? null,
            tracking_code: made?.tracking_code ?? null,
            status: made ? 'success' : 'error',
          };
        }),
      };
    }
    const status = /^\/status_by_(cid|invoice|trackingcode)\/(.+)$/.exec(path);
    if (method === 'GET' && status) {
      const [, by, key] = status;
      const wanted = decodeURIComponent(key ?? '');
      const found = [...consignments.values()].find((held) =>
        by === 'cid'
          ? String(held.consignment_id) === wanted
          : by === 'invoice'
            ? held.invoice === wanted
            : held.tracking_code === wanted,
      );
      return found
        ? { status: 200, body: { status: 200, delivery_status: found.status } }
        : { status: 404, body: { status: 404, message: 'Consignment not found.' } };
    }
    if (method === 'GET' && path === '/get_balance')
      return { status: 200, body: { status: 200, current_balance: state.balance } };
    return { status: 404, body: { message: 'Not found.' } };
  }

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').replace(/^\/api\/v1/, '').split('?')[0] ?? '/';
    const method = request.method ?? 'GET';
    const body = await bodyOf(request);
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      if (response.writableEnded || response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
    };
    if (webhook && method === 'POST' && path === '/__stand-in/deliver') {
      const { invoice, status, codAmount } = (body ?? {}) as {
        invoice?: string;
        status?: string;
        codAmount?: number;
      };
      const held = [...consignments.values()].find((consignment) => consignment.invoice === invoice);
      if (!held || !status) return send(404, { message: `no consignment for ${invoice}` });
      return send(200, { shop: await standIn.deliver(held.consignment_id, status, webhook, { codAmount }) });
    }
    calls.push({ method, path, body });
    if (request.headers['api-key'] !== apiKey || request.headers['secret-key'] !== secretKey)
      return send(401, { status: 401, message: 'Unauthorized.' });
    const trouble = troubles.shift();
    if (trouble?.kind === 'status') return send(trouble.status, { message: 'Server Error' });
    if (trouble?.kind === 'slow-down')
      return send(
        429,
        { message: 'Too Many Attempts.' },
        { 'retry-after': String(trouble.retryAfterSeconds) },
      );
    if (trouble?.kind === 'not-json') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<html><body>Maintenance</body></html>');
    }
    const { status, body: payload } = answer(path, method, body);
    if (trouble?.kind === 'too-slow') await new Promise((resolve) => setTimeout(resolve, trouble.delayMs));
    send(status, payload);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.address() as AddressInfo).port;

  /** Steadfast's webhook times: Dhaka's wall clock, without a zone. */
  const dhakaClock = () => new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

  const standIn: SteadfastStandIn = {
    baseUrl: `http://127.0.0.1:${listening}/api/v1`,
    apiKey,
    secretKey,
    consignments,
    calls,
    trouble: (trouble, times = 1) => {
      for (let i = 0; i < times; i += 1) troubles.push(trouble);
    },
    setStatus: (consignmentId, status) => {
      const held = consignments.get(consignmentId);
      if (held) held.status = status;
    },
    async deliver(consignmentId, status, to, details = {}) {
      const held = consignments.get(consignmentId);
      if (!held) throw new Error(`no consignment ${consignmentId}`);
      held.status = status;
      const response = await fetch(to.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${to.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          notification_type: 'delivery_status',
          consignment_id: held.consignment_id,
          invoice: held.invoice,
          cod_amount: details.codAmount ?? held.cod_amount,
          status,
          delivery_charge: details.charge ?? 60,
          tracking_message: details.message ?? '',
          updated_at: dhakaClock(),
        }),
      });
      return response.status;
    },
    get balance() {
      return state.balance;
    },
    set balance(value: number) {
      state.balance = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
