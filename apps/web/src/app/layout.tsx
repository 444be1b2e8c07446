import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useT } from '../lib/i18n';
import { signOut, useSession } from '../lib/session';
import { ErrorBoundary } from './error-boundary';
import { FooterLoader } from './footer/footer-loader';
import type { AccountMenuProps } from './header/account-menu';
import { FloatingActionsLoader } from './header/floating-actions-loader';
import { Header } from './header/header';
import { layoutMessages } from './layout-messages';

/** What shows while a page's code arrives. */
function PageLoading() {
  const t = useT(layoutMessages);
  return <main className="page">{t('loading')}</main>;
}

/** A new page starts at its top, as a page load would. */
function useScrollToTopOnNavigation(pathname: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is for each new pathname
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** The header's sign-in control follows the session; signing out leaves for the home page. */
function useAccountControl(pathname: string): AccountMenuProps {
  const session = useSession();
  const navigate = useNavigate();
  if (!session.initialised || session.loading) return { status: 'loading' };
  if (!session.user) return { status: 'signed-out' };
  return {
    status: 'signed-in',
    name: session.user.name,
    onSignOut: () => {
      signOut(pathname);
      navigate('/');
    },
  };
}

export function Layout() {
  const { pathname } = useLocation();
  useScrollToTopOnNavigation(pathname);
  const account = useAccountControl(pathname);
  return (
    <div className="shell">
      <Header account={account} />
      {/* A new page gets a fresh boundary, so one broken page does not stick to the next. */}
      <ErrorBoundary key={pathname}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          {/* Under the page, never under its loading text: a footer shown early would be pushed down. */}
          <FooterLoader />
        </Suspense>
      </ErrorBoundary>
      <FloatingActionsLoader />
    </div>
  );
}
