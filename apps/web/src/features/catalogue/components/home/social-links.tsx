import { useT } from '../../../../lib/i18n';
import { homeMessages } from './messages';
import socialIcons from './social-icons.svg?no-inline';

/**
 * The shop's social pages (placeholders: each network's front page until the shop has its own).
 * The icons are symbols of one SVG file, so that their drawings stay out of the JavaScript.
 */
const NETWORKS = [
  { name: 'Facebook', icon: 'facebook', href: 'https://www.facebook.com/' },
  { name: 'Instagram', icon: 'instagram', href: 'https://www.instagram.com/' },
  { name: 'YouTube', icon: 'youtube', href: 'https://www.youtube.com/' },
  { name: 'TikTok', icon: 'tiktok', href: 'https://www.tiktok.com/' },
  { name: 'WhatsApp', icon: 'whatsapp', href: 'https://www.whatsapp.com/' },
  { name: 'Pinterest', icon: 'pinterest', href: 'https://www.pinterest.com/' },
] as const;

/** The social icon grid before the footer. */
export function SocialLinks() {
  const t = useT(homeMessages);
  return (
    <section className="home__section home-social" aria-labelledby="home-social-title">
      <h2 id="home-social-title" className="home__title">
        {t('followUs')}
      </h2>
      <p className="home-social__text">{t('followUsText')}</p>
      <ul className="home-social__grid">
        {NETWORKS.map((network) => (
          <li key={network.name}>
            <a
              href={network.href}
              target="_blank"
              rel="noopener noreferrer"
              className="home-social__link"
              aria-label={t('opensInNewTab', { name: network.name })}
            >
              <span className="home-social__icon">
                <svg width="1em" height="1em" aria-hidden="true">
                  <use href={`${socialIcons}#${network.icon}`} />
                </svg>
              </span>
              <span aria-hidden="true">{network.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
