import type { CourierFigures } from '@haat/contracts/admin';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { COURIER_NAMES, courierMessages } from '../courier-messages';
import { ADMIN_PATHS } from '../paths';

/** Parcels sent back of those that ended, as a percentage with one decimal. */
const rateOf = ({ ended, returned }: { ended: number; returned: number }) =>
  ended === 0 ? 0 : Math.round((returned / ended) * 1000) / 10;

/** The dashboard's cash with couriers: what each holds, what is overdue (a link to those orders), and the return rates. */
export function CourierCash({ figures }: { figures: CourierFigures }) {
  const format = useFormat();
  const t = useT(courierMessages);
  const { cashHeld, overdue, returnRates } = figures;
  const overdueOrders = `${ADMIN_PATHS.orders}?paymentStatus=collected_by_courier&deliveredBy=${overdue.deliveredBy}`;
  const orders = (count: number) => t.plural({ one: 'cashOrdersOne', other: 'cashOrders' }, count);
  return (
    <section className="admin-card" aria-labelledby="admin-couriers-title">
      <h2 id="admin-couriers-title">{t('couriersTitle')}</h2>
      <h3>{t('cashHeld')}</h3>
      <dl className="admin-counts admin-counts--plain">
        {cashHeld.map((held) => (
          <div key={held.courier} className="admin-counts__row">
            <dt>{t(COURIER_NAMES[held.courier])}</dt>
            <dd>
              {format.taka(held.amount, { decimals: true })} · {orders(held.orders)}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="admin-counts">
        <li>
          <Link className="admin-counts__row" to={overdueOrders}>
            <span>{t('overdue', { days: overdue.days })}</span>
            <strong>
              {format.taka(overdue.amount, { decimals: true })} · {orders(overdue.orders)}
            </strong>
          </Link>
        </li>
      </ul>
      <h3>{t('returnsTitle', { days: returnRates.days })}</h3>
      <p className="admin-dashboard__note">{t('returnsNote')}</p>
      <ReturnRates
        title={t('returnsByCourier')}
        rows={returnRates.byCourier.map((row) => ({ ...row, name: t(COURIER_NAMES[row.courier]) }))}
      />
      <ReturnRates
        title={t('returnsByDistrict')}
        rows={returnRates.byDistrict.map((row) => ({ ...row, name: row.district }))}
      />
    </section>
  );
}

function ReturnRates({
  title,
  rows,
}: {
  title: string;
  rows: { name: string; ended: number; returned: number }[];
}) {
  const t = useT(courierMessages);
  const ended = rows.filter((row) => row.ended > 0);
  return (
    <>
      <h4>{title}</h4>
      {ended.length === 0 ? (
        <p>{t('noParcels')}</p>
      ) : (
        <dl className="admin-counts admin-counts--plain">
          {ended.map((row) => (
            <div key={row.name} className="admin-counts__row">
              <dt>{row.name}</dt>
              <dd>{t('returnRate', { rate: rateOf(row), returned: row.returned, ended: row.ended })}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
