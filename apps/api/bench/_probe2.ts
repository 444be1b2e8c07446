import { performance } from 'node:perf_hooks';
import { openBenchShop, benchClient, benchShopper } from './shop';
const { app } = await openBenchShop();
const send = benchClient(app);
const token = await benchShopper(send, `probe-${Date.now()}@haat.test`);
const listed = await send('GET', '/api/v1/products?inStock=true&pageSize=30&sort=price-asc', undefined);
const ids = (listed.body.products as {id: string}[]).map(p => p.id);
for (const id of ids.slice(0, 20)) {
  const r = await send('POST', '/api/v1/cart/items', token, { product_id: id, quantity: 1, size: 'M' });
  if (r.status !== 201) { const r2 = await send('POST', '/api/v1/cart/items', token, { product_id: id, quantity: 1, size: 'L' }); }
}
const cart = (await send('GET', '/api/v1/cart', token)).body.cart as { items: { _id: string }[] };
const line = cart.items[0]!._id;
console.log('lines', cart.items.length);
async function time(name: string, f: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await f(i);
  const t: number[] = [];
  for (let i = 0; i < 300; i++) { const s = performance.now(); await f(i); t.push(performance.now() - s); }
  t.sort((a, b) => a - b);
  console.log(name.padEnd(30), t[150]!.toFixed(2), t[285]!.toFixed(2));
}
await time('health', () => app.inject({ method: 'GET', url: '/api/v1/health' }));
await time('read', () => send('GET', '/api/v1/cart', token));
await time('change', (i) => send('PUT', `/api/v1/cart/items/${line}`, token, { quantity: 1 + (i % 2) }));
await time('read', () => send('GET', '/api/v1/cart', token));
await time('change', (i) => send('PUT', `/api/v1/cart/items/${line}`, token, { quantity: 1 + (i % 2) }));
await app.close();
