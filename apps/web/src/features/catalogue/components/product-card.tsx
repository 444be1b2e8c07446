import type { ProductSummary } from '@haat/contracts';
import { Link } from 'react-router';
import { PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useProductText } from '../../../lib/product-text';
import { ProductImage } from '../../../ui/product-image';
import { catalogueMessages } from '../messages';

type Props = {
  product: ProductSummary;
  /** The first cards of a page are above the fold: they load at once. */
  eager?: boolean;
  highlighted?: boolean;
  /** Add to Cart on the card: it opens the quick view, where a size is chosen (unless it comes in one). */
  onAdd?: (product: ProductSummary) => void;
};

const discountPercent = (price: number, oldPrice: number | null) =>
  oldPrice && oldPrice > price ? Math.round((1 - price / oldPrice) * 100) : 0;

export function ProductCard({ product, eager = false, highlighted = false, onAdd }: Props) {
  const format = useFormat();
  const t = useT(catalogueMessages);
  const discount = discountPercent(product.price, product.oldPrice);
  const name = useProductText().name(product);
  return (
    <li
      className={`product-card${highlighted ? ' product-card--highlighted' : ''}`}
      data-product-id={product.id}
    >
      <Link to={PATHS.product(product.id)} className="product-card__link">
        <span className="product-card__picture">
          <ProductImage
            src={product.thumbnail}
            srcSet={product.thumbnail ? `${product.thumbnail} 360w, ${product.image} 720w` : undefined}
            sizes="(min-width: 1200px) 240px, (min-width: 640px) 30vw, 48vw"
            width={360}
            height={450}
            alt={name.text}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
          />
          {discount > 0 ? <span className="badge badge--deal">{t('off', { percent: discount })}</span> : null}
          {product.stock === 0 ? <span className="badge badge--muted">{t('soldOut')}</span> : null}
        </span>
        <span className="product-card__name" lang={name.lang}>
          {name.text}
        </span>
        <span className="product-card__price">
          <span>{format.taka(product.price)}</span>
          {product.oldPrice !== null && product.oldPrice > product.price ? (
            <>
              <span className="visually-hidden">{t('was', { price: format.taka(product.oldPrice) })}</span>
              <s className="product-card__old-price" aria-hidden="true">
                {format.taka(product.oldPrice)}
              </s>
            </>
          ) : null}
        </span>
      </Link>
      {onAdd ? (
        <button
          type="button"
          className="product-card__add"
          disabled={product.stock === 0}
          aria-haspopup="dialog"
          aria-label={
            product.stock === 0
              ? undefined
              : t(product.oneSize ? 'addToCartOfOneSize' : 'addToCartOf', { name: name.text })
          }
          onClick={() => onAdd(product)}
        >
          {product.stock === 0 ? t('soldOut') : t('addToCart')}
        </button>
      ) : null}
    </li>
  );
}
