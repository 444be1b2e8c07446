import type { Category, HeroImage } from '@haat/contracts';
import type { AdminCategory } from '@haat/contracts/admin';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, refusal, type TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import type { Shopper } from '../../../test/shopping';
import { auditLog } from '../../db/schema';

let shop: TestApp;
let operator: Shopper;
beforeAll(async () => {
  shop = await buildTestApp();
  operator = await shop.signUpOperator();
});
afterAll(() => shop?.close());

type Done = { success: true; message: string; categories: AdminCategory[] };

const named = (done: Done, title: string) => done.categories.find((category) => category.title === title);
const publicCategories = async () => (await shop.get('/api/v1/categories')).body as Category[];
const addCategory = async (name: string) => {
  const res = await operator.post('/api/v1/admin/categories', { name });
  expect(res.status, res.text).toBe(201);
  return named(res.body as Done, name) as AdminCategory;
};

describe('categories and items', () => {
  it('adds, renames and reorders categories with slugs from their names; the menu shows it at once', async () => {
    // The catalogue has read (and keeps) its categories before the operator changes them.
    await publicCategories();
    const done = await operator.post('/api/v1/admin/categories', { name: 'Winter Wear' });
    expect(done.status).toBe(201);
    expect((done.body as Done).message).toBe('Category “Winter Wear” added.');
    const winter = named(done.body as Done, 'Winter Wear');
    expect(winter).toMatchObject({ slug: 'winter-wear', productCount: 0, items: [] });
    expect((await publicCategories()).map((category) => category.slug)).toContain('winter-wear');

    const taken = await operator.post('/api/v1/admin/categories', { name: ' winter   wear ' });
    expect(taken.status).toBe(409);
    expect((taken.body as { code: string }).code).toBe('categoryNameTaken');

    const renamed = await operator.put(`/api/v1/admin/categories/${winter?._id}`, { name: 'Winter Shawls' });
    expect(renamed.status).toBe(200);
    expect(named(renamed.body as Done, 'Winter Shawls')?.slug).toBe('winter-shawls');
    expect((await publicCategories()).find((category) => category.id === winter?._id)?.title).toBe(
      'Winter Shawls',
    );

    const summer = await addCategory('Summer Wear');
    const ids = (await publicCategories()).map((category) => category.id);
    const reversed = [...ids].reverse();
    const reordered = await operator.put('/api/v1/admin/categories/order', { ids: reversed });
    expect(reordered.status, reordered.text).toBe(200);
    expect((reordered.body as Done).categories.map((category) => category._id)).toEqual(reversed);
    expect((await publicCategories()).map((category) => category.id)).toEqual(reversed);
    for (const wrong of [reversed.slice(1), [...reversed, summer._id], [...reversed.slice(1), 'nonsense']]) {
      const refused = await operator.put('/api/v1/admin/categories/order', { ids: wrong });
      expect(refused.status).toBe(400);
      expect((refused.body as { code: string }).code).toBe('categoriesMismatch');
    }
    const [entry] = await shop.db.select().from(auditLog).where(eq(auditLog.action, 'category.rename'));
    expect(entry).toMatchObject({
      before: { title: 'Winter Wear', slug: 'winter-wear' },
      after: { title: 'Winter Shawls', slug: 'winter-shawls' },
    });
  });

  it('refuses to delete a category or item products are filed under (archived ones too)', async () => {
    const category = await addCategory('Footwear');
    const withItems = await operator.post(`/api/v1/admin/categories/${category._id}/items`, {
      name: 'Sandals',
    });
    expect(withItems.status).toBe(201);
    const item = named(withItems.body as Done, 'Footwear')?.items[0];
    expect(item).toMatchObject({ name: 'Sandals', slug: 'sandals', productCount: 0 });
    await createProduct(shop.db, { categoryId: category._id, categoryItemId: item?._id, active: false });
    const counted = named((await operator.get('/api/v1/admin/categories')).body as Done, 'Footwear');
    expect(counted).toMatchObject({ productCount: 1, items: [{ name: 'Sandals', productCount: 1 }] });

    const refused = await operator.delete(`/api/v1/admin/categories/${category._id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(refusal('categoryInUse'));
    const itemRefused = await operator.delete(`/api/v1/admin/categories/${category._id}/items/${item?._id}`);
    expect(itemRefused.status).toBe(409);
    expect(itemRefused.body).toEqual(refusal('categoryItemInUse'));
    expect((await publicCategories()).find((shown) => shown.id === category._id)?.items).toEqual(['Sandals']);
  });

  it('adds, renames, reorders and deletes the items of a category; an empty category goes', async () => {
    const category = await addCategory('Accessories');
    const base = `/api/v1/admin/categories/${category._id}/items`;
    for (const name of ['Belts', 'Caps', 'Wallets'])
      expect((await operator.post(base, { name })).status).toBe(201);
    const duplicate = await operator.post(base, { name: 'caps' });
    expect(duplicate.status).toBe(409);
    expect((duplicate.body as { code: string }).code).toBe('categoryItemNameTaken');
    const items = async () => (await publicCategories()).find((shown) => shown.id === category._id)?.items;
    const listed = named(
      (await operator.get('/api/v1/admin/categories')).body as Done,
      'Accessories',
    )?.items.map((item) => item._id) as string[];

    const renamed = await operator.put(`${base}/${listed[1]}`, { name: 'Hats' });
    expect((renamed.body as Done).message).toBe('Item renamed to “Hats”.');
    const reordered = await operator.put(`${base}/order`, { ids: [listed[2], listed[0], listed[1]] });
    expect(reordered.status, reordered.text).toBe(200);
    expect(await items()).toEqual(['Wallets', 'Belts', 'Hats']);
    const deleted = await operator.delete(`${base}/${listed[0]}`);
    expect((deleted.body as Done).message).toBe('Item “Belts” deleted.');
    expect(await items()).toEqual(['Wallets', 'Hats']);
    // An item of another category is not this one's.
    const other = await createCategory(shop.db, { items: ['Other Item'] });
    const foreign = await operator.put(`${base}/${other.items[0]?.id}`, { name: 'Mine' });
    expect(foreign.body).toEqual(refusal('categoryItemNotFound'));

    const gone = await operator.delete(`/api/v1/admin/categories/${category._id}`);
    expect(gone.status).toBe(200);
    expect((gone.body as Done).message).toBe('Category “Accessories” deleted.');
    expect((await publicCategories()).map((shown) => shown.id)).not.toContain(category._id);
    expect((await operator.delete(`/api/v1/admin/categories/${category._id}`)).body).toEqual(
      refusal('categoryNotFound'),
    );
  });

  it('takes 20 reorders at once: the menu ends in one of the orders asked', async () => {
    const ids = (await publicCategories()).map((category) => category.id);
    const orders = Array.from({ length: 20 }, (_, n) =>
      ids.map((_, i) => ids[(i + n) % ids.length] as string),
    );
    const answers = await Promise.all(
      orders.map((order) => operator.put('/api/v1/admin/categories/order', { ids: order })),
    );
    expect(
      answers.map((answer) => answer.status),
      answers.map((answer) => answer.text).join(),
    ).toEqual(Array(20).fill(200));
    expect(orders).toContainEqual((await publicCategories()).map((category) => category.id));
  });

  it('refuses names that are no names', async () => {
    for (const name of ['', '   ', 'a\u0000b', 'x'.repeat(61)]) {
      const res = await operator.post('/api/v1/admin/categories', { name });
      expect(res.status).toBe(400);
    }
  });
});

describe('the home page picture', () => {
  it('is replaced by an upload, checked and stored as WebP, which the home page then loads', async () => {
    const png = await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([png]), 'banner.png');
    const response = await fetch(`${shop.address}/api/v1/admin/storefront/hero-image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${operator.token}` },
      body: form,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'The home page picture is changed.' });

    const hero = await shop.get('/api/v1/hero-navbar/image-data');
    expect(hero.status).toBe(200);
    const { image, contentType } = hero.body as HeroImage;
    expect(contentType).toBe('image/webp');
    const meta = await sharp(Buffer.from(image, 'base64')).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: 1200,
      height: 450,
    });
    const [entry] = await shop.db.select().from(auditLog).where(eq(auditLog.action, 'setting.heroImage'));
    expect(entry).toMatchObject({ before: null, after: { contentType: 'image/webp' } });

    const notImage = new FormData();
    notImage.append('image', new Blob(['GIF89a not really']), 'banner.gif');
    const refused = await fetch(`${shop.address}/api/v1/admin/storefront/hero-image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${operator.token}` },
      body: notImage,
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual(refusal('imageNotImage'));
  });
});
