import { ERROR_MESSAGES } from '@haat/contracts';
import { TIMINGS_MS } from '@haat/contracts/constants';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { renderInShop } from '../../../testing/render';
import { refusal, startShop } from '../../../testing/shop-server';
import SocialLandingPage from './social-landing-page';

const pageNow = () => screen.findByRole('status', { name: 'Page now open' });

// The landing page moves on after a pause: the test's clock runs it at once.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const land = (path: string) => renderInShop(<SocialLandingPage />, { path, route: path.split('?')[0] });

test('an error from the provider is shown, then the page goes back to sign in', async () => {
  await land('/auth/success?error=access_denied');
  expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed: access_denied');
  await act(() => vi.advanceTimersByTimeAsync(TIMINGS_MS.socialErrorRedirect));
  expect(await pageNow()).toHaveTextContent('/auth');
});

test('an error reported on the callback page goes home after a moment', async () => {
  await land('/auth/google/callback?error=server_error');
  expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed: server_error');
  await act(() => vi.advanceTimersByTimeAsync(TIMINGS_MS.socialBackendErrorRedirect));
  expect(await pageNow()).toHaveTextContent(/^\/$/);
});

test('without a token it says none was received', async () => {
  await land('/auth/success');
  expect(await screen.findByRole('alert')).toHaveTextContent('No authentication token received');
});

test('with a broken token it says it is invalid, and the token leaves the address', async () => {
  await land('/auth/google/callback?token=not-a-token');
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid authentication token');
  expect(screen.queryByRole('status', { name: 'Page now open' })).not.toBeInTheDocument();
});

test('a token the shop did not sign is refused, whatever user comes with it', async () => {
  // The shop refuses the token when the page asks for the profile (apps/api tests that it does).
  const shop = await startShop(() => refusal(401, ERROR_MESSAGES.sessionExpired, 'sessionExpired'));
  const forged = `${btoa('{"alg":"none"}')}.${btoa('{"sub":"someone","name":"Bank of Haat"}')}.`;
  const user = encodeURIComponent(JSON.stringify({ id: 'someone', name: 'Bank of Haat' }));
  await land(`/auth/success?token=${forged}&user=${user}`);
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid authentication token');
  expect(screen.queryByText(/You are signed in/)).not.toBeInTheDocument();
  expect(localStorage.getItem('token')).toBeNull();
  expect(shop.calls('/api/v1/auth/profile')).toHaveLength(1);
  await act(() => vi.advanceTimersByTimeAsync(TIMINGS_MS.socialErrorRedirect));
  expect(await pageNow()).toHaveTextContent('/auth');
});
