import { test as base } from 'vitest';
import { buildTestApp, type TestAppOptions } from './app';
import { type PathaoStandIn, startPathaoStandIn } from './couriers/pathao-stand-in';
import { type SteadfastStandIn, startSteadfastStandIn } from './couriers/steadfast-stand-in';
import { type BulkSmsBdStandIn, startBulkSmsBdStandIn } from './sms/bulksmsbd-stand-in';
import { type SslWirelessStandIn, startSslWirelessStandIn } from './sms/ssl-wireless-stand-in';
import { startSmtpServer, type TestSmtpServer } from './smtp-server';

export { describe, expect } from 'vitest';

/**
 * Vitest's `test` with the shop as fixtures of the test file (scope `file`), each made the first
 * time a test or a `test.beforeAll` hook names it and closed after the file's last test:
 * - `shop`: the whole API (`buildTestApp`) on a fresh database, a copy of the run's migrated template;
 * - `smtp`: a mail server of the file's own, started only in files that name it;
 * - `steadfast`, `pathao`: stand-ins for Steadfast's and Pathao's APIs, likewise (`couriersAt` points
 *   the shop at them);
 * - `sslWireless`, `bulkSmsBd`: stand-ins for the SMS providers' APIs, likewise (`sendingSmsTo`
 *   points the shop at one);
 * - `shopOptions`: what `buildTestApp` is given; none unless the file sets them at its top level
 *   with `test.override('shopOptions', …)`, a value or a function of the other fixtures.
 *
 * Vitest learns which fixtures a function needs from its first parameter's pattern, so hooks and
 * tests name them there: `test.beforeAll(({ shop }) => …)`, `it('…', async ({ shop, smtp }) => …)`.
 */
export const test = base
  .extend('shopOptions', { scope: 'file' }, (): TestAppOptions => ({}))
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's needs from this pattern; the server needs none
  .extend('smtp', { scope: 'file' }, async ({}, { onCleanup }) => {
    const smtp = await startSmtpServer();
    onCleanup(() => smtp.close());
    return smtp;
  })
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's needs from this pattern; the server needs none
  .extend('steadfast', { scope: 'file' }, async ({}, { onCleanup }) => {
    const steadfast = await startSteadfastStandIn();
    onCleanup(() => steadfast.close());
    return steadfast;
  })
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's needs from this pattern; the server needs none
  .extend('pathao', { scope: 'file' }, async ({}, { onCleanup }) => {
    const pathao = await startPathaoStandIn();
    onCleanup(() => pathao.close());
    return pathao;
  })
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's needs from this pattern; the server needs none
  .extend('sslWireless', { scope: 'file' }, async ({}, { onCleanup }) => {
    const sslWireless = await startSslWirelessStandIn();
    onCleanup(() => sslWireless.close());
    return sslWireless;
  })
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's needs from this pattern; the server needs none
  .extend('bulkSmsBd', { scope: 'file' }, async ({}, { onCleanup }) => {
    const bulkSmsBd = await startBulkSmsBdStandIn();
    onCleanup(() => bulkSmsBd.close());
    return bulkSmsBd;
  })
  .extend('shop', { scope: 'file' }, async ({ shopOptions }, { onCleanup }) => {
    const shop = await buildTestApp(shopOptions);
    onCleanup(() => shop.close());
    return shop;
  });

export const it = test;

/** `shopOptions` for a shop that sends its mail to the file's `smtp` server. */
export const sendingMailToSmtp = ({ smtp }: { smtp: TestSmtpServer }): TestAppOptions => ({
  env: { SMTP_URL: smtp.url, MAIL_FROM: 'Haat <shop@haat.test>' },
});

/** A webhook token the shop expects from Steadfast in tests. */
export const STEADFAST_WEBHOOK_TOKEN = 'steadfast-webhook-token-for-tests';

/** The webhook secret the shop expects from Pathao in tests (in X-PATHAO-Signature). */
export const PATHAO_WEBHOOK_SECRET = 'pathao-webhook-secret-for-tests';
/** The pace the shop keeps with Pathao in tests: below its stand-in's limit of 50 calls a second. */
export const PATHAO_CALLS_PER_SECOND = 40;

/**
 * `shopOptions` for a shop booking with the courier stand-ins it is given, waiting a second for an
 * answer. As the fixture itself it is given both, so the shop books with both; a file for one
 * courier names it: `test.override('shopOptions', ({ pathao }) => couriersAt({ pathao }))`.
 */
export const couriersAt = ({
  steadfast,
  pathao,
}: {
  steadfast?: SteadfastStandIn;
  pathao?: PathaoStandIn;
}): TestAppOptions => ({
  env: {
    ...(steadfast
      ? {
          STEADFAST_API_KEY: steadfast.apiKey,
          STEADFAST_SECRET_KEY: steadfast.secretKey,
          STEADFAST_BASE_URL: steadfast.baseUrl,
          STEADFAST_WEBHOOK_TOKEN,
        }
      : {}),
    ...(pathao
      ? {
          PATHAO_CLIENT_ID: pathao.clientId,
          PATHAO_CLIENT_SECRET: pathao.clientSecret,
          PATHAO_USERNAME: pathao.username,
          PATHAO_PASSWORD: pathao.password,
          PATHAO_STORE_ID: String(pathao.storeId),
          PATHAO_BASE_URL: pathao.baseUrl,
          PATHAO_WEBHOOK_SECRET,
          PATHAO_CALLS_PER_SECOND: String(PATHAO_CALLS_PER_SECOND),
        }
      : {}),
    COURIER_TIMEOUT_SECONDS: '1',
  },
});

/**
 * The environment of a shop sending its SMS to an SMS provider's stand-in, waiting two seconds
 * for an answer (the stand-in shares its thread with the shop and PGlite, which may hold it up): `test.override('shopOptions', ({ sslWireless }) => ({ env: sendingSmsTo(sslWireless) }))`.
 */
export function sendingSmsTo(standIn: SslWirelessStandIn | BulkSmsBdStandIn): Record<string, string> {
  const [provider, key, sender] =
    'sid' in standIn
      ? ['ssl_wireless', standIn.apiToken, standIn.sid]
      : ['bulksmsbd', standIn.apiKey, standIn.senderId];
  return {
    SMS_PROVIDER: provider,
    SMS_API_KEY: key,
    SMS_SENDER_ID: sender,
    SMS_BASE_URL: standIn.baseUrl,
    SMS_TIMEOUT_SECONDS: '2',
  };
}
