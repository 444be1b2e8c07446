import { ERROR_MESSAGES } from '@haat/contracts';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderInShop, signInShopper } from '../../../testing/render';
import { refusal, startShop } from '../../../testing/shop-server';
import ReviewsPage from './reviews-page';

test('My Reviews says when the reviews cannot be loaded, tries again, and points a shopper with none to their orders', async () => {
  let failing = true;
  const shop = await startShop(({ path }) =>
    path !== '/api/v1/user/reviews'
      ? refusal(404, ERROR_MESSAGES.routeNotFound)
      : failing
        ? refusal(500, 'Internal error')
        : { status: 200, body: { success: true, reviews: [] } },
  );
  await signInShopper();
  const { user } = await renderInShop(<ReviewsPage />, { path: '/reviews' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to load your reviews. Please try again.',
  );

  failing = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText("You haven't reviewed any products yet.")).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'My Reviews' })).toBeVisible();
  expect(shop.calls('/api/v1/user/reviews')).toHaveLength(2);

  await user.click(screen.getByRole('link', { name: 'Go to My Orders' }));
  expect(screen.getByRole('status', { name: 'Page now open' })).toHaveTextContent('/orders');
});
