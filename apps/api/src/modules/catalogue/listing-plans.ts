// How a page of products is read from the database: which connection a listing's statements run
// on (ad hoc, prepared, or prepared and planned once), and the statements that read a page.
import type { ProductListFilters, ProductSort } from '@haat/contracts';
import { and, eq, like, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { containsPattern } from '../../lib/sql';
import { summaries } from './product-cards';
import { spellingsOf, THREE_IN_A_ROW } from './search';
import { orderOf, PRODUCTS_ORDER } from './sorts';

export type ListingDatabases = {
  /** Planned for the values of each call: searches and listings of uncommon filters. */
  db: Database;
  /** Prepared statements: the shelves, and listings of common filters (`preparedListing`). */
  prepared: Database;
  /** Prepared and planned once: a product's page, and listings read off a sort's index (`plannedOnceListing`). */
  plannedOnce: Database;
};

/**
 * A search matching this many products or fewer has its page found by sorting them all; one that
 * matches more, by checking products in the sort's order until the page is full. Measured on
 * 100,000 products (docs/decisions.md): at a thousand matches both take about 1 ms.
 */
export const SORTED_MATCHES = 1_000;

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
export const plannedOnceListing = (filters: ProductListFilters) =>
  preparedListing(filters) &&
  filters.minPrice === undefined &&
  filters.maxPrice === undefined &&
  !filters.inStock &&
  !filters.onSale;

/** Where a listing's statements run, highlight aside. */
export const listingDatabase = (
  filters: ProductListFilters,
  { db, prepared, plannedOnce }: ListingDatabases,
): Database => (plannedOnceListing(filters) ? plannedOnce : preparedListing(filters) ? prepared : db);

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
export const fewMatchesPage = (
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
export const knownFewMatchesPage = (
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
export const matchedOf = (rows: { matched: number }[], skip: number) =>
  rows[0]?.matched ?? (skip === 0 ? 0 : undefined);

/**
 * A page of products: their ids first, off the sort's index; pictures and stock are then looked
 * up for those alone. The ids as an array, which the planner takes for a few whatever the LIMIT:
 * a plan made once, for any page, still looks them up one by one rather than reading the table.
 */
export const pageOf = (
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

export type PageStatement = ReturnType<ReturnType<typeof pageOf>['prepare']>;

/**
 * A `plannedOnceListing`'s page statement, the page left open. Building a statement's text takes
 * as long as the server's answer: the listing memory keeps it.
 */
export const plannedPageStatement = (
  plannedOnce: Database,
  where: SQL,
  sort: ProductSort,
  pageSize: number,
) => pageOf(plannedOnce, where, sort, pageSize, sql.placeholder('skip')).prepare('catalogue_listing_page');

/**
 * The spellings of a search whose statements are built once and planned once: a search with no
 * other filter, each spelling holding three letters or digits in a row. The trigram index narrows
 * such a search whatever its words, so one plan serves every text; a shorter text is found in ways
 * that depend on how common its pieces are (search.ts, `namesContain`), planned for each text.
 */
export const plannedOnceSearch = (filters: ProductListFilters): string[] | undefined => {
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

/**
 * A `plannedOnceSearch`'s statements, the texts and the page left open. Its page from its matches
 * found through the trigram index (`pattern0`, `pattern1`: LIKE patterns) and sorted: `few` when
 * how many is not known yet, `sorted` when they are known to be few. Or `walk`ed along the sort's
 * index (`text0`, `text1`: the texts), checking each product it passes with `strpos`, which no
 * index serves, so that the plan made without the texts walks too. Each text is lowered once, not
 * for every product checked.
 */
export function plannedSearchStatements(
  plannedOnce: Database,
  sort: ProductSort,
  pageSize: number,
  spellings: number,
) {
  const lowered = (name: string) => sql`(select lower(${sql.placeholder(name)}))`;
  const each = Array.from({ length: spellings }, (_, i) => i);
  const active = eq(products.active, true);
  const patterns = or(...each.map((i) => like(products.searchText, lowered(`pattern${i}`))));
  const texts = or(...each.map((i) => sql`strpos(${products.searchText}, ${lowered(`text${i}`)}) > 0`));
  const skip = sql.placeholder('skip');
  return {
    few: fewMatchesPage(plannedOnce, and(active, patterns) as SQL, sort, skip, pageSize).prepare(
      'catalogue_search_few',
    ),
    sorted: knownFewMatchesPage(plannedOnce, and(active, patterns) as SQL, sort, skip, pageSize).prepare(
      'catalogue_search_sorted',
    ),
    walk: pageOf(plannedOnce, and(active, texts), sort, pageSize, skip).prepare('catalogue_search_walk'),
  };
}

export type SearchStatements = ReturnType<typeof plannedSearchStatements>;

/** The values a `plannedSearchStatements` statement is run with. */
export const searchValues = (spellings: string[], skip: number) =>
  Object.fromEntries([
    ['skip', skip],
    ...spellings.flatMap((spelling, i) => [
      [`pattern${i}`, containsPattern(spelling)],
      [`text${i}`, spelling],
    ]),
  ]);
