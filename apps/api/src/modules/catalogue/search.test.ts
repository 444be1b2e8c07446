import { LIMITS, PAGE_SIZES, type ProductList, type ProductSort } from '@haat/contracts';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/app';
import { createCategory } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import { SORTED_MATCHES } from './listing-plans';

/**
 * A search finds its page in one of two ways (the catalogue service's SORTED_MATCHES): by sorting
 * all its matches when they are few, by walking the sort's order when they are many. Either way a
 * page must hold exactly the products, in the order, that the same sort lists when the matching
 * products are filtered out of the whole listing.
 */
const TOWELS = SORTED_MATCHES + 50;
/** More than the cap of an exact total, fewer than are sorted at once. */
const STRIPED = 700;

let shop: TestApp;
let item = '';
let categorySlug = '';

const list = async (query: string) => {
  const res = await shop.get(`/api/v1/products?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body as ProductList;
};

/** Every product of the towels' item in `sort`'s order, read page by page. */
async function wholeListing(sort: ProductSort) {
  const names: string[] = [];
  for (let page = 1; names.length < TOWELS; page += 1)
    names.push(
      ...(await list(`item=${item}&sort=${sort}&pageSize=${PAGE_SIZES.max}&page=${page}`)).products.map(
        (product) => product.name,
      ),
    );
  return names;
}

/** The first `pages` pages of a search, one after another. */
async function searchPages(
  search: string,
  sort: ProductSort,
  pages: number,
  pageSize: number = PAGE_SIZES.catalogue,
  filters = '',
) {
  const names: string[] = [];
  for (let page = 1; page <= pages; page += 1)
    names.push(
      ...(
        await list(
          `search=${encodeURIComponent(search)}&sort=${sort}&pageSize=${pageSize}&page=${page}${filters}`,
        )
      ).products.map((product) => product.name),
    );
  return names;
}

test.beforeAll(async ({ shop: built }) => {
  shop = built;
  const category = await createCategory(shop.db, { title: 'Home Textiles', items: ['Gamchha'] });
  const gamchha = category.items[0];
  if (!gamchha) throw new Error('no item');
  item = gamchha.slug;
  categorySlug = category.slug;
  // Prices, ratings and ages in orders unlike the names', every third one sold out.
  await shop.db.execute(sql`
    with made as (
      insert into products (name, name_bn, category_id, category_item_id, price, rating, sold, created_at)
      select case when g <= ${STRIPED} then 'Striped Gamchha Towel ' else 'Gamchha Towel ' end || g,
             'গামছা ' || g, ${category.id}, ${gamchha.id}, 10000 + (g * 7919) % 5000,
             ((g * 31) % 50) / 10.0, (g * 13) % 97,
             timestamp '2026-01-01' + ((g * 37) % ${TOWELS}) * interval '1 hour'
      from generate_series(1, ${TOWELS}) as g
      returning id, name_bn)
    insert into product_stock (product_id, size, quantity)
    select id, 'M', case when substring(name_bn from '[0-9]+$')::int % 3 = 0 then 0 else 5 end from made`);
});

describe('a search matching more products than are sorted at once', () => {
  it.each<ProductSort>(['default', 'price-asc', 'rating', 'name-asc', 'oldest'])(
    'pages as the listing does, sorted %s',
    async (sort) => {
      const whole = await wholeListing(sort);
      expect(await searchPages('gamchha towel', sort, 3)).toEqual(whole.slice(0, 72));
      expect(await searchPages('ow', sort, 3)).toEqual(whole.slice(0, 72));
      expect(await searchPages('গামছা', sort, 2, PAGE_SIZES.max)).toEqual(whole.slice(0, 200));
    },
  );

  it('counts up to the cap, then says "or more"', async () => {
    for (const search of ['towel', 'towel', 'STRIPED'])
      expect(await list(`search=${search}&pageSize=1`)).toMatchObject({
        total: LIMITS.productCountCap,
        totalExact: false,
      });
  });
});

describe('a search matching few products', () => {
  it.each<ProductSort>(['default', 'price-desc', 'popularity', 'name-desc', 'newest'])(
    'pages as the listing does, sorted %s',
    async (sort) => {
      const whole = await wholeListing(sort);
      const striped = whole.filter((name) => name.startsWith('Striped'));
      expect(await searchPages('striped', sort, 7, PAGE_SIZES.max)).toEqual(striped);
      const tens = whole.filter((name) => / 10\d*$/.test(name));
      expect(await searchPages('towel 10', sort, 3)).toEqual(tens);
    },
  );

  it('answers a page past the last with the total, asked first or after the others', async () => {
    const matching = 1 + 10 + 100; // 2, 20–29, 200–299
    for (const page of [9, 1, 9]) {
      const answer = await list(
        `search=${encodeURIComponent('towel 2')}&pageSize=${PAGE_SIZES.catalogue}&page=${page}`,
      );
      expect(answer).toMatchObject({ total: matching, totalExact: true });
      expect(answer.products).toHaveLength(page === 1 ? PAGE_SIZES.catalogue : 0);
    }
    expect(await list('search=nothing%20like%20it&page=3')).toMatchObject({ products: [], total: 0 });
  });

  it('puts a highlighted match first and does not repeat it', async () => {
    const whole = await searchPages('towel 10', 'default', 1, PAGE_SIZES.max);
    const last = whole.at(-1) ?? '';
    const highlighted = (await list(`search=${encodeURIComponent(last)}&pageSize=1`)).products[0]?.id;
    const page = await list(`search=${encodeURIComponent('towel 10')}&highlight=${highlighted}&pageSize=100`);
    expect(page.products.map((product) => product.name)).toEqual([last, ...whole.slice(0, -1)]);
    expect(page.total).toBe(whole.length);
  });
});

describe('a search alone and the same search beside another filter', () => {
  // Alone, a search of three letters in a row runs statements built and planned once; beside a
  // filter (here the category every towel is in), statements planned for its values; a shorter
  // text is found through its pieces. Every way, with few matches and with many, in Latin and
  // Bengali digits, must find the same pages.
  it.each<[string, ProductSort]>([
    ['striped', 'default'],
    ['towel', 'price-asc'],
    ['Gamchha TOWEL', 'rating'],
    ['towel ১০', 'default'],
    ['গামছা ৭', 'name-desc'],
    ['OW', 'oldest'],
    ['l 1', 'default'],
  ])('%s, sorted %s', async (search, sort) => {
    const alone = await searchPages(search, sort, 3);
    expect(alone.length).toBeGreaterThan(0);
    expect(await searchPages(search, sort, 3, PAGE_SIZES.catalogue, `&category=${categorySlug}`)).toEqual(
      alone,
    );
  });

  it("takes LIKE's wildcards literally both ways", async () => {
    expect(await searchPages('towel 1_', 'default', 1)).toEqual([]);
    expect(
      await searchPages('towel 1_', 'default', 1, PAGE_SIZES.catalogue, `&category=${categorySlug}`),
    ).toEqual([]);
  });
});
