import type { AdminOrderListQuery } from '@haat/contracts/admin';
import { CHECKOUT_PAYMENT_METHODS, ORDER_STATUSES, PAYMENT_STATUSES } from '@haat/contracts/constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { revealDateField } from '../../../ui/date-field';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { PageTitle } from '../../../ui/page-title';
import {
  formatOrderDate,
  orderMessages,
  PAYMENT_METHOD_MESSAGES,
  PAYMENT_STATUS_MESSAGES,
  STATUS_MESSAGES,
  StatusBadge,
} from '../../orders';
import { BookingBar, ChooseOrder, shippingMessages, useOrderChoice } from '../../shipping';
import { useAddressFilters } from '../address-filters';
import { downloadOrdersCsv, useAdminOrders } from '../api';
import { adminMessages } from '../messages';
import { PagedTable } from '../pager';
import { ADMIN_PATHS } from '../paths';

const FILTERS = ['status', 'paymentStatus', 'paymentMethod', 'from', 'to', 'deliveredBy', 'q'] as const;

/** /admin/orders: every order, filtered and paged on the server; the filters live in the address. */
export default function OrdersPage() {
  const format = useFormat();
  const t = useT(adminMessages);
  const tOrders = useT(orderMessages);
  const { filters, page, show, submit, key } = useAddressFilters(FILTERS);
  const query = { ...filters, page } as AdminOrderListQuery;
  const orders = useAdminOrders(query);
  const tShipping = useT(shippingMessages);
  // Orders are chosen on the page on screen: another page or filter starts with none.
  const choice = useOrderChoice(orders.data?.rows, key);
  const { page: _page, ...listFilters } = query;
  const [exportFailed, setExportFailed] = useState(false);

  const exportCsv = () => {
    setExportFailed(false);
    downloadOrdersCsv(filters as AdminOrderListQuery).catch(() => setExportFailed(true));
  };

  return (
    <section aria-labelledby="admin-orders-title">
      <div className="admin__head">
        <PageTitle page={t('ordersTitle')} />
        <h1 id="admin-orders-title" className="admin__title">
          {t('ordersTitle')}
        </h1>
        <button type="button" className="button button--outline" onClick={exportCsv}>
          {t('exportCsv')}
        </button>
      </div>
      {exportFailed ? <ErrorBanner>{t('exportFailed')}</ErrorBanner> : null}
      {/* Keyed by the address: going back to other filters shows them in the form. */}
      <form key={key} className="admin-filters" aria-label={t('filters')} onSubmit={submit}>
        <label>
          {t('filterStatus')}
          <select name="status" defaultValue={filters.status ?? ''}>
            <option value="">{t('anyValue')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {tOrders(STATUS_MESSAGES[status])}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('filterPaymentStatus')}
          <select name="paymentStatus" defaultValue={filters.paymentStatus ?? ''}>
            <option value="">{t('anyValue')}</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {tOrders(PAYMENT_STATUS_MESSAGES[status])}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('filterMethod')}
          <select name="paymentMethod" defaultValue={filters.paymentMethod ?? ''}>
            <option value="">{t('anyValue')}</option>
            {CHECKOUT_PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {tOrders(PAYMENT_METHOD_MESSAGES[method])}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('filterFrom')}
          <input type="date" name="from" defaultValue={filters.from ?? ''} onFocus={revealDateField} />
        </label>
        <label>
          {t('filterTo')}
          <input type="date" name="to" defaultValue={filters.to ?? ''} onFocus={revealDateField} />
        </label>
        <label>
          {t('filterDeliveredBy')}
          <input
            type="date"
            name="deliveredBy"
            defaultValue={filters.deliveredBy ?? ''}
            onFocus={revealDateField}
          />
        </label>
        <label className="admin-filters__search">
          {t('filterSearch')}
          <input type="search" name="q" maxLength={100} defaultValue={filters.q ?? ''} />
        </label>
        <div className="admin-filters__actions">
          <button type="submit" className="button button--primary">
            {t('applyFilters')}
          </button>
          <button type="button" className="button button--outline" onClick={() => show({})}>
            {t('clearFilters')}
          </button>
        </div>
      </form>

      <BookingBar choice={choice} filters={listFilters} />

      <PagedTable
        query={orders}
        empty={t('noOrders')}
        columns={[
          tShipping('colSelect'),
          t('colOrder'),
          t('colPlaced'),
          t('colCustomer'),
          t('colItems'),
          t('colTotal'),
          t('colStatus'),
          t('colPayment'),
        ]}
        onPage={(next) => show(filters, next)}
        row={(order) => (
          <tr key={order._id}>
            <td>
              <ChooseOrder choice={choice} order={order} />
            </td>
            <th scope="row">
              <Link to={ADMIN_PATHS.order(order._id)}>{order.orderNumber}</Link>
            </th>
            <td>{formatOrderDate(order.createdAt, format)}</td>
            <td>
              {order.customer.name}
              <span className="admin-table__sub">{order.customer.phone}</span>
            </td>
            <td>{format.number(order.itemCount)}</td>
            <td>{format.taka(order.total, { decimals: true })}</td>
            <td>
              <StatusBadge status={order.status} />
            </td>
            <td>
              {tOrders(PAYMENT_STATUS_MESSAGES[order.paymentStatus])}
              <span className="admin-table__sub">
                {tOrders(PAYMENT_METHOD_MESSAGES[order.paymentMethod])}
              </span>
            </td>
          </tr>
        )}
      />
    </section>
  );
}
