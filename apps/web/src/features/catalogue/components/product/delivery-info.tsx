import { DELIVERY_FEES_TAKA } from '@haat/contracts/constants';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/i18n';
import { CashIcon, TruckIcon } from '../../../../ui/icons';
import { productMessages } from './messages';
import { IconNote } from './trust-badges';

/** Delivery fees and times, how to pay, and where to follow an order. */
export function DeliveryInfo() {
  const format = useFormat();
  const t = useT(productMessages);
  const rows = [
    {
      icon: <TruckIcon />,
      title: t('insideDhaka'),
      note: t('insideDhakaNote', { fee: format.taka(DELIVERY_FEES_TAKA.dhakaInside) }),
    },
    {
      icon: <TruckIcon />,
      title: t('outsideDhaka'),
      note: t('outsideDhakaNote', { fee: format.taka(DELIVERY_FEES_TAKA.dhakaOutside) }),
    },
    { icon: <CashIcon />, title: t('deliveryPayment'), note: t('deliveryPaymentNote') },
    { icon: <TruckIcon />, title: t('deliveryTracking'), note: t('deliveryTrackingNote') },
  ];
  return (
    <section className="product-delivery-info" aria-labelledby="product-delivery-info">
      <h2 id="product-delivery-info" className="product-section__title">
        {t('deliveryInfo')}
      </h2>
      <ul className="product-delivery-info__list">
        {rows.map((row) => (
          <li key={row.title}>
            <IconNote {...row} />
          </li>
        ))}
      </ul>
    </section>
  );
}
