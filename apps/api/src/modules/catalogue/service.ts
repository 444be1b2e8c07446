import {
  type Category,
  FEATURED_COLLECTIONS,
  type FeaturedCollection,
  type HeroImage,
  LIMITS,
  PRODUCT_SORTS,
  type ProductDetail,
  type ProductList,
  type ProductListFilters,
  type ProductShelf,
  type ProductSort,
  type ProductSummary,
} from '@haat/contracts';
import { latinDigits } from '@haat/contracts/digits';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  like,
  lt,
  lte,
  ne,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client';
import { categories, categoryItems, ONE_SIZE, productImages, productStock, products } from '../../db/schema';
import { NotFound } from '../../errors';
import { isUuid } from '../../lib/ids';
import { poishaFromTaka, takaFromPoisha } from '../../lib/money';
import { containsPattern } from '../../lib/sql';
import type { FileStorage } from '../../storage';
import { readSetting } from '../settings/service';
import { firstImageKey, productImageUrls } from './images';

type CatalogueDeps = {
  /** Planned for the values of each call: searches and listings of uncommon filters. */
  db: Database;
  /** Prepared statements: the shelves, and listings of common filters (`preparedListing`). */
  prepared: Database;
  /** Prepared and planned once: a product's page, and listings read off a sort's index (`plannedOnceListing`). */
  plannedOnce: Database;
  storage: FileStorage;
};

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/** The columns the sorts read: the products table's own, or those a subquery selected from it. */
type SortColumns = Record<
  'id' | 'stockTotal' | 'createdAt' | 'rating' | 'sold' | 'price' | 'name',
  AnyColumn
>;

/**
 * How each sort orders products; the id last, so that pages never overlap. A sold-out product
 * goes after those in stock, except in the price sorts, which a shopper reads as pure price order.
 * In-stock first has two spellings of the same order, so that each matches its ascending index: a
 * descending sort scans its index backward (`(stock_total > 0) DESC`), an ascending one forward
 * (`(stock_total = 0) ASC`).
 */
function orderOf(sort: ProductSort, c: SortColumns = products): SQL[] {
  const inStockFirst = { desc: desc(sql`(${c.stockTotal} > 0)`), asc: asc(sql`(${c.stockTotal} = 0)`) };
  switch (sort) {
    case 'default':
    case 'newest':
    case 'latest':
      return [inStockFirst.desc, desc(c.createdAt), desc(c.id)];
    case 'oldest':
      return [inStockFirst.asc, asc(c.createdAt), asc(c.id)];
    case 'popularity':
    case 'rating':
      return [inStockFirst.desc, desc(c.rating), desc(c.sold), desc(c.id)];
    case 'price-asc':
    case 'priceLowHigh':
      return [asc(c.price), asc(c.id)];
    case 'price-desc':
    case 'priceHighLow':
      return [desc(c.price), desc(c.id)];
    case 'name-asc':
      return [inStockFirst.asc, asc(c.name), asc(c.id)];
    case 'name-desc':
      return [inStockFirst.desc, desc(c.name), desc(c.id)];
  }
}

/** Each sort's order of the products table, built once rather than on every listing. */
const PRODUCTS_ORDER = Object.fromEntries(PRODUCT_SORTS.map((sort) => [sort, orderOf(sort)])) as Record<
  ProductSort,
  SQL[]
>;

/** What a featured collection shows when no other sort is asked for. */
const FEATURED_SORT: Record<FeaturedCollection, ProductSort> = {
  'top-ranking': 'popularity',
  'new-arrivals': 'newest',
  'top-deals': 'default',
};

const isFeatured = (slug: string): slug is FeaturedCollection => slug in FEATURED_COLLECTIONS;

/** Sold below the earlier price. */
const onSale = gt(products.oldPrice, products.price);

/** The columns a product card needs, with its first image and its stock over all sizes. */
const summaryColumns = {
  id: products.id,
  name: products.name,
  nameBn: products.nameBn,
  price: products.price,
  oldPrice: products.oldPrice,
  rating: products.rating,
  sold: products.sold,
  createdAt: products.createdAt,
  category: categories.title,
  categorySlug: categories.slug,
  imageKey: firstImageKey(),
  stock: products.stockTotal,
  oneSize: products.oneSize,
};

type SummaryRow = {
  id: string;
  name: string;
  nameBn: string | null;
  price: number;
  oldPrice: number | null;
  rating: number;
  sold: number;
  createdAt: Date;
  category: string;
  categorySlug: string;
  imageKey: string | null;
  stock: number;
  oneSize: boolean;
};

/** What a search text matches: itself, and with Bengali digits written as Latin ones when it has any. */
const spellingsOf = (typed: string) => [...new Set([latinDigits(typed), typed])];

/**
 * Three letters or digits in a row (a letter's marks count, as in Bengali): a text holding them has
 * a trigram that the trigram index narrows its matches by, whatever else it holds.
 */
const THREE_IN_A_ROW = /[\p{L}\p{M}\p{N}]{3}/u;

/** A one- or two-character piece found in more than this share of names counts as common. */
const COMMON_PIECE_SHARE = 0.05;
const COMMON_PIECES_TTL_MS = 10 * 60_000;

const CATEGORY_TREE_TTL_MS = 60_000;
/**
 * A search matching this many products or fewer has its page found by sorting them all; one that
 * matches more, by checking products in the sort's order until the page is full. Measured on
 * 100,000 products (docs/decisions.md): at a thousand matches both take about 1 ms.
 */
export const SORTED_MATCHES = 1_000;
/** How many listings' totals are kept (each a few dozen bytes), the oldest going first. */
const KEPT_TOTALS = 5_000;
/** How many listings' page statements are kept (each a few kilobytes), the oldest going first. */
const KEPT_PAGE_STATEMENTS = 1_000;

type CategoryTree = {
  list: Category[];
  categoryIds: Set<string>;
  categoryIdBySlug: Map<string, string>;
  /** Item slugs are unique in practice, but two categories may share one. */
  itemIdsBySlug: Map<string, string[]>;
};

async function readCategoryTree(db: Database): Promise<CategoryTree> {
  const [categoryRows, itemRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.title)),
    db
      .select({
        id: categoryItems.id,
        categoryId: categoryItems.categoryId,
        name: categoryItems.name,
        nameBn: categoryItems.nameBn,
        slug: categoryItems.slug,
      })
      .from(categoryItems)
      .orderBy(asc(categoryItems.position), asc(categoryItems.name)),
  ]);
  const itemIdsBySlug = new Map<string, string[]>();
  for (const item of itemRows)
    itemIdsBySlug.set(item.slug, [...(itemIdsBySlug.get(item.slug) ?? []), item.id]);
  return {
    list: categoryRows.map((category) => {
      const items = itemRows.filter((item) => item.categoryId === category.id);
      return {
        id: category.id,
        title: category.title,
        titleBn: category.titleBn,
        slug: category.slug,
        items: items.map((item) => item.name),
        itemsBn: items.map((item) => item.nameBn),
      };
    }),
    categoryIds: new Set(categoryRows.map((category) => category.id)),
    categoryIdBySlug: new Map(categoryRows.map((category) => [category.slug, category.id])),
    itemIdsBySlug,
  };
}

export function createCatalogueService({ db, prepared, plannedOnce, storage }: CatalogueDeps) {
  const urlsOf = (key: string | null) =>
    key ? productImageUrls(storage, key) : { large: '', thumbnail: '' };

  function toSummary(row: SummaryRow): ProductSummary {
    const urls = urlsOf(row.imageKey);
    return {
      _id: row.id,
      id: row.id,
      name: row.name,
      nameBn: row.nameBn,
      price: takaFromPoisha(row.price),
      oldPrice: row.oldPrice === null ? null : takaFromPoisha(row.oldPrice),
      image: urls.large,
      thumbnail: urls.thumbnail,
      category: row.category,
      categorySlug: row.categorySlug,
      rating: Math.round(row.rating * 10) / 10,
      sold: row.sold,
      stock: row.stock,
      oneSize: row.oneSize,
      createdAt: new Date(row.createdAt).toISOString(),
    };
  }

  /** Product cards' columns, and any `more` a query needs beside them. */
  const summaries = <More extends Record<string, SQL.Aliased>>(q: Database = db, more = {} as More) =>
    q
      .select({ ...summaryColumns, ...more })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId));

  let tree: { value: Promise<CategoryTree>; readAt: number } | undefined;

  /**
   * Categories and items change seldom and every listing needs them: they are read at most once a
   * minute, as long as browsers may keep a catalogue answer anyway.
   */
  function categoryTree(): Promise<CategoryTree> {
    if (tree && Date.now() - tree.readAt < CATEGORY_TREE_TTL_MS) return tree.value;
    const value = readCategoryTree(db);
    tree = { value, readAt: Date.now() };
    value.catch(() => {
      tree = undefined;
    });
    return value;
  }

  /**
   * The `category` parameter lists categories (slug or id), category items (slug) and featured
   * collections; a product in any of them matches. Returns the condition, or null when the list
   * names nothing that exists.
   */
  async function categoryCondition(values: string[]): Promise<SQL | null> {
    const { categoryIdBySlug, categoryIds, itemIdsBySlug } = await categoryTree();
    const inCategories: string[] = [];
    const inItems: string[] = [];
    const either: SQL[] = [];
    for (const value of values) {
      if (value === 'top-deals') either.push(onSale);
      else if (isFeatured(value)) return sql`true`;
      else if (categoryIds.has(value)) inCategories.push(value);
      else if (categoryIdBySlug.has(value)) inCategories.push(categoryIdBySlug.get(value) as string);
      else inItems.push(...(itemIdsBySlug.get(value) ?? []));
    }
    if (inCategories.length) either.push(inArray(products.categoryId, inCategories));
    if (inItems.length) either.push(inArray(products.categoryItemId, inItems));
    return either.length ? (or(...either) as SQL) : null;
  }

  async function itemCondition(slugs: string[]): Promise<SQL | null> {
    const { itemIdsBySlug } = await categoryTree();
    const itemIds = slugs.flatMap((slug) => itemIdsBySlug.get(slug) ?? []);
    return itemIds.length ? inArray(products.categoryItemId, itemIds) : null;
  }

  let commonPieces: { pieces: Set<string>; readAt: number } | undefined;

  /**
   * The one- and two-character pieces most names (English or Bengali) contain, from the planner's
   * statistics of the short-pieces index, re-read every few minutes.
   */
  async function commonShortPieces(): Promise<Set<string>> {
    if (commonPieces && Date.now() - commonPieces.readAt < COMMON_PIECES_TTL_MS) return commonPieces.pieces;
    const rows = await selectRows<{ piece: string }>(
      db,
      sql`select e.piece from pg_stats,
            unnest(most_common_elems::text::text[], most_common_elem_freqs) as e(piece, share)
          where tablename = 'products_search_short_grams_idx'
            and e.share >= ${COMMON_PIECE_SHARE}`,
    );
    commonPieces = { pieces: new Set(rows.map((row) => row.piece)), readAt: Date.now() };
    return commonPieces.pieces;
  }

  /**
   * `text` as a case-insensitive substring of either name: of their lower-cased `search_text`.
   * Trigrams find a text holding three letters or digits in a row. Any other (one or two
   * characters, "a b", "---") is found through its one- or two-character pieces (migration 0003),
   * those of them that are rare: a common piece (an "a") matches so many names that reading
   * products in order finds a page sooner. Products checked one by one along a sort's order
   * (`walking`) are checked by the text alone: their pieces would be worked out for each.
   */
  function namesContain(text: string, common: Set<string>, walking: boolean) {
    const contains = like(products.searchText, sql`lower(${containsPattern(text)})`);
    if (walking || THREE_IN_A_ROW.test(text)) return contains;
    const characters = [...text.toLowerCase()];
    const pieces =
      characters.length === 1
        ? characters
        : [...new Set(characters.slice(1).map((character, i) => `${characters[i]}${character}`))];
    const rare = pieces.filter((piece) => !common.has(piece));
    if (!rare.length) return contains;
    const array = sql.join(
      rare.map((piece) => sql`lower(${piece})`),
      sql`, `,
    );
    return and(sql`haat_short_grams(${products.searchText}) @> array[${array}]`, contains) as SQL;
  }

  /**
   * The search text in the English name or the Bengali one. Bengali digits typed by the shopper
   * also match Latin ones: "৫০০" finds "500" in either name, and still "৫০০" in a Bengali name that
   * writes it so.
   */
  async function searchCondition(typed: string, walking: boolean): Promise<SQL> {
    const texts = spellingsOf(typed);
    const common = walking || THREE_IN_A_ROW.test(typed) ? new Set<string>() : await commonShortPieces();
    return or(...texts.map((text) => namesContain(text, common, walking))) as SQL;
  }

  /**
   * Every filter as one condition, or null when a filter names a category or item that does not
   * exist; `walking` when products are checked one by one along a sort's order (`namesContain`).
   */
  async function filtersCondition(filters: ProductListFilters, walking = false): Promise<SQL | null> {
    const conditions: (SQL | undefined)[] = [eq(products.active, true)];
    if (filters.category?.length) {
      const condition = await categoryCondition(filters.category);
      if (!condition) return null;
      conditions.push(condition);
    }
    if (filters.item?.length) {
      const condition = await itemCondition(filters.item);
      if (!condition) return null;
      conditions.push(condition);
    }
    if (filters.brand?.length) conditions.push(inArray(products.brand, filters.brand));
    if (filters.colour?.length) conditions.push(inArray(products.colour, filters.colour));
    if (filters.shipsFrom?.length) conditions.push(inArray(products.shipsFrom, filters.shipsFrom));
    if (filters.minPrice !== undefined)
      conditions.push(gte(products.price, poishaFromTaka(filters.minPrice)));
    if (filters.maxPrice !== undefined)
      conditions.push(lte(products.price, poishaFromTaka(filters.maxPrice)));
    if (filters.inStock) conditions.push(gt(products.stockTotal, 0));
    if (filters.onSale) conditions.push(onSale);
    if (filters.search) conditions.push(await searchCondition(filters.search, walking));
    return and(...conditions) ?? null;
  }

  /**
   * Whether a listing's statements are prepared: described once per connection, then sent in one
   * round trip instead of two. The server still plans each call for its values (for a plan made
   * without them it guesses a tenth of the table for the page, and the guess never wins). Searches
   * stay unprepared, and so do filters of brands, colours, where products ship from, or several
   * categories, so that the statements each connection keeps stay a few hundred at most.
   */
  const preparedListing = (filters: ProductListFilters) =>
    !filters.search &&
    !filters.brand?.length &&
    !filters.colour?.length &&
    !filters.shipsFrom?.length &&
    (filters.category?.length ?? 0) <= 1 &&
    (filters.item?.length ?? 0) <= 1;

  /**
   * Whether a listing is found off one sort's index whatever its values (a category or item, a
   * page): all but price ranges, whose plan depends on how wide they are, and stock and sale
   * filters, left to be planned as the server sees fit. Its statements are then planned once: a
   * plan for the values of each call takes the server as long as reading the page.
   */
  const plannedOnceListing = (filters: ProductListFilters) =>
    preparedListing(filters) &&
    filters.minPrice === undefined &&
    filters.maxPrice === undefined &&
    !filters.inStock &&
    !filters.onSale;

  /** Where a listing's statements run, highlight aside. */
  const listingDatabase = (filters: ProductListFilters): Database =>
    plannedOnceListing(filters) ? plannedOnce : preparedListing(filters) ? prepared : db;

  function sortFor(filters: ProductListFilters): ProductSort {
    const [only, ...others] = filters.category ?? [];
    if (filters.sort === 'default' && only && others.length === 0 && isFeatured(only))
      return FEATURED_SORT[only];
    return filters.sort;
  }

  /** A shelf's statements are the same for every product: prepared. */
  async function shelf(where: SQL, orderBy: SQL[], limit: number): Promise<ProductShelf> {
    const rows = await summaries(prepared)
      .where(and(eq(products.active, true), where))
      .orderBy(...orderBy)
      .limit(limit);
    return { success: true, products: rows.map(toSummary) };
  }

  async function requireProduct(id: string) {
    if (!isUuid(id)) throw new NotFound('productNotFound');
    const [product] = await prepared
      .select({ id: products.id, categoryId: products.categoryId })
      .from(products)
      .where(and(eq(products.id, id), eq(products.active, true)));
    if (!product) throw new NotFound('productNotFound');
    return product;
  }

  // A product's page: its row, pictures and sizes, asked at once, each statement built once.
  const byId = sql.placeholder('id');
  const productPage = {
    row: plannedOnce
      .select({
        ...summaryColumns,
        description: products.description,
        descriptionBn: products.descriptionBn,
        categoryId: products.categoryId,
        categoryBn: categories.titleBn,
        brand: products.brand,
        colour: products.colour,
        shipsFrom: products.shipsFrom,
        item: categoryItems.name,
        itemBn: categoryItems.nameBn,
        itemSlug: categoryItems.slug,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(categoryItems, eq(categoryItems.id, products.categoryItemId))
      .where(and(eq(products.id, byId), eq(products.active, true)))
      .prepare('catalogue_product'),
    images: plannedOnce
      .select({ key: productImages.storageKey })
      .from(productImages)
      .where(eq(productImages.productId, byId))
      .orderBy(asc(productImages.position))
      .prepare('catalogue_product_images'),
    sizes: plannedOnce
      .select({ size: productStock.size, stock: productStock.quantity })
      .from(productStock)
      .where(eq(productStock.productId, byId))
      .orderBy(asc(productStock.size))
      .prepare('catalogue_product_sizes'),
  };

  /** Catalogue changes seen: a total counted while one came in is not kept. */
  let generation = 0;
  const totals = new Map<string, number>();

  /** A listing's total is the same for each of its pages and sorts. */
  const totalKey = ({
    page: _page,
    pageSize: _pageSize,
    sort: _sort,
    highlight: _highlight,
    ...matching
  }: ProductListFilters) => JSON.stringify(matching);

  /** Keeps a total counted when the catalogue was at `countedIn`, unless it has changed since. */
  function keepTotal(filters: ProductListFilters, total: number, countedIn: number) {
    if (countedIn !== generation) return;
    totals.set(totalKey(filters), total);
    if (totals.size > KEPT_TOTALS) totals.delete(totals.keys().next().value as string);
  }

  /**
   * How many products match, counted up to the cap past it: as costly as reading the page itself
   * for a broad listing, and the same for each of its pages and sorts, so it is kept until the
   * catalogue changes.
   */
  async function totalOf(q: Database, filters: ProductListFilters, where: SQL): Promise<number> {
    const kept = totals.get(totalKey(filters));
    if (kept !== undefined) return kept;
    const countedIn = generation;
    const matches = q
      .select({ id: products.id })
      .from(products)
      .where(where)
      .limit(LIMITS.productCountCap + 1)
      .as('matches');
    const [counted] = await q.select({ n: count() }).from(matches);
    const total = counted?.n ?? 0;
    keepTotal(filters, total, countedIn);
    return total;
  }

  /**
   * A search's matches, any SORTED_MATCHES + 1 of them, with the columns the sorts read. Left to
   * itself PostgreSQL walks the sort's index and checks each product on the way: for a word in one
   * name of two hundred that is thousands of products for one page, where the trigram index finds
   * the few hundred matches at once. The LIMIT keeps the planner off the sort's index, whatever it
   * guesses of the page or of the text. Past SORTED_MATCHES a page sorted from these is not the
   * search's (any of the matches were taken) and the caller walks instead: a word that common is
   * met soon on the way.
   */
  const someMatches = (q: Database, where: SQL) =>
    q
      .select({
        id: products.id,
        stockTotal: products.stockTotal,
        createdAt: products.createdAt,
        rating: products.rating,
        sold: products.sold,
        price: products.price,
        name: products.name,
      })
      .from(products)
      .where(where)
      .limit(SORTED_MATCHES + 1)
      .as('matches');

  /** The ids of a page of `someMatches` in the sort's order, with `more` columns beside them. */
  const idsOfMatchesPage = <More extends Record<string, SQL.Aliased>>(
    q: Database,
    where: SQL,
    sort: ProductSort,
    skip: number | Placeholder,
    pageSize: number,
    more = {} as More,
  ) => {
    const matches = someMatches(q, where);
    return q
      .select({ id: matches.id, ...more })
      .from(matches)
      .orderBy(...orderOf(sort, matches))
      .limit(pageSize)
      .offset(skip);
  };

  /** A search's page from `someMatches` sorted, each row with how many matches there were (`matchedOf`). */
  const fewMatchesPage = (
    q: Database,
    where: SQL,
    sort: ProductSort,
    skip: number | Placeholder,
    pageSize: number,
  ) => {
    const pageIds = idsOfMatchesPage(q, where, sort, skip, pageSize, {
      matched: sql<number>`count(*) over ()`.mapWith(Number).as('matched'),
    }).as('page_ids');
    return summaries(q, { matched: pageIds.matched })
      .innerJoin(pageIds, eq(pageIds.id, products.id))
      .orderBy(...PRODUCTS_ORDER[sort]);
  };

  /** The same page for a search known to match few, without counting them: a tenth cheaper. */
  const knownFewMatchesPage = (
    q: Database,
    where: SQL,
    sort: ProductSort,
    skip: number | Placeholder,
    pageSize: number,
  ) =>
    summaries(q)
      .where(sql`${products.id} = any(array(${idsOfMatchesPage(q, where, sort, skip, pageSize)}))`)
      .orderBy(...PRODUCTS_ORDER[sort]);

  /** How many matches a `fewMatchesPage` counted: undefined for a page past the last, which has no row to say it. */
  const matchedOf = (rows: { matched: number }[], skip: number) =>
    rows[0]?.matched ?? (skip === 0 ? 0 : undefined);

  /**
   * A page of products: their ids first, off the sort's index; pictures and stock are then looked
   * up for those alone. The ids as an array, which the planner takes for a few whatever the LIMIT:
   * a plan made once, for any page, still looks them up one by one rather than reading the table.
   */
  const pageOf = (
    q: Database,
    where: SQL | undefined,
    sort: ProductSort,
    limit: number,
    skip: number | Placeholder,
  ) => {
    const pageIds = q
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...PRODUCTS_ORDER[sort])
      .limit(limit)
      .offset(skip);
    return summaries(q)
      .where(sql`${products.id} = any(array(${pageIds}))`)
      .orderBy(...PRODUCTS_ORDER[sort]);
  };

  type PageStatement = ReturnType<ReturnType<typeof pageOf>['prepare']>;
  /** The page statements of `plannedOnceListing`s, one for each listing, sort and page size. */
  const plannedPages = new Map<string, PageStatement>();

  /**
   * A `plannedOnceListing`'s page statement, the page left open: built the first time its listing
   * is read in that sort, as building a statement's text takes as long as the server's answer.
   * One built from the catalogue as it was before a change (seen in `seenIn`) is not kept.
   */
  function plannedPage(filters: ProductListFilters, where: SQL, sort: ProductSort, seenIn: number) {
    const key = JSON.stringify([totalKey(filters), sort, filters.pageSize]);
    const kept = plannedPages.get(key);
    if (kept) return kept;
    const statement = pageOf(plannedOnce, where, sort, filters.pageSize, sql.placeholder('skip')).prepare(
      'catalogue_listing_page',
    );
    if (seenIn === generation) plannedPages.set(key, statement);
    if (plannedPages.size > KEPT_PAGE_STATEMENTS)
      plannedPages.delete(plannedPages.keys().next().value as string);
    return statement;
  }

  /**
   * The spellings of a search whose statements are built once and planned once: a search with no
   * other filter, each spelling holding three letters or digits in a row. The trigram index narrows
   * such a search whatever its words, so one plan serves every text; a shorter text is found in ways
   * that depend on how common its pieces are (`namesContain`), planned for each text.
   */
  const plannedOnceSearch = (filters: ProductListFilters): string[] | undefined => {
    const alone =
      !filters.category?.length &&
      !filters.item?.length &&
      !filters.brand?.length &&
      !filters.colour?.length &&
      !filters.shipsFrom?.length &&
      filters.minPrice === undefined &&
      filters.maxPrice === undefined &&
      !filters.inStock &&
      !filters.onSale;
    const spellings = alone && filters.search !== undefined ? spellingsOf(filters.search) : [];
    return spellings.length && spellings.every((spelling) => THREE_IN_A_ROW.test(spelling))
      ? spellings
      : undefined;
  };

  type FewMatchesStatement = ReturnType<ReturnType<typeof fewMatchesPage>['prepare']>;
  type KnownFewMatchesStatement = ReturnType<ReturnType<typeof knownFewMatchesPage>['prepare']>;
  /** `plannedOnceSearch`es' statements by sort, page size and spellings: they name no category, so no change to the catalogue ends them. */
  const searchStatements = new Map<
    string,
    { few: FewMatchesStatement; sorted: KnownFewMatchesStatement; walk: PageStatement }
  >();

  /**
   * A `plannedOnceSearch`'s statements, the texts and the page left open. Its page from its matches
   * found through the trigram index (`pattern0`, `pattern1`: LIKE patterns) and sorted: `few` when
   * how many is not known yet, `sorted` when they are known to be few. Or `walk`ed along the sort's
   * index (`text0`, `text1`: the texts), checking each product it passes with `strpos`, which no
   * index serves, so that the plan made without the texts walks too. Each text is lowered once, not
   * for every product checked.
   */
  function plannedSearchStatements(sort: ProductSort, pageSize: number, spellings: number) {
    const key = `${sort} ${pageSize} ${spellings}`;
    const kept = searchStatements.get(key);
    if (kept) return kept;
    const lowered = (name: string) => sql`(select lower(${sql.placeholder(name)}))`;
    const each = Array.from({ length: spellings }, (_, i) => i);
    const active = eq(products.active, true);
    const patterns = or(...each.map((i) => like(products.searchText, lowered(`pattern${i}`))));
    const texts = or(...each.map((i) => sql`strpos(${products.searchText}, ${lowered(`text${i}`)}) > 0`));
    const skip = sql.placeholder('skip');
    const statements = {
      few: fewMatchesPage(plannedOnce, and(active, patterns) as SQL, sort, skip, pageSize).prepare(
        'catalogue_search_few',
      ),
      sorted: knownFewMatchesPage(plannedOnce, and(active, patterns) as SQL, sort, skip, pageSize).prepare(
        'catalogue_search_sorted',
      ),
      walk: pageOf(plannedOnce, and(active, texts), sort, pageSize, skip).prepare('catalogue_search_walk'),
    };
    searchStatements.set(key, statements);
    if (searchStatements.size > KEPT_PAGE_STATEMENTS)
      searchStatements.delete(searchStatements.keys().next().value as string);
    return statements;
  }

  /** The values a `plannedSearchStatements` statement is run with. */
  const searchValues = (spellings: string[], skip: number) =>
    Object.fromEntries([
      ['skip', skip],
      ...spellings.flatMap((spelling, i) => [
        [`pattern${i}`, containsPattern(spelling)],
        [`text${i}`, spelling],
      ]),
    ]);

  return {
    listCategories: async (): Promise<Category[]> => (await categoryTree()).list,

    /** For any change to the catalogue: the next read sees it at once. */
    forgetCatalogue() {
      generation += 1;
      tree = undefined;
      totals.clear();
      plannedPages.clear();
    },

    /**
     * A page of products. A highlighted product that passes the filters goes first on page 1 and
     * is left out of the rest, so every product still appears exactly once over the pages.
     */
    async listProducts(filters: ProductListFilters): Promise<ProductList> {
      const { page, pageSize } = filters;
      const seenIn = generation;
      const empty: ProductList = { success: true, products: [], total: 0, totalExact: true, page, pageSize };
      const where = await filtersCondition(filters);
      if (!where) return empty;
      const sort = sortFor(filters);
      const answer = (rows: SummaryRow[], total: number): ProductList => ({
        ...empty,
        products: rows.map(toSummary),
        total: Math.min(total, LIMITS.productCountCap),
        totalExact: total <= LIMITS.productCountCap,
      });

      const highlightId = filters.highlight && isUuid(filters.highlight) ? filters.highlight : undefined;
      const [highlighted] = highlightId
        ? await summaries().where(and(where, eq(products.id, highlightId)))
        : [];
      const skip = (page - 1) * pageSize;
      const plannedOncePage = !highlighted && plannedOnceListing(filters);
      const q = highlighted ? db : listingDatabase(filters);
      const spellings = highlighted ? undefined : plannedOnceSearch(filters);
      const plannedSearch = spellings && {
        statements: plannedSearchStatements(sort, pageSize, spellings.length),
        values: searchValues(spellings, skip),
      };

      // A search not known to match many: its page from all its matches sorted, and its total.
      const known = totals.get(totalKey(filters));
      if (filters.search && !highlighted && known !== undefined && known <= SORTED_MATCHES) {
        const rows = await (plannedSearch
          ? plannedSearch.statements.sorted.execute(plannedSearch.values)
          : knownFewMatchesPage(q, where, sort, skip, pageSize));
        return answer(rows, known);
      }
      if (filters.search && !highlighted && known === undefined) {
        const countedIn = generation;
        const rows = await (plannedSearch
          ? plannedSearch.statements.few.execute(plannedSearch.values)
          : fewMatchesPage(q, where, sort, skip, pageSize));
        const matched = matchedOf(rows, skip);
        if (matched !== undefined) keepTotal(filters, matched, countedIn);
        if (matched !== undefined && matched <= SORTED_MATCHES) return answer(rows, matched);
      }

      // Built only for a walk: a search's text checked on each product passed (`namesContain`).
      const walkedCondition = async () => {
        const condition = filters.search ? ((await filtersCondition(filters, true)) as SQL) : where;
        return highlighted ? and(condition, ne(products.id, highlighted.id)) : condition;
      };
      const rowsOfPage = plannedSearch
        ? plannedSearch.statements.walk.execute(plannedSearch.values)
        : plannedOncePage
          ? plannedPage(filters, where, sort, seenIn).execute({ skip })
          : walkedCondition().then((condition) =>
              pageOf(
                q,
                condition,
                sort,
                highlighted && page === 1 ? pageSize - 1 : pageSize,
                highlighted && page > 1 ? skip - 1 : skip,
              ),
            );
      // Counting every match of a broad listing costs more than the page: count up to the cap.
      const [rows, total] = await Promise.all([rowsOfPage, totalOf(q, filters, where)]);
      return answer(highlighted && page === 1 ? [highlighted, ...rows] : rows, total);
    },

    async product(id: string): Promise<ProductDetail> {
      if (!isUuid(id)) throw new NotFound('productNotFound');
      const [[row], images, sizes] = await Promise.all([
        productPage.row.execute({ id }),
        productPage.images.execute({ id }),
        productPage.sizes.execute({ id }),
      ]);
      if (!row) throw new NotFound('productNotFound');
      const urls = images.map((image) => urlsOf(image.key));
      return {
        ...toSummary(row),
        description: row.description,
        descriptionBn: row.descriptionBn,
        images: urls.map((url) => url.large),
        thumbnails: urls.map((url) => url.thumbnail),
        categoryId: row.categoryId,
        categoryBn: row.categoryBn,
        item: row.item ?? '',
        itemBn: row.itemBn,
        itemSlug: row.itemSlug ?? '',
        brand: row.brand,
        colour: row.colour,
        shipsFrom: row.shipsFrom,
        // A one-size product has no sizes to choose; rows of the other kind (0, left from before
        // the operator switched) are not shown.
        sizes: row.oneSize
          ? []
          : sizes.flatMap(({ size, stock }) => (size === ONE_SIZE ? [] : [{ size, stock }])),
      };
    },

    /** The best sellers. */
    topProducts: () => shelf(sql`true`, [desc(products.sold), desc(products.id)], LIMITS.topProducts),

    /** The newest other products of the same category. */
    async relatedProducts(id: string): Promise<ProductShelf> {
      const product = await requireProduct(id);
      return shelf(
        and(eq(products.categoryId, product.categoryId), ne(products.id, product.id)) as SQL,
        PRODUCTS_ORDER.newest,
        LIMITS.relatedProducts,
      );
    },

    /**
     * Other products picked at random: a run of products from a random point in id order (ids are
     * random uuids), read off the primary key, so it costs the same at any catalogue size.
     */
    async alsoLike(id: string): Promise<ProductShelf> {
      const product = await requireProduct(id);
      const start = crypto.randomUUID();
      const others = ne(products.id, product.id);
      const after = await shelf(
        and(others, gte(products.id, start)) as SQL,
        [asc(products.id)],
        LIMITS.youMayAlsoLike,
      );
      if (after.products.length === LIMITS.youMayAlsoLike) return after;
      const wrapped = await shelf(
        and(others, lt(products.id, start)) as SQL,
        [asc(products.id)],
        LIMITS.youMayAlsoLike - after.products.length,
      );
      return { success: true, products: [...after.products, ...wrapped.products] };
    },

    async heroImage(): Promise<HeroImage> {
      const hero = await readSetting(db, 'hero_image');
      const bytes = hero ? await storage.read(hero.storageKey) : null;
      if (!hero || !bytes) throw new NotFound('heroImageMissing');
      return { success: true, image: bytes.toString('base64'), contentType: hero.contentType };
    },
  };
}
