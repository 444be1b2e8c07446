import { Link } from 'react-router';
import { PATHS } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { RequireSession, useSession } from '../../../lib/session';
import { InfoLayout, InfoSection } from '../components/info-layout';
import { comingMessages } from '../messages/coming';

export type ComingPageKind = 'messages';
type ComingKey = keyof typeof comingMessages.en;

/** What each page will hold; messages are the shopper's own, so they ask for sign-in now, as they will then. */
const PAGES: Record<ComingPageKind, { signedInOnly: boolean; holds: readonly ComingKey[] }> = {
  messages: { signedInOnly: true, holds: ['messagesHolds1', 'messagesHolds2', 'messagesHolds3'] },
};

/**
 * A page still to come (messages): it says what it will hold and offers the ways on, instead of a not-found page.
 */
export default function ComingPage({ page }: { page: ComingPageKind }) {
  const t = useT(comingMessages);
  if (!PAGES[page].signedInOnly) return <ComingContent page={page} />;
  return (
    <RequireSession
      loading={
        <main id="main" tabIndex={-1} className="page">
          {t('loading')}
        </main>
      }
    >
      <ComingContent page={page} />
    </RequireSession>
  );
}

function ComingContent({ page }: { page: ComingPageKind }) {
  const t = useT(comingMessages);
  const { authenticated } = useSession();
  return (
    <InfoLayout
      eyebrow={t(`${page}Eyebrow`)}
      title={t(`${page}Title`)}
      lead={<p>{t(`${page}Lead`)}</p>}
      actions={
        <>
          <Link to={PATHS.products} className="button button--primary">
            {t('browse')}
          </Link>
          {authenticated ? (
            <Link to={PATHS.account} className="button button--outline">
              {t('account')}
            </Link>
          ) : (
            <Link to={PATHS.auth} className="button button--outline">
              {t('signIn')}
            </Link>
          )}
          <Link to={PATHS.helpCenter} className="button button--outline">
            {t('helpCenter')}
          </Link>
        </>
      }
    >
      <InfoSection id="coming-holds" title={t('holdsTitle')}>
        <ul className="info-checks">
          {PAGES[page].holds.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </InfoSection>
      <aside className="info-callout info-callout--stack" aria-labelledby="coming-soon">
        <h2 id="coming-soon" className="info-callout__title">
          {t('soonTitle')}
        </h2>
        <p>{t(`${page}Soon`)}</p>
      </aside>
    </InfoLayout>
  );
}
