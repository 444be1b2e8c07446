import type { WishlistEntry } from '@haat/contracts';
import { SIZES, type Size } from '@haat/contracts/constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useProductText } from '../../../lib/product-text';
import { RequireSession, useShopperId } from '../../../lib/session';
import { ProductImage } from '../../../ui/product-image';
import { QueryState } from '../../../ui/query-state';
import { type AddToCartOutcome, useAddToCart } from '../../cart';
import { useChangeWishlist, useWishlist } from '../api';
import { wishlistMessages } from '../messages';
import '../wishlist.css';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { PageTitle } from '../../../ui/page-title';

/** /wishlist: the products the shopper saved, each with its price today, Remove and Add to Cart. */
export default function WishlistPage() {
  const t = useT(wishlistMessages);
  return (
    <RequireSession
      loading={
        <main id="main" tabIndex={-1} className="page wishlist state">
          {t('title')}
        </main>
      }
    >
      <WishlistView />
    </RequireSession>
  );
}

function WishlistView() {
  const t = useT(wishlistMessages);
  const shopperId = useShopperId();
  const wishlist = useWishlist(shopperId);
  const change = useChangeWishlist(shopperId);
  return (
    <main id="main" tabIndex={-1} className="page wishlist">
      <PageTitle page={t('title')} />
      <h1 className="wishlist__title">{t('title')}</h1>
      {change.isError ? <ErrorBanner>{t('removeFailed')}</ErrorBanner> : null}
      <QueryState
        query={wishlist}
        error={t('loadFailed')}
        isEmpty={(entries) => entries.length === 0}
        empty={
          <>
            <p>{t('empty')}</p>
            <Link to={PATHS.products} className="button button--primary">
              {t('browse')}
            </Link>
          </>
        }
      >
        {(entries) => (
          <ul className="wishlist__entries">
            {entries.map((entry) => (
              <WishlistRow
                key={entry._id}
                entry={entry}
                onRemove={() => change.mutate({ product: entry.product, save: false })}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </main>
  );
}

/** What the shopper is told after Add to Cart on a row. */
function outcomeText(outcome: AddToCartOutcome, t: ReturnType<typeof useT<(typeof wishlistMessages)['en']>>) {
  switch (outcome.kind) {
    case 'added':
      return t('added');
    case 'needsSize':
      return t('needsSize');
    case 'needsLogin':
      return t('needsLogin');
    case 'offline':
      return t('offline');
    // The spec's words for an add through the shop's context (storefront spec section 8).
    case 'failed':
      return outcome.message ? t('addFailedWith', { message: outcome.message }) : t('addError');
    case 'broken':
      return t('addError');
  }
}

function WishlistRow({ entry, onRemove }: { entry: WishlistEntry; onRemove: () => void }) {
  const format = useFormat();
  const t = useT(wishlistMessages);
  const { product } = entry;
  const [size, setSize] = useState<Size | ''>('');
  const [outcome, setOutcome] = useState<AddToCartOutcome | null>(null);
  const cart = useAddToCart();
  const saving = entry._id.startsWith('saving-');
  const name = useProductText().name(product);

  const add = async () => {
    if (cart.adding) return;
    setOutcome(
      await cart.add({
        productId: product._id,
        size: size || null,
        oneSize: product.oneSize,
        quantity: 1,
        product: {
          name: product.name,
          nameBn: product.nameBn,
          price: product.price,
          oldPrice: null,
          image: product.images[0] ?? '',
        },
      }),
    );
  };

  return (
    <li className="wishlist__entry">
      <Link to={PATHS.product(product._id)} className="wishlist__picture" tabIndex={-1} aria-hidden="true">
        <ProductImage src={product.images[0] ?? ''} alt="" width={120} height={150} loading="lazy" />
      </Link>
      <div className="wishlist__about">
        <Link to={PATHS.product(product._id)} className="wishlist__name" lang={name.lang}>
          {name.text}
        </Link>
        <span className="wishlist__price">{format.taka(product.price)}</span>
        {outcome ? (
          <p
            className={`wishlist__outcome${outcome.kind === 'added' ? ' wishlist__outcome--added' : ''}`}
            role={outcome.kind === 'added' ? 'status' : 'alert'}
          >
            {outcomeText(outcome, t)}
            {outcome.kind === 'added' ? (
              <>
                {' '}
                <Link to={PATHS.cart}>{t('viewCart')}</Link>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className="wishlist__actions">
        {product.oneSize ? null : (
          <>
            <label className="visually-hidden" htmlFor={`size-${entry._id}`}>
              {t('sizeFor', { name: name.text })}
            </label>
            <select
              id={`size-${entry._id}`}
              className="wishlist__size"
              value={size}
              onChange={(event) => {
                setSize(event.target.value as Size | '');
                if (outcome?.kind === 'needsSize') setOutcome(null);
              }}
            >
              <option value="">{t('chooseSize')}</option>
              {SIZES.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          </>
        )}
        <button
          type="button"
          className="button button--primary"
          disabled={saving}
          // Focusable while it adds: a disabled button would drop the focus to the page.
          aria-disabled={cart.adding || undefined}
          onClick={add}
          aria-label={t('addLabel', { name: name.text })}
        >
          {cart.adding ? t('adding') : t('addToCart')}
        </button>
        <button
          type="button"
          className="button button--outline"
          disabled={saving}
          onClick={onRemove}
          aria-label={t('removeLabel', { name: name.text })}
        >
          {t('remove')}
        </button>
      </div>
    </li>
  );
}
