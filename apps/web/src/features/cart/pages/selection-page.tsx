import { Link, useSearchParams } from 'react-router';
import { PATHS } from '../../../config/paths';
import { formatTaka } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { RequireSession } from '../../../lib/session';
import { QueryState } from '../../../ui/query-state';
import { useCart } from '../cart-query';
import { cartMessages } from '../messages';
import { selectionTotals } from '../totals';
import '../cart.css';

/**
 * /cartpayment?lines=…: where Proceed to Checkout leads, with the selected lines in the address.
 * The checkout itself (pickup point, payment method, placing the order) comes with the orders
 * issue; until then this page shows the selection it was given.
 */
export default function SelectionPage() {
  const t = useT(cartMessages);
  return (
    <RequireSession loading={<main className="page cart-page state">{t('selectionTitle')}</main>}>
      <SelectionView />
    </RequireSession>
  );
}

function SelectionView() {
  const t = useT(cartMessages);
  const [params] = useSearchParams();
  const wanted = new Set((params.get('lines') ?? '').split(',').filter(Boolean));
  const cart = useCart();
  return (
    <main className="page cart-page">
      <h1 className="cart-page__title">{t('selectionTitle')}</h1>
      <QueryState query={cart} error={t('loadFailed')}>
        {(data) => {
          const lines = data.items.filter((item) => item.available && wanted.has(item._id));
          const totals = selectionTotals(data.items, wanted, data.promo);
          return lines.length === 0 ? (
            <div className="state">
              <p>{t('selectionNone')}</p>
              <Link to={PATHS.cart} className="button button--primary">
                {t('backToCart')}
              </Link>
            </div>
          ) : (
            <section className="cart-card" aria-label={t('selectionTitle')}>
              <p>{t('selectionIntro')}</p>
              <ul className="cart-selection">
                {lines.map((item) => (
                  <li key={item._id}>
                    <span>
                      {item.name} · {t('size', { size: item.size })} × {item.quantity}
                    </span>
                    <span>{formatTaka(item.price * item.quantity, { decimals: true })}</span>
                  </li>
                ))}
              </ul>
              <p className="mini-cart__subtotal">
                <span>{t('total')}</span>
                <span>{formatTaka(totals.total, { decimals: true })}</span>
              </p>
              <Link to={PATHS.cart} className="button button--outline">
                {t('backToCart')}
              </Link>
            </section>
          );
        }}
      </QueryState>
    </main>
  );
}
