import { type Cart, type CartItem, ERROR_MESSAGES, type Order } from '@haat/contracts';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { ORDER } from '../../../testing/orders';
import { renderInShop, signInShopper } from '../../../testing/render';
import { type Answer, type Asked, refusal, startShop } from '../../../testing/shop-server';
import SimpleCheckoutPage from './simple-checkout-page';

const PANJABI: CartItem = {
  _id: 'line-1',
  product_id: 'product-1',
  name: 'Cotton Panjabi',
  nameBn: null,
  price: 1200,
  originalPrice: 1200,
  quantity: 1,
  image: '',
  size: 'M',
  stock: 5,
  maxQuantity: 5,
  available: true,
  unavailableReason: null,
};
const CART: Cart = { items: [PANJABI], promo: null, subtotal: 1200, discount: 0, total: 1200 };

/** The COD guard's refusal as the API words it (apps/api's cod-guard.test.ts). */
const ONLINE_ONLY =
  'Cash on delivery is not available for this phone number, as 3 earlier deliveries to it were not received. Please pay online by bKash or Nagad, or pay the delivery fee of ৳60 in advance.';

const WAITING_FOR_FEE: Order = { ...ORDER, status: 'awaiting_advance', paymentMethod: 'cash_on_delivery' };

/** A shop with one line in the cart, no saved address, and the COD guard's `placing` answer to orders. */
const checkoutShop =
  (placing: (body: Record<string, unknown>) => Answer) =>
  ({ method, path, body }: Asked): Answer => {
    if (method === 'GET' && path === '/api/v1/cart')
      return { status: 200, body: { success: true, cart: CART } };
    if (method === 'GET' && path === '/api/v1/user/addresses')
      return { status: 200, body: { success: true, addresses: [] } };
    if (method === 'POST' && path === '/api/v1/orders') return placing(body as Record<string, unknown>);
    return refusal(404, ERROR_MESSAGES.routeNotFound);
  };

async function fillIn(placing: (body: Record<string, unknown>) => Answer) {
  const shop = await startShop(checkoutShop(placing));
  await signInShopper();
  const view = await renderInShop(<SimpleCheckoutPage />, { path: '/checkout' });
  await view.user.type(await screen.findByLabelText('Phone'), '01712345678');
  await view.user.type(screen.getByLabelText('Address'), 'House 4, Road 2, Mirpur, Dhaka');
  await view.user.click(screen.getByRole('button', { name: 'Proceed to Pay' }));
  return { ...view, shop };
}

test('offered online payment only, the simple checkout pays the delivery fee in advance and goes on to the payment page', async () => {
  const { user, shop } = await fillIn((body) =>
    body.codAdvance === true
      ? { status: 201, body: { success: true, message: 'Order placed', order: WAITING_FOR_FEE } }
      : {
          status: 409,
          body: {
            success: false,
            code: 'codOnlinePaymentOnly',
            message: ONLINE_ONLY,
            params: { refused: 3, deliveryFee: 60 },
          },
        },
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to create order: ${ONLINE_ONLY}`);
  await user.click(
    screen.getByRole('button', { name: 'Pay the delivery fee in advance, the rest on delivery' }),
  );
  expect(await screen.findByText('Order placed successfully!')).toBeVisible();
  // After the pause, the payment page of the order, where the fee's proof is sent.
  expect(await screen.findByRole('status', { name: 'Page now open' })).toHaveTextContent(
    `/payments/${WAITING_FOR_FEE._id}`,
  );
  const [first, second] = shop.calls('/api/v1/orders').map((call) => call.body);
  expect(first).not.toHaveProperty('codAdvance');
  expect(second).toEqual({ ...(first as object), codAdvance: true });
});

test('asked for a code, the simple checkout shows the code form beside its own form, not inside it', async () => {
  await fillIn(() => ({
    status: 409,
    body: {
      success: false,
      code: 'codPhoneCodeRequired',
      message: ERROR_MESSAGES.codPhoneCodeRequired,
      params: { phone: '01712345678' },
    },
  }));
  const codeForm = await screen.findByRole('form', { name: 'Verify 01712345678' });
  expect(within(codeForm).getByRole('button', { name: 'Send code' })).toBeVisible();
  expect(codeForm.parentElement?.closest('form')).toBeNull();
});
