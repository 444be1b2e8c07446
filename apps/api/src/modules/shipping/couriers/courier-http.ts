import type { Courier as CourierName } from '@haat/contracts';
import { objectOf } from '../../../lib/json';
import { CourierUnavailable } from '../courier';

export type CourierAnswer = { status: number; body: unknown };

const COURIER_NAMES: Record<CourierName, string> = { steadfast: 'Steadfast', pathao: 'Pathao' };

/** The seconds a 429's Retry-After asks for, in milliseconds; null when it asks for nothing readable. */
function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds, 3600) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.min(at - Date.now(), 3_600_000));
}

/**
 * Calls a courier's API and reads its JSON answer. What the shop cannot act on (no answer in time,
 * a 5xx, a 429, an answer that is not JSON) is `CourierUnavailable`, so the call is tried again
 * later; a 4xx comes back to the adapter, which reads the courier's words in it.
 */
export async function askCourier(
  courier: CourierName,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
  /** How long to wait for the answer (COURIER_TIMEOUT_SECONDS) before counting the call as unanswered. */
  timeoutMs: number,
  /**
   * Whether a 401 comes back to the adapter (its body null when it is not JSON): a courier whose
   * tokens expire (Pathao) renews its token and asks again, rather than giving up.
   */
  { answersUnauthorized = false }: { answersUnauthorized?: boolean } = {},
): Promise<CourierAnswer> {
  const name = COURIER_NAMES[courier];
  let response: Response;
  try {
    const sendsJson = init.body !== undefined;
    response = await fetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(sendsJson ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      ...(sendsJson ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new CourierUnavailable(
      courier,
      timedOut
        ? `${name} did not answer within ${timeoutMs / 1000} s.`
        : `${name} could not be reached (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  const text = await response.text().catch(() => '');
  if (response.status === 429)
    throw new CourierUnavailable(
      courier,
      `${name} asked the shop to slow down (429).`,
      retryAfterMs(response.headers.get('retry-after')),
    );
  if (response.status >= 500)
    throw new CourierUnavailable(courier, `${name} failed on its side (${response.status}).`);
  if (response.status === 401 && answersUnauthorized) return { status: 401, body: jsonOrNull(text) };
  if (response.status === 401 || response.status === 403)
    throw new CourierUnavailable(
      courier,
      `${name} refused the shop's credentials (${response.status}): check its keys in the environment.`,
    );
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new CourierUnavailable(
      courier,
      `${name} answered ${response.status} with something that is not JSON.`,
    );
  }
  return { status: response.status, body };
}

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A courier's answer that is not what its API publishes. */
export const unreadable = (courier: CourierName, what: string) =>
  new CourierUnavailable(
    courier,
    `${COURIER_NAMES[courier]} answered ${what} in a shape its API does not publish.`,
  );

export { objectOf };

/** A courier's validation errors (`{ field: ["text"] }`) as the shop keeps them. */
export function fieldErrorsOf(value: unknown): Record<string, string[]> {
  const errors = objectOf(value);
  if (!errors) return {};
  const fields: Record<string, string[]> = {};
  for (const [field, texts] of Object.entries(errors)) {
    const list = (Array.isArray(texts) ? texts : [texts]).filter((text) => typeof text === 'string');
    if (list.length > 0) fields[field] = list.map((text) => text.slice(0, 500));
  }
  return fields;
}

/** A number the courier wrote as a number or a numeric text (`"0.00"`); null otherwise. */
export function numberOf(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** An id the courier wrote as a number or a text; null otherwise. */
export function idOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return typeof value === 'string' && /^[\w-]{1,64}$/.test(value) ? value : null;
}

const BANGLADESH_OFFSET = '+06:00';
/**
 * A courier's time: Steadfast and Pathao write theirs in Dhaka without saying so
 * (`2025-03-02 12:45:30`); ISO times keep their zone. Null for anything else.
 */
export function dhakaTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(value.trim());
  const at = new Date(local ? `${local[1]}T${local[2]}${BANGLADESH_OFFSET}` : value);
  return Number.isNaN(at.getTime()) ? null : at;
}
