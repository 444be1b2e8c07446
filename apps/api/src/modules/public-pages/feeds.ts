import type { AddressLanguage } from '@haat/contracts/pages';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { categories, categoryItems, ONE_SIZE, productImages, productStock, products } from '../../db/schema';
import { takaFromPoisha } from '../../lib/money';
import type { FileStorage } from '../../storage';
import { PRODUCT_IMAGE_WIDTHS, renditionKey } from '../catalogue/images';
import { PAGE_COPY } from './page-copy';
import { pageUrl } from './page-head';
import { previewPictureUrl } from './preview-pictures';
import { escapeXml } from './sitemaps';
import { cutAtWord } from './text';

/** Products read from the database at a time: a feed of 100,000 products never sits in memory whole. */
const BATCH = 500;

/** What both platforms allow of a product's text (Google: title 150, description 5,000 characters). */
export const FEED_LIMITS = { title: 150, description: 5_000, additionalImages: 10 } as const;

/** One thing a shopper can buy, as the feeds list it: a size of a sized product, or a one-size product. */
export type FeedItem = {
  id: string;
  /** The product's id, for every size of a sized product; none for a one-size product. */
  groupId: string | null;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  inStock: boolean;
  /** Taka; the earlier price when the product is on sale, with `salePrice` the price now. */
  price: number;
  salePrice: number | null;
  brand: string;
  size: string | null;
  colour: string;
  /** The shop's own category path: "Men's Fashion > Panjabi". */
  productType: string;
};

function groupBy<T>(rows: T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/**
 * Every product on sale, as the items of a feed in one language: one per size with its own stock,
 * sharing the product's id as their group, or one for a one-size product. Read by id in batches.
 */
export function createFeedItems(db: Database, storage: FileStorage, origin: string) {
  const item = alias(categoryItems, 'item');
  const pictureOf = (key: string) =>
    `${origin}${previewPictureUrl(storage.publicUrl(renditionKey(key, PRODUCT_IMAGE_WIDTHS.large)))}`;

  return async function* itemsIn(language: AddressLanguage): AsyncGenerator<FeedItem> {
    const copy = PAGE_COPY[language];
    let after: string | undefined;
    for (;;) {
      const rows = await db
        .select({
          id: products.id,
          name: products.name,
          nameBn: products.nameBn,
          description: products.description,
          descriptionBn: products.descriptionBn,
          brand: products.brand,
          colour: products.colour,
          oneSize: products.oneSize,
          price: products.price,
          oldPrice: products.oldPrice,
          category: categories.title,
          categoryBn: categories.titleBn,
          item: item.name,
          itemBn: item.nameBn,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .leftJoin(item, eq(item.id, products.categoryItemId))
        .where(after ? and(eq(products.active, true), gt(products.id, after)) : eq(products.active, true))
        .orderBy(asc(products.id))
        .limit(BATCH);
      if (rows.length === 0) return;
      const ids = rows.map((row) => row.id);
      const [pictures, stock] = await Promise.all([
        db
          .select({ productId: productImages.productId, key: productImages.storageKey })
          .from(productImages)
          .where(inArray(productImages.productId, ids))
          .orderBy(asc(productImages.productId), asc(productImages.position)),
        db.select().from(productStock).where(inArray(productStock.productId, ids)),
      ]);
      const picturesOf = groupBy(pictures, (picture) => picture.productId);
      const stockOf = groupBy(stock, (entry) => entry.productId);
      for (const row of rows) {
        const links = (picturesOf.get(row.id) ?? []).map((picture) => pictureOf(picture.key));
        // Neither platform lists an item without a picture.
        if (links.length === 0) continue;
        const bn = language === 'bn';
        const name = (bn && row.nameBn) || row.name;
        const category = (bn && row.categoryBn) || row.category;
        const itemName = row.item === null ? null : (bn && row.itemBn) || row.item;
        const price = takaFromPoisha(row.price);
        const oldPrice = row.oldPrice === null ? null : takaFromPoisha(row.oldPrice);
        const onSale = oldPrice !== null && oldPrice > price;
        const written = ((bn ? row.descriptionBn : row.description) ?? '').trim();
        const common = {
          title: cutAtWord(name, FEED_LIMITS.title),
          description: cutAtWord(
            written || copy.productDescription({ name, category, price: copy.taka(price) }),
            FEED_LIMITS.description,
          ),
          link: pageUrl(origin, language, `/product/${row.id}`),
          imageLink: links[0] ?? '',
          additionalImageLinks: links.slice(1, 1 + FEED_LIMITS.additionalImages),
          price: onSale ? oldPrice : price,
          salePrice: onSale ? price : null,
          brand: row.brand,
          colour: row.colour,
          productType: itemName ? `${category} > ${itemName}` : category,
        };
        const sizes = (stockOf.get(row.id) ?? []).filter(
          (entry) => (entry.size === ONE_SIZE) === row.oneSize,
        );
        if (row.oneSize) {
          yield { ...common, id: row.id, groupId: null, size: null, inStock: (sizes[0]?.quantity ?? 0) > 0 };
          continue;
        }
        for (const { size, quantity } of sizes)
          yield { ...common, id: `${row.id}-${size}`, groupId: row.id, size, inStock: quantity > 0 };
      }
      after = rows.at(-1)?.id;
    }
  };
}

export type FeedItems = ReturnType<typeof createFeedItems>;

/** Taka as both platforms read a price: two decimals and the currency's code. */
export const feedPrice = (taka: number) => `${taka.toFixed(2)} BDT`;

/**
 * The feed Google Merchant Center reads: RSS 2.0 with Google's `g:` fields, one `<item>` per
 * size, with `item_group_id` joining a product's sizes.
 */
export async function* googleFeed(items: AsyncIterable<FeedItem>, language: AddressLanguage, origin: string) {
  const copy = PAGE_COPY[language];
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n';
  yield `<title>${escapeXml(copy.siteName)}</title>\n<link>${escapeXml(pageUrl(origin, language, '/'))}</link>\n`;
  yield `<description>${escapeXml(copy.home.description)}</description>\n`;
  const field = (name: string, value: string | null) =>
    value === null || value === '' ? '' : `<g:${name}>${escapeXml(value)}</g:${name}>`;
  for await (const item of items) {
    yield [
      '<item>',
      field('id', item.id),
      field('item_group_id', item.groupId),
      field('title', item.title),
      field('description', item.description),
      field('link', item.link),
      field('image_link', item.imageLink),
      ...item.additionalImageLinks.map((link) => field('additional_image_link', link)),
      field('availability', item.inStock ? 'in_stock' : 'out_of_stock'),
      field('condition', 'new'),
      field('price', feedPrice(item.price)),
      field('sale_price', item.salePrice === null ? null : feedPrice(item.salePrice)),
      field('brand', item.brand),
      field('size', item.size),
      field('color', item.colour),
      field('product_type', item.productType),
      '</item>\n',
    ].join('');
  }
  yield '</channel>\n</rss>\n';
}

/** The columns of the feed Meta Commerce Manager reads, in its own names. */
export const META_COLUMNS = [
  'id',
  'item_group_id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'sale_price',
  'link',
  'image_link',
  'additional_image_link',
  'brand',
  'size',
  'color',
  'product_type',
] as const;

/** A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The feed Meta Commerce Manager reads: CSV, a header and one row per size. */
export async function* metaFeed(items: AsyncIterable<FeedItem>) {
  yield `${META_COLUMNS.join(',')}\r\n`;
  for await (const item of items) {
    const row: Record<(typeof META_COLUMNS)[number], string> = {
      id: item.id,
      item_group_id: item.groupId ?? '',
      title: item.title,
      description: item.description,
      availability: item.inStock ? 'in stock' : 'out of stock',
      condition: 'new',
      price: feedPrice(item.price),
      sale_price: item.salePrice === null ? '' : feedPrice(item.salePrice),
      link: item.link,
      image_link: item.imageLink,
      // Meta reads several additional pictures from one field, separated by commas.
      additional_image_link: item.additionalImageLinks.join(','),
      brand: item.brand,
      size: item.size ?? '',
      color: item.colour,
      product_type: item.productType,
    };
    yield `${META_COLUMNS.map((column) => csvField(row[column])).join(',')}\r\n`;
  }
}
