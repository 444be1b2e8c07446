import type { ProductSummary } from '@haat/contracts';
import { SIZES, type Size, TIMINGS_MS } from '@haat/contracts/constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../../config/paths';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/i18n';
import { useProductText } from '../../../../lib/product-text';
import { Modal } from '../../../../ui/modal';
import { ProductImage } from '../../../../ui/product-image';
import { showToast } from '../../../../ui/toast';
import { useAddToCart } from '../../../cart';
import { useProduct } from '../../api';
import { AddFeedback, type Feedback } from './add-feedback';
import { productMessages } from './messages';
import './sizes.css';
import './quick-view.css';

type Props = { product: ProductSummary | null; onClose: () => void };

/**
 * A product's picture, price, the sizes S to XXL (or that it comes in one size) and an Add button,
 * over the page. A successful add closes it, and the added-to-cart toast shows over the page instead.
 */
export function QuickView({ product, onClose }: Props) {
  const t = useT(productMessages);
  const productName = useProductText().name;
  const added = () => {
    showToast(t('addedToCart'), TIMINGS_MS.addedToCartToast);
    onClose();
  };
  return (
    <Modal
      open={product !== null}
      onClose={onClose}
      title={product ? t('quickViewOf', { name: productName(product).text }) : t('quickView')}
      hideTitle
      closeLabel={t('closeViewer')}
      className="product-quick"
    >
      {product ? (
        <QuickViewBody key={product.id} product={product} onAdded={added} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

type BodyProps = { product: ProductSummary; onAdded: () => void; onClose: () => void };

function QuickViewBody({ product, onAdded, onClose }: BodyProps) {
  const format = useFormat();
  const t = useT(productMessages);
  const name = useProductText().name(product);
  // Per-size stock arrives with the product's details; until then the summary's total stands in.
  const detail = useProduct(product.id);
  const [size, setSize] = useState<Size | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const cart = useAddToCart();
  const oneSize = detail.data?.oneSize ?? product.oneSize;

  const stockOf = (candidate: Size) =>
    detail.data?.sizes.find((entry) => entry.size === candidate)?.stock ?? product.stock;
  const stock = size ? stockOf(size) : product.stock;

  const add = async () => {
    if (cart.adding) return;
    const outcome = await cart.add({
      productId: product.id,
      size,
      oneSize,
      quantity: 1,
      product: {
        name: product.name,
        nameBn: product.nameBn,
        price: product.price,
        oldPrice: product.oldPrice,
        image: product.thumbnail,
      },
    });
    if (outcome.kind === 'added') onAdded();
    else setFeedback({ kind: 'outcome', outcome });
  };

  return (
    <div className="product-quick__body">
      <span className="product-quick__picture">
        <ProductImage src={product.thumbnail || product.image} alt={name.text} width={360} height={450} />
      </span>
      <div className="product-quick__info">
        <h2 className="product-quick__name" lang={name.lang}>
          {name.text}
        </h2>
        <p className="product-quick__price">
          {format.taka(product.price)}
          {product.oldPrice !== null && product.oldPrice > product.price ? (
            <>
              <span className="visually-hidden">{t('was', { price: format.taka(product.oldPrice) })}</span>
              <s aria-hidden="true">{format.taka(product.oldPrice)}</s>
            </>
          ) : null}
        </p>
        {oneSize ? (
          <p className="product-info__label">{t('oneSize')}</p>
        ) : (
          <fieldset className="product-sizes">
            <legend className="product-info__label">{size ? t('selectedSize', { size }) : t('size')}</legend>
            <div className="product-sizes__options">
              {SIZES.map((option) => (
                <button
                  key={option}
                  type="button"
                  className="product-sizes__option"
                  aria-pressed={option === size}
                  disabled={stockOf(option) === 0}
                  onClick={() => {
                    setSize(option);
                    setFeedback(null);
                  }}
                >
                  {option}
                </button>
              ))}
            </div>
          </fieldset>
        )}
        <button
          type="button"
          className="button button--primary product-quick__add"
          disabled={(size === null && !oneSize) || stock === 0}
          // Focusable while it adds, so that a refusal finds the focus where it was.
          aria-disabled={cart.adding || undefined}
          onClick={add}
        >
          {cart.adding ? t('adding') : t('add')}
        </button>
        <AddFeedback feedback={feedback} inDialog />
        <Link to={PATHS.product(product.id)} className="product-quick__details" onClick={onClose}>
          {t('viewDetails')}
        </Link>
      </div>
    </div>
  );
}
