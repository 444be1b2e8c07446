import type { ReactNode } from 'react';
import { formatTaka } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { usePreferences } from '../../../lib/preferences';
import { useMyOrders } from '../api';
import { formatOrderDate, itemCount, RECENT_ORDERS_SHOWN, STATUS_MESSAGES, statusTone } from '../orders';
import { accountMessages } from './messages';

/** The dashboard's table of the shopper's latest orders (the API answers newest first). */
export function RecentOrders({ userId }: { userId: string }) {
  const t = useT(accountMessages);
  const { language } = usePreferences();
  const orders = useMyOrders(userId);

  let body: ReactNode;
  if (orders.isPending) {
    body = <p className="state">{t('loading')}</p>;
  } else if (orders.isError) {
    body = (
      <div className="state state--error" role="alert">
        <p>{t('ordersLoadFailed')}</p>
        <button type="button" className="button button--outline" onClick={() => orders.refetch()}>
          {t('tryAgain')}
        </button>
      </div>
    );
  } else if (orders.data.length === 0) {
    body = <p className="state">{t('noOrders')}</p>;
  } else {
    body = (
      <div className="account-orders__scroll">
        <table className="account-orders" aria-labelledby="account-orders-title">
          <thead>
            <tr>
              <th scope="col">{t('orderNumber')}</th>
              <th scope="col">{t('placedOn')}</th>
              <th scope="col" className="account-orders__number">
                {t('items')}
              </th>
              <th scope="col" className="account-orders__number">
                {t('total')}
              </th>
              <th scope="col">{t('status')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.data.slice(0, RECENT_ORDERS_SHOWN).map((order) => (
              <tr key={order._id}>
                <td className="account-orders__id">{order.orderNumber}</td>
                <td>{formatOrderDate(order.createdAt, language)}</td>
                <td className="account-orders__number" data-label={t('items')}>
                  {itemCount(order)}
                </td>
                <td className="account-orders__number">{formatTaka(order.total, { decimals: true })}</td>
                <td>
                  <span className={`account-status account-status--${statusTone(order.status)}`}>
                    {t(STATUS_MESSAGES[order.status])}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section className="account-card" aria-labelledby="account-orders-title">
      <div className="account-card__head">
        <h2 id="account-orders-title" className="account-card__title">
          {t('recentOrders')}
        </h2>
      </div>
      {body}
    </section>
  );
}
