import { DELIVERY_FEES_TAKA, type ShipsFrom } from '@haat/contracts/constants';
import { countryMessages } from '../../../../lib/country-messages';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/i18n';
import { CashIcon, GlobeIcon, ReturnIcon, ShieldIcon, TruckIcon } from '../../../../ui/icons';
import { productMessages } from './messages';
import { SELLER_STATS } from './placeholders';

/**
 * Delivery and return terms, and the seller card: placeholder content the spec gives, and the
 * country the product ships from.
 */
export function DeliveryPanel({ shipsFrom }: { shipsFrom: ShipsFrom }) {
  const format = useFormat();
  const t = useT(productMessages);
  const country = useT(countryMessages);
  return (
    <aside className="product-aside">
      <section className="product-panel" aria-labelledby="product-delivery">
        <h2 id="product-delivery" className="product-panel__title">
          {t('deliveryAndReturns')}
        </h2>
        <ul className="product-panel__list">
          <li>
            <GlobeIcon />
            <span>
              <span className="product-panel__muted">{t('deliverTo')}</span>
              <strong>{t('deliveryArea')}</strong>
            </span>
          </li>
          <li>
            <TruckIcon />
            <span>
              <strong>{t('standardDelivery')}</strong>
              <span className="product-panel__muted">{t('deliveryDays')}</span>
            </span>
            <strong className="product-panel__figure">{format.taka(DELIVERY_FEES_TAKA.dhakaInside)}</strong>
          </li>
          <li>
            <CashIcon />
            <strong>{t('cashOnDelivery')}</strong>
          </li>
          <li>
            <ReturnIcon />
            <span>
              <strong>{t('returns')}</strong>
              <span className="product-panel__muted">{t('returnsNote')}</span>
            </span>
          </li>
          <li>
            <ShieldIcon />
            <span className="product-panel__muted">{t('warranty')}</span>
          </li>
        </ul>
      </section>
      <section className="product-panel product-seller" aria-labelledby="product-seller">
        <h2 id="product-seller" className="product-panel__eyebrow">
          {t('soldBy')}
        </h2>
        <p className="product-seller__name">
          <span className="product-seller__logo" aria-hidden="true">
            H
          </span>
          <span>
            <strong>{t('sellerName')}</strong>
            <span className="product-seller__badge">{t('sellerBadge')}</span>
          </span>
        </p>
        <p className="product-seller__origin">
          <GlobeIcon />
          {t('shipsFrom', { country: country(shipsFrom) })}
        </p>
        <dl className="product-seller__stats">
          <div>
            <dt>{t('positiveRatings')}</dt>
            <dd>{format.count(SELLER_STATS.positiveRatingsPercent)}%</dd>
          </div>
          <div>
            <dt>{t('shipOnTime')}</dt>
            <dd>{format.count(SELLER_STATS.shipOnTimePercent)}%</dd>
          </div>
        </dl>
      </section>
    </aside>
  );
}
