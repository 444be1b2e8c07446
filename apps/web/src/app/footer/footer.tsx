import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { footerMessages } from './messages';
import { NewsletterForm } from './newsletter-form';
import './footer.css';
import { PATHS } from '../../config/paths';

/** The footer's link columns; each path is derived from its label, as the spec has them. */
const COLUMNS = [
  {
    key: 'shop',
    links: [
      { to: '/home', key: 'home' },
      { to: '/shop', key: 'shopAll' },
      { to: '/categories', key: 'categories' },
      { to: '/aboutus', key: 'aboutUs' },
    ],
  },
  {
    key: 'help',
    links: [
      { to: '/contact', key: 'contact' },
      { to: '/helpdesk', key: 'helpdesk' },
      { to: '/faq', key: 'faq' },
      { to: PATHS.paymentOptions, key: 'paymentOptions' },
      { to: PATHS.track, key: 'trackOrder' },
    ],
  },
  {
    key: 'account',
    links: [
      // The spec's wildcard account entry: the account area answers every path under it.
      { to: PATHS.account, key: 'account' },
      { to: PATHS.orderStatus, key: 'orderStatus' },
      { to: PATHS.returns, key: 'returns' },
    ],
  },
] as const;

export default function Footer() {
  const t = useT(footerMessages);
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <Link to="/" className="footer__logo">
            Haat
          </Link>
          <p className="footer__tagline">{t('tagline')}</p>
          <p className="footer__muted">{t('about')}</p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.key} className="footer__column" aria-labelledby={`footer-${column.key}`}>
            <h2 id={`footer-${column.key}`} className="footer__heading">
              {t(column.key)}
            </h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.key)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <NewsletterForm />
      </div>
      <div className="footer__bottom">
        <div className="footer__inner footer__bottom-inner">
          <p>{t('copyright', { year: new Date().getFullYear() })}</p>
          <p>
            <span className="footer__muted">{t('weAccept')}: </span>
            {t('paymentMethods')}
          </p>
          <p className="footer__legal">
            <Link to={PATHS.terms}>{t('terms')}</Link>
            <Link to={PATHS.privacy}>{t('privacy')}</Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
