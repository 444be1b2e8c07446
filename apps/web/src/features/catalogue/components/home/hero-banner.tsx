import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../../config/paths';
import { useT } from '../../../../lib/i18n';
import { useHeroImage } from '../../api';
import heroDefault from './hero-default.svg?no-inline';
import { homeMessages } from './messages';
import { OfferBanner } from './offer-banner';

/** The last resort when neither the server's picture nor the bundled one shows. */
function HeroPlaceholder() {
  return (
    <svg className="hero__picture hero__picture--placeholder" viewBox="0 0 1200 480" aria-hidden="true">
      <rect width="1200" height="480" fill="currentColor" opacity="0.14" />
      <path
        d="M880 130l40-18q16 14 32 0l40 18 40 60-28 18-18-20v228H886V188l-18 20-28-18z"
        fill="currentColor"
        opacity="0.22"
      />
    </svg>
  );
}

/**
 * The hero: the tagline and Shop Now over the server's picture. While the picture loads, a block
 * of the same size holds its place; if it fails, the picture bundled with the app shows instead
 * (the failure is logged, the shopper sees nothing wrong), and if that fails too, a drawn
 * placeholder. The 20% OFF offer sits on the picture for its first 15 seconds.
 */
export function HeroBanner() {
  const t = useT(homeMessages);
  const hero = useHeroImage();
  const [serverPictureBroken, setServerPictureBroken] = useState(false);
  const [defaultPictureBroken, setDefaultPictureBroken] = useState(false);
  const useDefault = hero.isError || serverPictureBroken;

  useEffect(() => {
    if (hero.isError) console.warn('The hero picture could not be loaded; showing the default.', hero.error);
  }, [hero.isError, hero.error]);

  let picture: ReactNode;
  if (hero.isPending) {
    picture = <span className="hero__picture skeleton" />;
  } else if (!useDefault) {
    picture = (
      <img
        className="hero__picture"
        src={hero.data}
        alt=""
        width={1200}
        height={480}
        fetchPriority="high"
        onError={() => {
          console.warn('The hero picture from the server could not be shown; showing the default.');
          setServerPictureBroken(true);
        }}
      />
    );
  } else if (!defaultPictureBroken) {
    picture = (
      <img
        className="hero__picture"
        src={heroDefault}
        alt=""
        width={1200}
        height={480}
        onError={() => setDefaultPictureBroken(true)}
      />
    );
  } else {
    picture = <HeroPlaceholder />;
  }

  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__frame" role="img" aria-label={t('heroPicture')}>
        {picture}
      </div>
      <div className="hero__content">
        <p className="hero__kicker">{t('heroKicker')}</p>
        <h1 id="hero-title" className="hero__title">
          {t('tagline')}
        </h1>
        <p className="hero__text">{t('heroText')}</p>
        <Link to={PATHS.products} className="button button--accent hero__cta">
          {t('shopNow')}
        </Link>
      </div>
      <OfferBanner />
    </section>
  );
}
