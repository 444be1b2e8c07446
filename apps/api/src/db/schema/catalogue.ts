import { SHIPS_FROM, SIZES, type Size } from '@haat/contracts/constants';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, poisha, updatedAt } from './columns';

/**
 * The size of everything a product that comes in one size holds: its one stock row, and its cart
 * and order lines. The API never shows it: such lines answer `size: null`.
 */
export const ONE_SIZE = 'ONE_SIZE' as const;
export const size = pgEnum('size', [...SIZES, ONE_SIZE]);
/** A size as the database keeps it: one of SIZES, or ONE_SIZE. */
export type StockSize = (typeof size.enumValues)[number];
/** The size a shopper sees: none for a one-size line. */
export const shownSize = (kept: StockSize): Size | null => (kept === ONE_SIZE ? null : kept);

export const shipsFromCountry = pgEnum('ships_from', SHIPS_FROM);

export const categories = pgTable('categories', {
  id: id(),
  title: text('title').notNull(),
  /** The title in Bengali, shown to shoppers who read the shop in Bengali; null when there is none. */
  titleBn: text('title_bn'),
  slug: text('slug').notNull().unique(),
  /** Menu order. */
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

/** A category's subcategories ("items" in the spec), such as Panjabi under Men's Fashion. */
export const categoryItems = pgTable(
  'category_items',
  {
    id: id(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The name in Bengali; null when there is none. */
    nameBn: text('name_bn'),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('category_items_category_slug_key').on(t.categoryId, t.slug), index().on(t.slug)],
);

/** The leading keys of the catalogue's sort indexes (modules/catalogue/sorts.ts, `orderOf`). */
const inStock = (t: { stockTotal: AnyPgColumn }) => sql`(${t.stockTotal} > 0)`;
const soldOut = (t: { stockTotal: AnyPgColumn }) => sql`(${t.stockTotal} = 0)`;

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    /** The name in Bengali, shown to shoppers who read the shop in Bengali; null when there is none. */
    nameBn: text('name_bn'),
    description: text('description').notNull().default(''),
    /** The description in Bengali; null when there is none. */
    descriptionBn: text('description_bn'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    categoryItemId: uuid('category_item_id').references(() => categoryItems.id),
    brand: text('brand').notNull().default(''),
    colour: text('colour').notNull().default(''),
    /**
     * Sold in one size: its stock is one row of size ONE_SIZE. Otherwise its rows are sizes S to
     * XXL. Rows of the other kind, left from before the operator switched, are held at 0.
     */
    oneSize: boolean('one_size').notNull().default(false),
    /** The seller's country; the shop's own goods are Bangladeshi (migration 0020 gave them all BD). */
    shipsFrom: shipsFromCountry('ships_from').notNull().default('BD'),
    /** Poisha. */
    price: poisha('price').notNull(),
    /** Poisha; the earlier price shown struck through. */
    oldPrice: poisha('old_price'),
    rating: real('rating').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    /**
     * Units over all sizes: kept by the database itself from product_stock (a trigger, migration
     * 0006), so listings read it without adding up sizes for every product.
     */
    stockTotal: integer('stock_total').notNull().default(0),
    /** Hidden products stay in old orders but leave the catalogue. */
    active: boolean('active').notNull().default(true),
    /**
     * What a shopper's search looks in: both names, lower-cased, on two lines (a search is one line,
     * so it never matches across them). Kept by PostgreSQL itself; one LIKE on it costs a fraction of
     * an ILIKE on each name.
     */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name || chr(10) || coalesce(name_bn, ''))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_price_positive', sql`${t.price} > 0`),
    check('products_rating_range', sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    // One index per sort the catalogue offers, ending in the id that breaks ties, so a page is read
    // straight off an index. They are ascending: a backward scan serves the descending sorts.
    // Sorts other than price put sold-out products last, so their indexes lead with the same
    // expression as the catalogue's ORDER BY: `stock_total > 0` for the sorts read backward,
    // `stock_total = 0` for those read forward (oldest, name A-Z). Migration 0018 gives each of
    // them INCLUDE (active, stock_total), which drizzle cannot say: a page's ids are read off the
    // index alone.
    index('products_category_created_idx').on(t.categoryId, inStock(t), t.createdAt, t.id),
    // A category page's other common sorts, led by the category: its page is read off its own rows.
    index('products_category_price_idx').on(t.categoryId, t.price, t.id),
    index('products_category_rating_idx').on(t.categoryId, inStock(t), t.rating, t.sold, t.id),
    index('products_item_created_idx').on(t.categoryItemId, inStock(t), t.createdAt, t.id),
    index('products_created_idx').on(inStock(t), t.createdAt, t.id),
    index('products_oldest_idx').on(soldOut(t), t.createdAt, t.id),
    index('products_price_idx').on(t.price, t.id),
    index('products_sold_idx').on(t.sold, t.id),
    index('products_rating_idx').on(inStock(t), t.rating, t.sold, t.id),
    index('products_name_idx').on(soldOut(t), t.name, t.id),
    index('products_name_desc_idx').on(inStock(t), t.name, t.id),
    // The top deals: reduced products only, newest first.
    index('products_deals_created_idx')
      .on(inStock(t), t.createdAt, t.id)
      .where(sql`${t.oldPrice} > ${t.price}`),
    /** A search (LIKE '%…%' on the lower-cased names) through trigrams. */
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    /** The same search for one or two characters, which trigrams cannot serve (migration 0003). */
    index('products_search_short_grams_idx').using('gin', sql`haat_short_grams(${t.searchText})`),
    // A search's page in the newest-first sort, its matches checked off the index alone: migration
    // 0019 gives it INCLUDE (active, stock_total, search_text).
    index('products_search_created_idx').on(inStock(t), t.createdAt, t.id),
    /** The dashboard's products low on stock (LOW_STOCK_UNITS), fewest units first. */
    index('products_on_sale_stock_idx').on(t.stockTotal, t.name, t.id).where(sql`${t.active}`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** Key in the upload storage, without rendition suffix: `products/<uuid>`. */
    storageKey: text('storage_key').notNull(),
    alt: text('alt').notNull().default(''),
  },
  (t) => [uniqueIndex('product_images_product_position_key').on(t.productId, t.position)],
);

/** Units in stock per product and size. */
export const productStock = pgTable(
  'product_stock',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: size('size').notNull(),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.size] }),
    check('product_stock_not_negative', sql`${t.quantity} >= 0`),
  ],
);
