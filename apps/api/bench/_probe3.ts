import { performance } from 'node:perf_hooks';
import { openBenchShop, benchClient, benchShopper } from './shop';
import { createCartService } from '../src/modules/cart/service';
import { createPromotions } from '../src/modules/promotions/service';
import { createLocalStorage } from '../src/storage';
import { sql } from 'drizzle-orm';
const { app, db } = await openBenchShop();
const send = benchClient(app);
const token = await benchShopper(send, `probe-${Date.now()}@haat.test`);
const listed = await send('GET', '/api/v1/products?inStock=true&pageSize=30&sort=price-asc', undefined);
const ids = (listed.body.products as {id: string}[]).map(p => p.id);
for (const id of ids.slice(0, 20)) {
  const r = await send('POST', '/api/v1/cart/items', token, { product_id: id, quantity: 1, size: 'M' });
  if (r.status !== 201) { await send('POST', '/api/v1/cart/items', token, { product_id: id, quantity: 1, size: 'L' }); }
}
const cartRes = (await send('GET', '/api/v1/cart', token)).body.cart as { items: { _id: string }[] };
const line = cartRes.items[0]!._id;
const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
const userId = payload.sub as string, sid = payload.sid as string;
const cart = createCartService({ db, storage: createLocalStorage('/tmp/x'), promotions: createPromotions({ db }) });
async function time(name: string, f: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await f(i);
  const t: number[] = [];
  for (let i = 0; i < 300; i++) { const s = performance.now(); await f(i); t.push(performance.now() - s); }
  t.sort((a, b) => a - b);
  console.log(name.padEnd(30), t[150]!.toFixed(2), t[285]!.toFixed(2));
}
await time('select 1', () => db.execute(sql`select 1`));
await time('userOf', () => app.sessions.userOf(sid, userId));
await time('cart()', () => cart.cart(userId));
await time('updateItem', (i) => cart.updateItem(userId, line, 1 + (i % 2)));
await time('jwt verify', async () => app.jwt.verify(token));
await time('inject read', () => send('GET', '/api/v1/cart', token));
await time('inject change', (i) => send('PUT', `/api/v1/cart/items/${line}`, token, { quantity: 1 + (i % 2) }));
await app.close();
