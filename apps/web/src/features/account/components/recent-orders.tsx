import { Link } from 'react-router';
import { PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { QueryState } from '../../../ui/query-state';
import { formatOrderDate, itemCount, StatusBadge, useMyOrders } from '../../orders';
import { accountMessages } from './messages';

/** How many orders the dashboard's recent orders table shows. */
const RECENT_ORDERS_SHOWN = 5;

/** The dashboard's table of the shopper's latest orders (the API answers newest first). */
export function RecentOrders({ userId }: { userId: string }) {
  const format = useFormat();
  const t = useT(accountMessages);
  const orders = useMyOrders(userId);

  return (
    <section className="account-card" aria-labelledby="account-orders-title">
      <div className="account-card__head">
        <h2 id="account-orders-title" className="account-card__title">
          {t('recentOrders')}
        </h2>
        <Link to={PATHS.orders} className="account-card__action">
          {t('allOrders')}
        </Link>
      </div>
      <QueryState
        query={orders}
        error={t('ordersLoadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={t('noOrders')}
      >
        {(list) => (
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
                {list.slice(0, RECENT_ORDERS_SHOWN).map((order) => (
                  <tr key={order._id}>
                    <td className="account-orders__id">
                      <Link to={PATHS.order(order._id)}>{order.orderNumber}</Link>
                    </td>
                    <td>{formatOrderDate(order.createdAt, format)}</td>
                    <td className="account-orders__number" data-label={t('items')}>
                      {format.count(itemCount(order))}
                    </td>
                    <td className="account-orders__number">{format.taka(order.total, { decimals: true })}</td>
                    <td>
                      <StatusBadge status={order.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </section>
  );
}
