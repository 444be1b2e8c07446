import type { ProductSummary } from '@haat/contracts';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { useNearScreen } from '../../../lib/hooks';
import { useT } from '../../../lib/i18n';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { useAlsoLike, useProduct, useRelatedProducts, useTopProducts } from '../api';
import { DeliveryInfo } from '../components/product/delivery-info';
import { DeliveryPanel } from '../components/product/delivery-panel';
import { productMessages } from '../components/product/messages';
import { ProductFaq } from '../components/product/product-faq';
import { ProductGallery } from '../components/product/product-gallery';
import { ProductInfo } from '../components/product/product-info';
import { ProductShelf } from '../components/product/product-shelf';
import { ProductSkeleton } from '../components/product/product-skeleton';
import { ProductTabs } from '../components/product/product-tabs';
import { QuickView } from '../components/product/quick-view';
import { ratingFigures } from '../components/product/rating-figures';
import { RatingsSummary } from '../components/product/ratings-summary';
import { TrustBadges } from '../components/product/trust-badges';
import '../components/product/product.css';
import { PATHS } from '../../../config/paths';
import { useCategoryText } from '../../../lib/category-text';
import { useProductText } from '../../../lib/product-text';
import { PageTitle } from '../../../ui/page-title';
import { useProductReviews } from '../../reviews';
import { rememberViewed, useRecentlyViewed } from '../recently-viewed';

/** A string id read from navigation state: `{ productId }` or `{ product: { id | _id } }`. */
function idFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { productId, product } = state as { productId?: unknown; product?: unknown };
  if (typeof productId === 'string' && productId) return productId;
  if (typeof product !== 'object' || product === null) return null;
  const { id, _id } = product as { id?: unknown; _id?: unknown };
  if (typeof id === 'string' && id) return id;
  if (typeof _id === 'string' && _id) return _id;
  return null;
}

/**
 * The product this page shows: /product/{id}, or the alternate entry /productdetails with the id
 * in `?id=` or in the navigation state. `inAddress` says whether reloading the address finds it.
 */
function useProductId(): { id: string | null; inAddress: boolean } {
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const fromAddress = params.id ?? search.get('id');
  if (fromAddress) return { id: fromAddress, inAddress: true };
  return { id: idFromState(location.state), inAddress: false };
}

export default function ProductPage() {
  const { id, inAddress } = useProductId();
  const location = useLocation();
  // A guest who signs in comes back here; state does not survive that trip, the address does.
  const returnPath = inAddress || !id ? `${location.pathname}${location.search}` : PATHS.product(id);

  // The layout goes to the top on a new path; /productdetails changes product without one.
  useEffect(() => {
    if (id) window.scrollTo(0, 0);
  }, [id]);

  return (
    <main id="main" tabIndex={-1} className="page product-page">
      {id ? <ProductView key={id} id={id} returnPath={returnPath} /> : <ProductMissing />}
    </main>
  );
}

function ProductView({ id, returnPath }: { id: string; returnPath: string }) {
  const t = useT(productMessages);
  const productText = useProductText();
  const categoryName = useCategoryText().name;
  const product = useProduct(id);
  // Asked for beside the product, not after it; the page does not wait for it.
  const reviews = useProductReviews(id);
  const [quickView, setQuickView] = useState<ProductSummary | null>(null);

  useEffect(() => {
    if (product.data) rememberViewed(product.data);
  }, [product.data]);

  if (product.isPending) return <ProductSkeleton />;
  if (product.isError) {
    if (product.error instanceof ApiError && product.error.status === 404) return <ProductMissing />;
    return (
      <div className="page--message" role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button button--primary" onClick={() => product.refetch()}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }

  const detail = product.data;
  const name = productText.name(detail).text;
  const category = categoryName(detail.category, detail.categoryBn);
  return (
    <div className="product-page__layout">
      <PageTitle page={name} />
      <Breadcrumb
        label={t('breadcrumb')}
        className="product-breadcrumb"
        links={[
          { to: '/', label: t('home') },
          { to: PATHS.category(detail.categorySlug), label: category.text, lang: category.lang },
        ]}
        current={name}
      />
      <div className="product-page__top">
        <ProductGallery product={detail} />
        <ProductInfo
          product={detail}
          returnPath={returnPath}
          ratings={reviews.data ? ratingFigures(reviews.data) : undefined}
        />
        <DeliveryPanel shipsFrom={detail.shipsFrom} />
      </div>
      <TrustBadges />
      <div className="product-page__details">
        <ProductTabs product={detail} />
        <RatingsSummary reviews={reviews} />
      </div>
      <Shelves id={detail.id} onQuickView={setQuickView} />
      <div className="product-page__help">
        <DeliveryInfo />
        <ProductFaq oneSize={detail.oneSize} />
      </div>
      <QuickView product={quickView} onClose={() => setQuickView(null)} />
    </div>
  );
}

/** How far below the screen the shelves start loading, so that they are there when scrolled to. */
const SHELVES_LOAD_AHEAD = '400px';

function Shelves({ id, onQuickView }: { id: string; onQuickView: (product: ProductSummary) => void }) {
  const t = useT(productMessages);
  // The shelves are below the fold: their calls and their cards wait until the shopper comes near.
  const [spot, near] = useNearScreen<HTMLDivElement>(SHELVES_LOAD_AHEAD);
  const related = useRelatedProducts(id, near);
  const alsoLike = useAlsoLike(id, near);
  const top = useTopProducts(near);
  const recent = useRecentlyViewed().filter((product) => product.id !== id);
  // A shelf that failed to load is left out rather than shown empty.
  const shown = (query: { data?: ProductSummary[]; isError: boolean }) => (query.isError ? [] : query.data);
  return (
    <div ref={spot} className="product-page__shelves">
      <ProductShelf
        id="shelf-related"
        title={t('relatedProducts')}
        products={shown(related)}
        onQuickView={onQuickView}
      />
      <ProductShelf
        id="shelf-recent"
        title={t('recentlyViewed')}
        products={recent}
        onQuickView={onQuickView}
      />
      <ProductShelf
        id="shelf-also-like"
        title={t('alsoLike')}
        products={shown(alsoLike)}
        onQuickView={onQuickView}
      />
      <ProductShelf id="shelf-top" title={t('topProducts')} products={shown(top)} onQuickView={onQuickView} />
    </div>
  );
}

function ProductMissing() {
  const t = useT(productMessages);
  return (
    <div className="page--message product-missing">
      <PageTitle page={t('productNotFound')} />
      <h1>{t('productNotFound')}</h1>
      <p>{t('productNotFoundHint')}</p>
      <p>
        <Link to={PATHS.products} className="button button--primary">
          {t('continueShopping')}
        </Link>
      </p>
    </div>
  );
}
