import type { ProductSummary } from '@haat/contracts';
import { LIMITS } from '@haat/contracts/constants';
import type { Translate } from '../../../../lib/i18n';
import { useT } from '../../../../lib/i18n';
import { ProductGrid } from '../product-grid';
import { listingMessages } from './messages';

type Props = {
  products: ProductSummary[];
  columns: 3 | 4;
  isPending: boolean;
  isError: boolean;
  /** Results of earlier filters shown while the new ones load. */
  isUpdating: boolean;
  onRetry: () => void;
  skeletons: number;
  highlightedId?: string;
  label: string;
};

/** "48 products", or "500+ products" when the count stopped at its cap. */
export function countLabel(t: Translate<typeof listingMessages.en>, total: number, exact: boolean): string {
  if (!exact) return t('productCountAtLeast', { count: Math.max(total, LIMITS.productCountCap) });
  return t.plural({ one: 'productCountOne', other: 'productCount' }, total);
}

/** The product grid of a listing, with its loading, empty and failed states. */
export function ListingGrid({
  products,
  columns,
  isPending,
  isError,
  isUpdating,
  onRetry,
  skeletons,
  highlightedId,
  label,
}: Props) {
  const t = useT(listingMessages);
  if (isPending) {
    return (
      <div aria-busy="true">
        <p className="visually-hidden">{t('loading')}</p>
        <ul className={`product-grid product-grid--${columns} listing-skeletons`} aria-hidden="true">
          {Array.from({ length: skeletons }, (_, index) => `skeleton-${index}`).map((key) => (
            <li key={key}>
              <span className="skeleton listing-skeletons__picture" />
              <span className="skeleton listing-skeletons__line" />
              <span className="skeleton listing-skeletons__line listing-skeletons__line--short" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  // A failed fetch shows an empty list (spec section 8), with a way to ask again.
  if (isError || products.length === 0) {
    return (
      <div className="listing-empty">
        <p className="listing-empty__title">{t('noProductsFound')}</p>
        {isError ? (
          <button type="button" className="button button--outline" onClick={onRetry}>
            {t('tryAgain')}
          </button>
        ) : (
          <p className="listing-muted">{t('noProductsHint')}</p>
        )}
      </div>
    );
  }
  return (
    <div className={`listing-grid${isUpdating ? ' listing-grid--updating' : ''}`} aria-busy={isUpdating}>
      <ProductGrid products={products} columns={columns} highlightedId={highlightedId} label={label} />
    </div>
  );
}
