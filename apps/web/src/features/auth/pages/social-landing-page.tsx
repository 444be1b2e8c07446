import { isShopPath } from '@haat/contracts';
import { TIMINGS_MS } from '@haat/contracts/constants';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n';
import { decodeToken, getSession, login, takeRedirect, type UserFields } from '../../../lib/session';
import { landingMessages } from '../messages';
import '../auth.css';
import { PATHS } from '../../../config/paths';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { PageTitle } from '../../../ui/page-title';

type Outcome =
  | { state: 'processing' }
  | { state: 'success'; to: string }
  | {
      state: 'error';
      key: 'failed' | 'noToken' | 'invalidToken';
      error?: string;
      to: string;
      afterMs: number;
    };

const MAX_ERROR_LENGTH = 160;

/** The user the server sent along as JSON, if it is readable. */
function userParam(text: string | null): UserFields | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as UserFields) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * /auth/success and /auth/google/callback: where a social sign-in returns with `token` (and
 * `user`), or with `error`. Processing, then success (on after 2 s to the saved page or /) or an
 * error (back to /auth after 3 s; home after 4 s when the server reported it on the callback page).
 */
export default function SocialLandingPage() {
  const t = useT(landingMessages);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'processing' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(search);
    const stored = takeRedirect('/');
    const redirect = params.get('redirect');
    const to = isShopPath(redirect) ? redirect : stored;
    // The token leaves the address bar (and the history) at once.
    navigate(pathname, { replace: true });

    const current = getSession();
    if (current.user && current.token) {
      navigate(to, { replace: true });
      return;
    }
    // The error is the provider's or our server's words; a link anyone made could carry any text, so
    // only a short line of it is shown.
    const error = params.get('error')?.slice(0, MAX_ERROR_LENGTH);
    if (error) {
      const fromServer = pathname === PATHS.googleCallback;
      setOutcome({
        state: 'error',
        key: 'failed',
        error,
        to: fromServer ? '/' : PATHS.auth,
        afterMs: fromServer ? TIMINGS_MS.socialBackendErrorRedirect : TIMINGS_MS.socialErrorRedirect,
      });
      return;
    }
    const token = params.get('token');
    if (!token) {
      setOutcome({ state: 'error', key: 'noToken', to: PATHS.auth, afterMs: TIMINGS_MS.socialErrorRedirect });
      return;
    }
    const invalid: Outcome = {
      state: 'error',
      key: 'invalidToken',
      to: PATHS.auth,
      afterMs: TIMINGS_MS.socialErrorRedirect,
    };
    const claims = decodeToken(token);
    if (!claims) {
      setOutcome(invalid);
      return;
    }
    login(token, userParam(params.get('user')) ?? claims).then(
      () => setOutcome({ state: 'success', to }),
      () => setOutcome(invalid),
    );
  }, [navigate, pathname, search]);

  useEffect(() => {
    if (outcome.state === 'processing') return;
    const afterMs = outcome.state === 'success' ? TIMINGS_MS.socialSuccessRedirect : outcome.afterMs;
    const timer = setTimeout(() => navigate(outcome.to, { replace: true }), afterMs);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  return (
    <main id="main" tabIndex={-1} className="page auth">
      <PageTitle page={t('pageTitle')} />
      <div className="auth__card auth__card--landing" aria-live="polite">
        {outcome.state === 'processing' ? (
          <p className="auth__landing-text">
            <span className="auth__spinner" aria-hidden="true" />
            {t('processing')}
          </p>
        ) : outcome.state === 'success' ? (
          <>
            <p className="auth__message auth__message--success" role="status">
              {t('success')}
            </p>
            <Link className="button button--primary" to={outcome.to} replace>
              {t('continue')}
            </Link>
          </>
        ) : (
          <>
            <ErrorBanner>{t(outcome.key, { error: outcome.error ?? '' })}</ErrorBanner>
            <p className="auth__landing-text">{t('redirecting')}</p>
            <Link className="button button--outline" to={PATHS.auth} replace>
              {t('backToSignIn')}
            </Link>
          </>
        )}
      </div>
    </main>
  );
}
