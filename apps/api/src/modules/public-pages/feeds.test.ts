import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import { readCsvLines } from '../../lib/csv';
import { META_COLUMNS } from './feeds';

let shop: TestApp;
let origin: string;
let sized: Awaited<ReturnType<typeof createProduct>>;
let oneSize: Awaited<ReturnType<typeof createProduct>>;
let awkward: Awaited<ReturnType<typeof createProduct>>;
let archived: Awaited<ReturnType<typeof createProduct>>;
let unpictured: Awaited<ReturnType<typeof createProduct>>;

test.beforeAll(async ({ shop: built }) => {
  shop = built;
  origin = new URL(shop.config.publicUrl).origin;
  const women = await createCategory(shop.db, {
    title: 'Women Fashion',
    titleBn: 'মেয়েদের ফ্যাশন',
    items: ['Saree'],
    itemsBn: ['শাড়ি'],
  });
  sized = await createProduct(shop.db, {
    categoryId: women.id,
    categoryItemId: women.items[0]?.id,
    name: 'Jamdani Saree',
    nameBn: 'জামদানি শাড়ি',
    description: 'Woven in Narayanganj.',
    brand: 'Shapla',
    colour: 'Red',
    price: 4500,
    oldPrice: 5200,
    stock: { S: 0, M: 2, L: 5, XL: 1, XXL: 0 },
    images: 12,
  });
  oneSize = await createProduct(shop.db, {
    categoryId: women.id,
    name: 'Nakshi Kantha Throw',
    oneSize: true,
    units: 3,
    price: 1800,
    images: 1,
  });
  awkward = await createProduct(shop.db, {
    categoryId: women.id,
    name: `Kurti, "festive" <edition> & more ${'long '.repeat(60)}`,
    // Control characters (an escape, a start-of-heading) cannot stand in XML: a space in the feeds.
    description: `Line one,\nline "two" & <three>\u001b\u0001${'word '.repeat(1_500)}`,
    oneSize: true,
    units: 0,
    images: 1,
  });
  archived = await createProduct(shop.db, { categoryId: women.id, active: false, images: 1 });
  unpictured = await createProduct(shop.db, { categoryId: women.id, images: 0 });
});

type GoogleItem = Record<string, string | string[] | undefined>;
const parser = new XMLParser({ isArray: (name) => ['item', 'g:additional_image_link'].includes(name) });

async function googleItems(url: string): Promise<GoogleItem[]> {
  const res = await shop.get(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/xml');
  expect(XMLValidator.validate(res.text)).toBe(true);
  expect(res.text).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
  return (parser.parse(res.text) as { rss: { channel: { item: GoogleItem[] } } }).rss.channel.item;
}

async function metaRows(url: string): Promise<Record<string, string>[]> {
  const res = await shop.get(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/csv');
  const [header, ...lines] = readCsvLines(res.text).flatMap((line) =>
    'fields' in line ? [line.fields] : [],
  );
  expect(header).toEqual([...META_COLUMNS]);
  return lines
    .filter((fields) => fields.some(Boolean))
    .map((fields) => Object.fromEntries(META_COLUMNS.map((column, index) => [column, fields[index] ?? ''])));
}

const PRICE = /^\d+\.\d{2} BDT$/;

describe('the Google Merchant Center feed', () => {
  it('lists one item per size, grouped by product, with every field Google requires in its format', async () => {
    const items = await googleItems('/feeds/google.xml');
    for (const item of items) {
      for (const field of [
        'g:id',
        'g:title',
        'g:description',
        'g:link',
        'g:image_link',
        'g:availability',
        'g:condition',
        'g:price',
        'g:brand',
      ])
        expect(item[field], `${item['g:id']} ${field}`).toBeTruthy();
      expect(String(item['g:id']).length).toBeLessThanOrEqual(50);
      expect(String(item['g:title']).length).toBeLessThanOrEqual(150);
      expect(String(item['g:description']).length).toBeLessThanOrEqual(5_000);
      expect(['in_stock', 'out_of_stock', 'preorder', 'backorder']).toContain(item['g:availability']);
      expect(item['g:condition']).toBe('new');
      expect(item['g:price']).toMatch(PRICE);
      expect(String(item['g:link'])).toMatch(new RegExp(`^${origin}/product/`));
      expect(String(item['g:image_link'])).toMatch(new RegExp(`^${origin}/uploads/.+\\.jpg$`));
      expect((item['g:additional_image_link'] ?? []).length).toBeLessThanOrEqual(10);
    }
    const sizes = items.filter((item) => item['g:item_group_id'] === sized.id);
    expect(sizes.map((item) => [item['g:size'], item['g:availability']])).toEqual([
      ['S', 'out_of_stock'],
      ['M', 'in_stock'],
      ['L', 'in_stock'],
      ['XL', 'in_stock'],
      ['XXL', 'out_of_stock'],
    ]);
    expect(sizes[0]).toMatchObject({
      'g:id': `${sized.id}-S`,
      'g:title': 'Jamdani Saree',
      'g:link': `${origin}/product/${sized.id}`,
      // On sale: the earlier price is the price, and today's the sale price.
      'g:price': '5200.00 BDT',
      'g:sale_price': '4500.00 BDT',
      'g:brand': 'Shapla',
      'g:color': 'Red',
      'g:product_type': 'Women Fashion > Saree',
    });
    expect(sizes[0]?.['g:additional_image_link']).toHaveLength(10);
  });

  it('lists a one-size product once, without a size or group; leaves out archived and unpictured products', async () => {
    const items = await googleItems('/feeds/google.xml');
    const single = items.filter((item) => String(item['g:id']).startsWith(oneSize.id));
    expect(single).toHaveLength(1);
    expect(single[0]).toMatchObject({
      'g:id': oneSize.id,
      'g:availability': 'in_stock',
      'g:price': '1800.00 BDT',
    });
    expect(single[0]).not.toHaveProperty('g:size');
    expect(single[0]).not.toHaveProperty('g:item_group_id');
    const ids = items.map((item) => String(item['g:id']));
    expect(ids.some((id) => id.startsWith(archived.id))).toBe(false);
    expect(ids.some((id) => id.startsWith(unpictured.id))).toBe(false);
  });

  it('keeps awkward names as text and long ones within Google’s limits', async () => {
    const items = await googleItems('/feeds/google.xml');
    const item = items.find((entry) => entry['g:id'] === awkward.id);
    expect(String(item?.['g:title'])).toMatch(/^Kurti, "festive" <edition> & more long/);
    expect(String(item?.['g:title']).endsWith('…')).toBe(true);
    expect(String(item?.['g:description']).length).toBeLessThanOrEqual(5_000);
    expect(item?.['g:availability']).toBe('out_of_stock');
  });

  it('in Bengali: Bengali names, category path and Bengali addresses', async () => {
    const items = await googleItems('/feeds/google-bn.xml');
    const item = items.find((entry) => entry['g:id'] === `${sized.id}-M`);
    expect(item).toMatchObject({
      'g:title': 'জামদানি শাড়ি',
      'g:link': `${origin}/bn/product/${sized.id}`,
      'g:product_type': 'মেয়েদের ফ্যাশন > শাড়ি',
      'g:price': '5200.00 BDT',
    });
  });
});

describe('the Meta Commerce Manager feed', () => {
  it('has a row per size with Meta’s required columns in its formats, and reads back as written', async () => {
    const rows = await metaRows('/feeds/meta.csv');
    for (const row of rows) {
      for (const column of [
        'id',
        'title',
        'description',
        'availability',
        'condition',
        'price',
        'link',
        'image_link',
        'brand',
      ])
        expect(row[column], `${row.id} ${column}`).toBeTruthy();
      expect(['in stock', 'out of stock', 'available for order', 'discontinued']).toContain(row.availability);
      expect(row.condition).toBe('new');
      expect(row.price).toMatch(PRICE);
      if (row.sale_price) expect(row.sale_price).toMatch(PRICE);
      expect(row.title?.length).toBeLessThanOrEqual(200);
      expect(row.description?.length).toBeLessThanOrEqual(9_999);
      expect(row.id?.length).toBeLessThanOrEqual(100);
    }
    const medium = rows.find((row) => row.id === `${sized.id}-M`);
    expect(medium).toMatchObject({
      item_group_id: sized.id,
      availability: 'in stock',
      price: '5200.00 BDT',
      sale_price: '4500.00 BDT',
      size: 'M',
      color: 'Red',
    });
    expect(medium?.additional_image_link?.split(',')).toHaveLength(10);
    const quoted = rows.find((row) => row.id === awkward.id);
    expect(quoted?.title).toMatch(/^Kurti, "festive" <edition> & more/);
    expect(quoted?.description).toMatch(/^Line one, line "two" & <three> word/);
    expect(rows.some((row) => row.id?.startsWith(archived.id))).toBe(false);
  });

  it('in Bengali too', async () => {
    const rows = await metaRows('/feeds/meta-bn.csv');
    expect(rows.find((row) => row.id === oneSize.id)).toMatchObject({
      link: `${origin}/bn/product/${oneSize.id}`,
    });
  });
});
