import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type RenderResult, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { chooseLanguage } from '../lib/i18n';
import type { LanguageCode } from '../lib/preferences';
import { login } from '../lib/session';

type Options = {
  /** The page's path, as the router reads it. */
  path?: string;
  /** The route pattern the element is drawn at, when it reads the path's params (`/order/:id`). */
  route?: string;
  language?: LanguageCode;
};

/** Where the router is now: a page the element moved to shows its path here. */
function Elsewhere() {
  const { pathname } = useLocation();
  return <output aria-label="Page now open">{pathname}</output>;
}

/**
 * Renders a part of the shop as the app does (app.tsx): the real components and message catalogue,
 * in the chosen language, under a router and a query client of their own, suspended while a
 * translation loads. Queries are not retried: a failure shows at once (the retry rule is the
 * query client's, api/query-client.ts).
 */
export async function renderInShop(element: ReactNode, { path = '/', route, language = 'en' }: Options = {}) {
  if (language !== 'en') await chooseLanguage(language);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  // No pause between keys: the forms react to each key, not to the typing speed.
  const user = userEvent.setup({ delay: null });
  let view: RenderResult | undefined;
  // Awaited, as React asks of a render that suspends (a translation on its way).
  await act(async () => {
    view = render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={null}>
            <Routes>
              <Route path={route ?? path.split('?')[0]} element={element} />
              <Route path="*" element={<Elsewhere />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  if (!view) throw new Error('unreachable');
  return { user, ...view };
}

export const SHOPPER = {
  id: 'shopper-1',
  name: 'Nusrat Jahan',
  email: 'nusrat@haat.test',
  role: 'user' as const,
};

/**
 * Signs the shopper in as the sign-in page does, with the stand-in shop's (or no) answer to the
 * profile: the given fields stand.
 */
export async function signInShopper() {
  await login('header.claims.signature', SHOPPER);
}
