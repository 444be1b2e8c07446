import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { queryClient } from '../api/query-client';
import { SessionEffects } from '../lib/session';
import { ErrorBoundary } from './error-boundary';
import { AppRoutes } from './routes';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <SessionEffects />
        <ErrorBoundary>
          {/* The shop's texts in the chosen language may still be on their way (lib/i18n.ts). */}
          <Suspense fallback={null}>
            <AppRoutes />
          </Suspense>
        </ErrorBoundary>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
