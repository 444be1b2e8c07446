import { randomUUID } from 'node:crypto';
import type { OutboxMessage } from '@haat/contracts/admin';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, freePort, openTestDatabase, type TestApp, testDatabaseKind } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import { orderOne } from '../../../test/shopping';
import { startSmtpServer } from '../../../test/smtp-server';
import type { DatabaseHandle } from '../../db/client';
import { openDatabase } from '../../db/client';
import { auditLog, outboxMessages } from '../../db/schema';
import { MESSAGES_CHANNEL, queueMail } from './outbox';
import { createMessageSender, GIVE_UP_AFTER_MS, type OutboxRow, pauseAfter } from './sender';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const mail = (to: string) => ({
  to,
  topic: 'test',
  subject: `For ${to}`,
  text: 'Hello',
  html: '<p>Hello</p>',
});
const rowsFor = (shop: { db: DatabaseHandle['db'] }, to: string) =>
  shop.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to));

describe('the outbox with an SMTP relay that is down, then back', () => {
  it('keeps a reset asked for while the relay was down, and delivers it once the relay returns', async () => {
    const port = await freePort();
    const logLines: string[] = [];
    const shop = await buildTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, LOG_LEVEL: 'info' },
      logStream: { write: (line) => logLines.push(line) },
    });
    let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    try {
      const shopper = await shop.signUp();
      const asked = await shop.post('/api/v1/auth/forgot-password', { email: shopper.email });
      expect(asked.status).toBe(200);
      // Tried, refused (nobody listens), kept with its reason, for another try.
      await expect
        .poll(async () => (await rowsFor(shop, shopper.email)).filter((row) => row.lastError).length, {
          timeout: 15_000,
        })
        .toBe(2);
      const waiting = await rowsFor(shop, shopper.email);
      expect(waiting.map((row) => row.status)).toEqual(['waiting', 'waiting']);
      expect(waiting.map((row) => row.topic).sort()).toEqual(['password_reset', 'verify_email']);
      expect(logLines.join('')).toContain('Message not sent yet');
      // The log says who and what, never the link.
      const token = waiting
        .find((row) => row.topic === 'password_reset')
        ?.bodyText?.match(/token=([\w-]+)/)?.[1];
      expect(token).toBeTruthy();
      expect(logLines.join('')).not.toContain(token);

      smtp = await startSmtpServer({ port });
      // The pause after the first failure is over, as it would be 30 s later.
      await shop.db
        .update(outboxMessages)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(outboxMessages.recipient, shopper.email));
      await shop.db.execute(sql`select pg_notify(${MESSAGES_CHANNEL}, '')`);
      const reset = await smtp.waitForMail(shopper.email, 10_000);
      const verify = await smtp.waitForMail(shopper.email, 10_000);
      expect([reset.subject, verify.subject].sort()).toEqual([
        'Confirm your email address for Haat',
        'Reset your Haat password',
      ]);
      expect(`${reset.text}${verify.text}`).toContain(token);
      await expect
        .poll(async () => (await rowsFor(shop, shopper.email)).map((row) => row.status), { timeout: 10_000 })
        .toEqual(['sent', 'sent']);
      // Sent messages keep who, what and when, not the words: the link is gone from the database.
      for (const row of await rowsFor(shop, shopper.email))
        expect([row.bodyText, row.bodyHtml, row.lastError]).toEqual([null, null, null]);
      expect(logLines.join('')).not.toContain(token);
    } finally {
      await shop.close();
      await smtp?.close();
    }
  });
});

describe('the sender', () => {
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

  /** A transport that records what it sent, or fails while `down` says so. */
  function recordingTransport() {
    const sent: string[] = [];
    let down = false;
    return {
      sent,
      setDown: (value: boolean) => {
        down = value;
      },
      send: async (message: OutboxRow) => {
        if (down) throw new Error('connect ECONNREFUSED');
        sent.push(message.recipient);
        return `id-${message.id}`;
      },
    };
  }

  it('sends each of 60 messages once with two senders at work at once, in two processes’ worth of connections', async () => {
    const to = Array.from({ length: 60 }, (_, i) => `twice-${i}@example.com`);
    await handle.db.transaction(async (tx) => {
      for (const address of to) await queueMail(tx, mail(address));
    });
    // On PostgreSQL the second sender has a connection pool of its own, as another process would.
    const other = url ? await openDatabase({ url }) : handle;
    try {
      const one = recordingTransport();
      const two = recordingTransport();
      const senders = [
        createMessageSender({ database: handle, transports: { mail: one.send }, log: quiet }),
        createMessageSender({ database: other, transports: { mail: two.send }, log: quiet }),
      ];
      await Promise.all(senders.map((sender) => sender.sendDue()));
      const all = [...one.sent, ...two.sent].filter((address) => address.startsWith('twice-'));
      expect(all.sort()).toEqual([...to].sort());
      if (testDatabaseKind === 'postgres')
        expect(Math.min(one.sent.length, two.sent.length)).toBeGreaterThan(0);
    } finally {
      if (other !== handle) await other.close();
    }
  });

  it('sends one recipient’s messages in the order queued, as soon as queued: one after another, and in one transaction', async () => {
    const oneByOne = `in-order-${randomUUID()}@example.com`;
    const oneTransaction = `in-order-${randomUUID()}@example.com`;
    const subjects = [1, 2, 3, 4, 5].map((n) => `News ${n}`);
    for (const subject of subjects) await queueMail(handle.db, { ...mail(oneByOne), subject });
    // One transaction's messages share its time to the microsecond.
    await handle.db.transaction(async (tx) => {
      for (const subject of subjects) await queueMail(tx, { ...mail(oneTransaction), subject });
    });
    // The first two written again, as a claim that lapsed would be: the table now holds them last.
    await handle.db
      .update(outboxMessages)
      .set({ attempts: 1 })
      .where(
        sql`${outboxMessages.subject} in ('News 1', 'News 2') and ${outboxMessages.recipient} like 'in-order-%'`,
      );
    const sent = new Map<string, string[]>();
    const sender = createMessageSender({
      database: handle,
      transports: {
        mail: async (message) => {
          sent.set(message.recipient, [...(sent.get(message.recipient) ?? []), message.subject]);
          return `id-${message.id}`;
        },
      },
      log: quiet,
    });
    // At once: due in the millisecond they were queued in, which a Date does not tell apart.
    await sender.sendDue();
    expect(sent.get(oneByOne)).toEqual(subjects);
    expect(sent.get(oneTransaction)).toEqual(subjects);
  });

  it('loses nothing across a restart: what was queued, and what a dead process had claimed, is sent by the next', async () => {
    const queued = `restart-queued-${randomUUID()}@example.com`;
    const claimed = `restart-claimed-${randomUUID()}@example.com`;
    await queueMail(handle.db, mail(queued));
    await queueMail(handle.db, mail(claimed));
    // A process claimed this one and died mid-send: its claim has lapsed.
    await handle.db
      .update(outboxMessages)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: sql`now() - interval '1 minute'` })
      .where(eq(outboxMessages.recipient, claimed));
    const transport = recordingTransport();
    const sender = createMessageSender({
      database: handle,
      transports: { mail: transport.send },
      log: quiet,
    });
    await sender.start();
    try {
      await expect
        .poll(() => transport.sent.filter((to) => to.startsWith('restart-')).sort())
        .toEqual([claimed, queued].sort());
    } finally {
      await sender.stop();
    }
  });

  it('tries again with growing pauses for more than a day, then gives up, and counts it', async () => {
    const to = `give-up-${randomUUID()}@example.com`;
    await queueMail(handle.db, mail(to));
    const transport = recordingTransport();
    transport.setDown(true);
    const counted: string[] = [];
    let clock = Date.now();
    const sender = createMessageSender({
      database: handle,
      transports: { mail: transport.send },
      log: quiet,
      counters: {
        messageSent: () => counted.push('sent'),
        messageAttemptFailed: () => counted.push('attempt failed'),
        messageFailed: () => counted.push('failed'),
        messageHeld: () => counted.push('held'),
      },
      now: () => new Date(clock),
    });
    expect(pauseAfter(1)).toBe(30_000);
    expect(pauseAfter(2)).toBeGreaterThan(pauseAfter(1));
    expect(pauseAfter(20)).toBe(2 * 60 * 60 * 1000);
    await sender.sendDue();
    const [first] = await rowsFor({ db: handle.db }, to);
    expect(first).toMatchObject({ status: 'waiting', attempts: 1, lastError: 'connect ECONNREFUSED' });
    // Nothing is tried again before its pause is over.
    await sender.sendDue();
    expect((await rowsFor({ db: handle.db }, to))[0]?.attempts).toBe(1);
    // A day and more later, every try failing.
    clock += GIVE_UP_AFTER_MS + 60_000;
    await sender.sendDue();
    const [last] = await rowsFor({ db: handle.db }, to);
    expect(last).toMatchObject({ status: 'failed', attempts: 2 });
    expect(counted).toEqual(['attempt failed', 'failed']);
  });
});

// The file's shop, the back office's below: a relay nobody listens at, so every message waits.
test.override('shopOptions', async () => ({ env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` } }));

describe('the outbox in the back office', () => {
  let shop: TestApp;
  test.beforeAll(({ shop: built }) => {
    shop = built;
  });

  it('lists waiting and failed messages without their words, and sends one again; shoppers may not', async () => {
    const operator = await shop.signUpOperator();
    const shopper = await shop.signUp();
    const category = await createCategory(shop.db);
    const product = await createProduct(shop.db, { categoryId: category.id });
    await orderOne(shopper, product.id);
    await expect
      .poll(async () => (await rowsFor(shop, shopper.email)).filter((row) => row.lastError).length, {
        timeout: 15_000,
      })
      .toBe(2);
    await shop.db
      .update(outboxMessages)
      .set({ status: 'failed' })
      .where(eq(outboxMessages.topic, 'order_placed'));

    const waiting = await operator.get('/api/v1/admin/messages?list=waiting');
    expect(waiting.status).toBe(200);
    const waitingRows = (waiting.body as { rows: OutboxMessage[] }).rows.filter(
      (row) => row.recipient === shopper.email,
    );
    expect(waitingRows).toEqual([
      expect.objectContaining({ topic: 'verify_email', status: 'waiting', attempts: 1 }),
    ]);
    expect(JSON.stringify(waiting.body)).not.toMatch(/token=/);
    const failed = await operator.get('/api/v1/admin/messages?list=failed');
    const [order] = (failed.body as { rows: OutboxMessage[] }).rows.filter(
      (row) => row.recipient === shopper.email,
    );
    expect(order).toMatchObject({ topic: 'order_placed', status: 'failed', lastError: expect.any(String) });

    expect((await shopper.get('/api/v1/admin/messages')).status).toBe(403);
    expect((await shopper.post(`/api/v1/admin/messages/${order?._id}/resend`)).status).toBe(403);
    const resent = await operator.post(`/api/v1/admin/messages/${order?._id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ outboxMessage: { status: 'waiting', attempts: 0 } });
    const [entry] = await shop.db.select().from(auditLog).where(eq(auditLog.action, 'message.resend'));
    expect(entry).toMatchObject({ actorUserId: operator.user.id, entityId: order?._id });
    expect((await operator.post(`/api/v1/admin/messages/${randomUUID()}/resend`)).status).toBe(404);
    expect((await operator.get('/api/v1/admin/messages?list=lost')).status).toBe(400);
  });
});
