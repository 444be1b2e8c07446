import { type Cart, type CartItem, ERROR_MESSAGES } from '@haat/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderInShop, signInShopper } from '../../../testing/render';
import { type Answer, type Asked, refusal, startShop } from '../../../testing/shop-server';
import CartPage from './cart-page';

const PANJABI: CartItem = {
  _id: 'line-1',
  product_id: 'product-1',
  name: 'Cotton Panjabi',
  nameBn: null,
  price: 1200,
  originalPrice: 1500,
  quantity: 1,
  image: '',
  size: 'M',
  stock: 5,
  maxQuantity: 5,
  available: true,
  unavailableReason: null,
};

const cartOf = (items: CartItem[], promo: Cart['promo'] = null): Cart => {
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const discount = promo?.discount ?? 0;
  return { items, promo, subtotal, discount, total: subtotal - discount };
};

const WELCOME10: NonNullable<Cart['promo']> = {
  code: 'WELCOME10',
  kind: 'percent',
  value: 10,
  minSubtotal: 0,
  maxDiscount: null,
  description: '10% off your order',
  descriptionBn: 'আপনার অর্ডারে ১০% ছাড়',
  discount: 120,
  problem: null,
};

/**
 * The shop as GET /cart and POST /cart/promo answer it: the cart, and the promo code checked
 * against it (WELCOME10 applies, USED10 was used before, FAIL10 meets a server failure). The
 * cart keeps a code applied, as the shop's does: the page reads the cart again after each change.
 */
const cartShop = (items: CartItem[]) => {
  let promo: Cart['promo'] = null;
  return ({ method, path, body }: Asked): Answer => {
    if (method === 'GET' && path === '/api/v1/cart')
      return { status: 200, body: { success: true, cart: cartOf(items, promo) } };
    if (method !== 'POST' || path !== '/api/v1/cart/promo') return refusal(404, ERROR_MESSAGES.routeNotFound);
    const { promoCode } = body as { promoCode: string };
    if (promoCode === 'WELCOME10') {
      promo = WELCOME10;
      const cart = cartOf(items, promo);
      return {
        status: 200,
        body: { success: true, message: 'Promo code applied', cart, discount: 120, total: cart.total },
      };
    }
    if (promoCode === 'USED10') return refusal(422, ERROR_MESSAGES.promoAlreadyUsed, 'promoAlreadyUsed');
    if (promoCode === 'FAIL10') return refusal(500, ERROR_MESSAGES.unexpected, 'unexpected');
    return refusal(404, ERROR_MESSAGES.promoUnknown, 'promoUnknown');
  };
};

async function openCart(items: CartItem[], language: 'en' | 'bn' = 'en') {
  const shop = await startShop(cartShop(items));
  await signInShopper();
  const view = await renderInShop(<CartPage />, { path: '/cart', language });
  return { ...view, shop };
}

test('an empty cart says so, with a way back to shopping', async () => {
  await openCart([]);
  expect(await screen.findByText('Your cart is empty.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/products');
});

test('the promo code field applies a code, and says why the shop refuses one', async () => {
  const { user } = await openCart([PANJABI]);
  const promo = await screen.findByRole('region', { name: 'Promo code' });
  const field = within(promo).getByRole('textbox', { name: 'Promo code' });
  const apply = within(promo).getByRole('button', { name: 'Apply' });
  expect(apply).toBeDisabled();

  await user.type(field, 'NOSUCHCODE');
  await user.click(apply);
  expect(await within(promo).findByRole('alert')).toHaveTextContent('Invalid Promo Code');
  expect(field).toHaveAccessibleDescription('Invalid Promo Code');

  await user.clear(field);
  expect(within(promo).queryByRole('alert')).not.toBeInTheDocument();
  await user.type(field, 'USED10');
  await user.click(apply);
  expect(await within(promo).findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.promoAlreadyUsed);

  await user.clear(field);
  await user.type(field, 'FAIL10');
  await user.click(apply);
  expect(await within(promo).findByRole('alert')).toHaveTextContent('Error applying promo code');

  await user.clear(field);
  await user.type(field, 'WELCOME10');
  await user.click(apply);
  expect(await within(promo).findByRole('status')).toHaveTextContent('WELCOME10 applied: 10% off your order');
  // The code sent is cleared once the shop took it.
  await waitFor(() => expect(field).toHaveValue(''));
});

test('on a Bengali page a promo code says what it gives in Bengali', async () => {
  const { user } = await openCart([PANJABI], 'bn');
  const promo = await screen.findByRole('region', { name: 'প্রোমো কোড' });
  await user.type(within(promo).getByRole('textbox'), 'WELCOME10');
  await user.click(within(promo).getByRole('button', { name: 'প্রয়োগ করুন' }));
  const applied = await within(promo).findByRole('status');
  expect(applied).toHaveTextContent('WELCOME10 প্রয়োগ হয়েছে: আপনার অর্ডারে ১০% ছাড়');
  expect(applied).not.toHaveTextContent('10% off your order');
  await waitFor(() => expect(within(promo).getByRole('textbox')).toHaveValue(''));

  await user.type(within(promo).getByRole('textbox'), 'NOSUCHCODE');
  await user.click(within(promo).getByRole('button', { name: 'প্রয়োগ করুন' }));
  expect(await within(promo).findByRole('alert')).toHaveTextContent('প্রোমো কোডটি সঠিক নয়');
});
