import type { OrderSummary } from '@haat/contracts';
import { ERROR_MESSAGES } from '@haat/contracts/errors';
import { HOME_IN_DHAKA, savedAddress } from './support/addresses';
import { addedToCart } from './support/orders';
import { bearer, newShopper, signInAs } from './support/session';
import { expect, type Page, test } from './support/test';

/** Types the code into the cart's promo box and applies it. */
async function applyCode(page: Page, code: string) {
  await page.goto('/cart');
  const promo = page.getByRole('region', { name: 'Promo code' });
  await promo.getByRole('textbox').fill(code);
  await promo.getByRole('button', { name: 'Apply' }).click();
  return promo;
}

// The cart, checkout and order pages each have their own journeys at 375 px; what the code does
// is the server's and does not change with the width.
test('WELCOME10 can be used again once the order placed with it is cancelled @one-width', async ({
  page,
  request,
}) => {
  const shopper = await newShopper(request, 'Tania Akter');
  await addedToCart(request, shopper);
  await savedAddress(request, shopper, HOME_IN_DHAKA);
  await signInAs(page, shopper);

  const promo = await applyCode(page, 'WELCOME10');
  await expect(promo.getByRole('status')).toContainText('WELCOME10 applied');
  await page.goto('/cartpayment');
  await page.getByLabel('Payment method').selectOption('cash_on_delivery');
  await page.getByRole('button', { name: 'Proceed to Pay' }).click();
  await expect(page).toHaveURL('/orders', { timeout: 15_000 });

  // The order used the code up for this shopper.
  await addedToCart(request, shopper);
  const refused = await applyCode(page, 'WELCOME10');
  await expect(refused.getByRole('alert')).toHaveText(ERROR_MESSAGES.promoAlreadyUsed);

  // The shopper cancels that order...
  const listed = await request.get('/api/v1/user/orders', {
    headers: bearer(shopper),
  });
  const [order] = ((await listed.json()) as { orders: OrderSummary[] }).orders;
  if (!order) throw new Error('no order was placed');
  await page.goto(`/order/${order._id}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${order.orderNumber}` });
  await dialog.getByLabel('Why are you cancelling?').fill('Ordered the wrong colour');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    main.getByRole('region', { name: 'Order history' }).getByRole('listitem').last(),
  ).toContainText('CANCELLED');

  // ...and the code is theirs to use again.
  const again = await applyCode(page, 'WELCOME10');
  await expect(again.getByRole('status')).toContainText('WELCOME10 applied');
  await expect(again.getByRole('alert')).toHaveCount(0);
});
