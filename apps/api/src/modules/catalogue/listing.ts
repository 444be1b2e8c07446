// A page of products for a listing or a search, with how many match: the plan each kind of
// listing is read with (listing-plans.ts), through what the listing memory keeps.
import { LIMITS, type ProductList, type ProductListFilters } from '@haat/contracts';
import { and, count, eq, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import type { FileStorage } from '../../storage';
import type { FiltersCondition } from './filters';
import { createListingMemory } from './listing-memory';
import {
  fewMatchesPage,
  knownFewMatchesPage,
  type ListingDatabases,
  listingDatabase,
  matchedOf,
  pageOf,
  plannedOnceListing,
  plannedOnceSearch,
  plannedPageStatement,
  plannedSearchStatements,
  SORTED_MATCHES,
  searchValues,
} from './listing-plans';
import { type SummaryRow, summaries, summaryFrom } from './product-cards';
import { sortFor } from './sorts';

type ListingDeps = ListingDatabases & { storage: FileStorage; filtersCondition: FiltersCondition };

export function createListing({ storage, filtersCondition, ...databases }: ListingDeps) {
  const { db, plannedOnce } = databases;
  const toSummary = summaryFrom(storage);
  const memory = createListingMemory();

  /**
   * How many products match, counted up to the cap past it: as costly as reading the page itself
   * for a broad listing, and the same for each of its pages and sorts, so it is kept until the
   * catalogue changes.
   */
  async function totalOf(q: Database, filters: ProductListFilters, where: SQL): Promise<number> {
    const kept = memory.total(filters);
    if (kept !== undefined) return kept;
    const countedIn = memory.generation;
    const matches = q
      .select({ id: products.id })
      .from(products)
      .where(where)
      .limit(LIMITS.productCountCap + 1)
      .as('matches');
    const [counted] = await q.select({ n: count() }).from(matches);
    const total = counted?.n ?? 0;
    memory.keepTotal(filters, total, countedIn);
    return total;
  }

  return {
    forget: memory.forget,

    /**
     * A page of products. A highlighted product that passes the filters goes first on page 1 and
     * is left out of the rest, so every product still appears exactly once over the pages.
     */
    async listProducts(filters: ProductListFilters): Promise<ProductList> {
      const { page, pageSize } = filters;
      const seenIn = memory.generation;
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
        ? await summaries(db).where(and(where, eq(products.id, highlightId)))
        : [];
      const skip = (page - 1) * pageSize;
      const plannedOncePage = !highlighted && plannedOnceListing(filters);
      const q = highlighted ? db : listingDatabase(filters, databases);
      const spellings = highlighted ? undefined : plannedOnceSearch(filters);
      const plannedSearch = spellings && {
        statements: memory.searchStatements(sort, pageSize, spellings.length, () =>
          plannedSearchStatements(plannedOnce, sort, pageSize, spellings.length),
        ),
        values: searchValues(spellings, skip),
      };

      // A search not known to match many: its page from all its matches sorted, and its total.
      const known = memory.total(filters);
      if (filters.search && !highlighted && known !== undefined && known <= SORTED_MATCHES) {
        const rows = await (plannedSearch
          ? plannedSearch.statements.sorted.execute(plannedSearch.values)
          : knownFewMatchesPage(q, where, sort, skip, pageSize));
        return answer(rows, known);
      }
      if (filters.search && !highlighted && known === undefined) {
        const countedIn = memory.generation;
        const rows = await (plannedSearch
          ? plannedSearch.statements.few.execute(plannedSearch.values)
          : fewMatchesPage(q, where, sort, skip, pageSize));
        const matched = matchedOf(rows, skip);
        if (matched !== undefined) memory.keepTotal(filters, matched, countedIn);
        if (matched !== undefined && matched <= SORTED_MATCHES) return answer(rows, matched);
      }

      // Built only for a walk: a search's text checked on each product passed (search.ts, `namesContain`).
      const walkedCondition = async () => {
        const condition = filters.search ? ((await filtersCondition(filters, true)) as SQL) : where;
        return highlighted ? and(condition, ne(products.id, highlighted.id)) : condition;
      };
      const rowsOfPage = plannedSearch
        ? plannedSearch.statements.walk.execute(plannedSearch.values)
        : plannedOncePage
          ? memory
              .pageStatement(filters, sort, seenIn, () =>
                plannedPageStatement(plannedOnce, where, sort, pageSize),
              )
              .execute({ skip })
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
  };
}
