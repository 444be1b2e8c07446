// `pnpm bench` (the cart part): a 20-line cart read, and a line added, changed and removed, each
// within 10 ms (p95) through the whole app, with 100,000 products. Exits 1 when a p95 misses.
import type { Cart } from '@haat/contracts';
import {
  benchClient,
  benchShopper,
  ITERATIONS,
  log,
  openBenchShop,
  PRODUCTS,
  tableHead,
  timeCall,
  writeResults,
} from './shop';

const TARGET_MS = 10;
const LINES = 20;

const { app, kind } = await openBenchShop();
const send = benchClient(app);

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, body?: object) {
  const res = await send(method, url, token, body);
  if (res.status >= 300)
    throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

const token = await benchShopper(send, `bench-${Date.now()}@haat.test`);

// Product and size pairs with stock, from all over the catalogue (12% of sizes are sold out).
const listed = (await call('GET', '/api/v1/products?inStock=true&pageSize=100&sort=price-asc')) as {
  products: { id: string }[];
};
const pairs: { productId: string; size: string }[] = [];
for (const { id } of listed.products) {
  const { product } = (await call('GET', `/api/v1/products/${id}`)) as {
    product: { sizes: { size: string; stock: number }[] };
  };
  for (const { size, stock } of product.sizes) if (stock >= 2) pairs.push({ productId: id, size });
}
const inCart = pairs.slice(0, LINES);
const extra = pairs.slice(LINES, LINES + ITERATIONS);
if (extra.length < ITERATIONS) throw new Error(`only ${extra.length} product sizes with stock to add`);
for (const pair of inCart)
  await call('POST', '/api/v1/cart/items', token, {
    product_id: pair.productId,
    quantity: 1,
    size: pair.size,
  });
const cart = ((await call('GET', '/api/v1/cart', token)) as { cart: Cart }).cart;
const lineIds = cart.items.map((item) => item._id);
if (lineIds.length !== LINES) throw new Error(`expected ${LINES} lines, found ${lineIds.length}`);

// Warm every path before timing.
await call('GET', '/api/v1/cart', token);
await call('PUT', `/api/v1/cart/items/${lineIds[0]}`, token, { quantity: 1 });

log(
  `\n${kind}, ${PRODUCTS} products, a ${LINES}-line cart, ${ITERATIONS} calls each (through the whole app)\n`,
);
tableHead();
const results = [
  await timeCall(
    'cart: read 20 lines',
    async () => void (await call('GET', '/api/v1/cart', token)),
    TARGET_MS,
  ),
  await timeCall(
    'cart: change a quantity',
    async (i) =>
      void (await call('PUT', `/api/v1/cart/items/${lineIds[i % LINES]}`, token, { quantity: 1 + (i % 2) })),
    TARGET_MS,
  ),
];
// The cart holds 20 lines whenever a call is timed: a line added (timed) is taken out again
// (untimed), and a line is put in (untimed) before one is taken out (timed).
const addExtra = async (i: number) => {
  const pair = extra[i] ?? { productId: '', size: 'M' };
  const body = (await call('POST', '/api/v1/cart/items', token, {
    product_id: pair.productId,
    quantity: 1,
    size: pair.size,
  })) as { cart: Cart };
  return body.cart.items.at(-1)?._id ?? '';
};
let added = '';
const removeAdded = async () => void (await call('DELETE', `/api/v1/cart/items/${added}`, token));
results.push(
  await timeCall(
    'cart: add a line',
    async (i) => {
      added = await addExtra(i);
    },
    TARGET_MS,
    { after: removeAdded },
  ),
  await timeCall('cart: remove a line', removeAdded, TARGET_MS, {
    before: async (i) => {
      added = await addExtra(i);
    },
  }),
);

await writeResults(`cart-${kind}`, {
  database: kind,
  products: PRODUCTS,
  lines: LINES,
  iterations: ITERATIONS,
  results,
});
await app.close();
process.exit(results.some((row) => row.target !== undefined && row.p95 > row.target) ? 1 : 0);
