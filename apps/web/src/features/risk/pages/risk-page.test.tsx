import { ERROR_MESSAGES } from '@haat/contracts';
import type { CodGuardFigures, DeliveryHistory, HeldOrder, PhoneLookup } from '@haat/contracts/admin';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderInShop } from '../../../testing/render';
import { type Asked, refusal, startShop } from '../../../testing/shop-server';
import RiskPage from './risk-page';

const HISTORY: DeliveryHistory = {
  delivered: 0,
  refused: 1,
  returned: 0,
  cancelledAfterShipping: 0,
  cancelled: 0,
  open: 1,
  finished: 1,
  refusalPercent: 100,
};

/** Held order number `n` of 27, oldest first. */
const heldOrder = (n: number): HeldOrder => ({
  _id: `order-${n}`,
  orderNumber: `HT-2611-${String(n).padStart(6, '0')}`,
  status: 'held',
  createdAt: '2026-11-29T05:00:00.000Z',
  total: 560,
  shippingCost: 60,
  customerName: 'Nusrat Jahan',
  phone: '01712345678',
  address: 'House 4, Road 2, Mirpur, Dhaka',
  reasons: [{ rule: 'refused_before', params: { refused: 1 } }],
  phoneHistory: HISTORY,
  addressHistory: HISTORY,
});
const HELD = Array.from({ length: 27 }, (_, index) => heldOrder(index + 1));

/** The held-orders queue, 25 to a page as the page asks; every other call of the page is refused. */
function riskShop({ method, path }: Asked) {
  const url = new URL(path, 'http://shop');
  if (method === 'GET' && url.pathname === '/api/v1/admin/risk/held-orders') {
    const page = Number(url.searchParams.get('page'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    const rows = HELD.slice((page - 1) * pageSize, page * pageSize);
    return { status: 200, body: { success: true, total: HELD.length, page, pageSize, rows } };
  }
  return refusal(404, ERROR_MESSAGES.routeNotFound);
}

test('the held orders go page by page, with where the page stands among all', async () => {
  const shop = await startShop(riskShop);
  const { user } = await renderInShop(<RiskPage />, { path: '/admin/risk' });
  const held = await screen.findByRole('region', { name: 'Held orders' });
  expect(await within(held).findByText('HT-2611-000001')).toBeVisible();
  const pager = within(held).getByRole('navigation', { name: 'Page 1 of 2' });
  expect(within(pager).getByText('1–25 of 27')).toBeVisible();
  expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();

  await user.click(within(pager).getByRole('button', { name: 'Next page' }));
  expect(await within(held).findByText('HT-2611-000026')).toBeVisible();
  expect(within(held).queryByText('HT-2611-000001')).not.toBeInTheDocument();
  const second = within(held).getByRole('navigation', { name: 'Page 2 of 2' });
  expect(within(second).getByText('26–27 of 27')).toBeVisible();
  expect(within(second).getByRole('button', { name: 'Next page' })).toBeDisabled();
  expect(shop.calls('/api/v1/admin/risk/held-orders').map((call) => call.path)).toEqual([
    '/api/v1/admin/risk/held-orders?page=1&pageSize=25',
    '/api/v1/admin/risk/held-orders?page=2&pageSize=25',
  ]);
});

test('a page past the last (its orders all decided) gives way to the last page', async () => {
  const shop = await startShop(riskShop);
  await renderInShop(<RiskPage />, { path: '/admin/risk?page=3' });
  const held = await screen.findByRole('region', { name: 'Held orders' });
  expect(await within(held).findByText('HT-2611-000027')).toBeVisible();
  expect(within(held).getByRole('navigation', { name: 'Page 2 of 2' })).toBeVisible();
  expect(shop.calls('/api/v1/admin/risk/held-orders').at(-1)?.path).toBe(
    '/api/v1/admin/risk/held-orders?page=2&pageSize=25',
  );
});

/** The guard's figures with one refusal prevented, and the history of a number that refused three deliveries and is not blocked. */
const FIGURES: CodGuardFigures = {
  days: 30,
  decisions: { passed: 10, held: 6, advance: 1, needs_code: 0, online_only: 1, blocked: 0, daily_limit: 0 },
  prevented: 1,
  released: { delivered: 0, refused: 2, open: 1 },
  passed: { delivered: 4, refused: 0, open: 6 },
};
const LOOKUP: PhoneLookup = {
  phone: '01911000111',
  history: { ...HISTORY, refused: 3, finished: 3, open: 0 },
  blocked: null,
  orders: [
    {
      _id: 'order-1',
      orderNumber: 'HT-2611-000001',
      status: 'returned',
      paymentMethod: 'cash_on_delivery',
      total: 560,
      createdAt: '2026-11-20T05:00:00.000Z',
    },
  ],
  decisions: [],
};

function guardShop({ method, path }: Asked) {
  if (method === 'GET' && path.startsWith('/api/v1/admin/risk/figures'))
    return { status: 200, body: { success: true, figures: FIGURES } };
  if (method === 'GET' && path === '/api/v1/admin/risk/phones/01911000111')
    return { status: 200, body: { success: true, lookup: LOOKUP } };
  return riskShop({ method, path } as Asked);
}

test('the figures count one refusal prevented without a plural, and a number the guard refuses is “not blocked”, not “may pay on delivery”', async () => {
  await startShop(guardShop);
  const { user } = await renderInShop(<RiskPage />, { path: '/admin/risk' });
  expect(
    await screen.findByText(
      'Last 30 days: 10 passed, 7 held, 1 refused; refusals at the door prevented: 1. Released orders: 0 delivered, 2 not received.',
    ),
  ).toBeVisible();
  const lookup = screen.getByRole('region', { name: 'Look up a number' });
  await user.type(within(lookup).getByLabelText('Mobile number'), '01911000111');
  await user.click(within(lookup).getByRole('button', { name: 'Look up' }));
  expect(await within(lookup).findByText('This number is not blocked.')).toBeVisible();
  expect(within(lookup).queryByText(/may pay on delivery/)).not.toBeInTheDocument();
});
