import { ERROR_MESSAGES } from '@haat/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ORDER } from '../../../testing/orders';
import { renderInShop, signInShopper } from '../../../testing/render';
import { type Answer, loseTheConnection, refusal, startShop } from '../../../testing/shop-server';
import OrderPage from './order-page';

const openOrder = (language: 'en' | 'bn') =>
  renderInShop(<OrderPage />, { path: `/order/${ORDER._id}`, route: '/order/:id', language });

/** The shop answers GET /orders/user/{id} with `answer`. */
const orderShop = (answer: Answer) =>
  startShop(({ path }) =>
    path === `/api/v1/orders/user/${ORDER._id}` ? answer : refusal(404, ERROR_MESSAGES.routeNotFound),
  );

describe.each([
  ['en', 'Failed to fetch order details', 'Failed to load order details', 'Product data is not available.'],
  ['bn', 'অর্ডারের বিবরণ আনা যায়নি', 'অর্ডারের বিস্তারিত লোড করা যায়নি', 'পণ্যের তথ্য পাওয়া যাচ্ছে না।'],
] as const)('the order page in %s', (language, fetchFailed, loadFailed, noProduct) => {
  test('says Failed to fetch order details for a failure the shop answered', async () => {
    await orderShop(refusal(500, ERROR_MESSAGES.unexpected, 'unexpected'));
    await signInShopper();
    await openOrder(language);
    expect(await screen.findByRole('alert')).toHaveTextContent(fetchFailed);
  });

  test('says Failed to load order details when the shop does not answer', async () => {
    await loseTheConnection();
    await signInShopper();
    await openOrder(language);
    expect(await screen.findByRole('alert')).toHaveTextContent(loadFailed);
  });

  test('says Product data is not available for a line whose product has left the shop', async () => {
    const items = ORDER.items.map((item) => ({ ...item, product_id: null }));
    await orderShop({ status: 200, body: { success: true, order: { ...ORDER, items } } });
    await signInShopper();
    await openOrder(language);
    expect(await screen.findByText(noProduct)).toBeVisible();
  });
});

test('the order page shows the parcel: its courier, tracking code, the courier’s page and its news', async () => {
  const parcel = {
    courier: 'pathao' as const,
    trackingCode: 'DL261128ABCD',
    trackingUrl: 'https://merchant.pathao.com/tracking?consignment_id=DL261128ABCD',
    events: [
      { progress: 'booked' as const, message: '', happenedAt: '2026-11-28T04:00:00.000Z' },
      {
        progress: 'out_for_delivery' as const,
        message: 'With the rider.',
        happenedAt: '2026-11-29T03:30:00.000Z',
      },
    ],
  };
  await orderShop({
    status: 200,
    body: { success: true, order: { ...ORDER, status: 'out_for_delivery', parcel } },
  });
  await signInShopper();
  await openOrder('en');
  const section = await screen.findByRole('region', { name: 'Parcel' });
  expect(section).toHaveTextContent('CourierPathao');
  expect(section).toHaveTextContent('Tracking codeDL261128ABCD');
  expect(
    screen.getByRole('link', { name: 'Follow it on Pathao’s website (opens in a new tab)' }),
  ).toHaveAttribute('href', parcel.trackingUrl);
  expect(Array.from(section.querySelectorAll('li'), (step) => step.textContent)).toEqual([
    'Booked with the courier28 Nov 2026, 10:00',
    'Out for delivery29 Nov 2026, 09:30With the rider.',
  ]);
});

test('the order page has no parcel section before the order is with a courier', async () => {
  await orderShop({ status: 200, body: { success: true, order: ORDER } });
  await signInShopper();
  await openOrder('en');
  expect(await screen.findByRole('heading', { name: `Order ${ORDER.orderNumber}` })).toBeVisible();
  expect(screen.queryByRole('region', { name: 'Parcel' })).toBeNull();
});

test.each([
  ['en', 'Delivery fee paid in advance−৳60.00', 'To pay at the door৳1,200.00'],
  ['bn', 'অগ্রিম দেওয়া ডেলিভারি চার্জ−৳৬০.০০', 'ডেলিভারির সময় দেবেন৳১,২০০.০০'],
] as const)(
  'the order page in %s says what is left to pay at the door once the delivery fee was paid first',
  async (language, advance, atTheDoor) => {
    const order = { ...ORDER, paymentMethod: 'cash_on_delivery' as const, paidInAdvance: 60 };
    await orderShop({ status: 200, body: { success: true, order } });
    await signInShopper();
    await openOrder(language);
    const sums = Array.from(
      (await screen.findAllByRole('definition')).map((value) => value.parentElement?.textContent),
    );
    expect(sums).toContain(advance);
    expect(sums).toContain(atTheDoor);
  },
);
