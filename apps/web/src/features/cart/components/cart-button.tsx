import { MOBILE_BREAKPOINT_PX } from '@haat/contracts/constants';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useDismiss, useMediaQuery } from '../../../lib/hooks';
import { useT } from '../../../lib/i18n';
import { CartIcon } from '../../../ui/icons';
import { piecesIn, useCart } from '../cart-query';
import { cartIconMessages } from '../icon-messages';

// The cart's lines and their styles load when the dropdown first opens, not with the first page.
const MiniCart = lazy(() => import('./mini-cart'));

/** The number of pieces, on a cart icon; nothing when the cart is empty. */
export function CartCount() {
  const format = useFormat();
  const count = piecesIn(useCart().data);
  return count > 0 ? (
    <span className="cart-count" aria-hidden="true">
      {count > 99 ? `${format.count(99)}+` : format.count(count)}
    </span>
  ) : null;
}

/**
 * The header's cart: its icon with the number of pieces. On wide screens it opens the cart
 * dropdown (storefront spec section 2), which closes on an outside click, on scrolling, on
 * Escape and when a page opens; on phones it is a link to the cart page.
 */
export function CartButton({ className = '' }: { className?: string }) {
  const t = useT(cartIconMessages);
  const wide = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const count = piecesIn(useCart().data);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes it
  useEffect(close, [pathname]);
  const label = t.plural({ one: 'openCartOne', other: 'openCart' }, count);

  return (
    <div ref={root} className={`cart-button ${className}`}>
      {wide ? (
        <button
          type="button"
          className="icon-button"
          aria-label={label}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((was) => !was)}
        >
          <CartIcon />
          <CartCount />
        </button>
      ) : (
        <Link to={PATHS.cart} className="icon-button" aria-label={label}>
          <CartIcon />
          <CartCount />
        </Link>
      )}
      {wide && open ? (
        <div
          id={panelId}
          className="cart-dropdown"
          role="dialog"
          aria-label={t('cart')}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              setOpen(false);
              root.current?.querySelector('button')?.focus();
            }
          }}
        >
          <Suspense fallback={<p className="state">{t('cart')}</p>}>
            <MiniCart />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
