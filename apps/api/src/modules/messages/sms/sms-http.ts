import { SmsGatewayUnavailable } from './gateway';

export type GatewayRequest = {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  /** The fields, in the query of a GET, or the body of a POST as JSON or as a form. */
  fields: Record<string, string>;
  postAs?: 'json' | 'form';
};

/** A gateway's answer: its status, its text, and that text as JSON when it is JSON (else null). */
export type GatewayAnswer = { status: number; text: string; json: unknown };

/**
 * Calls an SMS provider's API. What says nothing about the message (no answer within the timeout,
 * a 5xx, a 429) is `SmsGatewayUnavailable`, tried again later; any other answer comes back to the
 * adapter, which reads the provider's words in it.
 */
export async function askGateway(
  name: string,
  request: GatewayRequest,
  timeoutMs: number,
): Promise<GatewayAnswer> {
  const url = new URL(request.url);
  let body: string | undefined;
  const headers: Record<string, string> = {
    accept: 'application/json, text/plain;q=0.9',
    ...request.headers,
  };
  if (request.method === 'GET') {
    for (const [field, value] of Object.entries(request.fields)) url.searchParams.set(field, value);
  } else if (request.postAs === 'json') {
    body = JSON.stringify(request.fields);
    headers['content-type'] = 'application/json; charset=utf-8';
  } else {
    body = new URLSearchParams(request.fields).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded; charset=utf-8';
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new SmsGatewayUnavailable(
      timedOut
        ? `${name} did not answer within ${timeoutMs / 1000} s.`
        : `${name} could not be reached (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  const text = await response.text().catch(() => '');
  if (response.status === 429) throw new SmsGatewayUnavailable(`${name} asked the shop to slow down (429).`);
  if (response.status >= 500)
    throw new SmsGatewayUnavailable(`${name} failed on its side (${response.status}).`);
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Some providers answer plain text; the adapter decides what it means.
  }
  return { status: response.status, text, json };
}
