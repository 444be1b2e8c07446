import { randomUUID } from 'node:crypto';
import type { Category, ProductDetail } from '@haat/contracts';
import type { AdminProduct } from '@haat/contracts/admin';
import sharp from 'sharp';
import { bearer, type Shopper, signInAs } from './support/session';
import { type APIRequestContext, expect, test } from './support/test';

/** A photo drawn here: a coloured field with a band, as wide and tall as asked, as JPEG. */
const photo = (colour: string, width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect y="${height / 3}" width="${width}" height="${height / 6}" fill="#fff"/></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer();

/** The demo shop's Men's Fashion and its Panjabi item. */
async function menAndPanjabi(request: APIRequestContext) {
  const categories = (await (await request.get('/api/v1/categories')).json()) as Category[];
  const men = categories.find((category) => category.title === "Men's Fashion");
  if (!men?.items.includes('Panjabi')) throw new Error('the demo shop has no Panjabi under Men’s Fashion');
  return men;
}

// Products added here are the newest in the catalogue, the first a shopper sees: these journeys run
// after all others (the shop-wide project), so no journey reading the catalogue meets them.
test('an operator adds a product with two images, it appears in the category page and in search', {
  tag: '@shop-wide',
}, async ({ page, request, operator }) => {
  const men = await menAndPanjabi(request);
  await signInAs(page, operator);
  const name = `Festive Kurta ${randomUUID().slice(0, 6)}`;

  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'Add a product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: men.title });
  await page.getByLabel('Item', { exact: true }).selectOption({ label: 'Panjabi' });
  await page.getByLabel('Price (৳)').fill('2450');
  await page.getByLabel('Old price (৳, optional)').fill('2900');
  await page.getByLabel('Brand', { exact: true }).fill('Rangdhanu');
  await page.getByLabel('Colour', { exact: true }).fill('Maroon');
  await page.getByLabel('Description', { exact: true }).fill('Cotton kurta with a woven band, for Eid.');
  await page.getByRole('spinbutton', { name: 'M', exact: true }).fill('6');
  await page.getByRole('spinbutton', { name: 'L', exact: true }).fill('3');
  await page.getByRole('button', { name: 'Add the product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
  await expect(
    page.getByRole('status').getByText(`Product ${name} added. Add its pictures below.`),
  ).toBeVisible();

  // Two pictures, from the file input (a control the keyboard reaches like any other).
  const picture = page.getByLabel('Add a picture');
  await picture.setInputFiles({
    name: 'front.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo('#7a1f3d', 1200, 1500),
  });
  await expect(page.getByRole('status').getByText('Picture added.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await picture.setInputFiles({
    name: 'back.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo('#1f5a7a', 1600, 900),
  });
  await expect(page.getByRole('img', { name: 'Picture 2' })).toBeVisible();
  const second = await page.getByRole('img', { name: 'Picture 2' }).getAttribute('src');
  await page.getByRole('button', { name: 'Move picture 2 earlier' }).click();
  await expect(page.getByRole('status').getByText('Pictures reordered.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', second ?? '');

  // A file that is not a picture is refused with the server's reason.
  await picture.setInputFiles({
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not a photo'),
  });
  await expect(page.getByRole('alert')).toHaveText('A picture must be a PNG, JPEG or WebP image.');
  await page.screenshot({ path: test.info().outputPath('product-editor.png'), fullPage: true });

  // The shop shows it: on the Panjabi page, with its first picture, and in search.
  await page.goto('/category/panjabi');
  const card = page.getByRole('link', { name }).first();
  await expect(card).toBeVisible();
  await expect(page.locator(`img[src="${second}"]`).first()).toBeVisible();
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill(name);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=/);
  await expect(page.getByRole('link', { name }).first()).toBeVisible();

  // Archived, it leaves the shop.
  await page.goto('/admin/products');
  await page.getByLabel('Name or brand').fill(name);
  await page.getByRole('button', { name: 'Show products' }).click();
  await expect(page).toHaveURL(/q=Festive\+Kurta/);
  await page.getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(
    page.getByRole('status').getByText(`${name} is archived: shoppers no longer see it.`),
  ).toBeVisible();
  const found = (await (await request.get(`/api/v1/products?search=${encodeURIComponent(name)}`)).json()) as {
    products: unknown[];
  };
  expect(found.products).toEqual([]);
});

/** A product of the demo shop's Panjabi, made through the operator's API. */
async function newPanjabi(request: APIRequestContext, operator: Shopper, name: string) {
  const men = await menAndPanjabi(request);
  const categories = (await (
    await request.get('/api/v1/admin/categories', { headers: bearer(operator) })
  ).json()) as { categories: { _id: string; items: { _id: string; name: string }[] }[] };
  const item = categories.categories
    .find((category) => category._id === men.id)
    ?.items.find((entry) => entry.name === 'Panjabi');
  const created = await request.post('/api/v1/admin/products', {
    headers: bearer(operator),
    data: {
      name,
      brand: 'Dhaka Loom',
      categoryId: men.id,
      itemId: item?._id ?? null,
      price: 1500,
      stock: { S: 1, M: 2, L: 3 },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { product: AdminProduct }).product;
}

test('an operator changes the stock of a size in the products list and the product page follows @shop-wide', async ({
  page,
  request,
  operator,
}) => {
  await signInAs(page, operator);
  const name = `Stock Panjabi ${randomUUID().slice(0, 6)}`;
  const product = await newPanjabi(request, operator, name);

  await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row.getByRole('spinbutton', { name: `M of ${name}` })).toHaveValue('2');
  await row.getByRole('spinbutton', { name: `M of ${name}` }).fill('9');
  await row.getByRole('spinbutton', { name: `XXL of ${name}` }).fill('4');
  await row.getByRole('button', { name: 'Save stock' }).click();
  await expect(row.getByRole('status')).toHaveText(`Stock of ${name} saved.`);

  const shown = (await (await request.get(`/api/v1/products/${product._id}`)).json()) as {
    product: ProductDetail;
  };
  expect(shown.product.sizes).toEqual(
    expect.arrayContaining([
      { size: 'M', stock: 9 },
      { size: 'XXL', stock: 4 },
    ]),
  );
  expect(shown.product.stock).toBe(1 + 9 + 3 + 4);

  // A refusal is the server's reason, beside the row.
  await row.getByRole('spinbutton', { name: `S of ${name}` }).fill('100001');
  await row
    .getByRole('spinbutton', { name: `S of ${name}` })
    .evaluate((input) => input.removeAttribute('max'));
  await row.getByRole('button', { name: 'Save stock' }).click();
  await expect(row.getByRole('alert')).toHaveText('Stock must be a whole number from 0 to 100,000.');

  await page.reload();
  await expect(row.getByRole('spinbutton', { name: `M of ${name}` })).toHaveValue('9');
});

test('an operator makes a product one-size and says where it ships from; the shop then sells it without a size @shop-wide', async ({
  page,
  request,
  operator,
}) => {
  await signInAs(page, operator);
  const name = `Woven Jute Tote ${randomUUID().slice(0, 6)}`;
  const product = await newPanjabi(request, operator, name);

  await page.goto(`/admin/products/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
  const soldIn = page.getByRole('group', { name: 'Sold in' });
  await expect(soldIn.getByRole('radio', { name: /^Sizes S to XXL/ })).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'M', exact: true })).toHaveValue('2');
  await soldIn.getByRole('radio', { name: /^One size/ }).check();
  // One figure instead of five: the units its sizes held, until the operator says otherwise.
  await expect(page.getByRole('spinbutton', { name: 'M', exact: true })).toHaveCount(0);
  const units = page.getByRole('spinbutton', { name: 'Units in stock' });
  await expect(units).toHaveValue('6');
  await units.fill('11');
  await page.getByLabel('Ships from').selectOption({ label: 'India' });
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByRole('status').getByText(`Product ${name} saved.`)).toBeVisible();
  await expect(page.getByRole('radio', { name: /^One size/ })).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'Units in stock' })).toHaveValue('11');
  await expect(page.getByLabel('Ships from')).toHaveValue('IN');

  const shown = (await (await request.get(`/api/v1/products/${product._id}`)).json()) as {
    product: ProductDetail;
  };
  expect(shown.product).toMatchObject({ oneSize: true, stock: 11, sizes: [], shipsFrom: 'IN' });

  // The products list edits its one figure.
  await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row.getByRole('spinbutton', { name: `M of ${name}` })).toHaveCount(0);
  await row.getByRole('spinbutton', { name: `Units of ${name}` }).fill('8');
  await row.getByRole('button', { name: 'Save stock' }).click();
  await expect(row.getByRole('status')).toHaveText(`Stock of ${name} saved.`);

  // The shop sells it without a size, and says where it comes from.
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name }).getByText('One size', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Size chart' })).toHaveCount(0);
  await expect(page.getByText('Ships from India')).toBeVisible();
});

/** A number written in Bengali digits, as a Bengali keyboard types it. */
const bengaliDigits = (number: string) =>
  number.replace(/[0-9]/g, (digit) => String.fromCodePoint(0x09e6 + Number(digit)));

test('an operator gives a product a Bengali name; a shopper reading Bengali sees it and finds it by it', {
  tag: ['@shop-wide', '@one-width'],
}, async ({ page, request, browser, operator }) => {
  const men = await menAndPanjabi(request);
  await signInAs(page, operator);
  const mark = String(100_000 + Math.floor(Math.random() * 900_000));
  const name = `Nakshi Kurta ${mark}`;
  const nameBn = `নকশি কুর্তা ${bengaliDigits(mark)}`;

  await page.goto('/admin/products/new');
  await page.getByLabel('Name', { exact: true }).fill(name);
  const bengaliName = page.getByLabel('Name in Bengali (optional)');
  await expect(bengaliName).toHaveAttribute('lang', 'bn');
  await bengaliName.fill(nameBn);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: men.title });
  await page.getByLabel('Price (৳)').fill('1990');
  await page.getByLabel('Description', { exact: true }).fill('Hand-stitched kurta.');
  await page.getByLabel('Description in Bengali (optional)').fill('হাতে সেলাই করা নকশি কুর্তা।');
  await page.getByRole('spinbutton', { name: 'M', exact: true }).fill('4');
  await page.getByRole('button', { name: 'Add the product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
  const productId = /\/admin\/products\/([^/?#]+)/.exec(page.url())?.[1];
  expect(productId).toBeTruthy();
  // The editor shows what it saved.
  await expect(page.getByLabel('Name in Bengali (optional)')).toHaveValue(nameBn);

  // A guest who reads the shop in Bengali.
  const shopper = await browser.newPage();
  await shopper.addInitScript(() => localStorage.setItem('preferences', JSON.stringify({ language: 'bn' })));
  await shopper.goto(`/product/${productId}`);
  const title = shopper.getByRole('heading', { level: 1, name: nameBn });
  await expect(title).toBeVisible();
  await expect(title).toHaveAttribute('lang', 'bn');
  await expect(shopper.getByText('হাতে সেলাই করা নকশি কুর্তা।')).toBeVisible();

  // The header's search finds it by its Bengali name, digits and all.
  await shopper.goto('/');
  const search = shopper.getByRole('combobox', { name: 'পণ্য খুঁজুন' });
  await search.fill(`কুর্তা ${bengaliDigits(mark)}`);
  const suggestion = shopper.getByRole('option', { name: nameBn });
  await expect(suggestion).toBeVisible();
  await expect(suggestion.locator('[lang="bn"]')).toHaveText(nameBn);
  await search.press('Enter');
  await expect(shopper.getByRole('link', { name: nameBn }).first()).toBeVisible();
  await shopper.close();

  // An English reader sees the English name.
  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Archived again, so the catalogue's other journeys never meet it.
  await page.goto(`/admin/products/${productId}`);
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(
    page.getByRole('status').getByText(`${name} is archived: shoppers no longer see it.`),
  ).toBeVisible();
});
