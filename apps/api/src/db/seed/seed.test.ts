import { LIMITS, type ProductList, SIZES } from '@haat/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { verifyPassword } from '../../modules/auth/passwords';
import { renditionKey } from '../../modules/catalogue/images';
import { categories, productImages, productStock, products, settings, users } from '../schema';
import { DEMO_LOGINS, seedDemoShop } from './demo';
import { seedLargeCatalogue } from './large';

let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp();
  await seedDemoShop({ database: shop.database, storage: shop.storage });
}, 120_000);
afterAll(() => shop.close());

describe('the demo shop', () => {
  it('has 8 categories of 8 items each, enough for the header menus', async () => {
    const res = await shop.get('/api/v1/categories');
    const list = res.body as { title: string; items: string[] }[];
    expect(list).toHaveLength(8);
    for (const category of list) expect(category.items.length).toBe(LIMITS.menuItemsPerCategory);
    expect(list.map((c) => c.title)).toContain("Women's Fashion");
  });

  it('has at least 150 products with taka prices, some reduced, some sold out, each with 2 to 4 images', async () => {
    const [total] = await shop.db.select({ n: count() }).from(products);
    expect(total?.n).toBeGreaterThanOrEqual(150);

    const imageCounts = await shop.db
      .select({ n: count() })
      .from(productImages)
      .groupBy(productImages.productId);
    expect(imageCounts).toHaveLength(total?.n ?? 0);
    for (const { n } of imageCounts) expect(n).toBeGreaterThanOrEqual(2);
    for (const { n } of imageCounts) expect(n).toBeLessThanOrEqual(4);

    const [reduced] = await shop.db
      .select({ n: count() })
      .from(products)
      .where(sql`${products.oldPrice} > ${products.price}`);
    expect(reduced?.n).toBeGreaterThan(10);

    const soldOut = await shop.db
      .select({ id: productStock.productId })
      .from(productStock)
      .groupBy(productStock.productId)
      .having(sql`sum(${productStock.quantity}) = 0`);
    expect(soldOut.length).toBeGreaterThan(0);

    const [sizes] = await shop.db.select({ n: count() }).from(productStock);
    expect(sizes?.n).toBe((total?.n ?? 0) * SIZES.length);
  });

  it('stores every picture it names, at both widths', async () => {
    const keys = await shop.db.selectDistinct({ key: productImages.storageKey }).from(productImages);
    for (const { key } of keys.slice(0, 20)) {
      const small = await shop.storage.read(renditionKey(key, 360));
      const large = await shop.storage.read(renditionKey(key, 720));
      expect(small?.subarray(8, 12).toString()).toBe('WEBP');
      expect(large?.length).toBeGreaterThan(small?.length ?? 0);
    }
    const served = await shop.get(`/uploads/${renditionKey(keys[0]?.key ?? '', 360)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('keeps delivery costs of 60 and 120 taka and a hero image', async () => {
    const rows = await shop.db.select().from(settings);
    const byKey = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    expect(byKey.delivery_costs).toEqual({ dhakaInside: 6000, dhakaOutside: 12000 });
    const hero = byKey.hero_image as { storageKey: string };
    expect((await shop.storage.read(hero.storageKey))?.length).toBeGreaterThan(1000);
  });

  it('makes the demo shopper and admin with argon2id password hashes', async () => {
    const [shopper] = await shop.db.select().from(users).where(eq(users.email, DEMO_LOGINS.shopper.email));
    const [admin] = await shop.db.select().from(users).where(eq(users.email, DEMO_LOGINS.admin.email));
    expect(shopper?.role).toBe('user');
    expect(admin?.role).toBe('admin');
    expect(shopper?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(shopper?.passwordHash ?? '', DEMO_LOGINS.shopper.password)).toBe(true);
    expect(await verifyPassword(admin?.passwordHash ?? '', 'wrong password')).toBe(false);
  });

  it('does not seed twice', async () => {
    expect(await seedDemoShop({ database: shop.database, storage: shop.storage })).toBeNull();
    const [total] = await shop.db.select({ n: count() }).from(categories);
    expect(total?.n).toBe(8);
  });
});

describe('the large catalogue for benchmarks', () => {
  it('tops the catalogue up to the asked number, each product with sizes and pictures', async () => {
    await seedLargeCatalogue(shop.db, 3_000);

    const [total] = await shop.db.select({ n: count() }).from(products);
    expect(total?.n).toBe(3_000);
    const [withoutStock] = await shop.db
      .select({ n: count() })
      .from(products)
      .where(sql`not exists (select 1 from ${productStock} s where s.product_id = ${products.id})`);
    expect(withoutStock?.n).toBe(0);
    const [withoutImages] = await shop.db
      .select({ n: count() })
      .from(products)
      .where(sql`not exists (select 1 from ${productImages} i where i.product_id = ${products.id})`);
    expect(withoutImages?.n).toBe(0);

    const page = (await shop.get('/api/v1/products?page=3&pageSize=100')).body as ProductList;
    expect(page.products).toHaveLength(100);
    // Past the cap, the listing counts no further and says so.
    expect(page).toMatchObject({ total: LIMITS.productCountCap, totalExact: false });
  });
});

describe('seeding from two processes at once', () => {
  it('seeds once; the other finds the shop seeded', async () => {
    const other = await buildTestApp();
    try {
      const deps = { database: other.database, storage: other.storage };
      const results = await Promise.all([
        seedDemoShop(deps, { productCount: 16 }),
        seedDemoShop(deps, { productCount: 16 }),
      ]);
      expect(results.filter((result) => result !== null)).toHaveLength(1);
      const [total] = await other.db.select({ n: count() }).from(products);
      expect(total?.n).toBe(16);
    } finally {
      await other.close();
    }
  });
});

describe("a product's stock total", () => {
  it('follows its sizes whenever they change, as the database keeps it', async () => {
    const [product] = await shop.db.select().from(products).limit(1);
    const id = product?.id ?? '';
    const stockOf = async () =>
      ((await shop.get(`/api/v1/products/${id}`)).body as { product: { stock: number } }).product.stock;
    const sum = async () => {
      const rows = await shop.db.select().from(productStock).where(eq(productStock.productId, id));
      return rows.reduce((total, row) => total + row.quantity, 0);
    };

    expect(await stockOf()).toBe(await sum());
    await shop.db.update(productStock).set({ quantity: 7 }).where(eq(productStock.productId, id));
    expect(await stockOf()).toBe(35);
    await shop.db
      .delete(productStock)
      .where(sql`${productStock.productId} = ${id} and ${productStock.size} in ('S', 'M')`);
    expect(await stockOf()).toBe(21);
    await shop.db.insert(productStock).values({ productId: id, size: 'S', quantity: 4 });
    expect(await stockOf()).toBe(25);
  });
});
