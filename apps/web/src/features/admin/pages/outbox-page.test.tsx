import { ERROR_MESSAGES } from '@haat/contracts';
import type { OutboxMessage } from '@haat/contracts/admin';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderInShop } from '../../../testing/render';
import { type Asked, refusal, startShop } from '../../../testing/shop-server';
import OutboxPage from './outbox-page';

/** Two SMS to one number beyond its hour's limit: one a verification code, one an order's news. */
const HELD: OutboxMessage[] = [
  {
    _id: 'sms-2',
    channel: 'sms',
    recipient: '01712345678',
    topic: 'order_placed',
    subject: '',
    status: 'held',
    parts: 2,
    heldBecause: { limit: 'hour', count: 5 },
    attempts: 1,
    nextAttemptAt: null,
    lastError: 'Held back: 5 SMS already sent to this number in the last hour.',
    createdAt: '2026-11-29T05:10:00.000Z',
    sentAt: null,
  },
  {
    _id: 'sms-1',
    channel: 'sms',
    recipient: '01712345678',
    topic: 'delivered',
    subject: '',
    status: 'held',
    parts: 1,
    heldBecause: { limit: 'day', count: 15 },
    attempts: 1,
    nextAttemptAt: null,
    lastError: 'Held back: 15 SMS already sent to this number in the last day.',
    createdAt: '2026-11-29T05:00:00.000Z',
    sentAt: null,
  },
];

function outboxShop() {
  return startShop(({ method, path }: Asked) => {
    if (method === 'GET' && path.startsWith('/api/v1/admin/messages'))
      return {
        status: 200,
        body: {
          success: true,
          total: path.includes('list=held') ? HELD.length : 0,
          page: 1,
          pageSize: 50,
          rows: path.includes('list=held') ? HELD : [],
        },
      };
    if (method === 'POST' && path === '/api/v1/admin/messages/sms-2/resend')
      return {
        status: 200,
        body: {
          success: true,
          message: 'The message will be sent again now.',
          outboxMessage: { ...HELD[0], status: 'waiting', heldBecause: null, lastError: null },
        },
      };
    return refusal(404, ERROR_MESSAGES.routeNotFound);
  });
}

test('the operator sees SMS held back by their number’s limits, what each is about, with their parts and why, and sends one anyway', async () => {
  const shop = await outboxShop();
  const { user } = await renderInShop(<OutboxPage />, { path: '/admin/outbox?list=held' });
  // What an SMS is about in words, not the shop's code for it (an SMS has no subject).
  const order = (await screen.findByText('Order placed')).closest('tr') as HTMLElement;
  expect(within(order).getByText('SMS · 2 SMS parts')).toBeVisible();
  expect(within(order).getByText('01712345678')).toBeVisible();
  expect(
    within(order).getByText('Held back: this number was sent 5 SMS in the last hour, its limit.'),
  ).toBeVisible();
  const delivered = screen.getByText('Delivered').closest('tr') as HTMLElement;
  expect(within(delivered).getByText('SMS · 1 SMS part')).toBeVisible();
  expect(
    within(delivered).getByText('Held back: this number was sent 15 SMS in the last day, its limit.'),
  ).toBeVisible();

  expect(screen.queryByText(/order_placed|^delivered$/)).not.toBeInTheDocument();

  await user.click(within(order).getByRole('button', { name: 'Send again' }));
  await expect.poll(() => shop.calls('/api/v1/admin/messages/sms-2/resend').length).toBe(1);
});

test('a held SMS’s subject, reason and parts read in Bengali, with Bengali digits', async () => {
  await outboxShop();
  await renderInShop(<OutboxPage />, { path: '/admin/outbox?list=held', language: 'bn' });
  const order = (await screen.findByText('অর্ডার নেওয়া হয়েছে')).closest('tr') as HTMLElement;
  expect(screen.getByText('পৌঁছে গেছে')).toBeVisible();
  expect(screen.queryByText(/order_placed|^delivered$/)).not.toBeInTheDocument();
  expect(within(order).getByText('এসএমএস · ২টি এসএমএস অংশ')).toBeVisible();
  expect(
    within(order).getByText('আটকে রাখা হয়েছে: এই নম্বরে গত এক ঘণ্টায় ৫টি এসএমএস পাঠানো হয়েছে, এটিই সীমা।'),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'আটকে রাখা' })).toHaveAttribute('aria-pressed', 'true');
});
