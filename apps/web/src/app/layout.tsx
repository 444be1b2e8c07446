import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from './error-boundary';
import { FooterLoader } from './footer/footer-loader';
import { FloatingActionsLoader } from './header/floating-actions-loader';
import { Header } from './header/header';

/** A new page starts at its top, as a page load would. */
function useScrollToTopOnNavigation(pathname: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is for each new pathname
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

export function Layout() {
  const { pathname } = useLocation();
  useScrollToTopOnNavigation(pathname);
  return (
    <div className="shell">
      {/* The session is wired in by the auth feature; until then everyone is a guest. */}
      <Header account={{ status: 'signed-out' }} />
      {/* A new page gets a fresh boundary, so one broken page does not stick to the next. */}
      <ErrorBoundary key={pathname}>
        <Suspense fallback={<main className="page">Loading...</main>}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
      <FooterLoader />
      <FloatingActionsLoader />
    </div>
  );
}
