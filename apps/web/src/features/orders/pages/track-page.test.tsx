import { ERROR_MESSAGES, type TrackedOrder } from '@haat/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderInShop } from '../../../testing/render';
import { type Answer, refusal, startShop } from '../../../testing/shop-server';
import TrackPage from './track-page';

/** A shipped order with its parcel, as POST /tracking answers it. */
const TRACKED: TrackedOrder = {
  orderNumber: 'HT-2611-000123',
  status: 'shipped',
  createdAt: '2026-11-27T04:00:00.000Z',
  parcel: {
    courier: 'steadfast',
    trackingCode: 'SFR2611ABC',
    trackingUrl: 'https://steadfast.com.bd/t/SFR2611ABC',
    events: [
      { progress: 'booked', message: '', happenedAt: '2026-11-27T06:00:00.000Z' },
      // 16:05 in Dhaka.
      {
        progress: 'picked_up',
        message: 'Picked up from the merchant.',
        happenedAt: '2026-11-28T10:05:00.000Z',
      },
    ],
  },
};

const trackingShop = (answer: Answer) =>
  startShop(({ method, path }) =>
    method === 'POST' && path === '/api/v1/tracking' ? answer : refusal(404, ERROR_MESSAGES.routeNotFound),
  );

const openTrackPage = (language: 'en' | 'bn', query = '') =>
  renderInShop(<TrackPage />, { path: `/track${query}`, language });

describe('the tracking page', () => {
  test('takes the order number from the address a label’s QR code opens', async () => {
    await trackingShop({ status: 200, body: { success: true, order: TRACKED } });
    await openTrackPage('en', '?order=HT-2611-000123');
    expect(await screen.findByLabelText(/^Order number/)).toHaveValue('HT-2611-000123');
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('');
    expect(screen.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
  });

  test('asks for both fields before anything is sent, and focuses the first to fill', async () => {
    const shop = await trackingShop({ status: 200, body: { success: true, order: TRACKED } });
    const { user } = await openTrackPage('en');
    await user.click(await screen.findByRole('button', { name: 'Track' }));
    const number = screen.getByLabelText(/^Order number/);
    expect(number).toHaveAccessibleDescription(
      `Such as HT-2611-000123 ${ERROR_MESSAGES.trackingOrderNumberRequired}`,
    );
    expect(number).toHaveFocus();
    expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription(
      `Such as 01712345678 ${ERROR_MESSAGES.trackingPhoneRequired}`,
    );
    expect(shop.asked).toEqual([]);
  });

  test('shows the order’s status, its parcel and the courier’s news at Dhaka’s time', async () => {
    const shop = await trackingShop({ status: 200, body: { success: true, order: TRACKED } });
    const { user } = await openTrackPage('en', '?order=HT-2611-000123');
    await user.type(await screen.findByLabelText(/^Phone number/), '01712345678');
    await user.keyboard('{Enter}');

    const result = await screen.findByRole('article', { name: 'Order HT-2611-000123' });
    expect(shop.calls('/api/v1/tracking').map((call) => call.body)).toEqual([
      { orderNumber: 'HT-2611-000123', phone: '01712345678' },
    ]);
    // The answer takes the focus, so that the keyboard goes on from it.
    expect(within(result).getByRole('heading', { name: 'Order HT-2611-000123' })).toHaveFocus();
    expect(within(result).getByText('SHIPPED')).toBeVisible();
    expect(within(result).getByText('27 Nov 2026')).toBeVisible();
    const parcel = within(result).getByRole('region', { name: 'Parcel' });
    expect(within(parcel).getByText('Steadfast')).toBeVisible();
    expect(within(parcel).getByText('SFR2611ABC')).toBeVisible();
    const link = within(parcel).getByRole('link', {
      name: 'Follow it on Steadfast’s website (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://steadfast.com.bd/t/SFR2611ABC');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
    const steps = within(parcel)
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(steps).toEqual([
      'Booked with the courier27 Nov 2026, 12:00',
      'Picked up by the courier28 Nov 2026, 16:05Picked up from the merchant.',
    ]);
  });

  test('says an order is not with a courier yet', async () => {
    await trackingShop({
      status: 200,
      body: { success: true, order: { ...TRACKED, status: 'confirmed', parcel: null } },
    });
    const { user } = await openTrackPage('en', '?order=HT-2611-000123');
    await user.type(await screen.findByLabelText(/^Phone number/), '01712345678');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(
      await screen.findByText('Your order is not with a courier yet. Look again once it has shipped.'),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Parcel' })).toBeNull();
  });

  test.each([
    ['en', ERROR_MESSAGES.trackingNotFound],
    ['bn', 'এই অর্ডার নম্বর আর ফোন নম্বরে কোনো অর্ডার পাওয়া যায়নি। আপনার অর্ডারের মেসেজে যেমন আছে, দুটোই মিলিয়ে দেখুন।'],
  ] as const)('in %s shows the shop’s refusal by its code, and no order', async (language, words) => {
    await trackingShop(refusal(404, ERROR_MESSAGES.trackingNotFound, 'trackingNotFound'));
    const { user } = await openTrackPage(language, '?order=HT-2611-000123');
    const phone = await screen.findByRole('textbox', {
      name: language === 'en' ? /^Phone number/ : /^ফোন নম্বর/,
    });
    await user.type(phone, '01812345678');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(screen.queryByRole('article')).toBeNull();
  });

  test('in Bengali takes a phone in Bengali digits, and writes the news in Bengali digits', async () => {
    const shop = await trackingShop({ status: 200, body: { success: true, order: TRACKED } });
    const { user } = await openTrackPage('bn', '?order=HT-2611-000123');
    await user.type(await screen.findByRole('textbox', { name: /^ফোন নম্বর/ }), '০১৭১২-৩৪৫৬৭৮');
    await user.click(screen.getByRole('button', { name: 'ট্র্যাক করুন' }));

    const result = await screen.findByRole('article', { name: 'অর্ডার HT-2611-000123' });
    expect(shop.calls('/api/v1/tracking').map((call) => call.body)).toEqual([
      { orderNumber: 'HT-2611-000123', phone: '০১৭১২-৩৪৫৬৭৮' },
    ]);
    const parcel = within(result).getByRole('region', { name: 'পার্সেল' });
    expect(within(parcel).getByText('স্টেডফাস্ট')).toBeVisible();
    const picked = within(parcel).getAllByRole('listitem')[1];
    expect(picked).toHaveTextContent('কুরিয়ার পার্সেলটি নিয়ে গেছে');
    // 16:05 in Dhaka, whatever the device's zone: the afternoon's 4:05, in Bengali digits.
    expect(picked).toHaveTextContent(/২৮.*৪:০৫/);
    expect(picked?.textContent).not.toMatch(/[0-9]/);
    expect(
      within(parcel).getByRole('link', { name: 'স্টেডফাস্ট-এর ওয়েবসাইটে পার্সেলটি দেখুন (নতুন ট্যাবে খুলবে)' }),
    ).toHaveAttribute('target', '_blank');
  });
});
