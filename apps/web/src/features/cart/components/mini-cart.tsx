import { Link } from 'react-router';
import { PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useShopperId } from '../../../lib/session';
import { QueryState } from '../../../ui/query-state';
import { useRemoveLines, useSetQuantity } from '../api';
import { useCart } from '../cart-query';
import { failureText } from '../failures';
import { cartMessages } from '../messages';
import { CartLine } from './cart-line';
import '../cart.css';
import { ErrorBanner } from '../../../ui/form/error-banner';

/**
 * The cart in a small space (the navigation's dropdown, the floating drawer): its lines with
 * quantity steps and Remove, the subtotal, and the way to the cart page. A guest is asked to
 * log in (storefront spec section 2).
 */
export default function MiniCart() {
  const format = useFormat();
  const t = useT(cartMessages);
  const shopperId = useShopperId();
  const cart = useCart();
  const setQuantity = useSetQuantity();
  const remove = useRemoveLines();
  if (!shopperId) {
    return (
      <div className="mini-cart">
        <p className="mini-cart__login">{t('loginToView')}</p>
        <Link to={PATHS.login} className="button button--primary">
          {t('login')}
        </Link>
      </div>
    );
  }
  const failure = setQuantity.error
    ? failureText('update', setQuantity.error, t)
    : remove.error
      ? failureText('remove', remove.error, t)
      : null;
  return (
    <div className="mini-cart">
      <QueryState
        query={cart}
        error={t('loadFailed')}
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="mini-cart__empty">{t('empty')}</p>}
      >
        {(data) => (
          <>
            {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
            <ul className="mini-cart__lines">
              {data.items.map((item) => (
                <CartLine
                  key={item._id}
                  item={item}
                  busy={item._id.startsWith('adding-')}
                  onQuantity={(quantity) => setQuantity.mutate({ lineId: item._id, quantity })}
                  onRemove={() => remove.mutate([item._id])}
                />
              ))}
            </ul>
            <p className="mini-cart__subtotal">
              <span>{t('subtotal')}</span>
              <span>{format.taka(data.subtotal, { decimals: true })}</span>
            </p>
            <div className="mini-cart__actions">
              <Link to={PATHS.cart} className="button button--outline">
                {t('viewCart')}
              </Link>
              {data.items.some((item) => item.available) ? (
                <Link
                  to={`${PATHS.checkout}?${new URLSearchParams({
                    lines: data.items
                      .filter((item) => item.available)
                      .map((item) => item._id)
                      .join(','),
                  })}`}
                  className="button button--primary"
                >
                  {t('proceed')}
                </Link>
              ) : null}
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
