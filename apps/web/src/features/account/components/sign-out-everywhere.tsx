import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useT } from '../../../lib/i18n';
import { useRefusal } from '../../../lib/refusals';
import { signOutEverywhere } from '../../../lib/session';
import { accountMessages } from './messages';

/** Ends every session of the account, on the server, this one included; then the shop is signed out here. */
export function SignOutEverywhere() {
  const t = useT(accountMessages);
  const refusal = useRefusal();
  const { pathname } = useLocation();
  const signOut = useMutation({ mutationFn: () => signOutEverywhere(pathname) });
  return (
    <section className="account-card account-security" aria-labelledby="account-security-title">
      <h2 id="account-security-title" className="account-card__title">
        {t('securityTitle')}
      </h2>
      <p className="account-security__text">{t('securityText')}</p>
      <button
        type="button"
        className="button button--outline"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        {signOut.isPending ? t('signingOutEverywhere') : t('signOutEverywhere')}
      </button>
      {signOut.isError ? (
        <p className="state state--error" role="alert">
          {t('signOutEverywhereFailed', { message: refusal(signOut.error) })}
        </p>
      ) : null}
    </section>
  );
}
