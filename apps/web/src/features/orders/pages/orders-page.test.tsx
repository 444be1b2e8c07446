import { ERROR_MESSAGES } from '@haat/contracts';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderInShop, signInShopper } from '../../../testing/render';
import { refusal, startShop } from '../../../testing/shop-server';
import OrdersPage from './orders-page';

test('a new shopper reads that they have not placed any orders yet, with no tabs', async () => {
  await startShop(({ path }) =>
    path === '/api/v1/user/orders'
      ? { status: 200, body: { success: true, orders: [] } }
      : refusal(404, ERROR_MESSAGES.routeNotFound),
  );
  await signInShopper();
  await renderInShop(<OrdersPage />, { path: '/orders' });
  expect(await screen.findByText("You haven't placed any orders yet")).toBeVisible();
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/products');
});

test('My Orders says when the orders cannot be loaded, and loads them on Try again', async () => {
  let failing = true;
  await startShop(({ path }) =>
    path !== '/api/v1/user/orders'
      ? refusal(404, ERROR_MESSAGES.routeNotFound)
      : failing
        ? refusal(500, ERROR_MESSAGES.unexpected)
        : { status: 200, body: { success: true, orders: [] } },
  );
  await signInShopper();
  const { user } = await renderInShop(<OrdersPage />, { path: '/orders' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data. Please try again.');
  failing = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText("You haven't placed any orders yet")).toBeVisible();
});
