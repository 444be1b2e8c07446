import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useT } from '../lib/i18n';
import { signOut, useSession } from '../lib/session';
import { TOAST_REGION_ID } from '../ui/toast-region';
import { ErrorBoundary } from './error-boundary';
import { FooterLoader } from './footer/footer-loader';
import type { AccountMenuProps } from './header/account-menu';
import { FloatingActionsLoader } from './header/floating-actions-loader';
import { Header } from './header/header';
import { layoutMessages } from './layout-messages';

/** What shows while a page's code arrives. */
function PageLoading() {
  const t = useT(layoutMessages);
  return (
    <main id="main" tabIndex={-1} className="page">
      {t('loading')}
    </main>
  );
}

/**
 * The first stop of the Tab key on every page: it moves the focus past the header's two dozen
 * controls to the page's own content. Each page renders its own <main id="main">, so the link finds it.
 */
function SkipLink() {
  const t = useT(layoutMessages);
  return (
    // biome-ignore lint/a11y/useValidAnchor: a link to #main, which the click handler focuses without changing the address
    <a
      className="skip-link"
      href="#main"
      onClick={(event) => {
        // Every page's <main> is #main, focusable by script only (tabIndex -1), so the next Tab goes
        // to the page's first control; the address keeps no #main.
        const main = document.getElementById('main');
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
    >
      {t('skipToContent')}
    </a>
  );
}

/**
 * A new page starts at its top, as a page load would: scrolled up, and for the keyboard too. When
 * the control that led here went with the old page, the browser would start the next Tab from
 * where it was, somewhere in the middle of the new page; focusing the page's frame for a moment
 * moves that starting point to the top (the skip link comes next) without showing a focus ring.
 */
function useScrollToTopOnNavigation(pathname: string) {
  const firstPage = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is for each new pathname
  useEffect(() => {
    window.scrollTo(0, 0);
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const focused = document.activeElement;
    const shell = document.querySelector<HTMLElement>('.shell');
    if (!shell || (focused && focused !== document.body)) return;
    shell.tabIndex = -1;
    shell.focus({ preventScroll: true });
    shell.blur();
    shell.removeAttribute('tabindex');
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
      <SkipLink />
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
      {/* Toasts are written here by the pages that show them (ui/toast.ts), with their code. */}
      <div id={TOAST_REGION_ID} className="toasts" role="status" />
    </div>
  );
}
