import type { Cart, CartItem } from '@haat/contracts';
import { CART_PAGE_SHIPPING_TAKA } from '@haat/contracts/constants';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { RequireSession } from '../../../lib/session';
import { QueryState } from '../../../ui/query-state';
import { useClearCart, useRemoveLines, useSetQuantity } from '../api';
import { useCart } from '../cart-query';
import { useShopCharges } from '../charges';
import { CartLine } from '../components/cart-line';
import { PromoBox } from '../components/promo-box';
import { failureText } from '../failures';
import { cartMessages } from '../messages';
import { selectionTotals } from '../totals';
import '../cart.css';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { PageTitle } from '../../../ui/page-title';

/**
 * /cart and /cart/{id}: the cart page. Every line that can be bought starts selected (only the
 * lines of line or product {id}, when the address names one); the summary and Proceed to Checkout
 * follow the selection, which goes on to /cartpayment in the address.
 */
export default function CartPage() {
  const t = useT(cartMessages);
  return (
    <RequireSession
      loading={
        <main id="main" tabIndex={-1} className="page cart-page state">
          {t('title')}
        </main>
      }
    >
      <CartView />
    </RequireSession>
  );
}

function CartView() {
  const t = useT(cartMessages);
  const cart = useCart();
  // The changes live here, above the lines: removing the last line shows the empty cart for a
  // moment, and a failure must outlive that to be told.
  const setQuantity = useSetQuantity();
  const remove = useRemoveLines();
  const clear = useClearCart();
  // The message of the latest change, if it failed, in the spec's words for what failed (section 8).
  const latest = [
    { change: 'update' as const, mutation: setQuantity },
    { change: 'remove' as const, mutation: remove },
    { change: 'clear' as const, mutation: clear },
  ].reduce((a, b) => (b.mutation.submittedAt > a.mutation.submittedAt ? b : a));
  const failure = latest.mutation.error ? failureText(latest.change, latest.mutation.error, t) : null;
  return (
    <main id="main" tabIndex={-1} className="page cart-page">
      <PageTitle page={t('title')} />
      <h1 className="cart-page__title">{t('title')}</h1>
      {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
      <QueryState
        query={cart}
        error={t('loadFailed')}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <>
            <p>{t('empty')}</p>
            <Link to={PATHS.products} className="button button--primary">
              {t('continueShopping')}
            </Link>
          </>
        }
      >
        {(data) => <CartContents cart={data} changes={{ setQuantity, remove, clear }} />}
      </QueryState>
    </main>
  );
}

/**
 * The selection, kept as the lines the shopper took out of it: a line added later (in another
 * tab, say) is selected as it arrives. Lines that cannot be bought are never selected.
 */
function useSelection(items: CartItem[], only: string | undefined) {
  const [deselected, setDeselected] = useState<Set<string> | null>(null);
  useEffect(() => {
    if (deselected !== null || items.length === 0) return;
    const outside = only ? items.filter((item) => item._id !== only && item.product_id !== only) : [];
    setDeselected(new Set(outside.map((item) => item._id)));
  }, [deselected, items, only]);
  const out = deselected ?? new Set<string>();
  const selected = new Set(
    items.filter((item) => item.available && !out.has(item._id)).map((item) => item._id),
  );
  const selectable = items.filter((item) => item.available);
  return {
    selected,
    all: selectable.length > 0 && selectable.every((item) => selected.has(item._id)),
    some: selected.size > 0,
    toggle: (id: string) =>
      setDeselected((was) => {
        const next = new Set(was ?? []);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: (on: boolean) => setDeselected(on ? new Set() : new Set(items.map((item) => item._id))),
  };
}

type CartChanges = {
  setQuantity: ReturnType<typeof useSetQuantity>;
  remove: ReturnType<typeof useRemoveLines>;
  clear: ReturnType<typeof useClearCart>;
};

function CartContents({ cart, changes }: { cart: Cart; changes: CartChanges }) {
  const format = useFormat();
  const t = useT(cartMessages);
  const { setQuantity, remove, clear } = changes;
  const { id } = useParams();
  const navigate = useNavigate();
  const selection = useSelection(cart.items, id);
  const taxPercent = useShopCharges().data?.taxPercent ?? 0;
  const totals = useMemo(
    () => selectionTotals(cart.items, selection.selected, cart.promo, CART_PAGE_SHIPPING_TAKA, taxPercent),
    [cart, selection.selected, taxPercent],
  );
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = selection.some && !selection.all;
  }, [selection.some, selection.all]);

  // Every line selected: the whole cart goes, its promo code too.
  const deleteSelected = () =>
    selection.selected.size === cart.items.length ? clear.mutate() : remove.mutate([...selection.selected]);

  const proceed = () =>
    navigate(`${PATHS.checkout}?${new URLSearchParams({ lines: [...selection.selected].join(',') })}`);

  return (
    <div className="cart-page__layout">
      <section className="cart-card cart-page__lines" aria-label={t('title')}>
        <div className="cart-page__bar">
          <label className="cart-page__select-all">
            <input
              ref={selectAll}
              type="checkbox"
              checked={selection.all}
              onChange={(event) => selection.toggleAll(event.target.checked)}
            />
            {t('selectAll')}
          </label>
          <button
            type="button"
            className="cart-page__delete"
            disabled={!selection.some || remove.isPending || clear.isPending}
            aria-label={t('deleteSelectedLabel')}
            onClick={deleteSelected}
          >
            {t('deleteSelected')}
          </button>
        </div>
        <ul className="cart-lines">
          {cart.items.map((item) => (
            <CartLine
              key={item._id}
              item={item}
              selection={{
                selected: selection.selected.has(item._id),
                onToggle: () => selection.toggle(item._id),
              }}
              busy={item._id.startsWith('adding-')}
              onQuantity={(quantity) => setQuantity.mutate({ lineId: item._id, quantity })}
              onRemove={() => remove.mutate([item._id])}
            />
          ))}
        </ul>
      </section>
      <div className="cart-page__side">
        <PromoBox promo={cart.promo} />
        <section className="cart-card cart-summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className="cart-card__title">
            {t('summary')}
          </h2>
          <dl className="cart-summary__rows">
            <div>
              <dt>{t('itemsTotal', { count: totals.pieces })}</dt>
              <dd>{format.taka(totals.itemsTotal, { decimals: true })}</dd>
            </div>
            <div>
              <dt>
                {t('shipping')}
                <small className="cart-summary__note">{t('shippingNote')}</small>
              </dt>
              <dd>{format.taka(totals.shipping, { decimals: true })}</dd>
            </div>
            {cart.promo ? (
              <div>
                <dt>
                  {t('discount')} ({cart.promo.code})
                  {totals.promoMinimum !== null ? (
                    <small className="cart-summary__note">
                      {t('promoNotForSelection', {
                        minimum: format.taka(totals.promoMinimum, { decimals: true }),
                      })}
                    </small>
                  ) : null}
                </dt>
                <dd>−{format.taka(totals.discount, { decimals: true })}</dd>
              </div>
            ) : null}
            {totals.tax > 0 ? (
              <div>
                <dt>{t('tax')}</dt>
                <dd>{format.taka(totals.tax, { decimals: true })}</dd>
              </div>
            ) : null}
            <div className="cart-summary__total">
              <dt>{t('total')}</dt>
              <dd>{format.taka(totals.total, { decimals: true })}</dd>
            </div>
          </dl>
          <button
            type="button"
            className="button button--primary cart-summary__proceed"
            disabled={!selection.some}
            onClick={proceed}
          >
            {t('proceed')}
          </button>
          {selection.some ? null : <p className="cart-summary__hint">{t('nothingSelected')}</p>}
        </section>
      </div>
    </div>
  );
}
