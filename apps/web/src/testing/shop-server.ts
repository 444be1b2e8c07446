import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A call the page made: its method, path with query, and JSON body (undefined without one). */
export type Asked = { method: string; path: string; body: unknown };
/**
 * What the stand-in answers: a status and a JSON body in the contract's shape, or `unreadable`
 * text sent as JSON (an answer cut off on its way).
 */
export type Answer = { status: number; body?: unknown; unreadable?: string };

declare global {
  /** The simulated page's own jsdom, which vitest's jsdom environment gives every test file. */
  var jsdom: { reconfigure(settings: { url: string }): void };
}

const open = new Set<Server>();

const addressOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

const listening = (server: Server) =>
  new Promise<Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));

const closed = (server: Server) =>
  new Promise<void>((resolve) => {
    open.delete(server);
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** Moves the page to `address`: the app's client calls the shop at the page's own origin. */
function moveThePageTo(address: string) {
  jsdom.reconfigure({ url: address });
}

/**
 * A stand-in for the shop's server on a loopback port, for the states a form shows only after an
 * answer (a refusal, a failure, an empty list). It answers every call with `answer`, written in the
 * contract's shape (a promise holds the answer back, for the state a page shows while it waits),
 * and keeps what was asked. It is no copy of the API's rules: those are tested
 * against the real app in apps/api, and the journeys cross the real round trip; these tests check
 * what the page makes of an answer. The page's address moves to it (before any sign-in: the
 * browser's storage belongs to an origin).
 */
export async function startShop(answer: (asked: Asked) => Answer | Promise<Answer>) {
  const asked: Asked[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', async () => {
      const call: Asked = { method: request.method ?? 'GET', path: request.url ?? '/', body: undefined };
      if (text) call.body = JSON.parse(text);
      asked.push(call);
      const { status, body, unreadable } = await answer(call);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(unreadable ?? JSON.stringify(body === undefined ? {} : body));
    });
  });
  open.add(await listening(server));
  moveThePageTo(addressOf(server));
  return {
    /** Every call so far, oldest first. */
    asked,
    /** The calls to paths starting with `path`. */
    calls: (path: string) => asked.filter((call) => call.path.startsWith(path)),
  };
}

/**
 * Points the page at an address where nothing listens (a port just freed), as a shopper whose
 * connection is gone: every call fails before it reaches a server.
 */
export async function loseTheConnection() {
  const server = await listening(createServer());
  const address = addressOf(server);
  await closed(server);
  moveThePageTo(address);
}

/** Stops the stand-ins a test started. */
export async function stopShops() {
  await Promise.all([...open].map(closed));
}

/** Refusals as the API words them (`ErrorResponse` of the contract). */
export const refusal = (status: number, message: string, code?: string): Answer => ({
  status,
  body: { success: false, message, ...(code ? { code } : {}) },
});
