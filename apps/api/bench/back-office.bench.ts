// `pnpm bench` (the back office part): with 100,000 products and 100,000 orders, the operator's
// order list with each one filter, and the dashboard's figures, timed through the whole app. On
// PostgreSQL it exits 1 when a p95 is over 50 ms; the PGlite figures are reported without a target.
import { CHECKOUT_PAYMENT_METHODS, ORDER_STATUSES, PAYMENT_STATUSES } from '@haat/contracts/constants';
import { eq, like, sql } from 'drizzle-orm';
import { orders, users } from '../src/db/schema';
import { BENCH_ORDER_PREFIX, seedLargeOrders } from '../src/demo/large';
import {
  benchClient,
  benchShopper,
  ITERATIONS,
  log,
  ORDERS,
  openBenchShop,
  PRODUCTS,
  tableHead,
  timeCall,
  writeResults,
} from './shop';

const TARGET_MS = 50;

const { app, kind, db } = await openBenchShop();
await seedLargeOrders(db, ORDERS, log);
const send = benchClient(app);

// An operator: a shopper made one, as `pnpm admin:create` does.
const email = `bench-operator-${Date.now()}@haat.test`;
const token = await benchShopper(send, email, 'Bench Operator');
await db.update(users).set({ role: 'admin' }).where(eq(users.email, email));

async function call(url: string) {
  const res = await send('GET', url, token);
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

// What an operator searches for: numbers, names and phones of orders spread over the table.
const samples = await db
  .select({
    number: orders.orderNumber,
    name: users.name,
    phone: sql<string>`${orders.shippingAddress}->>'phone'`,
  })
  .from(orders)
  .innerJoin(users, eq(users.id, orders.userId))
  .where(like(orders.orderNumber, `${BENCH_ORDER_PREFIX}%`))
  .orderBy(sql`random()`)
  .limit(ITERATIONS);
const sample = (i: number) => samples[i % samples.length] ?? { number: '', name: '', phone: '' };
/** A week of Dhaka days ending `i` days ago, as YYYY-MM-DD. */
const day = (daysAgo: number) =>
  new Date(Date.now() + 6 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
const list = (query: string) => async () => void (await call(`/api/v1/admin/orders?${query}`));
const cycle = <T>(values: readonly T[], i: number) => values[i % values.length];

// Warm every path before timing.
await call('/api/v1/admin/orders');
await call('/api/v1/admin/dashboard');
const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(orders);

log(
  `\n${kind}, ${PRODUCTS} products, ${counted?.n} orders, ${ITERATIONS} calls each (through the whole app)\n`,
);
const target = kind === 'postgres' ? TARGET_MS : undefined;
tableHead();
const results = [
  await timeCall('orders: no filter', list(''), target),
  await timeCall('orders: status', (i) => list(`status=${cycle(ORDER_STATUSES, i)}`)(), target),
  await timeCall(
    'orders: payment status',
    (i) => list(`paymentStatus=${cycle(PAYMENT_STATUSES, i)}`)(),
    target,
  ),
  await timeCall(
    'orders: method',
    (i) => list(`paymentMethod=${cycle(CHECKOUT_PAYMENT_METHODS, i)}`)(),
    target,
  ),
  await timeCall(
    'orders: 7 days',
    (i) => list(`from=${day((i % 50) * 7 + 6)}&to=${day((i % 50) * 7)}`)(),
    target,
  ),
  await timeCall('orders: an order number', (i) => list(`q=${sample(i).number}`)(), target),
  await timeCall('orders: a customer name', (i) => list(`q=${encodeURIComponent(sample(i).name)}`)(), target),
  await timeCall('orders: a phone', (i) => list(`q=${sample(i).phone}`)(), target),
  await timeCall('dashboard', async () => void (await call('/api/v1/admin/dashboard')), target),
];

await writeResults(`back-office-${kind}`, {
  database: kind,
  products: PRODUCTS,
  orders: counted?.n,
  iterations: ITERATIONS,
  results,
});
await app.close();
process.exit(results.some((row) => row.target !== undefined && row.p95 > row.target) ? 1 : 0);
