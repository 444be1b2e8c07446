// `pnpm bench` (the orders part): 50 shoppers placing orders at once through the whole app, with
// 100,000 products. Reports orders a second and checks none was oversold; on PostgreSQL it exits
// 1 below 200 orders a second (the PGlite figure is reported beside it, without a target).
import { performance } from 'node:perf_hooks';
import { and, eq } from 'drizzle-orm';
import { productStock } from '../src/db/schema';
import { benchClient, benchShopper, ITERATIONS, log, openBenchShop, PRODUCTS, writeResults } from './shop';

const SHOPPERS = 50;
const TARGET_ORDERS_PER_SECOND = 200;
/** Orders each shopper places: ITERATIONS orders in all, at least one each. */
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
const before = await stockOf();
let placed = 0;
let refused = 0;
const started = performance.now();
await Promise.all(
  shoppers.map(async (token) => {
    for (let n = 0; n < ORDERS_EACH; n++) {
      await call('POST', '/api/v1/cart/items', token, { product_id: product.id, size: 'M', quantity: 1 });
      const res = await call('POST', '/api/v1/orders', token, {
        shippingAddress: pickupPoint,
        paymentMethod: 'cash_on_delivery',
      });
      if (res.status === 201) placed++;
      else refused++;
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
const after = await stockOf();
const perSecond = placed / seconds;

log(
  `\n${kind}, ${PRODUCTS} products, ${SHOPPERS} shoppers ordering at once (each adds a line, then orders)\n`,
);
log(
  `orders placed ${placed}, refused ${refused}, in ${seconds.toFixed(1)} s: ${perSecond.toFixed(0)} orders/s`,
);
log(
  `stock of the size before ${before}, after ${after}: ${before - after === placed ? 'none oversold' : 'WRONG'}`,
);
const target = kind === 'postgres' ? TARGET_ORDERS_PER_SECOND : undefined;
if (target) log(`target >= ${target} orders/s: ${perSecond >= target ? 'ok' : 'MISSED'}`);

await writeResults(`orders-${kind}`, {
  database: kind,
  products: PRODUCTS,
  shoppers: SHOPPERS,
  placed,
  refused,
  seconds,
  ordersPerSecond: perSecond,
  stockBefore: before,
  stockAfter: after,
});
await app.close();
const wrong = before - after !== placed || (target !== undefined && perSecond < target);
process.exit(wrong ? 1 : 0);
