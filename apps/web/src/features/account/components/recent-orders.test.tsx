import { ERROR_MESSAGES } from '@haat/contracts';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderInShop, SHOPPER, signInShopper } from '../../../testing/render';
import { refusal, startShop } from '../../../testing/shop-server';
import { RecentOrders } from './recent-orders';

test('a shopper with no orders reads on the dashboard that they have not placed any yet', async () => {
  await startShop(({ path }) =>
    path === '/api/v1/user/orders'
      ? { status: 200, body: { success: true, orders: [] } }
      : refusal(404, ERROR_MESSAGES.routeNotFound),
  );
  await signInShopper();
  await renderInShop(<RecentOrders userId={SHOPPER.id} />, { path: '/manageaccount' });
  const orders = screen.getByRole('region', { name: 'Recent Orders' });
  expect(await within(orders).findByText("You haven't placed any orders yet.")).toBeVisible();
  expect(within(orders).queryByRole('table')).not.toBeInTheDocument();
});
