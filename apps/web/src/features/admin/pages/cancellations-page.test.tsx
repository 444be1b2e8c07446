import { ERROR_MESSAGES } from '@haat/contracts';
import type { AdminCancellation } from '@haat/contracts/admin';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderInShop } from '../../../testing/render';
import { type Asked, refusal, startShop } from '../../../testing/shop-server';
import CancellationsPage from './cancellations-page';

/** Two cancelled orders owed money back: one paid by bKash, one paid at the door whose delivery fee was paid first. */
const OWED: AdminCancellation[] = [
  {
    orderId: 'order-cod',
    orderNumber: 'HT-2611-000018',
    customer: { id: 'user-1', name: 'Jamal Hossain', email: 'jamal@haat.test', phone: '01911000111' },
    total: 550,
    refundAmount: 60,
    paymentMethod: 'cash_on_delivery',
    paymentStatus: 'pending',
    cancelledAt: '2026-11-29T05:00:00.000Z',
    reason: 'Changed my mind',
    cancelledBy: 'Jamal Hossain',
    refundOwed: true,
  },
  {
    orderId: 'order-bkash',
    orderNumber: 'HT-2611-000019',
    customer: { id: 'user-2', name: 'Nusrat Jahan', email: 'nusrat@haat.test', phone: '01712345678' },
    total: 950,
    refundAmount: 950,
    paymentMethod: 'bkash',
    paymentStatus: 'paid',
    cancelledAt: '2026-11-29T04:00:00.000Z',
    reason: 'Changed my mind',
    cancelledBy: 'Nusrat Jahan',
    refundOwed: true,
  },
];

const cancellationsShop = () =>
  startShop(({ method, path }: Asked) => {
    if (method === 'GET' && path.startsWith('/api/v1/admin/cancellations'))
      return { status: 200, body: { success: true, total: OWED.length, page: 1, pageSize: 25, rows: OWED } };
    return refusal(404, ERROR_MESSAGES.routeNotFound);
  });

test('an order paid at the door is owed its delivery fee paid in advance: its row and its refund say so, not just an amount beside the total', async () => {
  await cancellationsShop();
  const { user } = await renderInShop(<CancellationsPage />, { path: '/admin/cancellations' });
  const cod = (await screen.findByRole('link', { name: 'HT-2611-000018' })).closest('tr') as HTMLElement;
  expect(within(cod).getByText('Delivery fee paid in advance: ৳60.00')).toBeVisible();
  await user.click(within(cod).getByRole('button', { name: 'Mark refunded' }));
  expect(
    screen.getByRole('heading', {
      name: 'Refund the delivery fee paid in advance for order HT-2611-000018 (৳60.00)',
    }),
  ).toBeVisible();

  // An order paid online is owed its total, as before.
  const paid = screen.getByRole('link', { name: 'HT-2611-000019' }).closest('tr') as HTMLElement;
  expect(within(paid).queryByText(/Delivery fee paid in advance/)).not.toBeInTheDocument();
  await user.click(within(paid).getByRole('button', { name: 'Mark refunded' }));
  expect(screen.getByRole('heading', { name: 'Refund order HT-2611-000019 (৳950.00)' })).toBeVisible();
});

test('in Bengali, the fee’s refund names it, in Bengali digits', async () => {
  await cancellationsShop();
  const { user } = await renderInShop(<CancellationsPage />, {
    path: '/admin/cancellations',
    language: 'bn',
  });
  const cod = (await screen.findByRole('link', { name: 'HT-2611-000018' })).closest('tr') as HTMLElement;
  expect(within(cod).getByText('অগ্রিম দেওয়া ডেলিভারি চার্জ: ৳৬০.০০')).toBeVisible();
  await user.click(within(cod).getByRole('button', { name: 'রিফান্ড হয়েছে চিহ্নিত করুন' }));
  expect(
    screen.getByRole('heading', {
      name: 'অর্ডার HT-2611-000018-এর অগ্রিম দেওয়া ডেলিভারি চার্জ রিফান্ড করুন (৳৬০.০০)',
    }),
  ).toBeVisible();
});
