import type { ProductDetail } from '@haat/contracts';
import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import { products } from '../../db/schema';
import { createPublicAnswers } from './public-answers';

const answer = (body: string) => ({ body, etag: `W/"${body.length}"` });

describe('the answers a process keeps', () => {
  it('finds an answer kept at its address, and forgets every one at a change', () => {
    const answers = createPublicAnswers();
    answers.keep('/api/v1/products', answer('{"page":1}'), answers.generation);
    expect(answers.find('/api/v1/products')).toEqual(answer('{"page":1}'));
    expect(answers.find('/api/v1/products?page=2')).toBeUndefined();
    answers.forgetAll();
    expect(answers.find('/api/v1/products')).toBeUndefined();
  });

  it('does not keep an answer read before a change that came during the read', () => {
    const answers = createPublicAnswers();
    const readIn = answers.generation;
    answers.forgetAll();
    answers.keep('/api/v1/products', answer('{"old":true}'), readIn);
    expect(answers.find('/api/v1/products')).toBeUndefined();
  });

  it('lets an answer go when it is older than its time', () => {
    let now = 0;
    const answers = createPublicAnswers({ maxAgeMs: 1000, now: () => now });
    answers.keep('/a', answer('{}'), answers.generation);
    now = 999;
    expect(answers.find('/a')).toBeDefined();
    now = 1000;
    expect(answers.find('/a')).toBeUndefined();
    expect(answers.size()).toEqual({ answers: 0, bytes: 0 });
  });

  it('holds at most its bytes, letting the oldest go, and never one answer of more than a sixteenth', () => {
    const answers = createPublicAnswers({ maxBytes: 16_000 });
    const body = 'x'.repeat(400);
    for (let n = 0; n < 40; n += 1) answers.keep(`/${n}`, answer(body), answers.generation);
    const { answers: count, bytes } = answers.size();
    expect(bytes).toBeLessThanOrEqual(16_000);
    expect(answers.find('/0')).toBeUndefined();
    expect(answers.find('/39')).toBeDefined();
    expect(count).toBeGreaterThan(10);

    answers.keep('/huge', answer('x'.repeat(600)), answers.generation);
    expect(answers.find('/huge')).toBeUndefined();
  });

  it('counts an answer kept again at its address once', () => {
    const answers = createPublicAnswers();
    answers.keep('/a', answer('{}'), answers.generation);
    const once = answers.size();
    answers.keep('/a', answer('{}'), answers.generation);
    expect(answers.size()).toEqual(once);
  });
});

describe('the catalogue answered from memory', () => {
  let shop: TestApp;
  let productId: string;
  const priceOf = async (headers?: Record<string, string>) => {
    const res = await shop.get(`/api/v1/products/${productId}`, headers);
    return { res, price: (res.body as { product?: ProductDetail }).product?.price };
  };
  // A change to products without the triggers that tell every process (migration 0016).
  const tables = ['products', 'product_stock', 'product_images'];
  const triggers = (action: 'disable' | 'enable') =>
    Promise.all(
      tables.map((table) =>
        shop.db.execute(sql.raw(`alter table ${table} ${action} trigger ${table}_catalogue_changed`)),
      ),
    );
  const unannounced = async (change: () => Promise<unknown>) => {
    await triggers('disable');
    try {
      await change();
    } finally {
      await triggers('enable');
    }
  };

  test.beforeAll(async ({ shop: built }) => {
    shop = built;
    const category = await createCategory(shop.db);
    productId = (await createProduct(shop.db, { categoryId: category.id, price: 1200 })).id;
  });

  it('answers an address asked before from memory, with the same ETag, until the catalogue changes', async () => {
    const first = await priceOf();
    expect(first.price).toBe(1200);
    await unannounced(() =>
      shop.db.update(products).set({ price: 99_900 }).where(eq(products.id, productId)),
    );
    const kept = await priceOf();
    expect(kept.price).toBe(1200);
    expect(kept.res.headers.get('etag')).toBe(first.res.headers.get('etag'));
    expect(kept.res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(kept.res.headers.get('x-request-id')).toBeTruthy();
    expect(kept.res.headers.get('content-security-policy')).toContain("default-src 'self'");

    // Any change announced, here a product's rating, and the next read is afresh.
    await shop.db.update(products).set({ rating: 3 }).where(eq(products.id, productId));
    const fresh = await priceOf();
    expect(fresh.price).toBe(999);
    expect(fresh.res.headers.get('etag')).not.toBe(first.res.headers.get('etag'));
  });

  it('counts a listing once for all its pages and sorts, and again after a change', async () => {
    const category = await createCategory(shop.db);
    const totalOf = async (query: string) =>
      (
        (await shop.get(`/api/v1/products?category=${category.slug}&pageSize=1&${query}`)).body as {
          total: number;
        }
      ).total;
    await createProduct(shop.db, { categoryId: category.id });
    await createProduct(shop.db, { categoryId: category.id });
    expect(await totalOf('page=1')).toBe(2);
    // A product added unannounced is not counted on another page or sort: the total is the one kept.
    await unannounced(() => createProduct(shop.db, { categoryId: category.id }));
    expect(await totalOf('page=2&sort=price-asc')).toBe(2);
    // Announced, the next listing counts afresh.
    await shop.db.update(products).set({ sold: 1 }).where(eq(products.id, productId));
    expect(await totalOf('page=3&sort=newest')).toBe(3);
  });

  it('answers 304 from memory to a browser that has the answer', async () => {
    const first = await priceOf();
    const again = await priceOf({ 'if-none-match': first.res.headers.get('etag') ?? '' });
    expect(again.res.status).toBe(304);
    expect(again.res.text).toBe('');
  });

  it('keeps no answer of a product not found, and none of the random shelf', async () => {
    const hidden = await createProduct(shop.db, {
      categoryId: (await createCategory(shop.db)).id,
      active: false,
    });
    expect((await shop.get(`/api/v1/products/${hidden.id}`)).status).toBe(404);
    await unannounced(() => shop.db.update(products).set({ active: true }).where(eq(products.id, hidden.id)));
    expect((await shop.get(`/api/v1/products/${hidden.id}`)).status).toBe(200);

    const shelfNames = async () =>
      (
        (await shop.get(`/api/v1/products/${productId}/also-like`)).body as { products: { name: string }[] }
      ).products.map((product) => product.name);
    expect(await shelfNames()).not.toContain('Renamed unannounced');
    await unannounced(() =>
      shop.db.update(products).set({ name: 'Renamed unannounced' }).where(eq(products.id, hidden.id)),
    );
    expect(await shelfNames()).toContain('Renamed unannounced');
  });

  it('shows what the operator changed to the next reader of the same process at once', async () => {
    const operator = await shop.signUpOperator();
    // Straight to the app, not waiting for the database's notice as the test's other reads do.
    const stockNow = async () => {
      const res = await fetch(`${shop.address}/api/v1/products/${productId}`);
      return ((await res.json()) as { product: ProductDetail }).product.stock;
    };
    expect(await stockNow()).toBe(50);
    for (const quantity of [0, 3, 1]) {
      const edited = await operator.put(`/api/v1/admin/products/${productId}/stock`, {
        stock: { S: quantity },
      });
      expect(edited.status, edited.text).toBe(200);
      expect(await stockNow()).toBe(40 + quantity);
    }
  });
});
