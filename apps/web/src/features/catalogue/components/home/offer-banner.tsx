import { TIMINGS_MS } from '@haat/contracts/constants';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../../config/paths';
import { useT } from '../../../../lib/i18n';
import { CloseIcon } from '../../../../ui/icons';
import { homeMessages } from './messages';

/**
 * The 20% OFF promotion (placeholder content). It lies on the hero's picture, where it covers
 * nothing to read or press and its going moves nothing (home.css), and it goes by itself after
 * 15 s or when dismissed.
 */
export function OfferBanner() {
  const t = useT(homeMessages);
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), TIMINGS_MS.offerBanner);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <aside className="home-offer" aria-label={t('offerLabel')}>
      <div className="home-offer__body">
        <p className="home-offer__title">{t('offerTitle')}</p>
        <Link to={PATHS.category('new-arrivals')} className="home-offer__link">
          {t('offerText')}
        </Link>
      </div>
      <button
        type="button"
        className="icon-button home-offer__close"
        aria-label={t('dismissOffer')}
        onClick={() => setShown(false)}
      >
        <CloseIcon />
      </button>
    </aside>
  );
}
