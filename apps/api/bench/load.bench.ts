// `pnpm bench:load`: a day of shopping compressed. Starts Haat as `WORKERS=2 pnpm start` runs it, on
// PostgreSQL (BENCH_DATABASE_URL, or haat_bench on the local server, filled with BENCH_PRODUCTS
// products) and the local Redis, and lets LOAD_SHOPPERS shoppers (200) shop at once for LOAD_SECONDS
// (60), each one request after another: browsing listings and categories 55%, searching 20%,
// product pages 12%, cart changes 8%, checkout and order 4%, a payment proof 1%. Orders take from
// 40 products with 10 units each, so that the stock runs out under the load. Reports requests a
// second and p50/p95/p99 per kind, errors (a 5xx or no answer: must be 0), orders placed and units
// oversold (must be 0); writes docs/bench/<date>-load.json and exits 1 on an error or an oversale.
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { orderItems, orders, productStock } from '../src/db/schema';
import { screenshotDataUrl } from '../test/shopping';
import {
  benchDatabaseUrl,
  catalogueAddresses,
  haatCommand,
  pick,
  residentMiB,
  startServer,
  stopServer,
  writeBenchReport,
} from './processes';
import { BENCH_DATA_DIR, LOAD, log, openBenchShop, PRODUCTS } from './shop';

const { shoppers: SHOPPERS, seconds: SECONDS, workers } = LOAD;
const HOT_PRODUCTS = 40;
const HOT_UNITS = 10;
const PORT = 4921;
const origin = `http://127.0.0.1:${PORT}`;

const KINDS = ['browse', 'search', 'product', 'cart', 'order', 'proof'] as const;
type Kind = (typeof KINDS)[number];
/** The mix, in hundredths. */
const MIX: [Kind, number][] = [
  ['browse', 55],
  ['search', 20],
  ['product', 12],
  ['cart', 8],
  ['order', 4],
  ['proof', 1],
];

const pickKind = (): Kind => {
  let roll = Math.random() * 100;
  for (const [kind, share] of MIX) {
    roll -= share;
    if (roll < 0) return kind;
  }
  return 'browse';
};

// The shop and what the shoppers will ask for.
const databaseUrl = await benchDatabaseUrl();
const shop = await openBenchShop({ DATABASE_URL: databaseUrl });
const { db } = shop;
const { productIds, words, slugs, postgresVersion } = await catalogueAddresses(db);
// The products orders take from: 10 units each in size M, none in the other sizes.
const hot = productIds.slice(0, HOT_PRODUCTS);
await db.update(productStock).set({ quantity: 0 }).where(inArray(productStock.productId, hot));
await db
  .update(productStock)
  .set({ quantity: HOT_UNITS })
  .where(and(inArray(productStock.productId, hot), eq(productStock.size, 'M')));
const startedAt = new Date();
await shop.app.close();

const screenshot = await screenshotDataUrl();
const address = {
  fullName: 'Load Shopper',
  phone: '01712345678',
  address: 'House 12, Road 5, Dhanmondi',
  city: 'Dhaka',
  postalCode: 'Dhaka - Dhaka - Dhanmondi',
  country: 'Bangladesh',
};

type Answer = { status: number; body: Record<string, unknown> };
async function call(
  method: string,
  url: string,
  token?: string,
  body?: object,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${origin}${url}`, {
    method,
    headers: {
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  if (text && res.headers.get('content-type')?.includes('json'))
    parsed = JSON.parse(text) as Record<string, unknown>;
  return { status: res.status, body: parsed } as Answer;
}

const times = Object.fromEntries(KINDS.map((kind) => [kind, [] as number[]])) as Record<Kind, number[]>;
const problems: string[] = [];
let errors = 0;
let refused = 0;
let ordersPlaced = 0;
let proofsSent = 0;

/** Times one action of a kind; a 5xx or no answer is an error, a 4xx a refusal the shop meant. */
async function timed(kind: Kind, action: () => Promise<Answer[]>) {
  const start = performance.now();
  try {
    const answers = await action();
    times[kind].push(performance.now() - start);
    for (const answer of answers) {
      if (answer.status >= 500) {
        errors += 1;
        if (problems.length < 20) problems.push(`${kind}: ${answer.status} ${JSON.stringify(answer.body)}`);
      } else if (answer.status >= 400) refused += 1;
    }
  } catch (error) {
    errors += 1;
    if (problems.length < 20) problems.push(`${kind}: ${String(error)}`);
  }
}

const haat = await startServer(
  'haat',
  await haatCommand(),
  {
    NODE_ENV: 'production',
    WORKERS: String(workers),
    DATABASE_URL: databaseUrl,
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `haat-load-${randomBytes(4).toString('hex')}:`,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    LOG_PRETTY: 'false',
    DATA_DIR: BENCH_DATA_DIR,
    AUTH_ATTEMPTS_PER_IP: '10000000',
  },
  `${origin}/api/v1/health/ready`,
);

log(`signing in ${SHOPPERS} shoppers`);
const tokens: string[] = [];
for (let n = 0; n < SHOPPERS; n += 10) {
  tokens.push(
    ...(await Promise.all(
      Array.from({ length: Math.min(10, SHOPPERS - n) }, async (_, i) => {
        const details = {
          name: `Load Shopper ${n + i}`,
          email: `load-${randomUUID()}@example.com`,
          password: 'a load test password',
        };
        await call('POST', '/api/v1/auth/register', undefined, details);
        const login = await call('POST', '/api/v1/auth/login', undefined, details);
        if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
        return String(login.body.token);
      }),
    )),
  );
}

const placeOrder = async (token: string, paymentMethod: string): Promise<Answer[]> => {
  const added = await call('POST', '/api/v1/cart/items', token, {
    product_id: pick(hot),
    size: 'M',
    quantity: 1,
  });
  const placed = await call(
    'POST',
    '/api/v1/orders',
    token,
    { shippingAddress: address, paymentMethod },
    {
      'idempotency-key': randomUUID(),
    },
  );
  if (placed.status === 201) ordersPlaced += 1;
  // A cart the stock could not fill is emptied, as a shopper would.
  else await call('DELETE', '/api/v1/cart', token);
  return [added, placed];
};

const actions: Record<Kind, (token: string) => Promise<Answer[]>> = {
  browse: async (token) => [
    await call(
      'GET',
      Math.random() < 0.5
        ? `/api/v1/products?page=${1 + Math.floor(Math.random() * 10)}&pageSize=24`
        : `/api/v1/products?category=${pick(slugs)}&page=${1 + Math.floor(Math.random() * 10)}&pageSize=32`,
      Math.random() < 0.5 ? token : undefined,
    ),
  ],
  search: async () => [await call('GET', `/api/v1/products?search=${pick(words)}&pageSize=24`)],
  product: async () => [await call('GET', `/api/v1/products/${pick(productIds)}`)],
  cart: async (token) => {
    const product = Math.random() < 0.5 ? pick(hot) : pick(productIds);
    const added = await call('POST', '/api/v1/cart/items', token, {
      product_id: product,
      size: 'M',
      quantity: 1,
    });
    const cart = await call('GET', '/api/v1/cart', token);
    const lines = ((cart.body.cart as { items?: { _id: string }[] } | undefined)?.items ?? []) as {
      _id: string;
    }[];
    const answers = [added, cart];
    if (lines.length > 3) answers.push(await call('DELETE', `/api/v1/cart/items/${lines[0]?._id}`, token));
    return answers;
  },
  order: (token) => placeOrder(token, 'cash_on_delivery'),
  proof: async (token) => {
    const answers = await placeOrder(token, 'bkash');
    const placed = answers[1];
    const order = placed?.body.order as { _id: string; total: number } | undefined;
    if (!order) return answers;
    const sent = await call('POST', `/api/v1/orders/${order._id}/payment-proof`, token, {
      transaction_id: `8N7A${randomBytes(4).toString('hex').toUpperCase()}`,
      payment_method: 'bkash',
      amount: order.total,
      screenshot,
      sender_number: '01812345678',
      sender_name: 'Load Shopper',
      payment_date: new Date().toISOString().slice(0, 10),
    });
    if (sent.status === 201 || sent.status === 200) proofsSent += 1;
    return [...answers, sent];
  },
};

log(`${SHOPPERS} shoppers for ${SECONDS} s on ${workers} API processes`);
const endAt = performance.now() + SECONDS * 1000;
const began = performance.now();
await Promise.all(
  tokens.map(async (token) => {
    while (performance.now() < endAt) {
      const kind = pickKind();
      await timed(kind, () => actions[kind](token));
    }
  }),
);
const elapsed = (performance.now() - began) / 1000;
const memory = await Promise.all(
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(haat.process.pid)], { encoding: 'utf8' })
    .trim()
    .split(/\s+/)
    .map((pid) => residentMiB(Number(pid))),
);
await stopServer(haat);

// What the load did to the stock: every unit ordered came from the stock, and no more.
const check = await openBenchShop({ DATABASE_URL: databaseUrl });
const sold = (await check.db
  .select({ productId: orderItems.productId, units: sql<number>`sum(${orderItems.quantity})::int` })
  .from(orderItems)
  .innerJoin(orders, eq(orders.id, orderItems.orderId))
  .where(
    and(
      inArray(orderItems.productId, hot),
      gte(orders.createdAt, startedAt),
      sql`${orders.status} <> 'cancelled'`,
    ),
  )
  .groupBy(orderItems.productId)) as { productId: string; units: number }[];
const left = await check.db
  .select({ productId: productStock.productId, quantity: productStock.quantity })
  .from(productStock)
  .where(and(inArray(productStock.productId, hot), eq(productStock.size, 'M')));
await check.app.close();
const oversold = sold.reduce((total, row) => total + Math.max(0, row.units - HOT_UNITS), 0);
const unaccounted = left.reduce((total, row) => {
  const units = sold.find((s) => s.productId === row.productId)?.units ?? 0;
  return total + Math.abs(HOT_UNITS - units - row.quantity);
}, 0);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const kinds = KINDS.map((kind) => {
  const sorted = [...times[kind]].sort((a, b) => a - b);
  return {
    kind,
    actions: sorted.length,
    perSecond: Math.round(sorted.length / elapsed),
    p50Ms: Math.round(percentile(sorted, 0.5)),
    p95Ms: Math.round(percentile(sorted, 0.95)),
    p99Ms: Math.round(percentile(sorted, 0.99)),
  };
});
const total = kinds.reduce((sum, row) => sum + row.actions, 0);
log(
  `\n${'kind'.padEnd(10)} ${'actions'.padStart(8)} ${'per s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`,
);
for (const row of kinds)
  log(
    `${row.kind.padEnd(10)} ${String(row.actions).padStart(8)} ${String(row.perSecond).padStart(7)} ${String(row.p50Ms).padStart(7)} ${String(row.p95Ms).padStart(7)} ${String(row.p99Ms).padStart(7)}`,
  );
log(
  `\n${Math.round(total / elapsed)} actions a second; errors ${errors}; refusals ${refused}; orders placed ${ordersPlaced}; proofs ${proofsSent}; units oversold ${oversold}; stock unaccounted ${unaccounted}; API processes' memory ${memory.join(' + ')} MiB`,
);
for (const problem of problems) log(`  ${problem}`);

await writeBenchReport('load', postgresVersion, {
  products: PRODUCTS,
  shoppers: SHOPPERS,
  seconds: SECONDS,
  workers,
  mix: Object.fromEntries(MIX),
  actionsPerSecond: Math.round(total / elapsed),
  kinds,
  errors,
  refusals: refused,
  ordersPlaced,
  proofsSent,
  unitsOversold: oversold,
  stockUnaccounted: unaccounted,
  memoryMiB: memory,
});
process.exit(errors > 0 || oversold > 0 || unaccounted > 0 ? 1 : 0);
