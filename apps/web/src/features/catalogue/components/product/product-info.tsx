import type { ProductDetail } from '@haat/contracts';
import { MAX_QUANTITY_PER_LINE, MIN_QUANTITY, type Size } from '@haat/contracts/constants';
import { useState } from 'react';
import { PATHS } from '../../../../config/paths';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/i18n';
import { useProductText } from '../../../../lib/product-text';
import { CartIcon, HeartIcon } from '../../../../ui/icons';
import { QuantityStepper } from '../../../../ui/quantity-stepper';
import { ShareMenu } from '../../../../ui/share-menu';
import { useAddToCart } from '../../../cart';
import { useWishlistToggle } from '../../../wishlist';
import { AddFeedback, useFeedback } from './add-feedback';
import { productMessages } from './messages';
import { RATING_SUMMARY } from './placeholders';
import { averageText, type RatingFigures } from './rating-figures';
import { SizeChart } from './size-chart';
import { Stars } from './stars';
import './sizes.css';

/** A size with this few left says so. */
const FEW_LEFT = 5;

const discountPercent = (price: number, oldPrice: number | null) =>
  oldPrice && oldPrice > price ? Math.round((1 - price / oldPrice) * 100) : 0;

type Props = {
  product: ProductDetail;
  returnPath: string;
  /** The product's rating figures; while they load, their place is kept empty. */
  ratings: RatingFigures | undefined;
};

/**
 * Name, price, rating, sizes (or that it comes in one size), quantity, and the Add to Cart,
 * Wishlist and Share buttons.
 */
export function ProductInfo({ product, returnPath, ratings }: Props) {
  const format = useFormat();
  const t = useT(productMessages);
  const [size, setSize] = useState<Size | null>(null);
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const [feedback, setFeedback] = useFeedback();
  const cart = useAddToCart({ returnPath });
  const name = useProductText().name(product);
  const wishlist = useWishlistToggle({
    product: {
      _id: product.id,
      name: product.name,
      nameBn: product.nameBn,
      price: product.price,
      images: product.thumbnails,
      oneSize: product.oneSize,
    },
    returnPath,
  });

  const shownRatings = ratings ?? RATING_SUMMARY;
  const discount = discountPercent(product.price, product.oldPrice);
  const chosen = product.sizes.find((entry) => entry.size === size) ?? null;
  const soldOut = product.stock === 0;
  const available = chosen ? chosen.stock : product.stock;
  const maxQuantity = Math.max(MIN_QUANTITY, Math.min(available, MAX_QUANTITY_PER_LINE));

  const chooseSize = (next: Size) => {
    setSize(next);
    const stock = product.sizes.find((entry) => entry.size === next)?.stock ?? 0;
    setQuantity((was) => Math.max(MIN_QUANTITY, Math.min(was, stock, MAX_QUANTITY_PER_LINE)));
    setFeedback((was) => (was?.kind === 'outcome' && was.outcome.kind === 'needsSize' ? null : was));
  };

  const addToCart = async () => {
    if (cart.adding) return;
    const outcome = await cart.add({
      productId: product.id,
      size,
      oneSize: product.oneSize,
      quantity,
      product: {
        name: product.name,
        nameBn: product.nameBn,
        price: product.price,
        oldPrice: product.oldPrice,
        image: product.thumbnails[0] ?? '',
      },
    });
    setFeedback({ kind: 'outcome', outcome });
  };

  const toggleWishlist = async () => {
    const outcome = await wishlist.toggle();
    // Success shows in the button's own pressed state; it only clears an earlier wishlist message.
    if (outcome.kind === 'saved' || outcome.kind === 'removed') {
      setFeedback((was) => (was?.kind === 'wishlist' ? null : was));
    } else {
      setFeedback({ kind: 'wishlist', outcome });
    }
  };

  const stockNote = soldOut
    ? { text: t('productSoldOut'), tone: 'danger' }
    : product.oneSize
      ? product.stock <= FEW_LEFT
        ? { text: t('fewLeftOneSize', { count: product.stock }), tone: 'warning' }
        : { text: t('inStock'), tone: 'success' }
      : chosen
        ? chosen.stock <= FEW_LEFT
          ? { text: t('fewLeft', { count: chosen.stock, size: chosen.size }), tone: 'warning' }
          : { text: t('inStockSize', { size: chosen.size }), tone: 'success' }
        : { text: t('chooseSize'), tone: 'muted' };

  return (
    <section className="product-info" aria-labelledby="product-name">
      {product.brand ? <p className="product-info__brand">{t('brand', { brand: product.brand })}</p> : null}
      <h1 id="product-name" className="product-info__name" lang={name.lang}>
        {name.text}
      </h1>
      <p className="product-info__rating">
        {/* Laid out while the figures load, unseen, so nothing moves when they arrive. */}
        <span
          className={`product-info__figures${ratings ? '' : ' product-info__figures--pending'}`}
          aria-hidden={ratings ? undefined : true}
        >
          <Stars value={shownRatings.average} />
          <span className="visually-hidden">
            {t('ratingAverage', { rating: averageText(shownRatings.average, format) })}
          </span>
          <span aria-hidden="true" className="product-info__rating-value">
            {averageText(shownRatings.average, format)}
          </span>
          <a href="#product-ratings" className="product-info__reviews" tabIndex={ratings ? undefined : -1}>
            {t.plural({ one: 'reviewCountOne', other: 'reviewCount' }, shownRatings.count)}
          </a>
        </span>
        <span className="product-info__sold">{t('soldCount', { count: product.sold })}</span>
      </p>

      <div className="product-info__price-box">
        <p className="product-info__price">
          <span className="visually-hidden">{t('price')} </span>
          {format.taka(product.price)}
        </p>
        {discount > 0 && product.oldPrice !== null ? (
          <p className="product-info__old-price">
            <span className="visually-hidden">{t('was', { price: format.taka(product.oldPrice) })}</span>
            <s aria-hidden="true">{format.taka(product.oldPrice)}</s>
            <span className="product-info__discount">{t('discount', { percent: discount })}</span>
            <span className="product-info__save">
              {t('youSave', { amount: format.taka(product.oldPrice - product.price) })}
            </span>
          </p>
        ) : null}
      </div>

      {product.oneSize ? (
        // No size to choose: Add to Cart adds it as it is.
        <div className="product-sizes">
          <p className="product-info__label">{t('oneSize')}</p>
          <p className={`product-sizes__note product-sizes__note--${stockNote.tone}`}>{stockNote.text}</p>
        </div>
      ) : (
        <fieldset className="product-sizes">
          <legend className="product-info__label">
            {chosen ? t('selectedSize', { size: chosen.size }) : t('size')}
          </legend>
          <SizeChart />
          <div className="product-sizes__options">
            {product.sizes.map((entry) => (
              <button
                key={entry.size}
                type="button"
                className="product-sizes__option"
                aria-pressed={entry.size === size}
                disabled={entry.stock === 0}
                onClick={() => chooseSize(entry.size)}
              >
                {entry.size}
              </button>
            ))}
          </div>
          <p className={`product-sizes__note product-sizes__note--${stockNote.tone}`}>{stockNote.text}</p>
          {product.sizes.some((entry) => entry.stock === 0) && !soldOut ? (
            <p className="product-sizes__hint">{t('soldOutSizesNote')}</p>
          ) : null}
        </fieldset>
      )}

      <QuantityStepper
        value={quantity}
        min={MIN_QUANTITY}
        max={maxQuantity}
        labels={{ quantity: t('quantity'), decrease: t('decreaseQuantity'), increase: t('increaseQuantity') }}
        note={maxQuantity === MAX_QUANTITY_PER_LINE ? t('maxQuantity', { count: maxQuantity }) : undefined}
        onChange={setQuantity}
      />

      <div className="product-info__actions">
        <button
          type="button"
          className="button button--primary product-info__add"
          // Without a size the button looks and reads as unavailable, yet a press says why. While it
          // adds it stays focusable too: a disabled button would drop the focus to the page.
          aria-disabled={(size === null && !product.oneSize) || cart.adding || undefined}
          disabled={soldOut || chosen?.stock === 0}
          onClick={addToCart}
        >
          <CartIcon />
          {cart.adding ? t('adding') : t('addToCart')}
        </button>
        <button
          type="button"
          className="button button--outline product-info__icon-action"
          aria-pressed={wishlist.saved}
          onClick={toggleWishlist}
          title={wishlist.saved ? t('removeFromWishlist') : t('addToWishlist')}
        >
          <HeartIcon fill={wishlist.saved ? 'currentColor' : 'none'} />
          <span>{t('wishlist')}</span>
        </button>
        <ShareMenu
          title={name.text}
          path={PATHS.product(product.id)}
          className="product-info__icon-action"
          align="end"
        />
      </div>
      <div className="product-info__feedback">
        <AddFeedback feedback={feedback} />
      </div>
    </section>
  );
}
