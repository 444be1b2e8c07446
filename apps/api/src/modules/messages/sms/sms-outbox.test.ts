import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutboxMessage } from '@haat/contracts/admin';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, openTestDatabase, type TestApp } from '../../../../test/app';
import { describe, expect, it, sendingSmsTo, test } from '../../../../test/shop-test';
import { startSslWirelessStandIn } from '../../../../test/sms/ssl-wireless-stand-in';
import type { DatabaseHandle } from '../../../db/client';
import { openDatabase } from '../../../db/client';
import { outboxMessages } from '../../../db/schema';
import { MESSAGES_CHANNEL, queueSms } from '../outbox';
import { createMessageSender } from '../sender';
import { smsTransport } from './index';
import { smsLimitsAdmission } from './limits';
import type { SmsFile } from './outbox-folder';
import { sslWirelessGateway } from './ssl-wireless';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const BENGALI_CODE = 'হাট: আপনার যাচাই কোড ৪৮২৯১৭। কোডটি ৫ মিনিট বৈধ, কাউকে জানাবেন না।';
let numbers = 0;
/** A number of its own for each test, so that no test counts another's SMS against its limits. */
const aNumber = () =>
  `0171${String(process.pid % 1000).padStart(3, '0')}${String(numbers++).padStart(4, '0')}`;
const rowsFor = (db: DatabaseHandle['db'], to: string) =>
  db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to)).orderBy(outboxMessages.createdAt);
/** What is due now, at once: the pause after a failed attempt is over, and the senders are told. */
const dueNow = async (db: DatabaseHandle['db'], to: string) => {
  await db
    .update(outboxMessages)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(outboxMessages.recipient, to), eq(outboxMessages.status, 'waiting')));
  await db.execute(sql`select pg_notify(${MESSAGES_CHANNEL}, '')`);
};

test.override('shopOptions', ({ sslWireless }) => ({
  env: { ...sendingSmsTo(sslWireless), SMS_PER_NUMBER_PER_HOUR: '3', SMS_PER_NUMBER_PER_DAY: '4' },
}));

describe('SMS through the outbox', () => {
  let shop: TestApp;
  test.beforeAll(({ shop: built }) => {
    shop = built;
  });

  it('knows the parts before sending, tries again after the provider failed, and sends once', async ({
    sslWireless,
  }) => {
    const to = aNumber();
    sslWireless.trouble({ kind: 'status', status: 503 });
    // The second try waits on ISMS past the shop's patience: it took the SMS all the same.
    sslWireless.trouble({ kind: 'too-slow', delayMs: 3000 });
    await shop.db.transaction(async (tx) => {
      expect(await queueSms(tx, { to, topic: 'phone_code', text: BENGALI_CODE })).toEqual({ parts: 1 });
    });
    await expect
      .poll(async () => (await rowsFor(shop.db, to))[0]?.lastError, { timeout: 10_000 })
      .toBe('SSL Wireless failed on its side (503).');
    await dueNow(shop.db, to);
    await expect
      .poll(async () => (await rowsFor(shop.db, to))[0]?.lastError, { timeout: 10_000 })
      .toBe('SSL Wireless did not answer within 2 s.');
    await dueNow(shop.db, to);
    await expect.poll(async () => (await rowsFor(shop.db, to))[0]?.status, { timeout: 10_000 }).toBe('sent');
    const [row] = await rowsFor(shop.db, to);
    expect(row).toMatchObject({ parts: 1, attempts: 3, lastError: null, bodyText: null });
    expect(row?.providerId).toMatch(/^ssl_wireless:/);
    expect(sslWireless.receivedBy(to)).toEqual([
      expect.objectContaining({ text: BENGALI_CODE, unicode: true }),
    ]);
  });

  it('fails at once on a number the provider refuses, shows it in the back office, and sends it again', async ({
    sslWireless,
  }) => {
    const operator = await shop.signUpOperator();
    const to = aNumber();
    sslWireless.invalidNumbers.add(`88${to}`);
    const text = `Haat: order HT-2044 is placed. Total 1,250 taka, paid on delivery. ${'Thank you. '.repeat(10)}`;
    await queueSms(shop.db, { to, topic: 'order_placed', text });
    await expect
      .poll(async () => (await rowsFor(shop.db, to))[0]?.status, { timeout: 10_000 })
      .toBe('failed');
    const failed = await operator.get('/api/v1/admin/messages?list=failed');
    const [listed] = (failed.body as { rows: OutboxMessage[] }).rows.filter((row) => row.recipient === to);
    expect(listed).toMatchObject({
      channel: 'sms',
      topic: 'order_placed',
      parts: 2,
      attempts: 1,
      status: 'failed',
      heldBecause: null,
      lastError: 'SSL Wireless refused the number (4022): Invalid MSISDN',
    });

    sslWireless.invalidNumbers.delete(`88${to}`);
    expect((await operator.post(`/api/v1/admin/messages/${listed?._id}/resend`)).status).toBe(200);
    await expect.poll(async () => (await rowsFor(shop.db, to))[0]?.status, { timeout: 10_000 }).toBe('sent');
    expect(sslWireless.receivedBy(to)).toEqual([expect.objectContaining({ text, unicode: false })]);
  });

  it('holds back an SMS over its number’s limits, shows why, and lets the operator send it', async ({
    sslWireless,
  }) => {
    const operator = await shop.signUpOperator();
    const to = aNumber();
    for (let i = 1; i <= 5; i += 1)
      await queueSms(shop.db, { to, topic: 'order_shipped', text: `News ${i}` });
    await expect
      .poll(async () => (await rowsFor(shop.db, to)).map((row) => row.status).sort(), { timeout: 10_000 })
      .toEqual(['held', 'held', 'sent', 'sent', 'sent']);
    expect(sslWireless.receivedBy(to).map((sms) => sms.text)).toEqual(['News 1', 'News 2', 'News 3']);

    const held = await operator.get('/api/v1/admin/messages?list=held');
    const rows = (held.body as { rows: OutboxMessage[] }).rows.filter((row) => row.recipient === to);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ status: 'held', parts: 1, heldBecause: { limit: 'hour', count: 3 } });
    expect(rows[0]?.lastError).toBe('Held back: 3 SMS already sent to this number in the last hour.');

    // The operator's choice goes past the limits; the next one is held by the day's (4).
    expect((await operator.post(`/api/v1/admin/messages/${rows[1]?._id}/resend`)).status).toBe(200);
    await expect.poll(() => sslWireless.receivedBy(to).length, { timeout: 10_000 }).toBe(4);
    await shop.db
      .update(outboxMessages)
      .set({ admittedAt: sql`now() - interval '2 hours'` })
      .where(and(eq(outboxMessages.recipient, to), isNotNull(outboxMessages.admittedAt)));
    await queueSms(shop.db, { to, topic: 'order_shipped', text: 'News 6' });
    await expect
      .poll(async () => (await rowsFor(shop.db, to)).at(-1)?.lastError, { timeout: 10_000 })
      .toBe('Held back: 4 SMS already sent to this number in the last day.');
    expect(sslWireless.receivedBy(to)).toHaveLength(4);
  });

  it('lets phone codes past the number’s limits and counts none of them: they are limited when asked for', async ({
    sslWireless,
  }) => {
    const to = aNumber();
    // Over the hour's limit (3) and the day's (4) in codes alone…
    for (let i = 1; i <= 6; i += 1) await queueSms(shop.db, { to, topic: 'phone_code', text: `Code ${i}` });
    await expect.poll(() => sslWireless.receivedBy(to).length, { timeout: 10_000 }).toBe(6);
    // …and the number's news is still sent, up to its limits.
    for (let i = 1; i <= 4; i += 1)
      await queueSms(shop.db, { to, topic: 'order_shipped', text: `News ${i}` });
    await expect
      .poll(async () => (await rowsFor(shop.db, to)).map((row) => [row.topic, row.status]), {
        timeout: 10_000,
      })
      .toEqual([
        ...Array.from({ length: 6 }, () => ['phone_code', 'sent']),
        ['order_shipped', 'sent'],
        ['order_shipped', 'sent'],
        ['order_shipped', 'sent'],
        ['order_shipped', 'held'],
      ]);
    const codes = (await rowsFor(shop.db, to)).filter((row) => row.topic === 'phone_code');
    expect(codes.map((row) => row.admittedAt)).toEqual(Array.from({ length: 6 }, () => null));
  });

  it('writes each SMS to the outbox folder when no provider is set', async () => {
    const local = await buildTestApp();
    try {
      const to = aNumber();
      await queueSms(local.db, { to, topic: 'phone_code', text: BENGALI_CODE });
      const folder = path.join(local.config.dataDir, 'outbox', 'sms');
      const files = async () =>
        (await readdir(folder).catch(() => [])).filter((file) => file.endsWith('.json'));
      await expect.poll(files, { timeout: 10_000 }).toHaveLength(1);
      const [file] = await files();
      const written = JSON.parse(await readFile(path.join(folder, file ?? ''), 'utf8')) as SmsFile;
      expect(written).toMatchObject({ to, text: BENGALI_CODE, encoding: 'ucs2', parts: 1 });
      expect((await rowsFor(local.db, to))[0]).toMatchObject({ status: 'sent', providerId: file });
    } finally {
      await local.close();
    }
  });
});

describe('two senders on one database', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let url: string | undefined;
  beforeAll(async () => {
    ({ database: handle, drop, url } = await openTestDatabase());
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  it('send each SMS once and let no number past its limits, however their work interleaves', async () => {
    const isms = await startSslWirelessStandIn();
    // On PostgreSQL the second sender has a connection pool of its own, as another process would.
    const other = url ? await openDatabase({ url }) : handle;
    try {
      const many = Array.from({ length: 30 }, () => aNumber());
      const hot = aNumber();
      await handle.db.transaction(async (tx) => {
        for (const to of many) await queueSms(tx, { to, topic: 'order_placed', text: `Order for ${to}` });
        for (let i = 0; i < 12; i += 1)
          await queueSms(tx, { to: hot, topic: 'order_shipped', text: `News ${i}` });
      });
      const held: string[] = [];
      const senders = [handle, other].map((database) =>
        createMessageSender({
          database,
          transports: {
            sms: smsTransport(
              sslWirelessGateway({
                baseUrl: isms.baseUrl,
                apiToken: isms.apiToken,
                sid: isms.sid,
                timeoutMs: 2000,
              }),
            ),
          },
          admissions: { sms: smsLimitsAdmission(database.db, { perHour: 3, perDay: 10 }) },
          counters: {
            messageSent: () => {},
            messageAttemptFailed: () => {},
            messageFailed: () => {},
            messageHeld: (channel) => held.push(channel),
          },
          log: quiet,
        }),
      );
      await Promise.all(senders.map((sender) => sender.sendDue()));
      for (const to of many) expect(isms.receivedBy(to)).toHaveLength(1);
      expect(isms.receivedBy(hot)).toHaveLength(3);
      expect(held).toEqual(Array.from({ length: 9 }, () => 'sms'));
      const hotRows = await rowsFor(handle.db, hot);
      expect(hotRows.filter((row) => row.status === 'sent')).toHaveLength(3);
      expect(hotRows.filter((row) => row.status === 'held')).toHaveLength(9);
      // No message was even tried twice.
      expect(new Set(isms.calls.map((call) => call.fields.csms_id)).size).toBe(isms.calls.length);
    } finally {
      if (other !== handle) await other.close();
      await isms.close();
    }
  });
});
