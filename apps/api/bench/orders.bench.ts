// `pnpm bench` (the orders part): 50 shoppers placing orders at once through the whole app, with
// 100,000 products. Reports orders a second twice: placement alone (every shopper's line is put in
// the cart before the timing starts), which has the target, and shoppers each adding a line and
// ordering in a loop. Checks none was oversold; on PostgreSQL it exits 1 when placement stays
// below 200 orders a second (the PGlite figures are reported beside it, without a target).
import { performance } from 'node:perf_hooks';
import { and, eq } from 'drizzle-orm';
import { productStock } from '../src/db/schema';
import { benchClient, benchShopper, ITERATIONS, log, openBenchShop, PRODUCTS, writeResults } from './shop';

const SHOPPERS = 50;
const TARGET_ORDERS_PER_SECOND = 200;
/** Orders each shopper places in each part: 4 × ITERATIONS orders in all per part, at least one each. */
const ORDERS_EACH = Math.max(1, Math.round(ITERATIONS / SHOPPERS) * 4);

const { app, kind, db } = await openBenchShop();

const call = benchClient(app);

// One product and size with stock for every order, so that the figure is placement, not refusals.
const listed = await call('GET', '/api/v1/products?inStock=true&pageSize=1&sort=price-asc');
const [product] = listed.body.products as { id: string }[];
if (!product) throw new Error('no product in stock');
await db
  .update(productStock)
  .set({ quantity: 1_000_000 })
  .where(and(eq(productStock.productId, product.id), eq(productStock.size, 'M')));
const stockOf = async () => {
  const { body } = await call('GET', `/api/v1/products/${product.id}`);
  const sizes = (body.product as { sizes: { size: string; stock: number }[] }).sizes;
  return sizes.find((size) => size.size === 'M')?.stock ?? 0;
};

const run = Date.now();
const shoppers: string[] = [];
for (let i = 0; i < SHOPPERS; i++)
  shoppers.push(await benchShopper(call, `bench-orders-${run}-${i}@haat.test`, `Bench Shopper ${i}`));

const pickupPoint = {
  fullName: 'Bench Shopper',
  phone: '01712345678',
  address: 'House 1, Road 1, Gulshan',
  city: 'Dhaka',
  postalCode: 'Dhaka - Dhaka - Gulshan',
  country: 'Bangladesh',
};
const order = (token: string) =>
  call('POST', '/api/v1/orders', token, { shippingAddress: pickupPoint, paymentMethod: 'cash_on_delivery' });
const addLine = (token: string) =>
  call('POST', '/api/v1/cart/items', token, { product_id: product.id, size: 'M', quantity: 1 });
let placed = 0;
let refused = 0;
const count = (status: number) => {
  if (status === 201) placed++;
  else refused++;
};
const before = await stockOf();

// Placement alone: in each round every shopper puts a line in the cart, then (timed) all 50 order it at once.
let placingMs = 0;
for (let round = 0; round < ORDERS_EACH; round++) {
  await Promise.all(shoppers.map(addLine));
  const started = performance.now();
  const answers = await Promise.all(shoppers.map(order));
  placingMs += performance.now() - started;
  for (const res of answers) count(res.status);
}
const placedAlone = placed;
const placementPerSecond = placedAlone / (placingMs / 1000);

// Shopping: every shopper adds a line and orders it, again and again, all at once.
const started = performance.now();
await Promise.all(
  shoppers.map(async (token) => {
    for (let n = 0; n < ORDERS_EACH; n++) {
      await addLine(token);
      count((await order(token)).status);
    }
  }),
);
const shoppingSeconds = (performance.now() - started) / 1000;
const shoppingPerSecond = (placed - placedAlone) / shoppingSeconds;
const after = await stockOf();

log(`\n${kind}, ${PRODUCTS} products, ${SHOPPERS} shoppers ordering at once\n`);
log(
  `placement alone: ${placedAlone} orders in ${(placingMs / 1000).toFixed(1)} s: ${placementPerSecond.toFixed(0)} orders/s`,
);
log(
  `adding a line, then ordering: ${placed - placedAlone} orders in ${shoppingSeconds.toFixed(1)} s: ${shoppingPerSecond.toFixed(0)} orders/s`,
);
log(`orders placed ${placed}, refused ${refused}`);
log(
  `stock of the size before ${before}, after ${after}: ${before - after === placed ? 'none oversold' : 'WRONG'}`,
);
const target = kind === 'postgres' ? TARGET_ORDERS_PER_SECOND : undefined;
if (target) log(`target >= ${target} orders/s placed: ${placementPerSecond >= target ? 'ok' : 'MISSED'}`);

await writeResults(`orders-${kind}`, {
  database: kind,
  products: PRODUCTS,
  shoppers: SHOPPERS,
  placed,
  refused,
  placementSeconds: placingMs / 1000,
  placementPerSecond,
  shoppingSeconds,
  shoppingPerSecond,
  stockBefore: before,
  stockAfter: after,
});
await app.close();
const wrong = before - after !== placed || (target !== undefined && placementPerSecond < target);
process.exit(wrong ? 1 : 0);
