import type { ReactNode } from 'react';
import { useT } from '../../../../lib/i18n';
import { CashIcon, ReturnIcon, ShieldIcon, StarIcon } from '../../../../ui/icons';
import { productMessages } from './messages';
import { OfferCountdown } from './offer-countdown';

/** A promise or a fact of delivery: its icon, in a few words, and a line more. */
export function IconNote({ icon, title, note }: { icon: ReactNode; title: string; note: string }) {
  return (
    <>
      <span className="product-trust__icon">{icon}</span>
      <span>
        <strong>{title}</strong>
        <span className="product-trust__note">{note}</span>
      </span>
    </>
  );
}

/** Four promises of the shop and the limited-time offer's countdown. */
export function TrustBadges() {
  const t = useT(productMessages);
  const badges = [
    { icon: <StarIcon />, title: t('trustAuthentic'), note: t('trustAuthenticNote') },
    { icon: <CashIcon />, title: t('trustCod'), note: t('trustCodNote') },
    { icon: <ReturnIcon />, title: t('trustReturns'), note: t('trustReturnsNote') },
    { icon: <ShieldIcon />, title: t('trustSecure'), note: t('trustSecureNote') },
  ];
  return (
    <section className="product-trust" aria-labelledby="product-trust">
      <h2 id="product-trust" className="visually-hidden">
        {t('trust')}
      </h2>
      <ul className="product-trust__list">
        {badges.map((badge) => (
          <li key={badge.title} className="product-trust__badge">
            <IconNote {...badge} />
          </li>
        ))}
      </ul>
      <OfferCountdown />
    </section>
  );
}
