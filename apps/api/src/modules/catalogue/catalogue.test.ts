import { ERROR_MESSAGES, PAGE_SIZES } from '@haat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';

type ListBody = {
  success: boolean;
  products: {
    id: string;
    _id: string;
    name: string;
    price: number;
    oldPrice: number | null;
    stock: number;
    image: string;
    thumbnail: string;
    category: string;
  }[];
  total: number;
  page: number;
  pageSize: number;
};

let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

describe('GET /api/v1/categories', () => {
  it('answers a plain array of {id, title, items} in menu order', async () => {
    await createCategory(shop.db, { title: 'Women Fashion', items: ['Saree', 'Kurti'], position: 2 });
    await createCategory(shop.db, {
      title: 'Men Fashion',
      items: ['Panjabi', 'Shirts', 'Lungi'],
      position: 1,
    });

    const res = await shop.get('/api/v1/categories');

    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toEqual([
      {
        id: expect.any(String),
        title: 'Men Fashion',
        slug: 'men-fashion',
        items: ['Panjabi', 'Shirts', 'Lungi'],
      },
      { id: expect.any(String), title: 'Women Fashion', slug: 'women-fashion', items: ['Saree', 'Kurti'] },
    ]);
  });
});

describe('GET /api/v1/products', () => {
  let categoryId: string;

  beforeAll(async () => {
    const category = await createCategory(shop.db, { title: 'Paging', items: [] });
    categoryId = category.id;
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 30; i++) {
      await createProduct(shop.db, {
        categoryId,
        name: `Paged Product ${String(i).padStart(2, '0')}`,
        createdAt: new Date(start + i * 60_000),
        price: 1290.5,
        oldPrice: i === 29 ? 1590 : null,
        stock: i === 29 ? { S: 0, M: 0, L: 0, XL: 0, XXL: 0 } : { S: 1, M: 2, L: 3, XL: 4, XXL: 5 },
      });
    }
    await createProduct(shop.db, { categoryId, name: 'Hidden Product', active: false });
  });

  it('answers an object with a products array, newest first, 25 to a page by default', async () => {
    const res = await shop.get('/api/v1/products');
    const body = res.body as ListBody;

    expect(res.status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.total).toBe(30);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(PAGE_SIZES.homeCollection);
    expect(body.products).toHaveLength(25);
    expect(body.products[0]).toMatchObject({
      name: 'Paged Product 29',
      price: 1290.5,
      oldPrice: 1590,
      stock: 0,
      category: 'Paging',
      image: expect.stringMatching(/^\/uploads\/products\/.+-720\.webp$/),
      thumbnail: expect.stringMatching(/^\/uploads\/products\/.+-360\.webp$/),
    });
    expect(body.products[0]?._id).toBe(body.products[0]?.id);
    expect(body.products[1]).toMatchObject({ name: 'Paged Product 28', oldPrice: null, stock: 15 });
  });

  it('pages: page 2 holds the rest, and no product is on two pages', async () => {
    const first = (await shop.get('/api/v1/products?page=1')).body as ListBody;
    const second = (await shop.get('/api/v1/products?page=2')).body as ListBody;

    expect(second.page).toBe(2);
    expect(second.products.map((p) => p.name)).toEqual([
      'Paged Product 04',
      'Paged Product 03',
      'Paged Product 02',
      'Paged Product 01',
      'Paged Product 00',
    ]);
    const ids = new Set([...first.products, ...second.products].map((p) => p.id));
    expect(ids.size).toBe(30);
  });

  it('leaves hidden products out', async () => {
    const body = (await shop.get('/api/v1/products?pageSize=100')).body as ListBody;
    expect(body.products.map((p) => p.name)).not.toContain('Hidden Product');
  });

  it.each([['page=0'], ['page=abc'], ['pageSize=0'], [`pageSize=${PAGE_SIZES.max + 1}`], ['page=1.5']])(
    'refuses %s with a 400 in the error shape',
    async (query) => {
      const res = await shop.get(`/api/v1/products?${query}`);

      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: expect.any(String),
        issues: [
          expect.objectContaining({ path: expect.stringMatching(/^query\./), message: expect.any(String) }),
        ],
      });
    },
  );

  it('answers an empty page past the end', async () => {
    const body = (await shop.get('/api/v1/products?page=50')).body as ListBody;
    expect(body.products).toEqual([]);
    expect(body.total).toBe(30);
  });
});

describe('errors', () => {
  it('answers an unknown /api path with the JSON error shape and 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/no-such-thing'],
      ['POST', '/api/v1/products/x/y'],
      ['GET', '/api/v2/products'],
    ] as const) {
      const res = await shop.request(method, url);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: ERROR_MESSAGES.routeNotFound });
    }
  });

  it('sends strict security headers', async () => {
    const res = await shop.get('/api/v1/categories');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
