import { BENGALI_PREFIX, pageOfAddress } from '@haat/contracts/pages';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useLayoutEffect, useState } from 'react';
import { Router } from 'react-router';
import { queryClient } from '../api/query-client';
import { browserHistory } from '../lib/browser-history';
import { SessionEffects } from '../lib/session';
import { ErrorBoundary } from './error-boundary';
import { AppRoutes } from './routes';

/**
 * The browser router, with its base read from the address each time it moves: a Bengali address
 * (`/bn/…`) keeps every link of the shop under /bn, and choosing a language moves the page and the
 * base together.
 */
function ShopRouter({ children }: { children: ReactNode }) {
  const history = browserHistory();
  const [{ action, location }, follow] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen(follow), [history]);
  const base = pageOfAddress(location.pathname).language ? BENGALI_PREFIX : '/';
  return (
    <Router basename={base} location={location} navigationType={action} navigator={history}>
      {children}
    </Router>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ShopRouter>
        <SessionEffects />
        <ErrorBoundary>
          {/* The shop's texts in the chosen language may still be on their way (lib/i18n.ts). */}
          <Suspense fallback={null}>
            <AppRoutes />
          </Suspense>
        </ErrorBoundary>
      </ShopRouter>
    </QueryClientProvider>
  );
}
