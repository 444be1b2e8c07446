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
