import { Link } from 'react-router';
import { PATHS } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { SUPPORT_CONTACT } from '../contact';
import { infoMessages } from '../messages';

/** Where to turn when a page did not answer the question. */
export function SupportCard() {
  const t = useT(infoMessages);
  return (
    <aside className="info-support" aria-labelledby="info-support-title">
      <h2 id="info-support-title" className="info-support__title">
        {t('stillNeedHelp')}
      </h2>
      <p className="info-support__text">{t('stillNeedHelpText')}</p>
      <p className="info-support__contacts">
        <a href={SUPPORT_CONTACT.phoneHref}>{SUPPORT_CONTACT.phone}</a>
        <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>
      </p>
      <Link to={PATHS.helpSection('live')} className="button button--primary">
        {t('contactSupport')}
      </Link>
    </aside>
  );
}
