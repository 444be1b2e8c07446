import { Link } from 'react-router';
import { PATHS } from '../config/paths';
import { useT } from '../lib/i18n';
import { PageTitle } from '../ui/page-title';
import { notFoundMessages } from './not-found-messages';

/** An address the shop does not know: say so, and offer the ways on. */
export default function NotFoundPage() {
  const t = useT(notFoundMessages);
  return (
    <main id="main" tabIndex={-1} className="page page--message">
      <PageTitle page={t('pageTitle')} />
      <h1>{t('heading')}</h1>
      <p>{t('hint')}</p>
      <p className="page__actions">
        <Link to="/" className="button button--primary">
          {t('home')}
        </Link>
        <Link to={PATHS.products} className="button button--outline">
          {t('products')}
        </Link>
        <Link to={PATHS.helpCenter} className="button button--outline">
          {t('help')}
        </Link>
      </p>
    </main>
  );
}
