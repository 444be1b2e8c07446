import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../api/client';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { verifyEmail } from '../api';
import { ResendVerification } from '../components/resend-verification';
import { useTokenFromAddress } from '../components/use-token-from-address';
import { verifyMessages } from '../messages';
import '../auth.css';
import { PATHS } from '../../../config/paths';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { PageTitle } from '../../../ui/page-title';

type Outcome =
  | { state: 'checking' }
  | { state: 'done'; email: string; changed: boolean }
  | { state: 'failed'; key: 'linkInvalid' | 'linkMissing' | 'emailTaken' | 'failed'; message?: string };

const KEYS_OF_CODES = {
  linkInvalid: 'linkInvalid',
  linkRequired: 'linkMissing',
  emailTaken: 'emailTaken',
} as const;

/**
 * /verify-email?token=…: the page a verification link (or a new address's confirmation link)
 * opens. It sends the token once, and says whose address is now verified or what went wrong.
 */
export default function VerifyEmailPage() {
  const t = useT(verifyMessages);
  const token = useTokenFromAddress();
  const session = useSession();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });
  // A link works once: it is sent once, even when the page renders twice.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    if (!token) {
      setOutcome({ state: 'failed', key: 'linkMissing' });
      return;
    }
    verifyEmail(token).then(
      (answer) => {
        setOutcome({ state: 'done', email: answer.email, changed: answer.changed });
        // The account area asks again: its badge and address follow the server.
        void queryClient.invalidateQueries({ queryKey: ['account'] });
      },
      (error: unknown) => {
        const code = error instanceof ApiError ? error.code : undefined;
        const key =
          code && code in KEYS_OF_CODES ? KEYS_OF_CODES[code as keyof typeof KEYS_OF_CODES] : 'failed';
        setOutcome({ state: 'failed', key, message: error instanceof Error ? error.message : String(error) });
      },
    );
  }, [token, queryClient]);

  return (
    <main id="main" tabIndex={-1} className="page auth">
      <div className="auth__card">
        <PageTitle page={t('title')} />
        <h1 className="auth__title">{t('title')}</h1>
        {outcome.state === 'checking' ? (
          <p className="auth__landing-text" role="status">
            {t('checking')}
          </p>
        ) : outcome.state === 'done' ? (
          <p className="auth__message auth__message--success" role="status">
            {t(outcome.changed ? 'changed' : 'verified', { email: outcome.email })}
          </p>
        ) : (
          <ErrorBanner>{t(outcome.key, { message: outcome.message ?? '' })}</ErrorBanner>
        )}
        {outcome.state === 'failed' &&
        outcome.key === 'linkInvalid' &&
        session.authenticated &&
        !session.user?.verifiedEmail ? (
          <ResendVerification className="button button--outline auth__submit" />
        ) : null}
        {outcome.state !== 'checking' ? (
          <p className="auth__links">
            {session.authenticated ? (
              <Link to={PATHS.account}>{t('toAccount')}</Link>
            ) : (
              <Link to={PATHS.auth}>{t('signIn')}</Link>
            )}
            <Link to="/">{t('shop')}</Link>
          </p>
        ) : null}
      </div>
    </main>
  );
}
