import { type Category, slugFor } from '@haat/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../../lib/i18n';
import { useCategories } from '../api';
import { pickedFromName } from '../components/listing/category-lookup';
import { CategoryMenu } from '../components/listing/category-menu';
import { ListingBody } from '../components/listing/listing-body';
import { countLabel, ListingGrid } from '../components/listing/listing-grid';
import { ListingSearch } from '../components/listing/listing-search';
import { listingMessages } from '../components/listing/messages';
import { useCataloguePages } from '../components/listing/use-catalogue-pages';
import { type UpdateFilters, useListingFilters } from '../components/listing/use-listing-filters';
import {
  CATALOGUE_SORTS,
  DEFAULT_SORT,
  EMPTY_FILTERS,
  type ListingFilters,
  searchFromFilters,
} from '../filters';
import '../components/listing/listing.css';
import { PATHS } from '../../../config/paths';
import { PageTitle } from '../../../ui/page-title';

const catalogueLink = (change: Partial<ListingFilters>) => ({
  pathname: PATHS.products,
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
  const results = useCataloguePages(filters);
  const count = countLabel(t, results.total, results.totalExact);
  const title = filters.search ? t('searchResults', { search: filters.search }) : t('allProducts');

  return (
    <main id="main" tabIndex={-1} className="page listing">
      <PageTitle page={title} />
      <div className="listing__top">
        <CategoryMenu toCategory={toCategory} toItem={toItem} />
        <ListingSearch value={filters.search} onSearch={(search, options) => update({ search }, options)} />
      </div>

      <ListingBody
        filters={filters}
        onChange={update}
        onClearAll={clearAll}
        withCategories
        sorts={CATALOGUE_SORTS}
        title={title}
        titleLevel={1}
        count={count}
        isPending={results.isPending}
      >
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
            <p className="listing-muted">{t('showing', { shown: results.products.length, total: count })}</p>
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
      </ListingBody>
    </main>
  );
}
