import { useT } from '../../../../lib/i18n';
import { CashIcon, Icon, ReturnIcon, ShieldIcon, TruckIcon } from '../../../../ui/icons';
import { homeMessages } from './messages';

/** A phone with a taka sign: paying by bKash or Nagad. */
const MobileMoneyIcon = () => (
  <Icon>
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M10.5 18.5h3M10 7.5h2.5a2 2 0 0 1 0 4H10m0-4v7" />
  </Icon>
);

/** The five promises of the shop, as cards. */
export function WhyShopWithUs() {
  const t = useT(homeMessages);
  const features = [
    { icon: <CashIcon />, title: t('cashOnDelivery'), text: t('cashOnDeliveryText') },
    { icon: <ReturnIcon />, title: t('returns'), text: t('returnsText') },
    { icon: <ShieldIcon />, title: t('authentic'), text: t('authenticText') },
    { icon: <TruckIcon />, title: t('delivery'), text: t('deliveryText') },
    { icon: <MobileMoneyIcon />, title: t('mobilePayments'), text: t('mobilePaymentsText') },
  ];
  return (
    <section className="home__section" aria-labelledby="home-why-title">
      <h2 id="home-why-title" className="home__title">
        {t('whyShopWithUs')}
      </h2>
      <ul className="home-features">
        {features.map((feature) => (
          <li key={feature.title} className="home-features__card">
            <span className="home-features__icon">{feature.icon}</span>
            <h3 className="home-features__title">{feature.title}</h3>
            <p className="home-features__text">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
