import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { slugFor } from '@haat/contracts';
import { XMLParser } from 'fast-xml-parser';
import { validateXML } from 'xmllint-wasm';
import type { TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import { listingGate } from './routes';
import { createSitemaps } from './sitemaps';

/** The sitemaps.org schema, as the `sitemap` package ships it (beside its entry point). */
const SITEMAP_XSD = path.join(
  path.dirname(createRequire(import.meta.url).resolve('sitemap/package.json')),
  'schema/sitemap.xsd',
);

/**
 * The alternate links Google reads in a sitemap (`xhtml:link`): the sitemaps.org schema checks
 * every element of another namespace strictly, so it needs one for them.
 */
const XHTML_LINK_XSD = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="http://www.w3.org/1999/xhtml" elementFormDefault="qualified">
  <xs:element name="link">
    <xs:complexType>
      <xs:attribute name="rel" use="required"><xs:simpleType><xs:restriction base="xs:string"><xs:enumeration value="alternate"/></xs:restriction></xs:simpleType></xs:attribute>
      <xs:attribute name="hreflang" use="required"><xs:simpleType><xs:restriction base="xs:string"><xs:pattern value="en|bn|x-default"/></xs:restriction></xs:simpleType></xs:attribute>
      <xs:attribute name="href" use="required" type="xs:anyURI"/>
    </xs:complexType>
  </xs:element>
</xs:schema>`;

const BOTH = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:import namespace="http://www.sitemaps.org/schemas/sitemap/0.9" schemaLocation="sitemap.xsd"/>
  <xs:import namespace="http://www.w3.org/1999/xhtml" schemaLocation="xhtml-link.xsd"/>
</xs:schema>`;

async function expectValidSitemap(xml: string) {
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [{ fileName: 'both.xsd', contents: BOTH }],
    preload: [
      { fileName: 'sitemap.xsd', contents: await readFile(SITEMAP_XSD, 'utf8') },
      { fileName: 'xhtml-link.xsd', contents: XHTML_LINK_XSD },
    ],
  });
  expect(result.errors.map((error) => error.rawMessage)).toEqual([]);
  expect(result.valid).toBe(true);
}

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});
type Url = { loc: string; lastmod?: string; 'xhtml:link': { '@_hreflang': string; '@_href': string }[] };
const urlsOf = (xml: string) => (parser.parse(xml) as { urlset: { url?: Url[] } }).urlset.url ?? [];

const collect = async (lines: AsyncIterable<string> | undefined) => {
  if (!lines) throw new Error('no such sitemap');
  let text = '';
  for await (const line of lines) text += line;
  return text;
};

let shop: TestApp;
let origin: string;
const listed: string[] = [];
let archivedId = '';

test.beforeAll(async ({ shop: built }) => {
  shop = built;
  origin = new URL(shop.config.publicUrl).origin;
  const category = await createCategory(shop.db, { title: 'Sarees & More', items: ['Jamdani'] });
  for (let n = 0; n < 7; n += 1) listed.push((await createProduct(shop.db, { categoryId: category.id })).id);
  archivedId = (await createProduct(shop.db, { categoryId: category.id, active: false })).id;
});

describe('robots.txt', () => {
  it('names the sitemap and keeps crawlers out of the private pages in both languages', async () => {
    const res = await shop.get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const lines = res.text.split('\n');
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
    for (const path of [
      '/cart',
      '/bn/cart',
      '/checkout',
      '/cartpayment',
      '/orders',
      '/admin',
      '/bn/admin',
      '/manage-account',
      '/api/',
    ])
      expect(lines, path).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /product/');
  });
});

describe('the sitemaps', () => {
  it('an index of the pages’, the categories’ and the products’ sitemaps, each answered', async () => {
    const res = await shop.get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const index = parser.parse(res.text) as { sitemapindex: { sitemap: { loc: string }[] } };
    const locs = index.sitemapindex.sitemap.map((entry) => entry.loc);
    expect(locs).toEqual([
      `${origin}/sitemaps/pages.xml`,
      `${origin}/sitemaps/categories.xml`,
      `${origin}/sitemaps/products-1.xml`,
    ]);
    for (const loc of locs) {
      const file = await shop.get(new URL(loc).pathname);
      expect(file.status, loc).toBe(200);
      await expectValidSitemap(file.text);
    }
    expect((await shop.get('/sitemaps/products-2.xml')).status).toBe(404);
    expect((await shop.get('/sitemaps/products-0.xml')).status).toBe(404);
    expect((await shop.get('/sitemaps/../../etc/passwd')).status).toBe(404);
  });

  it('lists every listed product in both languages, each naming the other, and not the archived one', async () => {
    const xml = (await shop.get('/sitemaps/products-1.xml')).text;
    const urls = urlsOf(xml);
    for (const id of listed) {
      const en = urls.find((url) => url.loc === `${origin}/product/${id}`);
      const bn = urls.find((url) => url.loc === `${origin}/bn/product/${id}`);
      expect(en?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
      for (const url of [en, bn])
        expect(
          Object.fromEntries(url?.['xhtml:link'].map((link) => [link['@_hreflang'], link['@_href']]) ?? []),
        ).toEqual({
          en: `${origin}/product/${id}`,
          bn: `${origin}/bn/product/${id}`,
          'x-default': `${origin}/product/${id}`,
        });
    }
    expect(urls).toHaveLength(listed.length * 2);
    expect(xml).not.toContain(archivedId);
  });

  it('lists categories, items and featured collections', async () => {
    const xml = (await shop.get('/sitemaps/categories.xml')).text;
    const locs = urlsOf(xml).map((url) => url.loc);
    // The slug keeps its escape (sarees-%26-more): the address is the one the shop's links use.
    expect(locs).toContain(`${origin}/category/${slugFor('Sarees & More')}`);
    expect(locs).toContain(`${origin}/bn/category/jamdani`);
    expect(locs).toContain(`${origin}/category/top-ranking`);
    const pages = urlsOf((await shop.get('/sitemaps/pages.xml')).text).map((url) => url.loc);
    expect(pages).toEqual(
      expect.arrayContaining([
        `${origin}/`,
        `${origin}/bn`,
        `${origin}/bn/faq`,
        `${origin}/privacy`,
        `${origin}/track`,
      ]),
    );
    expect(pages.some((loc) => loc.includes('cart'))).toBe(false);
  });

  it('splits the products over as many files as it takes, read in batches, none left out or twice', async () => {
    const sitemaps = createSitemaps(shop.db, origin, { productsPerSitemap: 3, batch: 2 });
    expect(await sitemaps.productSitemaps()).toBe(3);
    const seen: string[] = [];
    for (const file of [1, 2, 3]) {
      const xml = await collect(await sitemaps.products(file));
      await expectValidSitemap(xml);
      const urls = urlsOf(xml).filter((url) => !url.loc.includes('/bn/'));
      expect(urls.length).toBe(file < 3 ? 3 : 1);
      seen.push(...urls.map((url) => url.loc.split('/').at(-1) ?? ''));
    }
    expect(seen.sort()).toEqual([...listed].sort());
    expect(await sitemaps.products(4)).toBeUndefined();
  });
});

describe('listings made at once', () => {
  it('are at most the limit; one more is refused until one ends, and ending twice frees one place', () => {
    const gate = listingGate(2);
    const first = gate.enter();
    const second = gate.enter();
    expect(first && second).toBeTruthy();
    expect(gate.enter()).toBeUndefined();
    first?.();
    first?.();
    const third = gate.enter();
    expect(third).toBeTruthy();
    expect(gate.enter()).toBeUndefined();
  });
});
