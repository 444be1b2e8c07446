import {
  ERROR_MESSAGES,
  LIMITS,
  PAGE_SIZES,
  type ProductDetail,
  type ProductSummary,
  type ShipsFrom,
} from '@haat/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, refusal, type TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import { productStock, products, settings } from '../../db/schema';

type ListBody = {
  success: boolean;
  products: ProductSummary[];
  total: number;
  page: number;
  pageSize: number;
};
type ShelfBody = { success: boolean; products: ProductSummary[] };

let shop: TestApp;
const ids: Record<string, string> = {};
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

const list = async (query: string) => {
  const res = await shop.get(`/api/v1/products${query ? `?${query}` : ''}`);
  expect(res.status, res.text).toBe(200);
  return res.body as ListBody;
};
const names = async (query: string) => (await list(query)).products.map((p) => p.name);

/**
 * A small catalogue where every filter and sort has a known answer:
 * Men (items Panjabi, Shirts) and Women (items Saree, Kurti).
 */
test.beforeAll(async ({ shop: built }) => {
  shop = built;
  const men = await createCategory(shop.db, {
    title: "Men's Fashion",
    titleBn: 'ছেলেদের ফ্যাশন',
    items: ['Panjabi', 'Shirts'],
    itemsBn: [null, 'শার্ট'],
    position: 1,
  });
  const women = await createCategory(shop.db, {
    title: "Women's Fashion",
    items: ['Saree', 'Kurti'],
    position: 2,
  });
  const [panjabi, shirts] = men.items;
  const [saree, kurti] = women.items;
  const soldOut = { S: 0, M: 0, L: 0, XL: 0, XXL: 0 };
  const rows = [
    {
      key: 'eid',
      name: 'Eid Silk Panjabi',
      cat: men.id,
      item: panjabi?.id,
      price: 3490,
      old: 4290,
      rating: 4.8,
      sold: 900,
      brand: 'Shapla',
      colour: 'Maroon',
      shipsFrom: 'PK',
      at: day(1),
    },
    {
      key: 'cotton',
      name: 'Cotton Panjabi',
      cat: men.id,
      item: panjabi?.id,
      price: 1290,
      old: null,
      rating: 4.1,
      sold: 300,
      brand: 'Meghna',
      colour: 'White',
      at: day(2),
    },
    {
      key: 'oxford',
      name: 'Oxford Shirt',
      cat: men.id,
      item: shirts?.id,
      price: 1590,
      old: null,
      rating: 4.5,
      sold: 120,
      brand: 'Shapla',
      colour: 'Blue',
      at: day(3),
      stock: soldOut,
    },
    {
      key: 'jamdani',
      name: 'Jamdani Saree',
      cat: women.id,
      item: saree?.id,
      price: 8900,
      old: 9900,
      rating: 4.9,
      sold: 40,
      brand: 'Padma Weaves',
      colour: 'Red',
      at: day(4),
    },
    {
      key: 'tangail',
      name: 'Tangail Cotton Saree',
      cat: women.id,
      item: saree?.id,
      price: 2490,
      old: null,
      rating: 4.5,
      sold: 500,
      brand: 'Padma Weaves',
      colour: 'Green',
      at: day(5),
    },
    {
      key: 'kurti',
      name: 'Block Print Kurti 100%_pure',
      cat: women.id,
      item: kurti?.id,
      price: 990,
      old: 1290,
      rating: 3.9,
      sold: 75,
      brand: 'Meghna',
      colour: 'Blue',
      shipsFrom: 'IN',
      at: day(6),
    },
  ];
  for (const row of rows) {
    const product = await createProduct(shop.db, {
      categoryId: row.cat,
      categoryItemId: row.item ?? null,
      name: row.name,
      price: row.price,
      oldPrice: row.old,
      rating: row.rating,
      sold: row.sold,
      brand: row.brand,
      colour: row.colour,
      ...(row.shipsFrom ? { shipsFrom: row.shipsFrom as ShipsFrom } : {}),
      createdAt: row.at,
      ...(row.stock ? { stock: row.stock } : {}),
      images: 3,
    });
    ids[row.key] = product.id;
  }
  await createProduct(shop.db, { categoryId: men.id, name: 'Hidden Panjabi', active: false, sold: 5000 });
});

describe('GET /api/v1/categories', () => {
  it('answers a plain array of {id, title, slug, items} in menu order, with the Bengali names beside', async () => {
    const res = await shop.get('/api/v1/categories');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: expect.any(String),
        title: "Men's Fashion",
        titleBn: 'ছেলেদের ফ্যাশন',
        slug: "men's-fashion",
        items: ['Panjabi', 'Shirts'],
        itemsBn: [null, 'শার্ট'],
      },
      {
        id: expect.any(String),
        title: "Women's Fashion",
        titleBn: null,
        slug: "women's-fashion",
        items: ['Saree', 'Kurti'],
        itemsBn: [null, null],
      },
    ]);
  });
});

describe('GET /api/v1/products without parameters', () => {
  it('answers an object with a products array, newest first, 25 to a page, hidden products left out', async () => {
    const body = await list('');
    expect(body).toMatchObject({
      success: true,
      total: 6,
      totalExact: true,
      page: 1,
      pageSize: PAGE_SIZES.homeCollection,
    });
    expect(body.products.map((p) => p.name)).toEqual([
      'Block Print Kurti 100%_pure',
      'Tangail Cotton Saree',
      'Jamdani Saree',
      'Cotton Panjabi',
      'Eid Silk Panjabi',
      'Oxford Shirt',
    ]);
  });

  it('gives each product its card: ids, taka prices, category, stock, rating and pictures', async () => {
    const body = await list('');
    const eid = body.products.find((p) => p.id === ids.eid);
    expect(eid).toEqual({
      _id: ids.eid,
      id: ids.eid,
      name: 'Eid Silk Panjabi',
      nameBn: null,
      price: 3490,
      oldPrice: 4290,
      image: expect.stringMatching(/^\/uploads\/products\/.+-720\.webp$/),
      thumbnail: expect.stringMatching(/^\/uploads\/products\/.+-360\.webp$/),
      category: "Men's Fashion",
      categorySlug: "men's-fashion",
      rating: 4.8,
      sold: 900,
      stock: 50,
      oneSize: false,
      createdAt: day(1).toISOString(),
    });
    expect(body.products.find((p) => p.id === ids.oxford)?.stock).toBe(0);
  });
});

describe('sorting', () => {
  // Oxford Shirt is sold out: last in every sort but the price sorts.
  it.each([
    [
      'popularity',
      [
        'Jamdani Saree',
        'Eid Silk Panjabi',
        'Tangail Cotton Saree',
        'Cotton Panjabi',
        'Block Print Kurti 100%_pure',
        'Oxford Shirt',
      ],
    ],
    [
      'rating',
      [
        'Jamdani Saree',
        'Eid Silk Panjabi',
        'Tangail Cotton Saree',
        'Cotton Panjabi',
        'Block Print Kurti 100%_pure',
        'Oxford Shirt',
      ],
    ],
    [
      'newest',
      [
        'Block Print Kurti 100%_pure',
        'Tangail Cotton Saree',
        'Jamdani Saree',
        'Cotton Panjabi',
        'Eid Silk Panjabi',
        'Oxford Shirt',
      ],
    ],
    [
      'latest',
      [
        'Block Print Kurti 100%_pure',
        'Tangail Cotton Saree',
        'Jamdani Saree',
        'Cotton Panjabi',
        'Eid Silk Panjabi',
        'Oxford Shirt',
      ],
    ],
    [
      'oldest',
      [
        'Eid Silk Panjabi',
        'Cotton Panjabi',
        'Jamdani Saree',
        'Tangail Cotton Saree',
        'Block Print Kurti 100%_pure',
        'Oxford Shirt',
      ],
    ],
    [
      'price-asc',
      [
        'Block Print Kurti 100%_pure',
        'Cotton Panjabi',
        'Oxford Shirt',
        'Tangail Cotton Saree',
        'Eid Silk Panjabi',
        'Jamdani Saree',
      ],
    ],
    [
      'priceLowHigh',
      [
        'Block Print Kurti 100%_pure',
        'Cotton Panjabi',
        'Oxford Shirt',
        'Tangail Cotton Saree',
        'Eid Silk Panjabi',
        'Jamdani Saree',
      ],
    ],
    [
      'price-desc',
      [
        'Jamdani Saree',
        'Eid Silk Panjabi',
        'Tangail Cotton Saree',
        'Oxford Shirt',
        'Cotton Panjabi',
        'Block Print Kurti 100%_pure',
      ],
    ],
    [
      'priceHighLow',
      [
        'Jamdani Saree',
        'Eid Silk Panjabi',
        'Tangail Cotton Saree',
        'Oxford Shirt',
        'Cotton Panjabi',
        'Block Print Kurti 100%_pure',
      ],
    ],
    [
      'name-asc',
      [
        'Block Print Kurti 100%_pure',
        'Cotton Panjabi',
        'Eid Silk Panjabi',
        'Jamdani Saree',
        'Tangail Cotton Saree',
        'Oxford Shirt',
      ],
    ],
    [
      'name-desc',
      [
        'Tangail Cotton Saree',
        'Jamdani Saree',
        'Eid Silk Panjabi',
        'Cotton Panjabi',
        'Block Print Kurti 100%_pure',
        'Oxford Shirt',
      ],
    ],
  ])('sort=%s', async (sort, expected) => {
    expect(await names(`sort=${sort}`)).toEqual(expected);
  });

  it('popularity breaks a rating tie by units sold', async () => {
    const order = await names('sort=popularity');
    // Tangail (4.5, 500 sold) before Oxford (4.5, 120 sold).
    expect(order.indexOf('Tangail Cotton Saree')).toBeLessThan(order.indexOf('Oxford Shirt'));
  });

  it('refuses an unknown sort', async () => {
    const res = await shop.get('/api/v1/products?sort=cheapest');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'Unknown sort.' });
  });
});

describe('filters', () => {
  it.each([
    [
      'category by slug',
      `category=${encodeURIComponent("women's-fashion")}`,
      ['Block Print Kurti 100%_pure', 'Tangail Cotton Saree', 'Jamdani Saree'],
    ],
    ['category by item slug', 'category=saree', ['Tangail Cotton Saree', 'Jamdani Saree']],
    ['item', 'item=panjabi', ['Cotton Panjabi', 'Eid Silk Panjabi']],
    ['brand', 'brand=Shapla', ['Eid Silk Panjabi', 'Oxford Shirt']],
    [
      'brands, comma-separated',
      'brand=Shapla,Meghna',
      ['Block Print Kurti 100%_pure', 'Cotton Panjabi', 'Eid Silk Panjabi', 'Oxford Shirt'],
    ],
    ['colour', 'colour=Blue', ['Block Print Kurti 100%_pure', 'Oxford Shirt']],
    [
      'price range in taka, both ends included',
      'minPrice=1290&maxPrice=3490',
      ['Tangail Cotton Saree', 'Cotton Panjabi', 'Eid Silk Panjabi', 'Oxford Shirt'],
    ],
    ['in stock only', 'inStock=true&category=shirts', []],
    ['filters together', 'category=panjabi&brand=Meghna&maxPrice=2000', ['Cotton Panjabi']],
    [
      'several categories: any matches',
      `category=shirts,saree`,
      ['Tangail Cotton Saree', 'Jamdani Saree', 'Oxford Shirt'],
    ],
    ['several items', 'item=kurti,shirts', ['Block Print Kurti 100%_pure', 'Oxford Shirt']],
    [
      'names that do not exist among ones that do',
      'category=spaceships,kurti',
      ['Block Print Kurti 100%_pure'],
    ],
    ['on sale', 'onSale=true', ['Block Print Kurti 100%_pure', 'Jamdani Saree', 'Eid Silk Panjabi']],
    ['on sale within a category', 'onSale=true&category=panjabi', ['Eid Silk Panjabi']],
    ['a category that does not exist', 'category=spaceships', []],
    ['an item that does not exist', 'item=spaceships', []],
    ['shipping from a country', 'shipsFrom=IN', ['Block Print Kurti 100%_pure']],
    ['shipping from any of several', 'shipsFrom=IN,PK', ['Block Print Kurti 100%_pure', 'Eid Silk Panjabi']],
    ['shipping from, within a category', 'shipsFrom=BD&category=panjabi', ['Cotton Panjabi']],
    ['shipping from, searched', 'shipsFrom=BD&search=saree', ['Tangail Cotton Saree', 'Jamdani Saree']],
  ])('%s', async (_, query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it('takes a category id as well as its slug', async () => {
    const categories = (await shop.get('/api/v1/categories')).body as { id: string; title: string }[];
    const men = categories.find((c) => c.title === "Men's Fashion");
    expect(await names(`category=${men?.id}`)).toEqual([
      'Cotton Panjabi',
      'Eid Silk Panjabi',
      'Oxford Shirt',
    ]);
  });

  it('counts the whole filtered set in total, not the page', async () => {
    const body = await list(`category=${encodeURIComponent("women's-fashion")}&pageSize=2`);
    expect(body.total).toBe(3);
    expect(body.products).toHaveLength(2);
  });

  it('counts what ships from a country: the listing and its total agree', async () => {
    const body = await list('shipsFrom=BD');
    expect(body.total).toBe(4);
    expect(body.products.map((p) => p.name)).not.toContain('Block Print Kurti 100%_pure');
  });

  it('refuses a country it does not know', async () => {
    const res = await shop.get('/api/v1/products?shipsFrom=BD,US');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'shipsFromUnknown', message: ERROR_MESSAGES.shipsFromUnknown });
  });

  it('refuses a price range upside down', async () => {
    const res = await shop.get('/api/v1/products?minPrice=500&maxPrice=100');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'The lowest price must not be above the highest.' });
  });
});

describe('featured collections', () => {
  it('top-ranking shows every product, most popular first', async () => {
    expect((await names('category=top-ranking')).slice(0, 2)).toEqual(['Jamdani Saree', 'Eid Silk Panjabi']);
  });

  it('new-arrivals shows the newest first', async () => {
    expect((await names('category=new-arrivals'))[0]).toBe('Block Print Kurti 100%_pure');
  });

  it('top-deals shows only reduced products', async () => {
    expect(await names('category=top-deals')).toEqual([
      'Block Print Kurti 100%_pure',
      'Jamdani Saree',
      'Eid Silk Panjabi',
    ]);
  });

  it('a sort asked for wins over the collection’s own', async () => {
    expect((await names('category=top-ranking&sort=price-asc'))[0]).toBe('Block Print Kurti 100%_pure');
  });
});

describe('search', () => {
  it('matches a case-insensitive substring of the name', async () => {
    expect(await names('search=PANJ')).toEqual(['Cotton Panjabi', 'Eid Silk Panjabi']);
    expect(await names('search=ton sar')).toEqual(['Tangail Cotton Saree']);
    expect(await names('search=s')).toEqual([
      'Tangail Cotton Saree',
      'Jamdani Saree',
      'Eid Silk Panjabi',
      'Oxford Shirt',
    ]);
  });

  it('matches only names, not descriptions or categories', async () => {
    expect(await names('search=fashion')).toEqual([]);
    expect(await names('search=test')).toEqual([]);
  });

  it('takes % and _ in the search text literally', async () => {
    expect(await names('search=100%25_')).toEqual(['Block Print Kurti 100%_pure']);
    expect(await names('search=%25')).toEqual(['Block Print Kurti 100%_pure']);
    expect(await names('search=_')).toEqual(['Block Print Kurti 100%_pure']);
    expect(await names('search=0%25_p')).toEqual(['Block Print Kurti 100%_pure']);
    expect(await names('search=1_0')).toEqual([]);
  });

  it('finds a text without three letters in a row, which trigrams cannot', async () => {
    expect(await names('search=n%20s')).toEqual(['Tangail Cotton Saree']);
    expect(await names('search=N%20S&sort=price-desc')).toEqual(['Tangail Cotton Saree']);
    expect(await names('search=---')).toEqual([]);
  });

  it('ignores surrounding spaces, and an empty search matches everything', async () => {
    expect(await names('search=%20%20saree%20')).toEqual(['Tangail Cotton Saree', 'Jamdani Saree']);
    expect(await names('search=')).toHaveLength(6);
  });

  it('answers "no products" as an empty list, and as few suggestions as the header asks for', async () => {
    expect(await list('search=zzz')).toMatchObject({ products: [], total: 0 });
    expect(await list(`search=&pageSize=${LIMITS.searchSuggestions}`)).toMatchObject({ total: 6 });
    expect(await list('search=a&pageSize=3')).toMatchObject({ total: 4, products: { length: 3 } });
  });

  it('refuses search text over 100 characters', async () => {
    const res = await shop.get(`/api/v1/products?search=${'a'.repeat(LIMITS.searchMaxLength + 1)}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: expect.stringContaining('too long') });
  });

  it('combines with filters', async () => {
    expect(await names('search=cotton&category=saree')).toEqual(['Tangail Cotton Saree']);
  });
});

describe('a highlighted product', () => {
  it('goes first on page 1 and is not repeated on later pages', async () => {
    const first = await list(`highlight=${ids.eid}&pageSize=2`);
    expect(first.products.map((p) => p.name)).toEqual(['Eid Silk Panjabi', 'Block Print Kurti 100%_pure']);
    expect(first.total).toBe(6);

    const seen = [...first.products];
    for (const page of [2, 3])
      seen.push(...(await list(`highlight=${ids.eid}&pageSize=2&page=${page}`)).products);
    expect(seen.map((p) => p.name)).toEqual([
      'Eid Silk Panjabi',
      'Block Print Kurti 100%_pure',
      'Tangail Cotton Saree',
      'Jamdani Saree',
      'Cotton Panjabi',
      'Oxford Shirt',
    ]);
  });

  it('is left where it is when the filters leave it out, and ignored when it is not an id', async () => {
    expect(await names(`highlight=${ids.eid}&category=saree`)).toEqual([
      'Tangail Cotton Saree',
      'Jamdani Saree',
    ]);
    expect((await names('highlight=not-an-id'))[0]).toBe('Block Print Kurti 100%_pure');
  });
});

describe('pagination and limits', () => {
  it('pages without overlap', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`pageSize=2&page=${page}&sort=price-asc`)));
    const all = pages.flatMap((page) => page.products.map((p) => p.id));
    expect(new Set(all).size).toBe(6);
    expect(pages[2]?.page).toBe(3);
  });

  it('answers an empty page past the end', async () => {
    expect(await list('page=9')).toMatchObject({ products: [], total: 6, page: 9 });
  });

  it.each([
    'page=0',
    'page=abc',
    'pageSize=0',
    `pageSize=${PAGE_SIZES.max + 1}`,
    'page=1.5',
    'minPrice=-1',
    'inStock=maybe',
  ])('refuses %s with a 400 in the error shape', async (query) => {
    const res = await shop.get(`/api/v1/products?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: expect.any(String),
      message: expect.any(String),
      issues: [
        expect.objectContaining({ path: expect.stringMatching(/^query\./), message: expect.any(String) }),
      ],
    });
  });

  it('serves the category page its 32 to a page', async () => {
    expect((await list(`pageSize=${PAGE_SIZES.categoryPage}`)).pageSize).toBe(32);
  });
});

describe('GET /api/v1/products/{id}', () => {
  it('answers the product with every image, its sizes and stock, category and item', async () => {
    const res = await shop.get(`/api/v1/products/${ids.oxford}`);
    expect(res.status).toBe(200);
    const { product } = res.body as { product: ProductDetail };
    expect(product).toMatchObject({
      id: ids.oxford,
      _id: ids.oxford,
      name: 'Oxford Shirt',
      price: 1590,
      category: "Men's Fashion",
      categoryBn: 'ছেলেদের ফ্যাশন',
      categorySlug: "men's-fashion",
      item: 'Shirts',
      itemBn: 'শার্ট',
      itemSlug: 'shirts',
      brand: 'Shapla',
      colour: 'Blue',
      shipsFrom: 'BD',
      oneSize: false,
      stock: 0,
      description: expect.any(String),
    });
    expect(product.images).toHaveLength(3);
    expect(product.thumbnails).toHaveLength(3);
    expect(product.sizes).toEqual(['S', 'M', 'L', 'XL', 'XXL'].map((size) => ({ size, stock: 0 })));
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'abc'],
    ['an id with SQL in it', "1'%20or%20'1'='1"],
  ])('answers 404 "Product not found." for %s', async (_, id) => {
    const res = await shop.get(`/api/v1/products/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(refusal('productNotFound'));
  });
});

describe('shelves', () => {
  it('related: other products of the same category, up to 5', async () => {
    const res = await shop.get(`/api/v1/products/${ids.jamdani}/related`);
    expect(res.status).toBe(200);
    const related = (res.body as ShelfBody).products.map((p) => p.name);
    expect(related).toEqual(['Block Print Kurti 100%_pure', 'Tangail Cotton Saree']);
  });

  it('you may also like: up to 10 other products, never the product itself', async () => {
    for (let i = 0; i < 5; i++) {
      const body = (await shop.get(`/api/v1/products/${ids.cotton}/also-like`)).body as ShelfBody;
      expect(body.products).toHaveLength(5);
      expect(body.products.map((p) => p.id)).not.toContain(ids.cotton);
      expect(new Set(body.products.map((p) => p.id)).size).toBe(5);
    }
  });

  it('top products: the 12 best sellers, most sold first', async () => {
    const body = (await shop.get('/api/v1/products/top')).body as ShelfBody;
    expect(body.products.map((p) => p.sold)).toEqual([900, 500, 300, 120, 75, 40]);
  });

  it('answers 404 for the shelves of a product that does not exist', async () => {
    for (const shelf of ['related', 'also-like']) {
      const res = await shop.get(`/api/v1/products/nope/${shelf}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(refusal('productNotFound'));
    }
  });
});

describe('GET /api/v1/hero-navbar/image-data', () => {
  it('answers 404 until a hero image is set, then the picture in base64', async () => {
    const missing = await shop.get('/api/v1/hero-navbar/image-data');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(refusal('heroImageMissing'));

    const picture = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4]);
    await shop.storage.put('hero/test.webp', picture);
    await shop.db
      .insert(settings)
      .values({ key: 'hero_image', value: { storageKey: 'hero/test.webp', contentType: 'image/webp' } });

    const found = await shop.get('/api/v1/hero-navbar/image-data');
    expect(found.status).toBe(200);
    expect(found.body).toEqual({
      success: true,
      image: Buffer.from(picture).toString('base64'),
      contentType: 'image/webp',
    });
  });
});

describe('caching', () => {
  it('lets browsers keep public catalogue answers a minute and revalidate them with an ETag', async () => {
    const first = await shop.get('/api/v1/products?sort=rating');
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();

    const again = await shop.get('/api/v1/products?sort=rating', { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('does not let the random shelf or a 404 be cached', async () => {
    const random = await shop.get(`/api/v1/products/${ids.cotton}/also-like`);
    expect(random.headers.get('cache-control')).toBeNull();
    const missing = await shop.get('/api/v1/products/nope');
    expect(missing.headers.get('cache-control')).toBeNull();
  });
});

describe('sold-out products', () => {
  // A shop of its own, where the sold-out products are the ones each sort would otherwise put first.
  let store: TestApp;
  const storeNames = async (query: string) => {
    const res = await store.get(`/api/v1/products?${query}`);
    expect(res.status, res.text).toBe(200);
    return (res.body as ListBody).products.map((p) => p.name);
  };
  const soldOut = { S: 0, M: 0, L: 0, XL: 0, XXL: 0 };

  beforeAll(async () => {
    store = await buildTestApp();
    const sarees = await createCategory(store.db, { title: 'Sarees', items: ['Silk'] });
    const rows = [
      // Sold out: the best rated, the newest, the cheapest and first by name.
      { name: 'Aarong Muslin Saree', rating: 5, sold: 1000, at: day(9), price: 500, stock: soldOut },
      // Sold out: the oldest, the dearest and last by name.
      { name: 'Zari Katan Saree', rating: 4.9, sold: 800, at: day(0), price: 9990, stock: soldOut },
      { name: 'Dhakai Jamdani Saree', rating: 4, sold: 10, at: day(5), price: 3000 },
      { name: 'Tangail Cotton Saree', rating: 3.5, sold: 10, at: day(3), price: 1500 },
      // One size left is in stock.
      {
        name: 'Katan Silk Saree',
        rating: 4.5,
        sold: 10,
        at: day(4),
        price: 5000,
        stock: { ...soldOut, L: 1 },
      },
    ];
    for (const row of rows)
      await createProduct(store.db, {
        categoryId: sarees.id,
        categoryItemId: sarees.items[0]?.id ?? null,
        name: row.name,
        rating: row.rating,
        sold: row.sold,
        createdAt: row.at,
        price: row.price,
        ...(row.stock ? { stock: row.stock } : {}),
      });
  });
  afterAll(() => store.close());

  const byRating = ['Katan Silk Saree', 'Dhakai Jamdani Saree', 'Tangail Cotton Saree'];
  const newestFirst = ['Dhakai Jamdani Saree', 'Katan Silk Saree', 'Tangail Cotton Saree'];
  it.each([
    ['popularity', [...byRating, 'Aarong Muslin Saree', 'Zari Katan Saree']],
    ['rating', [...byRating, 'Aarong Muslin Saree', 'Zari Katan Saree']],
    ['default', [...newestFirst, 'Aarong Muslin Saree', 'Zari Katan Saree']],
    ['newest', [...newestFirst, 'Aarong Muslin Saree', 'Zari Katan Saree']],
    ['latest', [...newestFirst, 'Aarong Muslin Saree', 'Zari Katan Saree']],
    ['oldest', [...newestFirst.toReversed(), 'Zari Katan Saree', 'Aarong Muslin Saree']],
    [
      'name-asc',
      [
        'Dhakai Jamdani Saree',
        'Katan Silk Saree',
        'Tangail Cotton Saree',
        'Aarong Muslin Saree',
        'Zari Katan Saree',
      ],
    ],
    [
      'name-desc',
      [
        'Tangail Cotton Saree',
        'Katan Silk Saree',
        'Dhakai Jamdani Saree',
        'Zari Katan Saree',
        'Aarong Muslin Saree',
      ],
    ],
  ])('come after every product in stock under sort=%s, in that sort’s order', async (sort, expected) => {
    expect(await storeNames(`sort=${sort}`)).toEqual(expected);
    // The category page and an item page list the same way.
    expect(await storeNames(`sort=${sort}&category=sarees`)).toEqual(expected);
    expect(await storeNames(`sort=${sort}&category=silk`)).toEqual(expected);
  });

  const cheapestFirst = [
    'Aarong Muslin Saree',
    'Tangail Cotton Saree',
    'Dhakai Jamdani Saree',
    'Katan Silk Saree',
    'Zari Katan Saree',
  ];
  it.each([
    ['price-asc', cheapestFirst],
    ['priceLowHigh', cheapestFirst],
    ['price-desc', cheapestFirst.toReversed()],
    ['priceHighLow', cheapestFirst.toReversed()],
  ])('keep their place by price under sort=%s', async (sort, expected) => {
    expect(await storeNames(`sort=${sort}`)).toEqual(expected);
  });

  it('go last in the featured collections too, and page without overlap', async () => {
    expect((await storeNames('category=top-ranking')).slice(-2)).toEqual([
      'Aarong Muslin Saree',
      'Zari Katan Saree',
    ]);
    expect((await storeNames('category=new-arrivals')).slice(-2)).toEqual([
      'Aarong Muslin Saree',
      'Zari Katan Saree',
    ]);
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push(...(await storeNames(`sort=popularity&pageSize=2&page=${page}`)));
    expect(pages).toEqual([...byRating, 'Aarong Muslin Saree', 'Zari Katan Saree']);
  });

  it('follow the stock: a product that sells out moves behind, and one restocked comes back', async () => {
    const [katan] = await store.db.select().from(products).where(eq(products.name, 'Katan Silk Saree'));
    const [aarong] = await store.db.select().from(products).where(eq(products.name, 'Aarong Muslin Saree'));
    if (!katan || !aarong) throw new Error('fixture missing');
    await store.db.update(productStock).set({ quantity: 0 }).where(eq(productStock.productId, katan.id));
    await store.db
      .update(productStock)
      .set({ quantity: 4 })
      .where(and(eq(productStock.productId, aarong.id), eq(productStock.size, 'M')));
    expect(await storeNames('sort=popularity')).toEqual([
      'Aarong Muslin Saree',
      'Dhakai Jamdani Saree',
      'Tangail Cotton Saree',
      'Zari Katan Saree',
      'Katan Silk Saree',
    ]);
  });
});
