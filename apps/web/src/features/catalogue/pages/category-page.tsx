import { type Category, type ProductListQuery, type ProductSort, slugFor } from '@haat/contracts';
import { MOBILE_BREAKPOINT_PX, PAGE_SIZES } from '@haat/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMediaQuery } from '../../../lib/hooks';
import { useT } from '../../../lib/i18n';
import { productsQueryOptions, useCategories, useProducts } from '../api';
import { ActiveFilters } from '../components/listing/active-filters';
import { bannerFor, CategoryBanner, PromoBanner } from '../components/listing/category-banner';
import { findPlace, type Place } from '../components/listing/category-lookup';
import { CategoryMenu } from '../components/listing/category-menu';
import { FilterDrawer } from '../components/listing/filter-drawer';
import { FilterPanel } from '../components/listing/filter-panel';
import { FiltersIcon } from '../components/listing/filters-icon';
import { countLabel, ListingGrid } from '../components/listing/listing-grid';
import { listingMessages } from '../components/listing/messages';
import { Pagination } from '../components/listing/pagination';
import { SortSelect } from '../components/listing/sort-select';
import { TrustedBrands } from '../components/listing/trusted-brands';
import { useListingFilters } from '../components/listing/use-listing-filters';
import {
  CATEGORY_PAGE_SORTS,
  countNarrowing,
  FEATURED_SLUGS,
  isFeaturedSlug,
  productQueryOf,
} from '../filters';
import '../components/listing/listing.css';

const toCategory = (category: Category) => `/category/${category.slug}`;
const toItem = (_category: Category, item: string) => `/category/${slugFor(item)}`;

/** New arrivals open newest first; everything else by popularity, the shop's default. */
const defaultSortFor = (slug: string): ProductSort => (slug === 'new-arrivals' ? 'latest' : 'popularity');

/** The category page, /category/{slug}: a category, an item, or a featured collection (spec section 2). */
export default function CategoryPage() {
  const t = useT(listingMessages);
  const params = useParams();
  // The address may be typed by hand ("/category/Men's Fashion"): it is read the way links build it.
  const slug = slugFor(params.slug ?? '');
  const categories = useCategories();
  const featured = isFeaturedSlug(slug) ? slug : undefined;
  const place: Place = featured
    ? { kind: 'unknown', name: t(`featured_${featured}`) }
    : findPlace(categories.data, slug);
  const picture =
    place.kind === 'unknown' ? bannerFor(place.name) : bannerFor(place.name, place.category.title);

  const { filters, update, clearAll, searchForPage } = useListingFilters({
    sorts: CATEGORY_PAGE_SORTS,
    defaultSort: defaultSortFor(slug),
  });
  const pageSize = PAGE_SIZES.categoryPage;
  const query = productQueryOf(filters, { page: filters.page, pageSize, scope: slug });
  const products = useProducts(query);
  const total = products.data?.total ?? 0;
  const totalExact = products.data?.totalExact ?? true;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const pageFull = (products.data?.products.length ?? 0) === pageSize;
  const moreAfterLast = !totalExact && pageFull;
  const count = countLabel(t, total, totalExact);

  // The next page is fetched ahead while the shopper looks at this one.
  const queryClient = useQueryClient();
  const nextPageQuery =
    products.data && !products.isPlaceholderData && (filters.page < lastPage || moreAfterLast)
      ? productQueryOf(filters, { page: filters.page + 1, pageSize, scope: slug })
      : undefined;
  const nextPageKey = nextPageQuery ? JSON.stringify(nextPageQuery) : '';
  useEffect(() => {
    if (!nextPageKey) return;
    const next: ProductListQuery = JSON.parse(nextPageKey);
    void queryClient.prefetchQuery(productsQueryOptions(next));
  }, [nextPageKey, queryClient]);

  // A new page starts at the top of the grid, not at the pagination under it.
  const gridTop = useRef<HTMLDivElement>(null);
  const shownPage = useRef(filters.page);
  useEffect(() => {
    if (shownPage.current === filters.page) return;
    shownPage.current = filters.page;
    gridTop.current?.scrollIntoView({ block: 'start' });
  }, [filters.page]);

  const wide = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const narrowing = countNarrowing(filters);
  const panel = <FilterPanel filters={filters} onChange={update} />;

  return (
    <main className="page listing listing--category">
      <title>{`${place.name} | Haat`}</title>
      <nav className="listing-breadcrumb" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to="/">{t('home')}</Link>
          </li>
          <li>
            <Link to="/category">{t('categoryListing')}</Link>
          </li>
          {place.kind === 'item' ? (
            <li>
              <Link to={toCategory(place.category)}>{place.category.title}</Link>
            </li>
          ) : null}
          <li aria-current="page">{place.name}</li>
        </ol>
      </nav>

      <div className="listing__top listing__top--category">
        <CategoryMenu toCategory={toCategory} toItem={toItem} currentSlug={slug} slugOfItem={slugFor} />
        <ul className="listing-featured" aria-label={t('featured')}>
          {FEATURED_SLUGS.map((collection) => (
            <li key={collection}>
              <Link
                to={`/category/${collection}`}
                className="filter-chip"
                aria-current={collection === slug ? 'page' : undefined}
              >
                {t(`featured_${collection}`)}
              </Link>
            </li>
          ))}
        </ul>
      </div>

      <CategoryBanner name={place.name} picture={picture} />
      <PromoBanner />

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
            resultLabel={products.isPending ? t('loading') : t('showProducts', { count })}
          >
            {panel}
          </FilterDrawer>
        )}

        <section className="listing__results" aria-labelledby="category-results-title">
          <div ref={gridTop} className="listing__toolbar listing__toolbar--anchor">
            <div className="listing__heading">
              <h2 id="category-results-title" className="listing__title">
                {t('shopCategory', { category: place.name })}
              </h2>
              <p className="listing__count" aria-live="polite">
                {products.isPending ? t('loading') : count}
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
                sorts={CATEGORY_PAGE_SORTS}
                onChange={(sort) => update({ sort })}
              />
            </div>
          </div>

          <ActiveFilters filters={filters} onChange={update} onClearAll={clearAll} />

          <ListingGrid
            products={products.data?.products ?? []}
            columns={4}
            isPending={products.isPending}
            isError={products.isError}
            isUpdating={products.isPlaceholderData}
            onRetry={() => void products.refetch()}
            skeletons={8}
            label={t('products')}
          />

          {products.data && products.data.total > 0 ? (
            <Pagination
              page={filters.page}
              lastPage={lastPage}
              moreAfterLast={moreAfterLast}
              searchForPage={searchForPage}
            />
          ) : null}
        </section>
      </div>

      <TrustedBrands />
    </main>
  );
}
