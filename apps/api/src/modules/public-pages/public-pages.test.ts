import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { load } from 'cheerio';
import { asc, eq, sql } from 'drizzle-orm';
import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import type { TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import { productImages, reviews } from '../../db/schema';

/** The web app's own index.html, as the build copies it: the head is written into it. */
const WEB_INDEX = path.resolve(import.meta.dirname, '../../../../web/index.html');

let shop: TestApp;
let origin: string;
let product: Awaited<ReturnType<typeof createProduct>>;
let oneSize: Awaited<ReturnType<typeof createProduct>>;
let hostile: Awaited<ReturnType<typeof createProduct>>;
let archived: Awaited<ReturnType<typeof createProduct>>;

test.override('shopOptions', async () => ({ webBuild: { 'index.html': await readFile(WEB_INDEX, 'utf8') } }));

test.beforeAll(async ({ shop: built }) => {
  shop = built;
  origin = new URL(shop.config.publicUrl).origin;
  const men = await createCategory(shop.db, {
    title: 'Men Fashion',
    titleBn: 'ছেলেদের ফ্যাশন',
    items: ['Panjabi'],
    itemsBn: ['পাঞ্জাবি'],
  });
  product = await createProduct(shop.db, {
    categoryId: men.id,
    categoryItemId: men.items[0]?.id,
    name: 'Jamdani Panjabi',
    nameBn: 'জামদানি পাঞ্জাবি',
    description: 'Hand-woven cotton panjabi.',
    brand: 'Dhaka Loom',
    colour: 'Maroon',
    price: 2450,
    // The catalogue's own figure: the page claims a rating only from reviews shoppers wrote.
    rating: 4.8,
    stock: { S: 0, M: 3, L: 10 },
    images: 2,
  });
  oneSize = await createProduct(shop.db, { categoryId: men.id, oneSize: true, units: 0, price: 300 });
  hostile = await createProduct(shop.db, {
    categoryId: men.id,
    name: '</title><script>alert(1)</script> & "quotes" $&',
    description: '<img src=x onerror=alert(1)>',
  });
  archived = await createProduct(shop.db, { categoryId: men.id, active: false });
});

const page = async (url: string) => {
  const res = await shop.get(url, { accept: 'text/html' });
  return { res, $: load(res.text) };
};
const metaOf = ($: ReturnType<typeof load>, key: string) =>
  $(`meta[property="${key}"], meta[name="${key}"]`).attr('content');
type Data = Record<string, unknown> & { '@type': string };
/** What a test reads when the page has fewer objects than it expects: it then fails on its fields. */
const NONE: Data = { '@type': 'none' };
const structuredData = ($: ReturnType<typeof load>) =>
  $('script[type="application/ld+json"]')
    .toArray()
    .map((script) => JSON.parse($(script).text()) as Data);

describe('a product page, as a link preview or a search engine reads it', () => {
  it('has its own title, description, canonical address, alternates and Open Graph tags', async () => {
    const { res, $ } = await page(`/product/${product.id}`);
    expect(res.status).toBe(200);
    expect($('html').attr('lang')).toBe('en');
    expect($('title').text()).toBe('Jamdani Panjabi | Haat');
    expect(metaOf($, 'description')).toBe('Hand-woven cotton panjabi.');
    const url = `${origin}/product/${product.id}`;
    expect($('link[rel="canonical"]').attr('href')).toBe(url);
    expect($('link[hreflang="en"]').attr('href')).toBe(url);
    expect($('link[hreflang="bn"]').attr('href')).toBe(`${origin}/bn/product/${product.id}`);
    expect($('link[hreflang="x-default"]').attr('href')).toBe(url);
    expect(metaOf($, 'og:type')).toBe('product');
    expect(metaOf($, 'og:title')).toBe('Jamdani Panjabi | Haat');
    expect(metaOf($, 'og:url')).toBe(url);
    expect(metaOf($, 'og:locale')).toBe('en_US');
    expect(metaOf($, 'og:locale:alternate')).toBe('bn_BD');
    expect(metaOf($, 'og:site_name')).toBe('Haat');
    expect(metaOf($, 'og:image')).toMatch(new RegExp(`^${origin}/uploads/`));
    expect(Number(metaOf($, 'og:image:width'))).toBeGreaterThanOrEqual(600);
    expect(Number(metaOf($, 'og:image:height'))).toBeGreaterThan(0);
    expect(metaOf($, 'product:price:amount')).toBe('2450.00');
    expect(metaOf($, 'product:price:currency')).toBe('BDT');
    expect(metaOf($, 'twitter:card')).toBe('summary_large_image');
    expect($('meta[name="robots"]')).toHaveLength(0);
  });

  it('previews with its title, description, price and picture in a link-preview reader no one here wrote', async () => {
    const { error, result } = await ogs({
      url: `${origin}/product/${product.id}`,
      // As Facebook's crawler asks; the shop answers it like anyone else.
      fetchOptions: {
        headers: {
          'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
        },
      },
      urlValidatorSettings: {
        allow_fragments: true,
        allow_protocol_relative_urls: false,
        allow_query_components: true,
        allow_trailing_dot: false,
        allow_underscores: false,
        protocols: ['http', 'https'],
        require_host: true,
        require_port: false,
        require_protocol: true,
        // The test's shop is at 127.0.0.1, which has no top-level domain.
        require_tld: false,
        require_valid_protocol: true,
        validate_length: true,
      },
      customMetaTags: [
        { multiple: false, property: 'product:price:amount', fieldName: 'price' },
        { multiple: false, property: 'product:price:currency', fieldName: 'currency' },
      ],
    });
    expect(error).toBe(false);
    expect(result.ogTitle).toBe('Jamdani Panjabi | Haat');
    expect(result.ogDescription).toBe('Hand-woven cotton panjabi.');
    expect(result.ogSiteName).toBe('Haat');
    expect(result.ogUrl).toBe(`${origin}/product/${product.id}`);
    const [picture] = result.ogImage ?? [];
    expect(picture?.url).toMatch(new RegExp(`^${origin}/uploads/.+`));
    expect(Number(picture?.width)).toBeGreaterThanOrEqual(600);
    expect(result.customMetaTags).toEqual({ price: '2450.00', currency: 'BDT' });
    expect(result.twitterCard).toBe('summary_large_image');
  });

  it('previews with a real JPEG picture, drawn once from the product’s own and then kept', async () => {
    const [first] = await shop.db
      .select({ key: productImages.storageKey })
      .from(productImages)
      .where(eq(productImages.productId, product.id))
      .orderBy(asc(productImages.position));
    if (!first) throw new Error('the product has no picture');
    const webp = await sharp({ create: { width: 720, height: 900, channels: 4, background: '#7a1f35' } })
      .webp()
      .toBuffer();
    await shop.storage.put(`${first.key}-720.webp`, webp);
    const { $ } = await page(`/product/${product.id}`);
    const address = new URL(metaOf($, 'og:image') ?? '');
    expect(address.pathname).toBe(`/uploads/${first.key}-720.jpg`);
    for (const attempt of ['drawn', 'kept']) {
      const picture = await fetch(address);
      expect(picture.status, attempt).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/jpeg');
      expect(picture.headers.get('cache-control')).toContain('immutable');
      const { format, width, height } = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
      expect({ format, width, height }).toEqual({ format: 'jpeg', width: 720, height: 900 });
    }
    expect(await shop.storage.read(`${first.key}-720.jpg`)).not.toBeNull();
    // Only a product picture's large rendition has a preview; another name is a plain 404.
    expect((await shop.get(`/uploads/${first.key}-360.jpg`)).status).toBe(404);
    expect((await shop.get('/uploads/private/x-720.jpg')).status).toBe(404);
  });

  it('is described as a Product with an offer per size, from the real stock, and its breadcrumb', async () => {
    const { $ } = await page(`/product/${product.id}`);
    const [data = NONE, crumbs = NONE] = structuredData($);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Jamdani Panjabi',
      sku: product.id,
      brand: { '@type': 'Brand', name: 'Dhaka Loom' },
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'BDT',
        lowPrice: '2450.00',
        availability: 'https://schema.org/InStock',
      },
    });
    const offers =
      (data.offers as { offers: { name: string; availability: string; price: string }[] } | undefined)
        ?.offers ?? [];
    expect(offers.map((offer) => [offer.name, offer.availability.split('/').at(-1), offer.price])).toEqual([
      ['S', 'OutOfStock', '2450.00'],
      ['M', 'LimitedAvailability', '2450.00'],
      ['L', 'InStock', '2450.00'],
      ['XL', 'InStock', '2450.00'],
      ['XXL', 'InStock', '2450.00'],
    ]);
    expect(data).not.toHaveProperty('aggregateRating');
    expect((data.image as string[]).length).toBe(2);
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((crumbs.itemListElement as { name: string }[]).map((step) => step.name)).toEqual([
      'Haat',
      'Men Fashion',
      'Panjabi',
      'Jamdani Panjabi',
    ]);
  });

  it('claims a rating only from reviews shoppers wrote', async () => {
    const [first, second] = [await shop.signUp(), await shop.signUp()];
    await shop.db.insert(reviews).values([
      { userId: first.user.id, productId: oneSize.id, rating: 5, message: 'Lovely' },
      { userId: second.user.id, productId: oneSize.id, rating: 4, message: 'Good' },
    ]);
    const { $ } = await page(`/product/${oneSize.id}`);
    const [data = NONE] = structuredData($);
    expect(data).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
      offers: { '@type': 'Offer', availability: 'https://schema.org/OutOfStock', price: '300.00' },
    });
    expect(metaOf($, 'product:availability')).toBe('out of stock');
  });

  it('in Bengali, at its own address: Bengali name, locale and digits, linked to its English twin', async () => {
    const { res, $ } = await page(`/bn/product/${product.id}`);
    expect(res.status).toBe(200);
    expect($('html').attr('lang')).toBe('bn');
    expect($('title').text()).toBe('জামদানি পাঞ্জাবি | হাট');
    // No Bengali description was written: the page's own words, with the price in Bengali digits.
    expect(metaOf($, 'description')).toContain('৳২,৪৫০');
    expect($('link[rel="canonical"]').attr('href')).toBe(`${origin}/bn/product/${product.id}`);
    expect($('link[hreflang="en"]').attr('href')).toBe(`${origin}/product/${product.id}`);
    expect(metaOf($, 'og:locale')).toBe('bn_BD');
    expect(metaOf($, 'og:locale:alternate')).toBe('en_US');
    const [data = NONE, crumbs = NONE] = structuredData($);
    expect(data).toMatchObject({ name: 'জামদানি পাঞ্জাবি', url: `${origin}/bn/product/${product.id}` });
    expect((crumbs.itemListElement as { name: string }[]).map((step) => step.name)).toEqual([
      'হাট',
      'ছেলেদের ফ্যাশন',
      'পাঞ্জাবি',
      'জামদানি পাঞ্জাবি',
    ]);
  });

  it('keeps a hostile name as text, in the title, the tags and the structured data', async () => {
    const { res, $ } = await page(`/product/${hostile.id}`);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).not.toContain('<img src=x');
    expect($('title').text()).toBe('</title><script>alert(1)</script> & "quotes" $& | Haat');
    expect(metaOf($, 'og:description')).toBe('<img src=x onerror=alert(1)>');
    expect($('script:not([type])')).toHaveLength(0);
    const [data = NONE] = structuredData($);
    expect(data.name).toBe('</title><script>alert(1)</script> & "quotes" $&');
  });

  it('answers 404 for a product that is unknown, archived, or not an id, with the page people see', async () => {
    for (const url of [
      '/product/00000000-0000-4000-8000-000000000000',
      `/product/${archived.id}`,
      '/product/not-an-id',
      `/bn/product/${archived.id}`,
    ]) {
      const { res, $ } = await page(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect($('#root')).toHaveLength(1);
      expect(metaOf($, 'robots')).toContain('noindex');
    }
    // An address whose escapes are broken is refused before it reaches a page.
    expect((await shop.get('/product/%E0%A4')).status).toBe(400);
  });
});

describe('the other public pages', () => {
  it('the home page: the shop and its search, for Google', async () => {
    const { res, $ } = await page('/');
    expect(res.status).toBe(200);
    expect($('title').text()).toBe('Haat — premium clothing, authentic style');
    expect(metaOf($, 'og:type')).toBe('website');
    const types = structuredData($).map((data) => data['@type']);
    expect(types).toEqual(['Organization', 'WebSite']);
    const site = structuredData($)[1] as unknown as { potentialAction: { target: { urlTemplate: string } } };
    expect(site.potentialAction.target.urlTemplate).toBe(`${origin}/products?search={search_term_string}`);
    expect($('link[hreflang="bn"]').attr('href')).toBe(`${origin}/bn`);
  });

  it('a category and an item: their names, breadcrumb and the products they list', async () => {
    const { res, $ } = await page('/category/men-fashion');
    expect(res.status).toBe(200);
    expect($('title').text()).toBe('Men Fashion | Haat');
    const [crumbs = NONE, list = NONE] = structuredData($);
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(list).toMatchObject({ '@type': 'ItemList' });
    const listed = (list.itemListElement as { url: string }[]).map((entry) => entry.url);
    expect(listed).toContain(`${origin}/product/${product.id}`);
    expect(listed).not.toContain(`${origin}/product/${archived.id}`);
    const item = await page('/bn/category/panjabi');
    expect(item.$('title').text()).toBe('পাঞ্জাবি | হাট');
    expect(item.$('link[rel="canonical"]').attr('href')).toBe(`${origin}/bn/category/panjabi`);
    expect((await page('/category/no-such-category')).res.status).toBe(404);
  });

  it.each([
    ['/about', 'Premium clothing, authentic style | Haat'],
    ['/help-center', 'How can we help? | Haat'],
    ['/faq', 'Frequently asked questions | Haat'],
    ['/paymentoptions', 'Pay the way that suits you | Haat'],
    ['/terms', 'Terms & conditions | Haat'],
    ['/privacy', 'Privacy policy | Haat'],
    ['/track', 'Track your order | Haat'],
    ['/bn/track', 'আপনার অর্ডার ট্র্যাক করুন | হাট'],
    ['/products', 'All Products | Haat'],
    ['/category', 'All Categories | Haat'],
    ['/bn/faq', 'সচরাচর জিজ্ঞাসিত প্রশ্ন | হাট'],
  ])('%s is titled %s, indexed, with its twin', async (url, title) => {
    const { res, $ } = await page(url);
    expect(res.status).toBe(200);
    expect($('title').text()).toBe(title);
    expect($('meta[name="robots"]')).toHaveLength(0);
    expect($('link[hreflang="x-default"]')).toHaveLength(1);
  });

  it('search results are titled by the search but left out of the index', async () => {
    const { res, $ } = await page('/products?search=%3Cb%3Esaree&utm_source=fb');
    expect(res.status).toBe(200);
    expect($('title').text()).toBe('Results for “<b>saree” | Haat');
    // A NUL or an escape in the search is a space in the title, never a character of it.
    const controls = await page('/products?search=%00sha%1Bree');
    expect(controls.$('title').text()).toBe('Results for “sha ree” | Haat');
    expect(controls.res.text).not.toMatch(/\p{Cc}(?<![\t\n\r])/u);
    expect(metaOf($, 'robots')).toBe('noindex, follow');
  });

  it('the spec’s other spellings of a public page move there for good', async () => {
    for (const [from, to] of [
      ['/home', '/'],
      ['/shop', '/products'],
      ['/aboutus', '/about'],
      ['/bn/shop', '/bn/products'],
      [`/productdetails?id=${product.id}`, `/product/${product.id}`],
    ] as const) {
      const res = await shop.get(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location')).toBe(to);
    }
  });
});

describe('private pages, unknown addresses and missing files', () => {
  it.each([
    '/cart',
    '/cartpayment',
    '/orders',
    '/manage-account/orders',
    '/payments/abc',
    '/admin/orders',
    '/auth',
    '/bn/wishlist',
  ])('%s is drawn for whoever opens it, never indexed', async (url) => {
    const { res, $ } = await page(url);
    expect(res.status).toBe(200);
    expect(metaOf($, 'robots')).toContain('noindex');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('an unknown address answers 404 with the app, which says the page does not exist', async () => {
    const { res, $ } = await page('/no/such/page');
    expect(res.status).toBe(404);
    expect($('#root')).toHaveLength(1);
    expect($('title').text()).toBe('Page not found | Haat');
  });

  it.each([
    '/assets/index-gone.js',
    '/uploads/products/gone-720.webp',
    '/favicon.ico',
    '/apple-touch-icon.png',
  ])('a missing file %s answers a plain 404, never the page', async (url) => {
    const res = await shop.get(url);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.text).not.toContain('<html');
  });

  it('answers a product page it made before from memory, without reading the catalogue', async () => {
    const url = `/product/${product.id}`;
    const first = await page(url);
    // With its table out of the way, any read of the catalogue would fail.
    await shop.db.execute(sql`alter table products rename to products_away`);
    try {
      const again = await page(url);
      expect(again.res.status).toBe(200);
      expect(again.res.text).toBe(first.res.text);
    } finally {
      await shop.db.execute(sql`alter table products_away rename to products`);
    }
  });

  it('a product the operator archives leaves at once: its page answers 404, its sitemap and feeds lose it', async () => {
    const leaving = await createProduct(shop.db, { categoryId: product.categoryId, images: 1 });
    const url = `/product/${leaving.id}`;
    expect((await page(url)).res.status).toBe(200);
    const listed = async () =>
      [
        (await shop.get('/sitemaps/products-1.xml')).text,
        (await shop.get('/feeds/google.xml')).text,
        (await shop.get('/feeds/meta-bn.csv')).text,
      ].map((text) => text.includes(leaving.id));
    expect(await listed()).toEqual([true, true, true]);
    const operator = await shop.signUpOperator();
    expect((await operator.post(`/api/v1/admin/products/${leaving.id}/archive`)).status).toBe(200);
    // The page was kept in memory; the archive dropped it.
    expect((await page(url)).res.status).toBe(404);
    expect(await listed()).toEqual([false, false, false]);
  });
});
