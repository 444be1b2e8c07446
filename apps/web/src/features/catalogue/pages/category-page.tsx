import { type Category, type ProductListQuery, type ProductSort, slugFor } from '@haat/contracts';
import { PAGE_SIZES } from '@haat/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useCategoryText } from '../../../lib/category-text';
import { useT } from '../../../lib/i18n';
import type { ProductText } from '../../../lib/product-text';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { productsQueryOptions, useCategories, useProducts } from '../api';
import { bannerFor, CategoryBanner, PromoBanner } from '../components/listing/category-banner';
import { findPlace, type Place } from '../components/listing/category-lookup';
import { CategoryMenu } from '../components/listing/category-menu';
import { FeaturedLinks } from '../components/listing/featured-links';
import { ListingBody } from '../components/listing/listing-body';
import { countLabel, ListingGrid } from '../components/listing/listing-grid';
import { listingMessages } from '../components/listing/messages';
import { Pagination } from '../components/listing/pagination';
import { TrustedBrands } from '../components/listing/trusted-brands';
import { useListingFilters } from '../components/listing/use-listing-filters';
import { CATEGORY_PAGE_SORTS, isFeaturedSlug, productQueryOf } from '../filters';
import '../components/listing/listing.css';
import { PATHS } from '../../../config/paths';
import { PageTitle } from '../../../ui/page-title';

const toCategory = (category: Category) => PATHS.category(category.slug);
const toItem = (_category: Category, item: string) => PATHS.category(slugFor(item));
const categoryLink = ({ text, lang }: ProductText, category: Category) => ({
  to: toCategory(category),
  label: text,
  lang,
});

/** New arrivals open newest first; everything else by popularity, the shop's default. */
const defaultSortFor = (slug: string): ProductSort => (slug === 'new-arrivals' ? 'latest' : 'popularity');

/** The category page, /category/{slug}: a category, an item, or a featured collection (spec section 2). */
export default function CategoryPage() {
  const t = useT(listingMessages);
  const params = useParams();
  // The address may be typed by hand ("/category/Men's Fashion"): it is read the way links build it.
  const slug = slugFor(params.slug ?? '');
  const categories = useCategories();
  const shownText = useCategoryText();
  const featured = isFeaturedSlug(slug) ? slug : undefined;
  const place: Place = featured
    ? { kind: 'unknown', name: t(`featured_${featured}`) }
    : findPlace(categories.data, slug);
  // A featured collection's name is already in the page's words; a category's or item's may have
  // a Bengali version (the address stays the English one's slug).
  const shown =
    place.kind === 'unknown'
      ? { text: place.name, lang: undefined }
      : shownText.name(place.name, place.nameBn);
  const picture =
    place.kind === 'unknown' ? bannerFor(place.name) : bannerFor(place.name, place.category.title);
  // A slug that is no featured collection, no category and no item, once the categories are known
  // (before that, every slug is shown as a category on its way).
  const notFound = !featured && categories.data !== undefined && place.kind === 'unknown';

  const { filters, update, clearAll, searchForPage } = useListingFilters({
    sorts: CATEGORY_PAGE_SORTS,
    defaultSort: defaultSortFor(slug),
    scoped: true,
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

  if (notFound) return <CategoryNotFound name={place.name} />;

  return (
    <main id="main" tabIndex={-1} className="page listing listing--category">
      <PageTitle page={shown.text} />
      <Breadcrumb
        label={t('breadcrumb')}
        className="listing-breadcrumb"
        links={[
          { to: '/', label: t('home') },
          { to: PATHS.categories, label: t('categoryListing') },
          ...(place.kind === 'item' ? [categoryLink(shownText.title(place.category), place.category)] : []),
        ]}
        current={shown.text}
        currentLang={shown.lang}
      />

      <div className="listing__top listing__top--category">
        <CategoryMenu toCategory={toCategory} toItem={toItem} currentSlug={slug} />
        <FeaturedLinks currentSlug={slug} />
      </div>

      <CategoryBanner name={shown.text} picture={picture} />
      <PromoBanner />

      <ListingBody
        filters={filters}
        onChange={update}
        onClearAll={clearAll}
        sorts={CATEGORY_PAGE_SORTS}
        title={t('shopCategory', { category: shown.text })}
        titleLevel={2}
        count={count}
        isPending={products.isPending}
        toolbarRef={gridTop}
      >
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
      </ListingBody>

      <TrustedBrands />
    </main>
  );
}

/** The page of a slug the shop does not know: say so, and offer the ways on. */
function CategoryNotFound({ name }: { name: string }) {
  const t = useT(listingMessages);
  return (
    <main id="main" tabIndex={-1} className="page page--message">
      <PageTitle page={t('categoryNotFoundTitle')} />
      <h1>{t('categoryNotFound')}</h1>
      <p>{t('categoryNotFoundHint', { name })}</p>
      <p className="page__actions">
        <Link to={PATHS.categories} className="button button--primary">
          {t('seeAllCategories')}
        </Link>
        <Link to={PATHS.products} className="button button--outline">
          {t('browseAllProducts')}
        </Link>
      </p>
    </main>
  );
}
