import { useT } from '../../../../lib/i18n';
import { productMessages } from './messages';

const GHOST_THUMBNAILS = ['a', 'b', 'c'];

/** The page's layout in grey while the product loads, so nothing jumps when it arrives. */
export function ProductSkeleton() {
  const t = useT(productMessages);
  return (
    <div className="product-page__layout" aria-busy="true">
      <div className="product-breadcrumb">
        <div className="skeleton product-skeleton__crumb" />
      </div>
      <div className="product-page__top">
        {/* Most products have several pictures: the thumbnails' space is kept too. */}
        <div className="product-gallery">
          <div className="skeleton product-gallery__main product-skeleton__picture" />
          <ul className="product-gallery__thumbs">
            {GHOST_THUMBNAILS.map((key) => (
              <li key={key}>
                <div className="skeleton product-gallery__thumb" />
              </li>
            ))}
          </ul>
        </div>
        <div className="product-info">
          <p className="product-skeleton__loading" role="status">
            {t('loading')}
          </p>
          <div className="skeleton product-skeleton__line product-skeleton__line--title" />
          <div className="skeleton product-skeleton__line product-skeleton__line--short" />
          <div className="skeleton product-skeleton__line product-skeleton__line--price" />
          <div className="skeleton product-skeleton__block" />
        </div>
        <div className="product-aside">
          <div className="skeleton product-skeleton__panel" />
        </div>
      </div>
    </div>
  );
}
