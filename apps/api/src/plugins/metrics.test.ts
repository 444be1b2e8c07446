import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, freePort, type TestApp, testDatabaseKind } from '../../test/app';
import { createCategory, createOrder, createProduct } from '../../test/factories';
import { describe, expect, it, test } from '../../test/shop-test';
import { addToCart, dhaka, orderOne } from '../../test/shopping';
import { orders, paymentProofs } from '../db/schema';
import { createUnpaidOrderSweep } from '../modules/orders/unpaid-orders';
import { bearerMatches, FILES, UNROUTED } from './metrics';

/** Prometheus's own checker, from Debian's `prometheus` package (.ci/run installs it). */
const hasPromtool = spawnSync('promtool', ['--version']).status === 0;

const TOKEN = 'f3a91c7e5b2d48609e1f7a3c5b9d2e4f';
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';

/** A built web app of one page and one script, so that the shop's fallback to it is in play. */
const WEB_BUILD = { 'index.html': INDEX, 'assets/app-abc123.js': 'console.log(1);' };

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a scrape in Prometheus's text format. */
function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = line.match(/^(\w+)(?:\{(.*)\})? (\S+)$/);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
      );
      return { name: match[1] ?? '', labels, value: Number(match[3]) };
    });
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when none. */
function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  const found = samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

describe('metrics, when METRICS_PORT is not set', () => {
  // A shop of its own: the file's serves metrics.
  let shop: TestApp;
  beforeAll(async () => {
    shop = await buildTestApp({ webBuild: WEB_BUILD });
  });
  afterAll(() => shop?.close());

  it('are nowhere: the shop’s port answers /metrics with a 404, not the web app', async () => {
    for (const url of ['/metrics', '/metrics?name[]=up']) {
      const res = await shop.get(url, { accept: 'text/html' });
      expect(res.status).toBe(404);
      expect(res.text).toBe('Not found');
    }
    // The web app's pages are still the web app.
    expect((await shop.get('/metrics-and-more', { accept: 'text/html' })).text).toBe(INDEX);
  });
});

/** This machine's address on a network, if it has one: what another machine would reach. */
const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

describe.skipIf(!networkAddress)('metrics on METRICS_PORT without METRICS_TOKEN', () => {
  it('answer this machine only, even when the shop listens on every interface', async () => {
    const port = await freePort();
    const shop = await buildTestApp({ env: { HOST: '0.0.0.0', METRICS_PORT: String(port) } });
    try {
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
      await expect(fetch(`http://${networkAddress}:${port}/metrics`)).rejects.toThrow();
    } finally {
      await shop.close();
    }
  });
});

/** The file's shop's log. */
const logLines: string[] = [];
test.override('shopOptions', async () => ({
  webBuild: WEB_BUILD,
  env: {
    METRICS_PORT: String(await freePort()),
    METRICS_TOKEN: TOKEN,
    LOG_LEVEL: 'info',
  },
  logStream: { write: (line) => logLines.push(line) },
}));

describe('metrics on METRICS_PORT, with METRICS_TOKEN', () => {
  let shop: TestApp;
  let metricsUrl: string;
  let categoryId: string;

  test.beforeAll(async ({ shop: built }) => {
    shop = built;
    metricsUrl = `http://127.0.0.1:${shop.config.metrics?.port}/metrics`;
    categoryId = (await createCategory(shop.db)).id;
  });

  const scrapeWith = (headers: Record<string, string> = {}, url = metricsUrl, method = 'GET') =>
    fetch(url, { method, headers });

  async function scrape(): Promise<Sample[]> {
    const res = await scrapeWith({ authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    return samplesOf(await res.text());
  }

  it('answers Prometheus’s text format, uncached, to the right bearer token', async () => {
    const res = await scrapeWith({ authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const samples = samplesOf(await res.text());
    // Node's own, under their usual names: event-loop lag among them.
    expect(sampleValue(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('refuses a missing, wrong, shortened or lengthened token, and logs the refusal without the token', async () => {
    const wrong: Record<string, string>[] = [
      {},
      { authorization: 'Bearer' },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: `Bearer ${TOKEN}0` },
      { authorization: `Basic ${TOKEN}` },
      { authorization: TOKEN },
    ];
    for (const headers of wrong) {
      const res = await scrapeWith(headers);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).not.toContain('haat_');
    }
    expect((await scrapeWith({ authorization: `bearer  ${TOKEN}` })).status).toBe(200);
    const refusals = logLines.filter((line) => line.includes('metrics refused'));
    expect(refusals).toHaveLength(wrong.length);
    expect(logLines.join('\n')).not.toContain(TOKEN.slice(4, -4));
  });

  it('answers nothing but GET and HEAD of /metrics', async () => {
    const auth = { authorization: `Bearer ${TOKEN}` };
    expect((await scrapeWith(auth, metricsUrl.replace('/metrics', '/'))).status).toBe(404);
    expect((await scrapeWith(auth, `${metricsUrl}/x`)).status).toBe(404);
    expect((await scrapeWith(auth, metricsUrl, 'POST')).status).toBe(405);
    const head = await scrapeWith(auth, metricsUrl, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await scrapeWith(auth, `${metricsUrl}?name[]=up`)).status).toBe(200);
  });

  it('are not on the shop’s port, which a proxy makes public', async () => {
    const res = await shop.get('/metrics', { accept: 'text/html', authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(404);
    expect(res.text).toBe('Not found');
  });

  it('time requests by route pattern, method and status, never by the address asked', async () => {
    const duration = 'haat_http_request_duration_seconds_count';
    const product = await createProduct(shop.db, { categoryId });
    const route = '/api/v1/products/:id';
    const before = await scrape();
    const count = (labels: Record<string, string>, samples = before) =>
      sampleValue(samples, duration, labels) ?? 0;

    await shop.get(`/api/v1/products/${product.id}`);
    await shop.get(`/api/v1/products/${product.id}`);
    await shop.get('/api/v1/products/00000000-0000-4000-8000-000000000000');
    await shop.get('/api/v1/no-such-call');
    await shop.get('/some/page', { accept: 'text/html' });
    await shop.get('/about', { accept: 'text/html' });
    await shop.get('/assets/app-abc123.js');
    await shop.post(`/api/v1/products/${product.id}`);

    const after = await scrape();
    const grew = (labels: Record<string, string>) => count(labels, after) - count(labels);
    expect(grew({ route, method: 'GET', status_code: '200' })).toBe(2);
    expect(grew({ route, method: 'GET', status_code: '404' })).toBe(1);
    // An unknown call and an unknown page; the about page is a page.
    expect(grew({ route: UNROUTED, method: 'GET', status_code: '404' })).toBe(2);
    expect(grew({ route: UNROUTED, method: 'GET', status_code: '200' })).toBe(1);
    expect(grew({ route: FILES, method: 'GET', status_code: '200' })).toBe(1);
    expect(grew({ route: UNROUTED, method: 'POST', status_code: '404' })).toBe(1);
    // Every route label is a pattern or one of the two catch-alls: no id, no page address.
    const routes = new Set(after.filter((s) => s.name === duration).map((s) => s.labels.route));
    for (const label of routes)
      expect(label === UNROUTED || label === FILES || label?.startsWith('/api/')).toBe(true);
    expect([...routes].some((label) => label?.includes(product.id))).toBe(false);
    // The scrapes themselves are on the other port: not timed here.
    expect([...routes].some((label) => label?.includes('metrics'))).toBe(false);
    // The histogram's buckets add up: the +Inf bucket is the count.
    const infinite = sampleValue(after, 'haat_http_request_duration_seconds_bucket', {
      route,
      method: 'GET',
      status_code: '200',
      le: '+Inf',
    });
    expect(infinite).toBe(count({ route, method: 'GET', status_code: '200' }, after));
  });

  it('count an order once when it is placed, not again when the same request is repeated', async () => {
    const placed = (samples: Sample[], method: string) =>
      sampleValue(samples, 'haat_orders_placed_total', { payment_method: method });
    const before = await scrape();
    // Every payment method is there from 0.
    expect(placed(before, 'nagad')).toBe(0);

    const product = await createProduct(shop.db, { categoryId });
    const shopper = await shop.signUp();
    await orderOne(shopper, product.id, { paymentMethod: 'cash_on_delivery' });
    await addToCart(shopper, product.id, 'L');
    const key = { 'idempotency-key': 'metrics-checkout-1' };
    const body = { shippingAddress: dhaka, paymentMethod: 'bkash' };
    expect((await shopper.post('/api/v1/orders', body, key)).status).toBe(201);
    expect((await shopper.post('/api/v1/orders', body, key)).status).toBe(201);
    // Refused: the cart is empty.
    expect((await shopper.post('/api/v1/orders', body)).status).not.toBe(201);

    const after = await scrape();
    expect((placed(after, 'cash_on_delivery') ?? 0) - (placed(before, 'cash_on_delivery') ?? 0)).toBe(1);
    expect((placed(after, 'bkash') ?? 0) - (placed(before, 'bkash') ?? 0)).toBe(1);
    // And its total, in taka, once.
    const revenue = (samples: Sample[]) =>
      sampleValue(samples, 'haat_revenue_bdt_total', { payment_method: 'bkash' }) ?? 0;
    expect(revenue(after) - revenue(before)).toBe(1000 + 60);
  });

  it('count refused sign-ins by why, and unpaid orders cancelled', async () => {
    const refused = (samples: Sample[], reason: string) =>
      sampleValue(samples, 'haat_sign_in_refusals_total', { reason }) ?? 0;
    const before = await scrape();
    const shopper = await shop.signUp();
    for (let i = 0; i < 6; i++)
      await shop.post('/api/v1/auth/login', { email: shopper.email, password: 'a wrong guess' });
    const after = await scrape();
    expect(refused(after, 'wrong_password') - refused(before, 'wrong_password')).toBe(5);
    expect(refused(after, 'too_many_attempts') - refused(before, 'too_many_attempts')).toBe(1);

    const product = await createProduct(shop.db, { categoryId });
    const unpaid = await orderOne(await shop.signUp(), product.id, { paymentMethod: 'nagad' });
    await shop.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 48 * 60 * 60 * 1000) })
      .where(eq(orders.id, unpaid._id));
    const cancelledBefore = sampleValue(after, 'haat_unpaid_orders_cancelled_total', {}) ?? 0;
    await createUnpaidOrderSweep({ db: shop.db, counters: shop.app.shopMetrics }).sweep();
    const cancelledAfter = sampleValue(await scrape(), 'haat_unpaid_orders_cancelled_total', {}) ?? 0;
    expect(cancelledAfter - cancelledBefore).toBeGreaterThanOrEqual(1);
  });

  it.skipIf(!hasPromtool)('pass Prometheus’s own lint (promtool check metrics)', async () => {
    const res = await scrapeWith({ authorization: `Bearer ${TOKEN}` });
    const lint = spawnSync('promtool', ['check', 'metrics'], { input: await res.text(), encoding: 'utf8' });
    expect(`${lint.stdout}${lint.stderr}`.trim()).toBe('');
    expect(lint.status).toBe(0);
  });

  it('count the payment proofs waiting for the operator’s check, and how long the oldest has waited', async () => {
    const shopper = await shop.signUp();
    const proof = async (orderId: string, minutesAgo: number, status: 'submitted' | 'approved') => {
      const [row] = await shop.db
        .insert(paymentProofs)
        .values({
          orderId,
          userId: shopper.user.id,
          transactionId: `TRX${orderId.slice(0, 8)}`,
          method: 'bkash',
          amount: 106_000,
          screenshotKey: 'private/proof.webp',
          senderNumber: '01812345678',
          senderName: 'Nusrat Jahan',
          paymentDate: '2026-11-20',
          status,
          createdAt: new Date(Date.now() - minutesAgo * 60_000),
        })
        .returning();
      return row?.id ?? '';
    };
    const order = () => createOrder(shop.db, { userId: shopper.user.id, paymentMethod: 'bkash' });
    expect(sampleValue(await scrape(), 'haat_payment_proofs_waiting')).toBe(0);
    expect(sampleValue(await scrape(), 'haat_payment_proofs_oldest_waiting_seconds')).toBe(0);

    const oldest = await proof((await order()).id, 30, 'submitted');
    await proof((await order()).id, 5, 'submitted');
    await proof((await order()).id, 60, 'approved');
    const waiting = await scrape();
    expect(sampleValue(waiting, 'haat_payment_proofs_waiting')).toBe(2);
    const age = sampleValue(waiting, 'haat_payment_proofs_oldest_waiting_seconds') ?? 0;
    expect(age).toBeGreaterThanOrEqual(30 * 60 - 5);
    expect(age).toBeLessThan(30 * 60 + 60);

    await shop.db.update(paymentProofs).set({ status: 'rejected' }).where(eq(paymentProofs.id, oldest));
    expect(sampleValue(await scrape(), 'haat_payment_proofs_waiting')).toBe(1);
  });

  it('tell the PostgreSQL pool’s use; on embedded PGlite there is no pool to tell', async () => {
    const samples = await scrape();
    if (testDatabaseKind === 'postgres') {
      expect(sampleValue(samples, 'haat_db_pool_size')).toBe(14);
      // Read as the scrape begins, before it sends its own count of the proofs.
      expect(sampleValue(samples, 'haat_db_queries_in_flight')).toBe(0);
      expect(sampleValue(samples, 'haat_db_transactions_open')).toBe(0);
    } else {
      expect(samples.some((sample) => sample.name.startsWith('haat_db_'))).toBe(false);
    }
  });
});

describe('bearerMatches', () => {
  it('takes the exact token only, compared whole whatever its length', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN.toUpperCase()}`, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN.slice(0, 8)}`, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN}${TOKEN}`, TOKEN)).toBe(false);
    expect(bearerMatches('Bearer ', TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });
});
