import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An SMS a stand-in took, as the phone would show it. */
export type ReceivedSms = {
  /** The number as the provider was given it (8801…). */
  to: string;
  /** The words as they reach the phone: a Unicode text sent without the provider's flag arrives garbled. */
  text: string;
  unicode: boolean;
  /** The sender id (SID, senderid) it was sent under. */
  sender: string;
  at: string;
};

/** How a stand-in answers its next calls, to show the shop each of a provider's failures. */
export type SmsTrouble =
  | { kind: 'status'; status: 500 | 502 | 503 }
  /** Takes the message in (it reaches the phone), then answers after the shop stopped waiting. */
  | { kind: 'too-slow'; delayMs: number }
  | { kind: 'not-json' };

/** A call as a stand-in received it: its path, its fields (query, form or JSON, merged) and headers. */
export type SmsCall = { method: string; path: string; fields: Record<string, string>; contentType: string };

export type ProviderAnswer = { status: number; body: unknown; took?: Omit<ReceivedSms, 'at'> };

async function fieldsOf(request: IncomingMessage, url: URL): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const fields: Record<string, string> = Object.fromEntries(url.searchParams);
  if (text === '') return fields;
  if ((request.headers['content-type'] ?? '').includes('json')) {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null)
      for (const [name, value] of Object.entries(parsed)) fields[name] = String(value);
    return fields;
  }
  return { ...fields, ...Object.fromEntries(new URLSearchParams(text)) };
}

/** The GSM alphabet's look at a text sent without the Unicode flag: what is not plain ASCII is lost. */
export const garbled = (text: string) => text.replace(/[^\n\r\x20-\x7e]/g, '?');

export type SmsStandIn = {
  baseUrl: string;
  /** Every SMS it took, in order. */
  received: ReceivedSms[];
  /** Every call, in order. */
  calls: SmsCall[];
  /** The SMS `number` (01… or 8801…) received, oldest first. */
  receivedBy(number: string): ReceivedSms[];
  /** The next `times` calls answer with this trouble. */
  trouble(trouble: SmsTrouble, times?: number): void;
  close(): Promise<void>;
};

/**
 * The server under each SMS provider's stand-in: it parses a call's fields however they came,
 * plays the trouble asked for, keeps what the provider took, and answers
 * `GET /__stand-in/messages?to=01…` with the SMS a number received (for the journeys).
 */
export async function startSmsStandIn(
  port: number,
  pathPrefix: string,
  answer: (call: SmsCall) => ProviderAnswer,
): Promise<SmsStandIn> {
  const received: ReceivedSms[] = [];
  const calls: SmsCall[] = [];
  const troubles: SmsTrouble[] = [];
  const international = (number: string) =>
    number.startsWith('0') ? `88${number}` : number.replace(/^\+/, '');
  const receivedBy = (number: string) => received.filter((sms) => sms.to === international(number));

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const send = (status: number, payload: unknown) => {
      if (response.writableEnded || response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    if (request.method === 'GET' && url.pathname === '/__stand-in/messages')
      return send(200, { messages: receivedBy(url.searchParams.get('to') ?? '') });
    const call: SmsCall = {
      method: request.method ?? 'GET',
      path: url.pathname.startsWith(pathPrefix) ? url.pathname.slice(pathPrefix.length) : url.pathname,
      fields: await fieldsOf(request, url).catch(() => ({})),
      contentType: request.headers['content-type'] ?? '',
    };
    calls.push(call);
    const trouble = troubles.shift();
    if (trouble?.kind === 'status') return send(trouble.status, { message: 'Server Error' });
    if (trouble?.kind === 'not-json') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<html><body>Maintenance</body></html>');
    }
    const { status, body, took } = answer(call);
    if (took) received.push({ ...took, at: new Date().toISOString() });
    if (trouble?.kind === 'too-slow') await new Promise((resolve) => setTimeout(resolve, trouble.delayMs));
    send(status, body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${listening}${pathPrefix}`,
    received,
    calls,
    receivedBy,
    trouble: (trouble, times = 1) => {
      for (let i = 0; i < times; i += 1) troubles.push(trouble);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
