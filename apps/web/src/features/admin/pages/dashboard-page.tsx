import type { DashboardFigures } from '@haat/contracts/admin';
import { Link } from 'react-router';
import { PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { PageTitle } from '../../../ui/page-title';
import { QueryState } from '../../../ui/query-state';
import { orderMessages, STATUS_MESSAGES } from '../../orders';
import { useDashboard } from '../api';
import { adminMessages } from '../messages';
import { ADMIN_PATHS } from '../paths';
import { CourierCash } from './courier-figures';

const PERIODS = [
  { key: 'today', label: 'periodToday' },
  { key: 'last7Days', label: 'period7Days' },
  { key: 'last30Days', label: 'period30Days' },
] as const;

/** /admin: the day's figures, what waits for the shop (each a link to it), what runs out, and the cash couriers hold. */
export default function DashboardPage() {
  const t = useT(adminMessages);
  const figures = useDashboard();
  return (
    <section aria-labelledby="admin-dashboard-title">
      <PageTitle page={t('dashboardTitle')} />
      <h1 id="admin-dashboard-title" className="admin__title">
        {t('dashboardTitle')}
      </h1>
      <QueryState query={figures} error={t('loadFailed')}>
        {(found) => (
          <>
            <Sales figures={found} />
            <div className="admin-dashboard__grid">
              <Waiting figures={found} />
              <Stock figures={found} />
              <CourierCash figures={found.couriers} />
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}

function Sales({ figures }: { figures: DashboardFigures }) {
  const format = useFormat();
  const t = useT(adminMessages);
  return (
    <section className="admin-dashboard__sales" aria-labelledby="admin-sales-title">
      <h2 id="admin-sales-title" className="visually-hidden">
        {t('salesTitle')}
      </h2>
      {PERIODS.map(({ key, label }) => (
        <article key={key} className="admin-card admin-figure">
          <h3>{t(label)}</h3>
          <dl>
            <div>
              <dt>{t('figureOrders')}</dt>
              <dd>{format.number(figures[key].orders)}</dd>
            </div>
            <div>
              <dt>{t('figureRevenue')}</dt>
              <dd>{format.taka(figures[key].revenue)}</dd>
            </div>
          </dl>
        </article>
      ))}
      <p className="admin-dashboard__note">{t('salesNote')}</p>
    </section>
  );
}

function Waiting({ figures }: { figures: DashboardFigures }) {
  const format = useFormat();
  const t = useT(adminMessages);
  const tOrders = useT(orderMessages);
  return (
    <section className="admin-card" aria-labelledby="admin-waiting-title">
      <h2 id="admin-waiting-title">{t('waitingTitle')}</h2>
      <h3>{t('waitingOrders')}</h3>
      <ul className="admin-counts">
        {figures.waiting.map(({ status, orders }) => (
          <li key={status}>
            <Link className="admin-counts__row" to={`${ADMIN_PATHS.orders}?status=${status}`}>
              <span>{tOrders(STATUS_MESSAGES[status])}</span>
              <strong>{format.number(orders)}</strong>
            </Link>
          </li>
        ))}
      </ul>
      <ul className="admin-counts">
        <li>
          <Link className="admin-counts__row" to={ADMIN_PATHS.payments}>
            <span>{t('proofsWaiting')}</span>
            <strong>{format.number(figures.proofsWaiting)}</strong>
          </Link>
        </li>
        <li>
          <Link className="admin-counts__row" to={ADMIN_PATHS.returns}>
            <span>{t('returnsWaiting')}</span>
            <strong>{format.number(figures.returnsWaiting)}</strong>
          </Link>
        </li>
        <li>
          <Link className="admin-counts__row" to={ADMIN_PATHS.cancellations}>
            <span>{t('refundsOwed')}</span>
            <strong>{format.number(figures.refundsOwed)}</strong>
          </Link>
        </li>
      </ul>
    </section>
  );
}

function Stock({ figures: { stock } }: { figures: DashboardFigures }) {
  const format = useFormat();
  const t = useT(adminMessages);
  return (
    <section className="admin-card" aria-labelledby="admin-stock-title">
      <h2 id="admin-stock-title">{t('stockTitle')}</h2>
      <dl className="admin-counts admin-counts--plain">
        <div className="admin-counts__row">
          <dt>{t('stockOut')}</dt>
          <dd>{format.number(stock.out)}</dd>
        </div>
        <div className="admin-counts__row">
          <dt>{t('stockLow', { units: stock.lowUnits })}</dt>
          <dd>{format.number(stock.low)}</dd>
        </div>
      </dl>
      {stock.products.length === 0 ? (
        <p>{t('stockAllFine', { units: stock.lowUnits })}</p>
      ) : (
        <ul className="admin-lines">
          {stock.products.map((product) => (
            <li key={product._id}>
              <Link className="admin-link" to={PATHS.product(product._id)}>
                {product.name}
              </Link>
              <span className={product.stockTotal === 0 ? 'admin-stock admin-stock--out' : 'admin-stock'}>
                {product.stockTotal === 0 ? t('stockNone') : t('stockUnits', { count: product.stockTotal })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
