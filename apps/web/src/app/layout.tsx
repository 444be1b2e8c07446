import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from './error-boundary';

export function Layout() {
  const { pathname } = useLocation();
  return (
    <div className="shell">
      <header className="site-header">
        <Link to="/" className="logo" aria-label="Haat home">
          Haat
        </Link>
      </header>
      {/* A new page gets a fresh boundary, so one broken page does not stick to the next. */}
      <ErrorBoundary key={pathname}>
        <Suspense fallback={<main className="page">Loading...</main>}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
      <footer className="site-footer">
        <p>© {new Date().getFullYear()} Haat · premium clothing, authentic style</p>
      </footer>
    </div>
  );
}
