import type { Category, HeroImage, ProductDetail } from '@haat/contracts';
import type { AdminCategory } from '@haat/contracts/admin';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { refusal, type TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import type { Shopper } from '../../../test/shopping';
import { auditLog } from '../../db/schema';

let shop: TestApp;
let operator: Shopper;
test.beforeAll(async ({ shop: built }) => {
  shop = built;
  operator = await shop.signUpOperator();
});

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

  it('lists a renamed category and item under their new slugs at once, every page, and nothing under the old', async () => {
    const category = await addCategory('Rain Wear');
    const withItem = await operator.post(`/api/v1/admin/categories/${category._id}/items`, {
      name: 'Ponchos',
    });
    const item = named(withItem.body as Done, 'Rain Wear')?.items[0] as AdminCategory['items'][number];
    for (let n = 0; n < 3; n += 1)
      await createProduct(shop.db, { categoryId: category._id, categoryItemId: item._id });
    const listed = async (filter: string) => {
      const pages = await Promise.all(
        [1, 2].map((page) => shop.get(`/api/v1/products?${filter}&sort=price-asc&pageSize=2&page=${page}`)),
      );
      return pages.flatMap((res) => (res.body as { products: { id: string }[] }).products.map((p) => p.id));
    };
    // Read (and their statements kept) before the renames.
    const before = await listed('category=rain-wear');
    expect(before).toHaveLength(3);
    expect(await listed('item=ponchos')).toEqual(before);

    await operator.put(`/api/v1/admin/categories/${category._id}`, { name: 'Monsoon Wear' });
    await operator.put(`/api/v1/admin/categories/${category._id}/items/${item._id}`, { name: 'Raincoats' });
    expect(await listed('category=monsoon-wear')).toEqual(before);
    expect(await listed('item=raincoats')).toEqual(before);
    expect(await listed('category=raincoats')).toEqual(before);
    expect(await listed('category=rain-wear')).toEqual([]);
    expect(await listed('item=ponchos')).toEqual([]);
    // The old slug is a new, empty category's now.
    await addCategory('Rain Wear');
    expect(await listed('category=rain-wear')).toEqual([]);
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

describe('Bengali names of categories and items', () => {
  const shelvesOf = async () => ((await operator.get('/api/v1/admin/categories')).body as Done).categories;
  const shown = async (id: string) => (await publicCategories()).find((category) => category.id === id);

  it('are stored and answered beside the English, and a rename without one takes it away', async () => {
    const created = await operator.post('/api/v1/admin/categories', {
      name: 'Eid Specials',
      nameBn: '  ঈদ স্পেশাল  ',
    });
    expect(created.status, created.text).toBe(201);
    const eid = named(created.body as Done, 'Eid Specials') as AdminCategory;
    // Trimmed, as the English is; the slug stays the English one's.
    expect(eid).toMatchObject({ title: 'Eid Specials', titleBn: 'ঈদ স্পেশাল', slug: 'eid-specials' });

    const base = `/api/v1/admin/categories/${eid._id}/items`;
    expect((await operator.post(base, { name: 'Panjabi', nameBn: 'পাঞ্জাবি' })).status).toBe(201);
    expect((await operator.post(base, { name: 'Sherwani' })).status).toBe(201);
    const [panjabi, sherwani] = (await shelvesOf()).find((category) => category._id === eid._id)?.items ?? [];
    expect(panjabi).toMatchObject({ name: 'Panjabi', nameBn: 'পাঞ্জাবি', slug: 'panjabi' });
    expect(sherwani).toMatchObject({ name: 'Sherwani', nameBn: null });
    expect(await shown(eid._id)).toEqual({
      id: eid._id,
      title: 'Eid Specials',
      titleBn: 'ঈদ স্পেশাল',
      slug: 'eid-specials',
      items: ['Panjabi', 'Sherwani'],
      itemsBn: ['পাঞ্জাবি', null],
    });

    // A product's page names its category and item in both languages.
    const product = await createProduct(shop.db, { categoryId: eid._id, categoryItemId: panjabi?._id });
    const detail = (await shop.get(`/api/v1/products/${product.id}`)).body as { product: ProductDetail };
    expect(detail.product).toMatchObject({
      category: 'Eid Specials',
      categoryBn: 'ঈদ স্পেশাল',
      item: 'Panjabi',
      itemBn: 'পাঞ্জাবি',
    });

    // Given to the item later; changed on the category with the English unchanged.
    const given = await operator.put(`${base}/${sherwani?._id}`, { name: 'Sherwani', nameBn: 'শেরওয়ানি' });
    expect(given.status, given.text).toBe(200);
    const changed = await operator.put(`/api/v1/admin/categories/${eid._id}`, {
      name: 'Eid Specials',
      nameBn: 'ঈদের আয়োজন',
    });
    expect(changed.status, changed.text).toBe(200);
    expect(await shown(eid._id)).toMatchObject({
      titleBn: 'ঈদের আয়োজন',
      itemsBn: ['পাঞ্জাবি', 'শেরওয়ানি'],
    });
    const [renamed] = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, eid._id), eq(auditLog.action, 'category.rename')));
    expect(renamed).toMatchObject({
      before: { title: 'Eid Specials', titleBn: 'ঈদ স্পেশাল' },
      after: { title: 'Eid Specials', titleBn: 'ঈদের আয়োজন' },
    });

    // Left out, null, empty or spaces: none, and the shop shows the English.
    const cleared = [
      await operator.put(`/api/v1/admin/categories/${eid._id}`, { name: 'Eid Specials' }),
      await operator.put(`${base}/${panjabi?._id}`, { name: 'Panjabi', nameBn: '   ' }),
      await operator.put(`${base}/${sherwani?._id}`, { name: 'Sherwani', nameBn: null }),
    ];
    expect(cleared.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(await shown(eid._id)).toMatchObject({ titleBn: null, itemsBn: [null, null] });
    const blank = await operator.post('/api/v1/admin/categories', { name: 'Blank Bengali', nameBn: '' });
    expect(named(blank.body as Done, 'Blank Bengali')?.titleBn).toBeNull();
    const afterClearing = (await shop.get(`/api/v1/products/${product.id}`)).body as {
      product: ProductDetail;
    };
    expect(afterClearing.product).toMatchObject({ categoryBn: null, itemBn: null });
  });

  it('refuses control characters, line breaks and overlong Bengali like the English, and changes nothing', async () => {
    const category = await addCategory('Winter Shop');
    const base = `/api/v1/admin/categories/${category._id}/items`;
    expect((await operator.post(base, { name: 'Shawl', nameBn: 'শাল' })).status).toBe(201);
    const item = (await shelvesOf()).find((shelf) => shelf._id === category._id)?.items[0] as {
      _id: string;
    };
    const before = await shelvesOf();
    const attempts: [Record<string, unknown>, string][] = [
      [{ nameBn: 'শীতের\u0000কালেকশন' }, 'textInvalidCharacters'],
      [{ nameBn: 'শীতের\u0007' }, 'textInvalidCharacters'],
      [{ nameBn: 'শীতের\nকালেকশন' }, 'textInvalidCharacters'],
      [{ nameBn: 'শ'.repeat(61) }, 'invalidRequest'],
      [{ nameBn: 42 }, 'invalidRequest'],
      // A megabyte: within the body limit, refused by the field's own limit.
      [{ nameBn: 'x'.repeat(1_000_000) }, 'invalidRequest'],
    ];
    const calls: [string, 'post' | 'put', string][] = [
      ['a new category', 'post', '/api/v1/admin/categories'],
      ['a renamed category', 'put', `/api/v1/admin/categories/${category._id}`],
      ['a new item', 'post', base],
      ['a renamed item', 'put', `${base}/${item._id}`],
    ];
    for (const [change, code] of attempts) {
      for (const [what, method, path] of calls) {
        const res = await operator[method](path, { name: 'Winter Things', ...change });
        const label = `${what}: ${JSON.stringify(change).slice(0, 40)}`;
        expect(res.status, label).toBe(400);
        expect(res.body, label).toMatchObject({ success: false, code });
      }
    }
    // A megabyte of Bengali is three: over the body limit, refused before it is read.
    const huge = await operator.put(`/api/v1/admin/categories/${category._id}`, {
      name: 'Winter Shop',
      nameBn: 'ক'.repeat(1_000_000),
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ success: false, code: expect.any(String) });
    expect(await shelvesOf()).toEqual(before);
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
