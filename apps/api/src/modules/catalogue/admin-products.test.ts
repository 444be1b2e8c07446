import type { ProductDetail, ProductList } from '@haat/contracts';
import type { AdminProduct, AdminProductRow, ProductInput } from '@haat/contracts/admin';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { refusal, type TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import type { Shopper } from '../../../test/shopping';
import { auditLog, productImages } from '../../db/schema';

let shop: TestApp;
let operator: Shopper;
let men: Awaited<ReturnType<typeof createCategory>>;
let women: Awaited<ReturnType<typeof createCategory>>;
test.beforeAll(async ({ shop: built }) => {
  shop = built;
  operator = await shop.signUpOperator({ name: 'Nasrin Operator' });
  men = await createCategory(shop.db, { title: 'Men Admin Test', items: ['Panjabi', 'Shirt'] });
  women = await createCategory(shop.db, { title: 'Women Admin Test', items: ['Saree'] });
});

type Done = { success: true; message: string; product: AdminProduct };
type Page = { total: number; page: number; pageSize: number; rows: AdminProductRow[] };

const panjabi = (): ProductInput => ({
  name: 'Eid Cotton Panjabi',
  description: 'Soft cotton, for the day and the evening.',
  categoryId: men.id,
  itemId: men.items[0]?.id ?? null,
  price: 1850.5,
  oldPrice: 2200,
  brand: 'Aarong',
  colour: 'White',
  stock: { S: 2, M: 5, L: 0, XL: 1 },
});

const create = async (input: ProductInput = panjabi()) => {
  const res = await operator.post('/api/v1/admin/products', input);
  expect(res.status, res.text).toBe(201);
  return (res.body as Done).product;
};

/** A picture of `width` × `height` in `format`, drawn here. */
const picture = (format: 'jpeg' | 'png' | 'webp', width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();

/** Sends a file as a browser's form does. */
async function upload(url: string, bytes: Uint8Array, filename = 'photo.jpg', field = 'image') {
  const form = new FormData();
  form.append(field, new Blob([bytes]), filename);
  const response = await fetch(`${shop.address}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operator.token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
const addImage = async (productId: string, bytes?: Uint8Array) => {
  const res = await upload(`/api/v1/admin/products/${productId}/images`, bytes ?? (await picture('jpeg')));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as Done).product;
};

const publicProduct = (id: string) => shop.get(`/api/v1/products/${id}`);
const publicSearch = async (query: string) =>
  ((await shop.get(`/api/v1/products?${query}`)).body as ProductList).products.map((product) => product.id);

describe('products', () => {
  it('adds a product the catalogue then shows, with its price in taka and stock per size', async () => {
    const done = await operator.post('/api/v1/admin/products', panjabi());
    expect(done.status).toBe(201);
    const { product, message } = done.body as Done;
    expect(message).toBe('Product “Eid Cotton Panjabi” added.');
    expect(product).toMatchObject({
      name: 'Eid Cotton Panjabi',
      price: 1850.5,
      oldPrice: 2200,
      brand: 'Aarong',
      colour: 'White',
      active: true,
      category: { _id: men.id, title: 'Men Admin Test' },
      item: { _id: men.items[0]?.id, name: 'Panjabi' },
      stock: { S: 2, M: 5, L: 0, XL: 1, XXL: 0 },
      stockTotal: 8,
      images: [],
    });

    const shown = await publicProduct(product._id);
    expect(shown.status).toBe(200);
    expect((shown.body as { product: ProductDetail }).product).toMatchObject({
      name: 'Eid Cotton Panjabi',
      price: 1850.5,
      oldPrice: 2200,
      item: 'Panjabi',
      stock: 8,
      sizes: [
        { size: 'S', stock: 2 },
        { size: 'M', stock: 5 },
        { size: 'L', stock: 0 },
        { size: 'XL', stock: 1 },
        { size: 'XXL', stock: 0 },
      ],
    });
    expect(await publicSearch('search=Eid%20Cotton')).toContain(product._id);
    expect(await publicSearch(`category=${men.slug}`)).toContain(product._id);

    const [entry] = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, product._id), eq(auditLog.action, 'product.create')));
    expect(entry).toMatchObject({ actorUserId: operator.user.id, before: null });
    expect(entry?.after).toMatchObject({ name: 'Eid Cotton Panjabi', price: 1850.5 });
  });

  it('edits every field; the audit keeps what changed as it was and became', async () => {
    const product = await create();
    const res = await operator.put(`/api/v1/admin/products/${product._id}`, {
      ...panjabi(),
      name: 'Katan Saree',
      categoryId: women.id,
      itemId: women.items[0]?.id ?? null,
      price: 4500,
      oldPrice: null,
      stock: { M: 9 },
    });
    expect(res.status, res.text).toBe(200);
    expect((res.body as Done).message).toBe('Product “Katan Saree” saved.');
    expect((res.body as Done).product).toMatchObject({
      name: 'Katan Saree',
      category: { _id: women.id },
      item: { name: 'Saree' },
      price: 4500,
      oldPrice: null,
      stock: { S: 2, M: 9, L: 0, XL: 1, XXL: 0 },
    });
    expect(await publicSearch(`category=${women.slug}`)).toContain(product._id);
    expect(await publicSearch(`category=${men.slug}`)).not.toContain(product._id);
    const [entry] = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, product._id), eq(auditLog.action, 'product.update')));
    expect(entry?.before).toMatchObject({ name: 'Eid Cotton Panjabi', price: 1850.5, oldPrice: 2200 });
    expect(entry?.after).toMatchObject({ name: 'Katan Saree', price: 4500, oldPrice: null });
    expect(entry?.before).not.toHaveProperty('brand');
  });

  it('archives a product out of the catalogue and restores it', async () => {
    const product = await create({ ...panjabi(), name: 'Archived Lungi' });
    const archived = await operator.post(`/api/v1/admin/products/${product._id}/archive`);
    expect(archived.status).toBe(200);
    expect((archived.body as Done).product.active).toBe(false);
    expect((archived.body as Done).message).toBe('“Archived Lungi” is archived: shoppers no longer see it.');
    expect((await publicProduct(product._id)).status).toBe(404);
    expect(await publicSearch('search=Archived%20Lungi')).toEqual([]);
    // The operator still finds it, among the archived.
    const list = await operator.get('/api/v1/admin/products?q=Archived%20Lungi&state=archived');
    expect((list.body as Page).rows.map((row) => row._id)).toEqual([product._id]);

    const restored = await operator.post(`/api/v1/admin/products/${product._id}/restore`);
    expect(restored.status).toBe(200);
    expect((restored.body as Done).product.active).toBe(true);
    expect((await publicProduct(product._id)).status).toBe(200);
    const actions = await shop.db.select().from(auditLog).where(eq(auditLog.entityId, product._id));
    expect(actions.map((entry) => [entry.action, entry.before, entry.after])).toEqual(
      expect.arrayContaining([
        ['product.archive', { active: true }, { active: false }],
        ['product.restore', { active: false }, { active: true }],
      ]),
    );
  });

  it('lists by name or brand, category and state, a page at a time', async () => {
    const category = await createCategory(shop.db, { title: 'List Test Category' });
    const older = await createProduct(shop.db, {
      categoryId: category.id,
      name: 'Jamdani Orna',
      brand: 'Kumudini',
      createdAt: new Date('2026-01-01'),
    });
    const newer = await createProduct(shop.db, {
      categoryId: category.id,
      name: 'Silk Orna',
      brand: 'Yellow',
    });
    const archived = await createProduct(shop.db, {
      categoryId: category.id,
      name: 'Old Orna',
      active: false,
    });
    const ids = async (query: string) =>
      ((await operator.get(`/api/v1/admin/products?${query}`)).body as Page).rows.map((row) => row._id);

    expect(await ids(`category=${category.id}`)).toEqual([archived.id, newer.id, older.id]);
    expect(await ids(`category=${category.id}&state=active`)).toEqual([newer.id, older.id]);
    expect(await ids(`category=${category.id}&state=archived`)).toEqual([archived.id]);
    expect(await ids('q=kumudini')).toEqual([older.id]);
    expect(await ids('q=orna&category=&state=')).toEqual([archived.id, newer.id, older.id]);
    expect(await ids('category=not-an-id')).toEqual([]);
    const first = (await operator.get(`/api/v1/admin/products?category=${category.id}&pageSize=2`))
      .body as Page;
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.rows[0]).toMatchObject({ stock: { S: 10, M: 10, L: 10, XL: 10, XXL: 10 }, stockTotal: 50 });
    expect(await ids(`category=${category.id}&pageSize=2&page=2`)).toEqual([older.id]);
  });

  it('sets the stock of the sizes given, and the catalogue shows it', async () => {
    const product = await create();
    const res = await operator.put(`/api/v1/admin/products/${product._id}/stock`, {
      stock: { S: 0, XXL: 7 },
    });
    expect(res.status, res.text).toBe(200);
    expect((res.body as Done).message).toBe('Stock of “Eid Cotton Panjabi” saved.');
    expect((res.body as Done).product.stock).toEqual({ S: 0, M: 5, L: 0, XL: 1, XXL: 7 });
    const shown = (await publicProduct(product._id)).body as { product: ProductDetail };
    expect(shown.product.stock).toBe(13);
    const [entry] = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, product._id), eq(auditLog.action, 'product.stock')));
    expect(entry).toMatchObject({ before: { S: 2, XXL: 0 }, after: { S: 0, XXL: 7 } });
  });

  it('takes 20 stock edits at once, each whole: the last one written stands, the total agrees', async () => {
    const product = await create();
    const edits = Array.from({ length: 20 }, (_, n) =>
      operator.put(`/api/v1/admin/products/${product._id}/stock`, {
        stock: { S: n, M: n, L: n, XL: n, XXL: n },
      }),
    );
    const answers = await Promise.all(edits);
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const after = (await operator.get(`/api/v1/admin/products/${product._id}`)).body as {
      product: AdminProduct;
    };
    const units = Object.values(after.product.stock);
    // Every size holds the same edit's number: no edit was half applied.
    expect(new Set(units).size).toBe(1);
    expect(after.product.stockTotal).toBe((units[0] ?? 0) * 5);
    const shown = (await publicProduct(product._id)).body as { product: ProductDetail };
    expect(shown.product.stock).toBe(after.product.stockTotal);
  });

  it('refuses what is not a product, and changes nothing', async () => {
    const product = await create();
    const otherCategoryItem = women.items[0]?.id;
    const refusals: [Partial<ProductInput> & Record<string, unknown>, string][] = [
      [{ price: -5 }, 'productPriceInvalid'],
      [{ price: 0 }, 'productPriceInvalid'],
      [{ price: 10_000_000 }, 'productPriceInvalid'],
      [{ price: 12.345 }, 'productPriceInvalid'],
      [{ oldPrice: 1000 }, 'productOldPriceNotHigher'],
      [{ name: '   ' }, 'productNameRequired'],
      [{ name: 'Bad\u0000name' }, 'textInvalidCharacters'],
      [{ description: 'x'.repeat(1_000_000) }, 'invalidRequest'],
      [{ stock: { M: -1 } }, 'stockInvalid'],
      [{ stock: { M: 2.5 } }, 'stockInvalid'],
      [{ stock: { XXXL: 3 } as ProductInput['stock'] }, 'invalidRequest'],
      [{ categoryId: '5f0c4a5e-8d7b-4d2c-9a53-2b1e0c7e9f11' }, 'productCategoryUnknown'],
      [{ categoryId: 'nonsense' }, 'productCategoryUnknown'],
      [{ itemId: otherCategoryItem }, 'productItemNotInCategory'],
      [{ oneSize: true, stock: { M: 1 } }, 'stockSizesOfOneSize'],
      [{ units: 4 }, 'stockUnitsOfSized'],
      [{ oneSize: true, units: -1, stock: {} }, 'stockInvalid'],
      [{ shipsFrom: 'US' as ProductInput['shipsFrom'] }, 'shipsFromUnknown'],
    ];
    for (const [change, code] of refusals) {
      const res = await operator.put(`/api/v1/admin/products/${product._id}`, { ...panjabi(), ...change });
      expect(res.status, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect((res.body as { code: string }).code, JSON.stringify(change).slice(0, 80)).toBe(code);
    }
    const unchanged = (await operator.get(`/api/v1/admin/products/${product._id}`)).body as {
      product: AdminProduct;
    };
    expect(unchanged.product).toEqual(product);
    const huge = await operator.post('/api/v1/admin/products', { ...panjabi(), name: 'x'.repeat(1_048_576) });
    expect(huge.status).toBe(413);
    expect((await operator.put('/api/v1/admin/products/not-an-id', panjabi())).body).toEqual(
      refusal('productNotFound'),
    );
  });
});

describe('one-size products and where products ship from', () => {
  const watch = (): ProductInput => ({
    name: 'Minimal Mesh Strap Watch',
    categoryId: men.id,
    price: 2990,
    oneSize: true,
    units: 12,
    shipsFrom: 'CN',
  });

  it('adds a one-size product with its units: no sizes in the shop, and the origin shown', async () => {
    const product = await create(watch());
    expect(product).toMatchObject({
      oneSize: true,
      shipsFrom: 'CN',
      stock: { S: 0, M: 0, L: 0, XL: 0, XXL: 0 },
      stockTotal: 12,
    });
    const shown = (await publicProduct(product._id)).body as { product: ProductDetail };
    expect(shown.product).toMatchObject({ oneSize: true, stock: 12, sizes: [], shipsFrom: 'CN' });
    const [entry] = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, product._id), eq(auditLog.action, 'product.create')));
    expect(entry?.after).toMatchObject({ oneSize: true, shipsFrom: 'CN', stock: { units: 12 } });
  });

  it('sets the units of a one-size product, and refuses sizes for it (and units for a sized one)', async () => {
    const product = await create(watch());
    const res = await operator.put(`/api/v1/admin/products/${product._id}/stock`, { units: 3 });
    expect(res.status, res.text).toBe(200);
    expect((res.body as Done).product.stockTotal).toBe(3);
    expect(((await publicProduct(product._id)).body as { product: ProductDetail }).product.stock).toBe(3);

    const sizes = await operator.put(`/api/v1/admin/products/${product._id}/stock`, { stock: { M: 4 } });
    expect(sizes.status).toBe(400);
    expect((sizes.body as { code: string }).code).toBe('stockSizesOfOneSize');
    const sized = await create();
    const units = await operator.put(`/api/v1/admin/products/${sized._id}/stock`, { units: 4 });
    expect(units.status).toBe(400);
    expect((units.body as { code: string }).code).toBe('stockUnitsOfSized');
    const after = (await operator.get(`/api/v1/admin/products/${product._id}`)).body as {
      product: AdminProduct;
    };
    expect(after.product.stockTotal).toBe(3);
    const [entry] = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, product._id), eq(auditLog.action, 'product.stock')));
    expect(entry).toMatchObject({ before: { units: 12 }, after: { units: 3 } });
  });

  it('makes a sized product one-size with the units given, and its origin changed', async () => {
    const product = await create();
    const res = await operator.put(`/api/v1/admin/products/${product._id}`, {
      ...panjabi(),
      stock: {},
      oneSize: true,
      units: 20,
      shipsFrom: 'IN',
    });
    expect(res.status, res.text).toBe(200);
    expect((res.body as Done).product).toMatchObject({ oneSize: true, shipsFrom: 'IN', stockTotal: 20 });
    expect(await publicSearch(`shipsFrom=IN&category=${men.slug}`)).toContain(product._id);
    expect(await publicSearch(`shipsFrom=BD&category=${men.slug}`)).not.toContain(product._id);
    const [entry] = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, product._id), eq(auditLog.action, 'product.update')));
    expect(entry?.before).toMatchObject({ oneSize: false, shipsFrom: 'BD', stock: { M: 5 } });
    expect(entry?.after).toMatchObject({ oneSize: true, shipsFrom: 'IN', stock: { units: 20 } });
  });
});

describe('product pictures', () => {
  it('cuts an uploaded JPEG to 4:5 at 360 and 720 px WebP, after the others; the catalogue shows them', async () => {
    const product = await create({ ...panjabi(), name: 'Pictured Panjabi' });
    const first = await addImage(product._id, await picture('jpeg', 1600, 900));
    const second = await addImage(product._id, await picture('png', 500, 700));
    const done = await addImage(product._id, await picture('webp', 300, 300));
    expect(done.images).toHaveLength(3);
    expect(done.images.slice(0, 2)).toEqual([...first.images, second.images[1]]);

    for (const image of done.images) {
      expect(image.thumbnail).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}-360\.webp$/);
      expect(image.large).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}-720\.webp$/);
      for (const [url, width] of [
        [image.thumbnail, 360],
        [image.large, 720],
      ] as const) {
        const bytes = await shop.storage.read(url.replace('/uploads/', ''));
        expect(bytes).not.toBeNull();
        const meta = await sharp(bytes as Buffer).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
          format: 'webp',
          width,
          height: (width * 5) / 4,
        });
      }
    }
    const shown = ((await publicProduct(product._id)).body as { product: ProductDetail }).product;
    expect(shown.images).toEqual(done.images.map((image) => image.large));
    expect(shown.thumbnail).toBe(done.images[0]?.thumbnail);
  });

  it('refuses a file that is not a picture (422), one over 5 MB (413), and a form without one (400)', async () => {
    const product = await create();
    const url = `/api/v1/admin/products/${product._id}/images`;
    const text = await upload(url, new TextEncoder().encode('<svg>not a photo</svg>'), 'photo.jpg');
    expect(text).toEqual({ status: 422, body: refusal('imageNotImage') });
    const svg = await upload(
      url,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>'),
    );
    expect(svg).toEqual({ status: 422, body: refusal('imageNotImage') });
    const huge = Buffer.concat([await picture('jpeg'), Buffer.alloc(5 * 1024 * 1024)]);
    expect(await upload(url, huge)).toEqual({ status: 413, body: refusal('imageTooLarge') });
    const manyPixels = await sharp({ create: { width: 5001, height: 5000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await upload(url, manyPixels)).toEqual({ status: 413, body: refusal('imageTooManyPixels') });
    const elsewhere = await upload(url, await picture('jpeg'), 'photo.jpg', 'file');
    expect(elsewhere).toMatchObject({ status: 400, body: { code: 'imageRequired' } });
    const asJson = await operator.post(url, { image: 'data:image/png;base64,AAAA' });
    expect(asJson.status).toBe(415);
    const rows = await shop.db.select().from(productImages).where(eq(productImages.productId, product._id));
    expect(rows).toEqual([]);
  });

  it('refuses a form cut short or with a broken part header with 400, not 500 (found by fuzzing)', async () => {
    const product = await create();
    const part = '--cut\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nPNG';
    for (const url of [`/api/v1/admin/products/${product._id}/images`, '/api/v1/admin/storefront/hero-image'])
      for (const payload of [
        part,
        '--cut\r\nContent-Disposition: form-data; name="image"\r\n\r\n',
        '--cut\r\n\r\n\r\n',
      ])
        for (const ending of ['', '\r\n']) {
          const res = await shop.app.inject({
            method: 'POST',
            url,
            headers: {
              authorization: `Bearer ${operator.token}`,
              'content-type': 'multipart/form-data; boundary=cut',
            },
            payload: payload + ending,
          });
          expect(res.statusCode, `${url} ${JSON.stringify(payload + ending)}: ${res.body}`).toBe(400);
          expect(res.json()).toMatchObject({ success: false, code: expect.any(String) });
        }
  });

  it('reorders the pictures and deletes one; another product’s picture is not taken', async () => {
    const product = await create();
    for (let n = 0; n < 3; n++) await addImage(product._id);
    const other = await addImage((await create())._id);
    const [a, b, c] = (
      (await operator.get(`/api/v1/admin/products/${product._id}`)).body as { product: AdminProduct }
    ).product.images.map((image) => image._id) as [string, string, string];
    const url = `/api/v1/admin/products/${product._id}/images/order`;

    const reordered = await operator.put(url, { imageIds: [c, a, b] });
    expect(reordered.status, reordered.text).toBe(200);
    expect((reordered.body as Done).product.images.map((image) => image._id)).toEqual([c, a, b]);
    const foreign = other.images[0]?._id as string;
    for (const imageIds of [
      [c, a],
      [c, a, b, b],
      [c, a, foreign],
      [c, a, b, foreign],
      [a, b, 'nonsense'],
    ]) {
      const refused = await operator.put(url, { imageIds });
      expect(refused.status).toBe(400);
      expect((refused.body as { code: string }).code).toBe('productImagesMismatch');
    }
    const deleteForeign = await operator.delete(`/api/v1/admin/products/${product._id}/images/${foreign}`);
    expect(deleteForeign.body).toEqual(refusal('productImageNotFound'));

    const deleted = await operator.delete(`/api/v1/admin/products/${product._id}/images/${a}`);
    expect(deleted.status).toBe(200);
    expect((deleted.body as Done).message).toBe('Picture deleted.');
    expect((deleted.body as Done).product.images.map((image) => image._id)).toEqual([c, b]);
    const shown = ((await publicProduct(product._id)).body as { product: ProductDetail }).product;
    expect(shown.images).toEqual((deleted.body as Done).product.images.map((image) => image.large));
    // Appended after a deletion still goes last.
    const appended = await addImage(product._id);
    expect(appended.images.slice(0, 2).map((image) => image._id)).toEqual([c, b]);
    const actions = await shop.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, product._id));
    expect(actions.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['productImage.add', 'productImage.reorder', 'productImage.delete']),
    );
  });

  it('takes 20 reorders at once: the pictures end in one of the orders asked, each once', async () => {
    const product = await create();
    for (let n = 0; n < 4; n++) await addImage(product._id);
    const ids = (
      (await operator.get(`/api/v1/admin/products/${product._id}`)).body as { product: AdminProduct }
    ).product.images.map((image) => image._id);
    const orders = Array.from({ length: 20 }, (_, n) =>
      ids.map((_, i) => ids[(i + n) % ids.length] as string),
    );
    const answers = await Promise.all(
      orders.map((imageIds) =>
        operator.put(`/api/v1/admin/products/${product._id}/images/order`, { imageIds }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const rows = await shop.db
      .select({ id: productImages.id, position: productImages.position })
      .from(productImages)
      .where(eq(productImages.productId, product._id));
    expect(rows.map((row) => row.position).sort()).toEqual([0, 1, 2, 3]);
    const final = [...rows].sort((x, y) => x.position - y.position).map((row) => row.id);
    expect(orders).toContainEqual(final);
  });
});

describe('Bengali names and descriptions', () => {
  const bengali = (): ProductInput => ({
    ...panjabi(),
    name: 'Maroon Cotton Panjabi 500',
    nameBn: '  মেরুন সুতির পাঞ্জাবি  ',
    description: 'Soft cotton for Eid.',
    descriptionBn: 'ঈদের জন্য নরম সুতির পাঞ্জাবি।\nআরামদায়ক কাপড়।',
  });

  it('are kept trimmed, and shown in the catalogue, the product page, the cart and the wishlist', async () => {
    const product = await create(bengali());
    expect(product).toMatchObject({
      name: 'Maroon Cotton Panjabi 500',
      nameBn: 'মেরুন সুতির পাঞ্জাবি',
      descriptionBn: 'ঈদের জন্য নরম সুতির পাঞ্জাবি।\nআরামদায়ক কাপড়।',
    });
    const shown = (await publicProduct(product._id)).body as { product: ProductDetail };
    expect(shown.product).toMatchObject({
      name: 'Maroon Cotton Panjabi 500',
      nameBn: 'মেরুন সুতির পাঞ্জাবি',
      description: 'Soft cotton for Eid.',
      descriptionBn: 'ঈদের জন্য নরম সুতির পাঞ্জাবি।\nআরামদায়ক কাপড়।',
    });
    const listed = (await shop.get('/api/v1/products?search=Maroon%20Cotton')).body as ProductList;
    expect(listed.products.find((row) => row.id === product._id)?.nameBn).toBe('মেরুন সুতির পাঞ্জাবি');

    const shopper = await shop.signUp();
    await shopper.post('/api/v1/cart/items', { product_id: product._id, quantity: 1, size: 'M' });
    const cart = (await shopper.get('/api/v1/cart')).body as { cart: { items: { nameBn: string | null }[] } };
    expect(cart.cart.items.map((item) => item.nameBn)).toEqual(['মেরুন সুতির পাঞ্জাবি']);
    await shopper.post('/api/v1/user/wishlist', { productId: product._id });
    const wishlist = (await shopper.get('/api/v1/user/wishlist')).body as {
      wishlist: { product: { nameBn: string | null } }[];
    };
    expect(wishlist.wishlist.map((entry) => entry.product.nameBn)).toEqual(['মেরুন সুতির পাঞ্জাবি']);
  });

  it('are found by a search in either language, and Bengali digits match Latin ones', async () => {
    const product = await create(bengali());
    const other = await create({ ...panjabi(), name: 'Blue Denim Shirt 700', nameBn: 'নীল ডেনিম শার্ট' });
    const search = (text: string) => publicSearch(`search=${encodeURIComponent(text)}`);

    expect(await search('সুতির')).toContain(product._id);
    expect(await search('মেরুন সুতির পাঞ্জাবি')).toContain(product._id);
    expect(await search('সুতির')).not.toContain(other._id);
    expect(await search('maroon cotton')).toContain(product._id);
    expect(await search('ডেনিম')).toEqual([other._id]);
    // One or two characters go through the short pieces of the Bengali name too.
    expect(await search('মে')).toContain(product._id);
    // "৫০০" is "500" typed on a Bengali keyboard.
    expect(await search('Panjabi ৫০০')).toContain(product._id);
    expect(await search('৭০০')).toEqual([other._id]);
    // The operator finds it by its Bengali name as well.
    const found = await operator.get(`/api/v1/admin/products?q=${encodeURIComponent('নীল ডেনিম')}`);
    expect((found.body as Page).rows.map((row) => row._id)).toEqual([other._id]);
  });

  it('finds a Bengali name that writes its number in Bengali digits by either digits', async () => {
    const product = await create({ ...panjabi(), name: 'Two-Piece Set', nameBn: '২ পিস সেট' });
    expect(await publicSearch(`search=${encodeURIComponent('২ পিস')}`)).toContain(product._id);
  });

  it('takes price filters typed in Bengali digits', async () => {
    const product = await create({ ...bengali(), price: 1850 });
    expect(
      await publicSearch(`search=Maroon&minPrice=${encodeURIComponent('১৮০০')}&maxPrice=১৯০০`),
    ).toContain(product._id);
    expect(await publicSearch(`search=Maroon&minPrice=${encodeURIComponent('১৯০০')}`)).not.toContain(
      product._id,
    );
  });

  it('are optional: left out or empty is none, and an edit can take them away', async () => {
    const plain = await create({ ...panjabi(), name: 'Plain Fatua' });
    expect(plain).toMatchObject({ nameBn: null, descriptionBn: null });
    const blank = await create({ ...panjabi(), name: 'Blank Fatua', nameBn: '   ', descriptionBn: '' });
    expect(blank).toMatchObject({ nameBn: null, descriptionBn: null });
    expect(((await publicProduct(blank._id)).body as { product: ProductDetail }).product).toMatchObject({
      nameBn: null,
      descriptionBn: null,
    });

    const product = await create(bengali());
    const cleared = await operator.put(`/api/v1/admin/products/${product._id}`, {
      ...bengali(),
      nameBn: '',
      descriptionBn: null,
    });
    expect(cleared.status, cleared.text).toBe(200);
    expect((cleared.body as Done).product).toMatchObject({ nameBn: null, descriptionBn: null });
    const [entry] = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, product._id), eq(auditLog.action, 'product.update')));
    expect(entry?.before).toMatchObject({ nameBn: 'মেরুন সুতির পাঞ্জাবি' });
    expect(entry?.after).toMatchObject({ nameBn: null, descriptionBn: null });
  });

  it('refuses control characters and overlong text with a code, and changes nothing', async () => {
    const product = await create(bengali());
    const attempts: [Partial<ProductInput>, string][] = [
      [{ nameBn: 'মেরুন\u0000পাঞ্জাবি' }, 'textInvalidCharacters'],
      [{ descriptionBn: 'নরম\u0000' }, 'textInvalidCharacters'],
      [{ nameBn: 'প'.repeat(201) }, 'invalidRequest'],
      [{ descriptionBn: 'প'.repeat(5001) }, 'invalidRequest'],
      [{ nameBn: 'পাঞ্জাবি\nনতুন' }, 'textInvalidCharacters'],
    ];
    for (const [change, code] of attempts) {
      const created = await operator.post('/api/v1/admin/products', { ...bengali(), ...change });
      expect(created.status, JSON.stringify(change).slice(0, 60)).toBe(400);
      expect(created.body).toMatchObject({ success: false, code });
      const edited = await operator.put(`/api/v1/admin/products/${product._id}`, { ...bengali(), ...change });
      expect(edited.status).toBe(400);
      expect(edited.body).toMatchObject({ success: false, code });
    }
    // A megabyte of Bengali is refused before it is read, never with a server error.
    const huge = await operator.put(`/api/v1/admin/products/${product._id}`, {
      ...bengali(),
      descriptionBn: 'ক'.repeat(1_000_000),
    });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    expect(huge.body).toMatchObject({ success: false, code: expect.any(String) });
    const unchanged = (
      (await operator.get(`/api/v1/admin/products/${product._id}`)).body as { product: AdminProduct }
    ).product;
    expect(unchanged).toMatchObject({
      nameBn: 'মেরুন সুতির পাঞ্জাবি',
      descriptionBn: bengali().descriptionBn?.trim(),
    });
  });
});
