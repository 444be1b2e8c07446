import { type APIRequestContext, expect } from '@playwright/test';

/** The token and SID the journeys' shop and its SSL Wireless stand-in share. */
export const SSL_WIRELESS = { apiToken: 'haat-e2e-ssl-wireless-token', sid: 'HAATE2E' };

/** The SMS stand-in's address (playwright.config.ts picks its port). */
export const smsUrl = () => `http://127.0.0.1:${process.env.E2E_SMS_PORT}`;

/** An SMS as the phone shows it. */
export type ReceivedSms = { to: string; text: string; unicode: boolean; at: string };

/**
 * The SMS the number `phone` (01…) has received so far, oldest first: what the shopper would
 * read on their phone. The shop sends in the background, so a journey waits for the one it
 * expects: `await expect.poll(async () => (await smsTo(request, phone)).length).toBe(1)`.
 */
export async function smsTo(request: APIRequestContext, phone: string): Promise<ReceivedSms[]> {
  const res = await request.get(`${smsUrl()}/__stand-in/messages`, { params: { to: phone } });
  if (!res.ok()) throw new Error(`the SMS stand-in answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { messages: ReceivedSms[] }).messages;
}

/**
 * The six digits of the newest code SMS `phone` received: read by its words, as a demo customer's
 * number also received its orders' SMS, whose order numbers end in six digits.
 */
export async function codeSentTo(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const texts = (await smsTo(request, phone)).map((sms) => sms.text);
      code =
        texts
          .reverse()
          .map((text) => /^(\d{6}) is your Haat code\./.exec(text)?.[1])
          .find(Boolean) ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}
