import { FEATURED_COLLECTIONS } from '@haat/contracts';
import { and, asc, eq, gt, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, categoryItems, products } from '../../db/schema';
import { pageUrl } from './page-head';

/**
 * The sitemaps protocol allows 50,000 addresses in one file; each product has two (English and
 * Bengali), so a file lists at most 25,000 products.
 */
export const SITEMAP_ADDRESSES = 50_000;
export const PRODUCTS_PER_SITEMAP = SITEMAP_ADDRESSES / 2;
/** Rows read from the database at a time: memory stays bounded however large the catalogue. */
const BATCH = 1_000;

/** The shop's own pages that a search engine may list (the private ones are disallowed in robots.txt). */
const LISTED_PAGES = [
  '/',
  '/products',
  '/category',
  '/about',
  '/help-center',
  '/faq',
  '/paymentoptions',
  '/terms',
  '/privacy',
  '/track',
];

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? '');

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

/** A page's two addresses, each naming the other and the default (the English one). */
function entriesOf(origin: string, path: string, lastModified?: Date | null): string {
  const en = escapeXml(pageUrl(origin, 'en', path));
  const bn = escapeXml(pageUrl(origin, 'bn', path));
  const alternates =
    `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>` +
    `<xhtml:link rel="alternate" hreflang="bn" href="${bn}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`;
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  return [en, bn].map((loc) => `<url><loc>${loc}</loc>${lastmod}${alternates}</url>\n`).join('');
}

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * The sitemap index and its sitemaps, made from the database as they are sent: a file is streamed
 * in batches of rows, never built as one string.
 */
export function createSitemaps(
  db: Database,
  origin: string,
  {
    productsPerSitemap = PRODUCTS_PER_SITEMAP,
    batch = BATCH,
  }: { productsPerSitemap?: number; batch?: number } = {},
) {
  const activeProducts = () =>
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number), last: max(products.updatedAt) })
      .from(products)
      .where(eq(products.active, true));

  /** Product sitemaps for `count` products: at least one, empty when the shop has none. */
  const filesFor = (count: number) => Math.max(1, Math.ceil(count / productsPerSitemap));

  return {
    /** How many product sitemaps there are now (at least one, empty when the shop has no products). */
    async productSitemaps(): Promise<number> {
      const [row] = await activeProducts();
      return filesFor(row?.n ?? 0);
    },

    async *index(): AsyncGenerator<string> {
      const [row] = await activeProducts();
      const files = filesFor(row?.n ?? 0);
      const lastmod = row?.last ? `<lastmod>${asDate(row.last)?.toISOString()}</lastmod>` : '';
      yield '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
      const names = ['pages', 'categories', ...Array.from({ length: files }, (_, n) => `products-${n + 1}`)];
      for (const name of names)
        yield `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${name}.xml`)}</loc>${lastmod}</sitemap>\n`;
      yield '</sitemapindex>\n';
    },

    async *pages(): AsyncGenerator<string> {
      yield URLSET_OPEN;
      for (const path of LISTED_PAGES) yield entriesOf(origin, path);
      yield '</urlset>\n';
    },

    /** Every category, item and featured collection, changed when one of its products last was. */
    async *categories(): AsyncGenerator<string> {
      const listed = eq(products.active, true);
      const [rows, items, [all]] = await Promise.all([
        db
          .select({ slug: categories.slug, last: max(products.updatedAt) })
          .from(categories)
          .leftJoin(products, and(eq(products.categoryId, categories.id), listed))
          .groupBy(categories.slug)
          .orderBy(asc(categories.slug)),
        db
          .select({ slug: categoryItems.slug, last: max(products.updatedAt) })
          .from(categoryItems)
          .leftJoin(products, and(eq(products.categoryItemId, categoryItems.id), listed))
          .groupBy(categoryItems.slug)
          .orderBy(asc(categoryItems.slug)),
        activeProducts(),
      ]);
      yield URLSET_OPEN;
      for (const row of [...rows, ...items])
        yield entriesOf(origin, `/category/${row.slug}`, asDate(row.last));
      for (const slug of Object.keys(FEATURED_COLLECTIONS))
        yield entriesOf(origin, `/category/${slug}`, asDate(all?.last ?? null));
      yield '</urlset>\n';
    },

    /** The `file`th sitemap of products (from 1), in the order of their ids; none for a file past the last. */
    async products(file: number): Promise<AsyncGenerator<string> | undefined> {
      if (file > (await this.productSitemaps())) return undefined;
      return (async function* () {
        yield URLSET_OPEN;
        let left = productsPerSitemap;
        let after: string | undefined;
        while (left > 0) {
          const rows = await db
            .select({ id: products.id, updatedAt: products.updatedAt })
            .from(products)
            .where(after ? and(eq(products.active, true), gt(products.id, after)) : eq(products.active, true))
            .orderBy(asc(products.id))
            .limit(Math.min(batch, left))
            .offset(after ? 0 : (file - 1) * productsPerSitemap);
          for (const row of rows) yield entriesOf(origin, `/product/${row.id}`, asDate(row.updatedAt));
          const last = rows.at(-1);
          if (!last || rows.length < Math.min(batch, left)) break;
          left -= rows.length;
          after = last.id;
        }
        yield '</urlset>\n';
      })();
    },
  };
}

export type Sitemaps = ReturnType<typeof createSitemaps>;
