import { SCROLL_THRESHOLDS_PX } from '@haat/contracts/constants';
import { lazy, Suspense, useState } from 'react';
import { useScrolledPast } from '../../../lib/hooks';
import { useT } from '../../../lib/i18n';
import { CartIcon } from '../../../ui/icons';
import { piecesIn, useCart } from '../cart-query';
import { cartIconMessages } from '../icon-messages';
import { CartCount } from './cart-button';

const CartDrawer = lazy(() => import('./cart-drawer'));

/**
 * The floating cart (storefront spec section 2): a cart button that appears once the page is
 * scrolled past 100 px and opens the cart in a drawer. For a guest the drawer asks to log in.
 * `labelClassName` styles its visible name (shown in a phone's bottom bar).
 */
export function FloatingCartButton({
  className = '',
  labelClassName,
}: {
  className?: string;
  labelClassName?: string;
}) {
  const t = useT(cartIconMessages);
  const shown = useScrolledPast(SCROLL_THRESHOLDS_PX.floatingCart);
  const count = piecesIn(useCart().data);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      {shown || open ? (
        <button
          type="button"
          className={`floating-cart ${className}`}
          aria-label={t.plural({ one: 'openCartOne', other: 'openCart' }, count)}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
        >
          <CartIcon />
          <CartCount />
          {labelClassName ? (
            <span className={labelClassName} aria-hidden="true">
              {t('cart')}
            </span>
          ) : null}
        </button>
      ) : null}
      {wanted ? (
        <Suspense fallback={null}>
          <CartDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
