import { Link } from 'react-router';
import { PATHS } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { RequireSession, useSession } from '../../../lib/session';
import { InfoLayout, InfoSection } from '../components/info-layout';
import { comingMessages } from '../messages/coming';

export type ComingPageKind = 'orders' | 'messages' | 'returns' | 'orderStatus';
type ComingKey = keyof typeof comingMessages.en;

/**
 * What each page will hold. Orders and messages are the shopper's own, so they ask for sign-in
 * now, as they will then; the return rules and order tracking are for anyone who asks.
 */
const PAGES: Record<ComingPageKind, { signedInOnly: boolean; holds: readonly ComingKey[] }> = {
  orders: {
    signedInOnly: true,
    holds: ['ordersHolds1', 'ordersHolds2', 'ordersHolds3', 'ordersHolds4'],
  },
  messages: { signedInOnly: true, holds: ['messagesHolds1', 'messagesHolds2', 'messagesHolds3'] },
  returns: { signedInOnly: false, holds: ['returnsHolds1', 'returnsHolds2', 'returnsHolds3'] },
  orderStatus: {
    signedInOnly: false,
    holds: ['orderStatusHolds1', 'orderStatusHolds2', 'orderStatusHolds3'],
  },
};

/**
 * A page that gets its full content with checkout (orders, messages, returns, order status): it
 * says what it will hold and offers the ways on, instead of a not-found page.
 */
export default function ComingPage({ page }: { page: ComingPageKind }) {
  const t = useT(comingMessages);
  if (!PAGES[page].signedInOnly) return <ComingContent page={page} />;
  return (
    <RequireSession loading={<main className="page">{t('loading')}</main>}>
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
        {page === 'returns' ? (
          <p>
            <Link to={PATHS.faq} className="info-link">
              {t('faq')}
            </Link>
          </p>
        ) : null}
      </aside>
    </InfoLayout>
  );
}
