import type { ProductSummary } from '@haat/contracts';
import { useRef } from 'react';
import { useT } from '../../../../lib/i18n';
import { useProductText } from '../../../../lib/product-text';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../../ui/icons';
import { ProductCard } from '../product-card';
import { productMessages } from './messages';

type Props = {
  id: string;
  title: string;
  /** Undefined while they load: the shelf keeps its height with empty cards. */
  products: ProductSummary[] | undefined;
  onQuickView: (product: ProductSummary) => void;
};

const PLACEHOLDER_CARDS = ['a', 'b', 'c', 'd', 'e'];

/** A titled row of product cards that scrolls sideways, each card with a Quick view button. */
export function ProductShelf({ id, title, products, onQuickView }: Props) {
  const t = useT(productMessages);
  const productName = useProductText().name;
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: reduced ? 'auto' : 'smooth' });
  };

  if (products && products.length === 0) return null;
  return (
    <section className="product-shelf" aria-labelledby={id}>
      <div className="product-shelf__head">
        <h2 id={id} className="product-section__title">
          {title}
        </h2>
        {products ? (
          <div className="product-shelf__arrows">
            <button
              type="button"
              className="icon-button product-shelf__arrow"
              onClick={() => scroll(-1)}
              aria-label={t('scrollLeft', { shelf: title })}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className="icon-button product-shelf__arrow"
              onClick={() => scroll(1)}
              aria-label={t('scrollRight', { shelf: title })}
            >
              <ChevronRightIcon />
            </button>
          </div>
        ) : null}
      </div>
      {products ? (
        <ul ref={track} className="product-shelf__track" aria-labelledby={id}>
          {products.map((product) => (
            <li key={product.id} className="product-shelf__item">
              {/* The card is a list item of its own; this list only holds it and is not announced. */}
              <ul role="none" className="product-shelf__card">
                <ProductCard product={product} />
              </ul>
              <span className="product-shelf__overlay">
                <button
                  type="button"
                  className="product-shelf__quick"
                  onClick={() => onQuickView(product)}
                  aria-label={t('quickViewOf', { name: productName(product).text })}
                  aria-haspopup="dialog"
                >
                  {t('quickView')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <div className="product-shelf__track" aria-busy="true">
          <p className="visually-hidden">{t('loading')}</p>
          {PLACEHOLDER_CARDS.map((key) => (
            <div key={key} className="product-shelf__item">
              <div className="skeleton product-shelf__ghost-picture" />
              <div className="skeleton product-shelf__ghost-line" />
              <div className="skeleton product-shelf__ghost-line product-shelf__ghost-line--short" />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
