import type { OrderSummary } from '@haat/contracts';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { PATHS } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useShopperId } from '../../../lib/session';
import '../../../ui/form/form.css';
import { QueryState } from '../../../ui/query-state';
import { useMyOrders } from '../api';
import { OrderCard } from '../components/order-card';
import { OrderTabs, panelId, tabId } from '../components/order-tabs';
import { orderMessages } from '../messages';
import { inTab, isOrderTab, matchesSearch, ORDER_TABS, type OrderTab } from '../status';
import '../orders.css';

/** /orders, inside the account area (which lets only a signed-in shopper in). */
export default function OrdersPage() {
  const userId = useShopperId();
  return userId ? <MyOrders userId={userId} /> : null;
}

function MyOrders({ userId }: { userId: string }) {
  const t = useT(orderMessages);
  const orders = useMyOrders(userId);
  const failed =
    orders.error instanceof ApiError && orders.error.status === 404
      ? t('ordersNotFound')
      : t('ordersLoadFailed');
  return (
    <>
      <h1 className="account__title">{t('myOrders')}</h1>
      <div className="account-card orders">
        <QueryState
          query={orders}
          error={failed}
          isEmpty={(list) => list.length === 0}
          empty={
            <>
              <p>{t('noOrders')}</p>
              <Link to={PATHS.products} className="button button--primary">
                {t('startShopping')}
              </Link>
            </>
          }
        >
          {(list) => <OrderList orders={list} />}
        </QueryState>
      </div>
    </>
  );
}

/**
 * The tabs, the search and the orders they leave. Both live in the address (?tab=to-pay&q=saree),
 * so a reload or coming back from an order's page finds the list as it was.
 */
function OrderList({ orders }: { orders: OrderSummary[] }) {
  const t = useT(orderMessages);
  const base = useId();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const tab: OrderTab = isOrderTab(wanted) ? wanted : 'all';
  const [search, setSearch] = useState(params.get('q') ?? '');

  const change = (next: { tab?: OrderTab; q?: string }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [name, value] of Object.entries(next)) {
          if (value && value !== 'all') updated.set(name, value);
          else updated.delete(name);
        }
        return updated;
      },
      { replace: true },
    );

  const found = orders.filter((order) => matchesSearch(order, search));
  const counts = Object.fromEntries(
    ORDER_TABS.map((each) => [each, found.filter((order) => inTab(order, each)).length]),
  ) as Record<OrderTab, number>;
  const shown = found.filter((order) => inTab(order, tab));

  return (
    <>
      <OrderTabs base={base} selected={tab} counts={counts} onSelect={(next) => change({ tab: next })} />
      <div className="orders__tools">
        <label className="visually-hidden" htmlFor={`${base}-search`}>
          {t('search')}
        </label>
        <input
          id={`${base}-search`}
          type="search"
          className="field__control orders__search"
          placeholder={t('searchPlaceholder')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            change({ q: event.target.value });
          }}
        />
        <p className="orders__count" role="status">
          {t.plural({ one: 'showingOne', other: 'showing' }, orders.length, {
            shown: shown.length,
            total: orders.length,
          })}
        </p>
      </div>
      <div role="tabpanel" id={panelId(base)} aria-labelledby={tabId(base, tab)} className="orders__panel">
        {shown.length === 0 ? (
          <p className="state">{search.trim() ? t('noneFound') : t('noneInTab')}</p>
        ) : (
          <ul className="orders__list">
            {shown.map((order) => (
              <li key={order._id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
