import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import {
  callShop,
  healthy,
  restoreMigratedPglite,
  type ShopProcess,
  startShopProcess,
  stopAll,
} from '../../../test/shop-process';
import { dhaka } from '../../../test/shopping';
import { type DatabaseHandle, openDatabase } from '../../db/client';

const started = new Set<ShopProcess>();
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await stopAll(started);
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const STOCK = 1000;
const SHOPPERS = 8;

type Shopper = { token: string };
type Acknowledged = { shopper: Shopper; orderId: string };

/**
 * A shop with one product in stock, on a database that outlives its process: a PGlite folder in
 * DATA_DIR, or a PostgreSQL database of its own. Answers the DATA_DIR, the environment the shop
 * starts with, and the product.
 */
async function shopData(): Promise<{ dataDir: string; env: Record<string, string>; productId: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'haat-crash-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  let database: DatabaseHandle;
  // Tokens are issued for the shop's address: the same one across the restart (the port is not).
  let env: Record<string, string> = { PUBLIC_URL: 'http://haat.test' };
  if (testDatabaseKind === 'pglite') {
    const pgliteDir = path.join(dataDir, 'pglite');
    await mkdir(pgliteDir, { recursive: true });
    await restoreMigratedPglite(pgliteDir);
    database = await openDatabase({ pgliteDir });
  } else {
    const opened = await openTestDatabase();
    cleanups.push(opened.drop);
    database = opened.database;
    env = { ...env, DATABASE_URL: opened.url ?? '' };
  }
  const category = await createCategory(database.db);
  const product = await createProduct(database.db, { categoryId: category.id, stock: { M: STOCK } });
  await database.close();
  return { dataDir, env, productId: product.id };
}

async function signUp(shop: ShopProcess, n: number): Promise<Shopper> {
  const details = {
    name: `Crash Shopper ${n}`,
    email: `crash-${n}-${Date.now()}@example.com`,
    password: 'correct horse battery',
  };
  await callShop(shop, 'POST', '/api/v1/auth/register', { body: details });
  const login = await callShop(shop, 'POST', '/api/v1/auth/login', { body: details });
  return { token: String(login.body.token) };
}

/** Orders one piece again and again until the shop stops answering; answers the orders it acknowledged. */
async function orderUntilGone(shop: ShopProcess, shopper: Shopper, productId: string, into: Acknowledged[]) {
  for (;;) {
    try {
      await callShop(shop, 'POST', '/api/v1/cart/items', {
        token: shopper.token,
        body: {
          product_id: productId,
          size: 'M',
          quantity: 1,
        },
      });
      const res = await callShop(shop, 'POST', '/api/v1/orders', {
        token: shopper.token,
        body: {
          shippingAddress: dhaka,
          paymentMethod: 'cash_on_delivery',
        },
      });
      if (res.status === 201)
        into.push({ shopper, orderId: String((res.body.order as { _id: string })._id) });
    } catch {
      return; // the process is gone
    }
  }
}

// One kill and restart per database kind: each project runs it once.
describe('an order the shop acknowledged', () => {
  it('survives kill -9 in the middle of a burst of orders, with the stock consistent', async () => {
    const { dataDir, env, productId } = await shopData();
    const first = await startShopProcess(dataDir, started, env);
    await healthy(first);
    const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, (_, n) => signUp(first, n)));
    const acknowledged: Acknowledged[] = [];
    const burst = Promise.all(
      shoppers.map((shopper) => orderUntilGone(first, shopper, productId, acknowledged)),
    );
    // Kill it once orders are flowing, while many more are under way.
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
    first.process.kill('SIGKILL');
    await first.exited;
    await burst;

    const second = await startShopProcess(dataDir, started, env);
    await healthy(second);
    for (const { shopper, orderId } of acknowledged) {
      const res = await callShop(second, 'GET', `/api/v1/orders/user/${orderId}`, { token: shopper.token });
      expect(res.status, `order ${orderId}`).toBe(200);
    }
    // Every order the database kept, acknowledged or not, took its piece, and nothing else did.
    let ordered = 0;
    for (const shopper of shoppers) {
      const { body } = await callShop(second, 'GET', '/api/v1/user/orders', { token: shopper.token });
      for (const order of body.orders as { items: { quantity: number }[] }[])
        ordered += order.items.reduce((sum, item) => sum + item.quantity, 0);
    }
    expect(ordered).toBeGreaterThanOrEqual(acknowledged.length);
    const { body } = await callShop(second, 'GET', `/api/v1/products/${productId}`);
    const sizes = (body.product as { sizes: { size: string; stock: number }[] }).sizes;
    expect(sizes.find((size) => size.size === 'M')?.stock).toBe(STOCK - ordered);
  }, 300_000);
});
