// What listings keep between calls, in this process, until the catalogue changes: each listing's
// total and the statements built to read its pages. (Whole answers are kept by address in
// public-answers.ts, the category tree in category-tree.ts.)
import type { ProductListFilters, ProductSort } from '@haat/contracts';
import type { PageStatement, SearchStatements } from './listing-plans';

/** How many listings' totals are kept (each a few dozen bytes), the oldest going first. */
const KEPT_TOTALS = 5_000;
/** How many listings' page statements are kept (each a few kilobytes), the oldest going first. */
const KEPT_PAGE_STATEMENTS = 1_000;

/** A listing's total is the same for each of its pages and sorts. */
const totalKey = ({
  page: _page,
  pageSize: _pageSize,
  sort: _sort,
  highlight: _highlight,
  ...matching
}: ProductListFilters) => JSON.stringify(matching);

/** Keeps `value` under `key`, dropping the oldest entry past `most` (a Map keeps insertion order). */
function keepAtMost<Value>(kept: Map<string, Value>, key: string, value: Value, most: number) {
  kept.set(key, value);
  if (kept.size > most) kept.delete(kept.keys().next().value as string);
}

export type ListingMemory = ReturnType<typeof createListingMemory>;

export function createListingMemory() {
  /** Catalogue changes seen: what was read while one came in is not kept. */
  let generation = 0;
  const totals = new Map<string, number>();
  /** The page statements of planned-once listings, one for each listing, sort and page size. */
  const pageStatements = new Map<string, PageStatement>();
  /** Planned-once searches' statements by sort, page size and spellings: they name no category, so no change to the catalogue ends them. */
  const searchStatements = new Map<string, SearchStatements>();

  return {
    /** Read at the start of a call, and handed back to `keepTotal` and `pageStatement`. */
    get generation() {
      return generation;
    },

    total: (filters: ProductListFilters): number | undefined => totals.get(totalKey(filters)),

    /** Keeps a total counted when the catalogue was at `countedIn`, unless it has changed since. */
    keepTotal(filters: ProductListFilters, total: number, countedIn: number) {
      if (countedIn === generation) keepAtMost(totals, totalKey(filters), total, KEPT_TOTALS);
    },

    /**
     * A listing's page statement in `sort`, built by `build` the first time; one built from the
     * catalogue as it was before a change (seen in `seenIn`) is not kept.
     */
    pageStatement(
      filters: ProductListFilters,
      sort: ProductSort,
      seenIn: number,
      build: () => PageStatement,
    ) {
      const key = JSON.stringify([totalKey(filters), sort, filters.pageSize]);
      const kept = pageStatements.get(key);
      if (kept) return kept;
      const statement = build();
      if (seenIn === generation) keepAtMost(pageStatements, key, statement, KEPT_PAGE_STATEMENTS);
      return statement;
    },

    /** A search's statements for a sort, page size and number of spellings, built by `build` the first time. */
    searchStatements(sort: ProductSort, pageSize: number, spellings: number, build: () => SearchStatements) {
      const key = `${sort} ${pageSize} ${spellings}`;
      const kept = searchStatements.get(key);
      if (kept) return kept;
      const statements = build();
      keepAtMost(searchStatements, key, statements, KEPT_PAGE_STATEMENTS);
      return statements;
    },

    /** For any change to the catalogue: the next read sees it at once. */
    forget() {
      generation += 1;
      totals.clear();
      pageStatements.clear();
    },
  };
}
