import { type Category, slugFor } from '@haat/contracts';
import { MOBILE_BREAKPOINT_PX } from '@haat/contracts/constants';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useMediaQuery } from '../../../lib/hooks';
import { useT } from '../../../lib/i18n';
import { useCategories } from '../api';
import { ActiveFilters } from '../components/listing/active-filters';
import { pickedFromName } from '../components/listing/category-lookup';
import { CategoryMenu } from '../components/listing/category-menu';
import { FilterDrawer } from '../components/listing/filter-drawer';
import { FilterPanel } from '../components/listing/filter-panel';
import { FiltersIcon } from '../components/listing/filters-icon';
import { countLabel, ListingGrid } from '../components/listing/listing-grid';
import { ListingSearch } from '../components/listing/listing-search';
import { listingMessages } from '../components/listing/messages';
import { SortSelect } from '../components/listing/sort-select';
import { useCataloguePages } from '../components/listing/use-catalogue-pages';
import { type UpdateFilters, useListingFilters } from '../components/listing/use-listing-filters';
import {
  CATALOGUE_SORTS,
  countNarrowing,
  DEFAULT_SORT,
  EMPTY_FILTERS,
  type ListingFilters,
  searchFromFilters,
} from '../filters';
import '../components/listing/listing.css';

const catalogueLink = (change: Partial<ListingFilters>) => ({
  pathname: '/products',
  search: searchFromFilters({ ...EMPTY_FILTERS, ...change }),
});
const toCategory = (category: Category) => catalogueLink({ categories: [category.slug] });
const toItem = (_category: Category, item: string) => catalogueLink({ items: [slugFor(item)] });

/**
 * What a link into the catalogue may carry in its navigation state: a product to put first
 * (`highlightId`) and a category to pick (`category`, by title or slug). Both move into the
 * address bar, where every other filter lives.
 */
function useArrivalState(onChange: UpdateFilters) {
  const { state } = useLocation();
  const categories = useCategories();
  useEffect(() => {
    if (!state || typeof state !== 'object') return;
    const { highlightId, category } = state as { highlightId?: unknown; category?: unknown };
    const change: Partial<ListingFilters> = {};
    if (typeof highlightId === 'string' && highlightId) change.highlight = highlightId;
    if (typeof category === 'string' && category.trim()) {
      if (categories.isPending) return;
      const picked = categories.data ? pickedFromName(categories.data, category) : null;
      if (picked) Object.assign(change, picked);
    }
    if (Object.keys(change).length) onChange(change, { replace: true });
  }, [state, categories.isPending, categories.data, onChange]);
}

/** The catalogue, /products (spec sections 2 and 9). */
export default function CataloguePage() {
  const t = useT(listingMessages);
  const { filters, update, clearAll } = useListingFilters({
    sorts: CATALOGUE_SORTS,
    defaultSort: DEFAULT_SORT,
  });
  useArrivalState(update);
  const wide = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const results = useCataloguePages(filters);
  const narrowing = countNarrowing(filters);
  const count = countLabel(t, results.total, results.totalExact);
  const title = filters.search ? t('searchResults', { search: filters.search }) : t('allProducts');
  const panel = <FilterPanel filters={filters} onChange={update} withCategories />;

  return (
    <main className="page listing">
      <title>{`${title} | Haat`}</title>
      <div className="listing__top">
        <CategoryMenu toCategory={toCategory} toItem={toItem} slugOfItem={slugFor} />
        <ListingSearch value={filters.search} onSearch={(search, options) => update({ search }, options)} />
      </div>

      <div className="listing__body">
        {wide ? (
          <aside className="listing__sidebar" aria-label={t('filters')}>
            {panel}
          </aside>
        ) : (
          <FilterDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            onClearAll={clearAll}
            resultLabel={results.isPending ? t('loading') : t('showProducts', { count })}
          >
            {panel}
          </FilterDrawer>
        )}

        <section className="listing__results" aria-labelledby="listing-title">
          <div className="listing__toolbar">
            <div className="listing__heading">
              <h1 id="listing-title" className="listing__title">
                {title}
              </h1>
              <p className="listing__count" aria-live="polite">
                {results.isPending ? t('loading') : count}
              </p>
            </div>
            <div className="listing__controls">
              {wide ? null : (
                <button
                  type="button"
                  className="listing__filters-button"
                  aria-haspopup="dialog"
                  onClick={() => setDrawerOpen(true)}
                >
                  <FiltersIcon />
                  {narrowing ? t('filtersWithCount', { count: narrowing }) : t('filters')}
                </button>
              )}
              <SortSelect
                value={filters.sort}
                sorts={CATALOGUE_SORTS}
                onChange={(sort) => update({ sort })}
              />
            </div>
          </div>

          <ActiveFilters filters={filters} onChange={update} onClearAll={clearAll} />

          <ListingGrid
            products={results.products}
            columns={3}
            isPending={results.isPending}
            isError={results.isError}
            isUpdating={results.isUpdating}
            onRetry={results.retry}
            skeletons={6}
            highlightedId={filters.highlight}
            label={t('products')}
          />

          {results.products.length > 0 && !results.isError ? (
            <div className="listing__more">
              <p className="listing-muted">
                {t('showing', { shown: results.products.length, total: count })}
              </p>
              {results.moreFailed ? (
                <button type="button" className="button button--outline" onClick={results.retryMore}>
                  {t('tryAgain')}
                </button>
              ) : results.hasMore ? (
                <button
                  type="button"
                  className="button button--primary listing__load-more"
                  onClick={results.loadMore}
                  disabled={results.loadingMore}
                >
                  {results.loadingMore ? t('loading') : t('loadMore')}
                </button>
              ) : null}
            </div>
          ) : null}
        </section>
      </div>
    </main>
  );
}
