import type { Profile } from '@haat/contracts';
import { useT } from '../../../lib/i18n';
import { ResendVerification } from '../../auth';
import { accountMessages } from './messages';

/**
 * What the shopper should know about their email address: that it is not verified yet (with a
 * way to get a new link), and a new address waiting for its confirmation link.
 */
export function EmailNotices({ profile }: { profile: Profile }) {
  const t = useT(accountMessages);
  if (profile.verified_email && !profile.pending_email) return null;
  return (
    <>
      {profile.verified_email ? null : (
        <section className="account-notice" aria-labelledby="account-unverified-title">
          <h2 id="account-unverified-title" className="account-notice__title">
            {t('unverifiedTitle')}
          </h2>
          <p className="account-notice__text">{t('unverifiedText', { email: profile.email })}</p>
          <ResendVerification />
        </section>
      )}
      {profile.pending_email ? (
        <section className="account-notice" aria-labelledby="account-pending-title">
          <h2 id="account-pending-title" className="account-notice__title">
            {t('pendingTitle')}
          </h2>
          <p className="account-notice__text">{t('pendingText', { email: profile.pending_email })}</p>
        </section>
      ) : null}
    </>
  );
}
