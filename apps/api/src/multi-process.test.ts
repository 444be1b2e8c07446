import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../test/app';
import { createCategory, createOrder, createProduct } from '../test/factories';
import {
  callShop,
  healthy,
  type ShopAnswer,
  type ShopProcess,
  startShopProcess,
  stopAll,
} from '../test/shop-process';
import { dhaka, screenshotDataUrl, stockOf } from '../test/shopping';
import type { DatabaseHandle } from './db/client';
import { orderItems, orderStatusEvents, orders, outboxMessages, paymentProofs, users } from './db/schema';

/** Calls one process over HTTP, as a shopper holding `token` when given. */
const callerOf =
  (shop: ShopProcess) =>
  (method: string, url: string, options: { body?: object; token?: string } = {}) =>
    callShop(shop, method, url, options);

const PASSWORD = 'two processes, one shop';
const SLOW_MS = 300_000;

// Two API processes on one PostgreSQL database and one Redis, as `infra/compose.yaml` runs them
// (and WORKERS does on one machine): what one does, the other must honour.
describe.skipIf(testDatabaseKind === 'pglite')('two API processes on one PostgreSQL and Redis', () => {
  const started = new Set<ShopProcess>();
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let dataDir: string;
  let redis: Redis;
  const prefix = `haat-test-${randomBytes(4).toString('hex')}:`;
  let one: ReturnType<typeof callerOf>;
  let other: ReturnType<typeof callerOf>;
  let unpaidOrderId: string;
  let unpaidProductId: string;

  const signUp = async (name = 'Two Process Shopper') => {
    const email = `two-${randomBytes(5).toString('hex')}@example.com`;
    const registered = await one('POST', '/api/v1/auth/register', {
      body: { name, email, password: PASSWORD },
    });
    expect(registered.status).toBe(201);
    const signIn = async (via: ReturnType<typeof callerOf>) => {
      const login = await via('POST', '/api/v1/auth/login', { body: { email, password: PASSWORD } });
      expect(login.status).toBe(200);
      return String(login.body.token);
    };
    return { email, signIn };
  };

  beforeAll(async () => {
    const opened = await openTestDatabase();
    database = opened.database;
    drop = opened.drop;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'haat-two-'));
    redis = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });

    // An order paid online and left unpaid for two days, there before either process starts: each
    // cancels unpaid orders as it starts.
    const [owner] = await database.db
      .insert(users)
      .values({ name: 'Unpaid Owner', email: `unpaid-${randomBytes(4).toString('hex')}@example.com` })
      .returning();
    const category = await createCategory(database.db);
    unpaidProductId = (await createProduct(database.db, { categoryId: category.id, stock: { M: 2 } })).id;
    const unpaid = await createOrder(database.db, {
      userId: owner?.id ?? '',
      paymentMethod: 'bkash',
      createdAt: new Date(Date.now() - 48 * 3600 * 1000),
      items: [{ productId: unpaidProductId, size: 'M', quantity: 3 }],
    });
    unpaidOrderId = unpaid.id;

    // Both share DATA_DIR (the shop's secret and uploads), as replicas share a volume, and the
    // address shoppers reach them at, which session tokens name.
    const env = {
      PUBLIC_URL: 'http://shop.haat.test',
      DATABASE_URL: opened.url ?? '',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: prefix,
      AUTH_ATTEMPTS_PER_EMAIL: '5',
    };
    const first = await startShopProcess(dataDir, started, env);
    await healthy(first);
    const second = await startShopProcess(dataDir, started, env);
    await healthy(second);
    one = callerOf(first);
    other = callerOf(second);
  }, SLOW_MS);

  afterAll(async () => {
    await stopAll(started);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await database?.close();
    await drop?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'sell 5 units to exactly 5 of 50 buyers ordering at once through both',
    async () => {
      const category = await createCategory(database.db);
      const product = await createProduct(database.db, {
        categoryId: category.id,
        stock: { S: 0, M: 5, L: 0 },
      });
      const buyers = await Promise.all(
        Array.from({ length: 50 }, async (_, n) => {
          const via = n % 2 === 0 ? one : other;
          const token = await (await signUp(`Buyer ${n}`)).signIn(via);
          const added = await via('POST', '/api/v1/cart/items', {
            token,
            body: { product_id: product.id, size: 'M', quantity: 1 },
          });
          expect(added.status).toBe(201);
          return { via, token };
        }),
      );
      const placed = await Promise.all(
        buyers.map(({ via, token }) =>
          via('POST', '/api/v1/orders', {
            token,
            body: { shippingAddress: dhaka, paymentMethod: 'cash_on_delivery' },
          }),
        ),
      );
      expect(placed.filter((answer) => answer.status >= 500)).toEqual([]);
      expect(placed.filter((answer) => answer.status === 201)).toHaveLength(5);
      expect(await stockOf(database.db, product.id, 'M')).toBe(0);
    },
    SLOW_MS,
  );

  it('refuse a sign-in at one once the guesses through the other reached the limit', async () => {
    const shopper = await signUp();
    for (let n = 0; n < 5; n += 1) {
      const guess = await one('POST', '/api/v1/auth/login', {
        body: { email: shopper.email, password: `wrong guess ${n}` },
      });
      expect(guess.status).toBe(401);
    }
    const next = await other('POST', '/api/v1/auth/login', {
      body: { email: shopper.email, password: PASSWORD },
    });
    expect(next.status).toBe(429);
    expect(next.body.code).toBe('tooManyAttempts');
  });

  it('refuse at one a token signed out through the other', async () => {
    const shopper = await signUp();
    const token = await shopper.signIn(one);
    expect((await other('GET', '/api/v1/auth/profile', { token })).status).toBe(200);
    expect((await one('POST', '/api/v1/auth/logout', { token })).status).toBe(200);
    const after = await other('GET', '/api/v1/auth/profile', { token });
    expect(after.status).toBe(401);
  });

  it('show at one, within a second, a price the operator changed through the other', async () => {
    const operator = await signUp('Shop Operator');
    await database.db.update(users).set({ role: 'admin' }).where(eq(users.email, operator.email));
    const token = await operator.signIn(one);
    const category = await createCategory(database.db);
    const product = await createProduct(database.db, { categoryId: category.id, price: 1500 });
    const priceAt = async (via: ReturnType<typeof callerOf>) =>
      ((await via('GET', `/api/v1/products/${product.id}`)).body.product as { price: number }).price;
    // Both now keep the answer in memory.
    expect(await priceAt(one)).toBe(1500);
    expect(await priceAt(other)).toBe(1500);

    const edited = await one('PUT', `/api/v1/admin/products/${product.id}`, {
      token,
      body: {
        name: 'Repriced Panjabi',
        description: 'Priced anew by the operator.',
        categoryId: category.id,
        itemId: null,
        price: 1250,
        oldPrice: null,
        brand: 'Test Brand',
        colour: 'Red',
        stock: {},
      },
    });
    expect(edited.status).toBe(200);
    const changedAt = Date.now();
    while ((await priceAt(other)) !== 1250) {
      expect(Date.now() - changedAt).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it('cancel an order left unpaid once, though both cancel unpaid orders as they start', async () => {
    const [order] = await database.db.select().from(orders).where(eq(orders.id, unpaidOrderId));
    expect(order?.status).toBe('cancelled');
    const [events] = await database.db
      .select({ n: count() })
      .from(orderStatusEvents)
      .where(and(eq(orderStatusEvents.orderId, unpaidOrderId), eq(orderStatusEvents.status, 'cancelled')));
    expect(events?.n).toBe(1);
    // Its 3 units went back once: 2 in stock before, 5 now.
    expect(await stockOf(database.db, unpaidProductId, 'M')).toBe(5);
  });

  it('send every mail of the outbox once, though both send', async () => {
    // Sign-ups above queued a verification mail each, and the orders their confirmations.
    await until(async () => {
      const [waiting] = await database.db
        .select({ n: count() })
        .from(outboxMessages)
        .where(inArray(outboxMessages.status, ['waiting', 'sending']));
      return waiting?.n === 0;
    }, 'the outbox is sent');
    const messages = await database.db.select().from(outboxMessages);
    const sent = messages.filter((message) => message.channel === 'mail');
    expect(sent.length).toBeGreaterThan(50);
    expect(sent.every((message) => message.status === 'sent' && message.attempts === 1)).toBe(true);
    // Without SMTP_URL each message is one .eml in the shared folder: as many files as messages.
    const files = (await readdir(path.join(dataDir, 'outbox'))).filter((file) => file.endsWith('.eml'));
    expect(files).toHaveLength(sent.length);
    expect(new Set(sent.map((message) => message.providerId)).size).toBe(sent.length);
    // Each order texted its number once (a file each in the SMS folder), or was held by the
    // number's limits: every order here goes to one number.
    const texts = messages.filter((message) => message.channel === 'sms');
    const texted = texts.filter((message) => message.status === 'sent');
    expect(texted.length).toBeGreaterThan(0);
    expect(texts.every((message) => texted.includes(message) || message.status === 'held')).toBe(true);
    expect(texted.every((message) => message.attempts === 1)).toBe(true);
    const smsFiles = await readdir(path.join(dataDir, 'outbox', 'sms'));
    expect(smsFiles.filter((file) => file.endsWith('.json'))).toHaveLength(texted.length);
  });
});

/** The processes a process started (the API processes of a supervisor). */
function childrenOf(pid: number | undefined): number[] {
  const listed = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).trim();
  return listed ? listed.split(/\s+/).map(Number) : [];
}

const until = async (done: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.skipIf(testDatabaseKind === 'pglite')('the API processes WORKERS starts', () => {
  const started = new Set<ShopProcess>();
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    await stopAll(started);
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(
    'keep serving the shopping mix when one is killed, lose no acknowledged order or proof, and finish an order in flight on SIGTERM',
    async () => {
      const { database, drop, url } = await openTestDatabase();
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'haat-workers-'));
      const redis = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
      const prefix = `haat-test-${randomBytes(4).toString('hex')}:`;
      cleanups.push(
        drop,
        () => database.close(),
        () => rm(dataDir, { recursive: true, force: true }),
      );
      cleanups.push(async () => {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length) await redis.del(...keys);
        await redis.quit();
      });
      const category = await createCategory(database.db);
      const product = await createProduct(database.db, { categoryId: category.id, stock: { M: 1000 } });
      const browsed = await createProduct(database.db, { categoryId: category.id, stock: { M: 1000 } });

      const shop = await startShopProcess(dataDir, started, {
        WORKERS: '2',
        DATABASE_URL: url ?? '',
        REDIS_URL: 'redis://127.0.0.1:6379',
        REDIS_KEY_PREFIX: prefix,
        PUBLIC_URL: 'http://shop.haat.test',
      });
      await healthy(shop);
      await until(() => childrenOf(shop.process.pid).length === 2, 'two API processes run');
      const [victim] = childrenOf(shop.process.pid);
      const call = callerOf(shop);
      const shoppers = await Promise.all(
        Array.from({ length: 12 }, async (_, n) => {
          const email = `worker-${n}-${randomBytes(4).toString('hex')}@example.com`;
          await call('POST', '/api/v1/auth/register', {
            body: { name: `Worker Shopper ${n}`, email, password: PASSWORD },
          });
          const login = await call('POST', '/api/v1/auth/login', { body: { email, password: PASSWORD } });
          return String(login.body.token);
        }),
      );

      // The shopping mix: half the shoppers order one piece after another (every third order paid
      // by bKash and its proof sent), the other half browse, search, open products and fill their
      // carts. A call the killed process held fails, and the shopper goes on through the port,
      // which the other process now serves.
      const bkashProof = {
        payment_method: 'bkash',
        screenshot: await screenshotDataUrl(),
        sender_number: '01812345678',
        sender_name: 'Worker Shopper',
        payment_date: new Date().toISOString().slice(0, 10),
      };
      const acknowledged: string[] = [];
      const proofsAcknowledged: string[] = [];
      const serverErrors: string[] = [];
      let answeredAfterKill = 0;
      let killed = false;
      let shopping = true;
      const answered = (what: string, answer: ShopAnswer) => {
        if (answer.status >= 500) serverErrors.push(`${what}: ${answer.status}`);
        if (killed && answer.status < 400) answeredAfterKill += 1;
        return answer;
      };
      const keepShopping = (token: string, step: (token: string, n: number) => Promise<void>) => async () => {
        for (let n = 0; shopping; n += 1) {
          try {
            await step(token, n);
          } catch {
            // The connection went with the killed process: try again in a moment, as a phone would.
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      };
      const order = async (token: string, n: number) => {
        answered(
          'add to cart',
          await call('POST', '/api/v1/cart/items', {
            token,
            body: { product_id: product.id, size: 'M', quantity: 1 },
          }),
        );
        const paymentMethod = n % 3 === 2 ? 'bkash' : 'cash_on_delivery';
        const placed = answered(
          'order',
          await call('POST', '/api/v1/orders', { token, body: { shippingAddress: dhaka, paymentMethod } }),
        );
        if (placed.status !== 201) return;
        const placedOrder = placed.body.order as { _id: string; total: number };
        acknowledged.push(placedOrder._id);
        if (paymentMethod !== 'bkash') return;
        const sent = answered(
          'payment proof',
          await call('POST', `/api/v1/orders/${placedOrder._id}/payment-proof`, {
            token,
            body: {
              ...bkashProof,
              amount: placedOrder.total,
              transaction_id: `8N7A${randomBytes(4).toString('hex')}`,
            },
          }),
        );
        if (sent.status === 201) proofsAcknowledged.push(placedOrder._id);
      };
      const browse = async (token: string, n: number) => {
        const addresses = [
          '/api/v1/products?page=1&pageSize=24',
          `/api/v1/products?category=${category.slug}&sort=price-asc`,
          '/api/v1/products?search=shirt',
          `/api/v1/products/${product.id}`,
          '/api/v1/categories',
        ];
        answered('browse', await call('GET', addresses[n % addresses.length] ?? '/'));
        if (n % 5 === 4) {
          answered(
            'cart',
            await call('POST', '/api/v1/cart/items', {
              token,
              body: { product_id: browsed.id, size: 'M', quantity: 1 },
            }),
          );
          answered('cart', await call('GET', '/api/v1/cart', { token }));
        }
      };
      const mix = Promise.all(
        shoppers.map((token, i) => keepShopping(token, i % 2 === 0 ? order : browse)()),
      );
      await until(() => acknowledged.length >= 20, 'orders flow');
      process.kill(victim ?? 0, 'SIGKILL');
      killed = true;
      const atKill = acknowledged.length;
      await until(
        () => acknowledged.length >= atKill + 20 && answeredAfterKill >= 100,
        'the other process takes the orders and the browsing',
      );
      shopping = false;
      await mix;
      expect(serverErrors).toEqual([]);
      await until(() => {
        const now = childrenOf(shop.process.pid);
        return now.length === 2 && !now.includes(victim ?? 0);
      }, 'a new process replaces the killed one');

      const placedRows = await database.db
        .select({ id: orders.id, quantity: orderItems.quantity })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(eq(orderItems.productId, product.id));
      const placedIds = new Set(placedRows.map((row) => row.id));
      expect(acknowledged.filter((id) => !placedIds.has(id))).toEqual([]);
      const proofs = await database.db
        .select({ orderId: paymentProofs.orderId })
        .from(paymentProofs)
        .where(inArray(paymentProofs.orderId, proofsAcknowledged.length ? proofsAcknowledged : [product.id]));
      expect(proofs.length).toBe(proofsAcknowledged.length);
      const sold = placedRows.reduce((total, row) => total + row.quantity, 0);
      expect(await stockOf(database.db, product.id, 'M')).toBe(1000 - sold);

      // SIGTERM while an order waits on the stock row the test holds: no new request is taken,
      // the order in flight is answered, and the shop ends within its 10 s.
      const [token] = shoppers;
      await call('POST', '/api/v1/cart/items', {
        token,
        body: { product_id: product.id, size: 'M', quantity: 1 },
      });
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holding = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from product_stock where product_id = ${product.id} for update`);
        locked();
        await held;
      });
      await isLocked;
      const inFlight = call('POST', '/api/v1/orders', {
        token,
        body: { shippingAddress: dhaka, paymentMethod: 'cash_on_delivery' },
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const termAt = Date.now();
      shop.process.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      const late = await fetch(`${shop.url}/api/v1/health`).then(
        (res) => res.status,
        () => 'refused',
      );
      expect(late === 'refused' || late === 503).toBe(true);
      release();
      await holding;
      expect((await inFlight).status).toBe(201);
      const exit = await shop.exited;
      expect(exit.code).toBe(0);
      expect(Date.now() - termAt).toBeLessThan(10_000);
    },
    SLOW_MS,
  );
});
