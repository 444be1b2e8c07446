import { TIMINGS_MS } from '@haat/contracts/constants';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n';
import { useNavigateAfterPause } from '../../../lib/navigate-after-pause';
import { rememberedRedirect, takeRedirect, useSession } from '../../../lib/session';
import { googleSignInAddress, useSignInProviders } from '../api';
import { LoginForm } from '../components/login-form';
import { SignUpForm } from '../components/sign-up-form';
import { authMessages } from '../messages';
import '../auth.css';
import { PageTitle } from '../../../ui/page-title';

const TABS = ['login', 'signup'] as const;
type Tab = (typeof TABS)[number];

/** The tab an arrow, Home or End key moves to from `from`, if any. */
function tabAfterKey(from: Tab, key: string): Tab | undefined {
  const at = TABS.indexOf(from);
  if (key === 'ArrowRight') return TABS[(at + 1) % TABS.length];
  if (key === 'ArrowLeft') return TABS[(at - 1 + TABS.length) % TABS.length];
  if (key === 'Home') return TABS[0];
  if (key === 'End') return TABS[TABS.length - 1];
  return undefined;
}

/**
 * /auth (and /login, /register): the Login and Sign Up tabs. A new account returns to Login with
 * its email filled in; a login says so, then after 1.5 s goes where the shopper was sent from.
 */
export default function AuthPage({ tab: initialTab = 'login' }: { tab?: Tab }) {
  const t = useT(authMessages);
  const navigate = useNavigate();
  const session = useSession();
  const providers = useSignInProviders();
  const [tab, setTab] = useState<Tab>(initialTab);
  const [email, setEmail] = useState('');
  const [signedUp, setSignedUp] = useState(false);
  const [signedInHere, setSignedInHere] = useState(false);

  // Whether the visitor came here signed in, decided once the session has started.
  const [arrivedSignedIn, setArrivedSignedIn] = useState<boolean | null>(null);
  const settled = session.initialised && !session.loading;
  useEffect(() => {
    if (arrivedSignedIn === null && settled) setArrivedSignedIn(session.authenticated);
  }, [arrivedSignedIn, settled, session.authenticated]);

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    if (arrivedSignedIn) navigate(takeRedirect('/'), { replace: true });
  }, [arrivedSignedIn, navigate]);

  const navigateAfterPause = useNavigateAfterPause(TIMINGS_MS.loginSuccessRedirect);
  useEffect(() => {
    if (signedInHere) navigateAfterPause((go) => go(takeRedirect('/'), { replace: true }));
  }, [signedInHere, navigateAfterPause]);

  const chooseTab = (next: Tab) => {
    setTab(next);
    setSignedUp(false);
  };

  return (
    <main id="main" tabIndex={-1} className="page auth">
      <div className="auth__card">
        <PageTitle page={tab === 'login' ? t('loginTab') : t('signUpTab')} />
        <h1 className="auth__title">{t('title')}</h1>
        <p className="auth__subtitle">{t('subtitle')}</p>
        {signedInHere ? (
          <p className="auth__message auth__message--success" role="status">
            {t('loginSuccessful')}
          </p>
        ) : (
          <>
            <div className="auth__tabs" role="tablist" aria-label={t('tabs')}>
              {TABS.map((name) => (
                <button
                  key={name}
                  type="button"
                  role="tab"
                  id={`auth-tab-${name}`}
                  aria-controls={`auth-panel-${name}`}
                  aria-selected={tab === name}
                  // One tab stop for the pair; the arrow keys move between them (the tabs pattern).
                  tabIndex={tab === name ? 0 : -1}
                  className="auth__tab"
                  onClick={() => chooseTab(name)}
                  onKeyDown={(event) => {
                    const next = tabAfterKey(name, event.key);
                    if (!next) return;
                    event.preventDefault();
                    chooseTab(next);
                    document.getElementById(`auth-tab-${next}`)?.focus();
                  }}
                >
                  {name === 'login' ? t('loginTab') : t('signUpTab')}
                </button>
              ))}
            </div>
            <div id={`auth-panel-${tab}`} role="tabpanel" aria-labelledby={`auth-tab-${tab}`}>
              {signedUp && tab === 'login' ? (
                <p className="auth__message auth__message--success" role="status">
                  {t('signedUp')}
                </p>
              ) : null}
              {tab === 'login' ? (
                <LoginForm email={email} onEmailChange={setEmail} onSignedIn={() => setSignedInHere(true)} />
              ) : (
                <SignUpForm
                  email={email}
                  onEmailChange={setEmail}
                  onSignedUp={() => {
                    setTab('login');
                    setSignedUp(true);
                  }}
                />
              )}
            </div>
            {providers.data?.google ? (
              <>
                <p className="auth__divider">
                  <span>{t('or')}</span>
                </p>
                <a
                  className="button button--outline auth__google"
                  href={googleSignInAddress(rememberedRedirect())}
                >
                  <GoogleMark />
                  {t('google')}
                </a>
              </>
            ) : null}
          </>
        )}
      </div>
    </main>
  );
}

/** Google's "G", drawn here: nothing is fetched from elsewhere. */
function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.8 6.1C12.4 13.6 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.6c0-1.6-.1-3.1-.4-4.6H24v9h12.4c-.5 2.9-2.2 5.3-4.6 7l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.8l7.8-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.3 0-11.6-4.1-13.5-9.8l-7.8 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}
