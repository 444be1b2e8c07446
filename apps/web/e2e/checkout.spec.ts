import type { Order } from '@haat/contracts';
import { TIMINGS_MS } from '@haat/contracts/constants';
import { addToCart, ordersOf, SCREENSHOT_PNG } from './support/orders';
import { bearer } from './support/session';
import { expect, type Page, test } from './support/test';

/** Fills the address form in the checkout's modal. */
async function fillAddress(
  page: Page,
  place: { province: string; city: string; zone: string; address: string },
) {
  const form = page.getByRole('dialog');
  await form.getByLabel(/Full Name/).fill('Nusrat Jahan');
  await form.getByLabel(/Phone Number/).fill('01712345678');
  await form.getByLabel(/Province/).selectOption(place.province);
  await form.getByLabel(/City/).selectOption(place.city);
  await form.getByLabel(/Zone/).fill(place.zone);
  await form.getByLabel(/^Address/).fill(place.address);
  await form.getByRole('button', { name: 'SAVE ADDRESS' }).click();
  await expect(form.getByText('Address saved successfully')).toBeVisible();
}

test('a shopper adds two items, checks out to a new pickup point in Dhaka (fee 60), pays by bKash and sends the proof', async ({
  page,
  request,
  shopper,
  catalogue,
}) => {
  const [first, second] = await catalogue.productsInStock(2);
  if (!first || !second) throw new Error('unreachable');
  await addToCart(request, shopper, first.product.id, first.size);
  await addToCart(request, shopper, second.product.id, second.size);

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/cartpayment\?lines=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // No pickup point and no method yet: Proceed to Pay waits.
  const proceed = page.getByRole('button', { name: 'Proceed to Pay' });
  await expect(proceed).toBeDisabled();
  await expect(page.getByText('No pickup point chosen yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add a pickup point' }).click();
  await fillAddress(page, { province: 'Dhaka', city: 'Dhaka', zone: 'Mirpur', address: 'House 4, Road 2' });
  await expect(page.getByRole('dialog')).toBeHidden();
  const pickup = page.getByRole('region', { name: 'Pickup point' });
  await expect(pickup).toContainText('House 4, Road 2, Mirpur, Dhaka');
  await expect(pickup).toContainText('Delivery fee to Dhaka: ৳60.00');

  const itemsTotal = first.product.price + second.product.price;
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText(`৳${itemsTotal.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  await expect(summary).toContainText('৳60.00');
  await expect(summary).toContainText(
    `৳${(itemsTotal + 60).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  await expect(proceed).toBeDisabled();
  await page.getByLabel('Payment method').selectOption('bkash');
  await page.getByLabel('Notes (optional)').fill('Please call before coming.');

  // A double click places one order.
  await proceed.dblclick();
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/payments\/[0-9a-f-]+$/, { timeout: 15_000 });
  const orders = await ordersOf(request, shopper);
  expect(orders).toHaveLength(1);
  const order = orders[0];
  if (!order) throw new Error('unreachable');
  expect(page.url()).toContain(order._id);
  expect(order.total).toBe(itemsTotal + 60);
  expect(order.paymentMethod).toBe('bkash');

  // The proof, for the order's total.
  const proof = page.getByRole('form', { name: 'Submit payment proof' });
  await expect(proof.getByLabel(/^Amount/)).toHaveValue((itemsTotal + 60).toFixed(2));
  await proof.getByLabel(/^Transaction ID/).fill(`TX${Date.now()}`);
  await proof.getByLabel(/^Sender Number/).fill('01812345678');
  await proof.getByLabel(/^Sender Name/).fill('Nusrat Jahan');
  // A file that only calls itself a picture is refused by the server, which reads its bytes.
  await proof.getByLabel(/^Screenshot/).setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not a picture at all'),
  });
  await proof.getByRole('button', { name: 'Submit Payment Proof' }).click();
  await expect(proof.getByRole('alert').filter({ hasText: /^Server error: / })).toBeVisible();

  await proof.getByLabel(/^Screenshot/).setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: SCREENSHOT_PNG,
  });
  await expect(proof.getByRole('img', { name: 'Preview of the chosen screenshot' })).toBeVisible();
  await proof.getByRole('button', { name: 'Submit Payment Proof' }).click();
  await expect(page.getByText('Payment proof submitted successfully!')).toBeVisible();
  await expect(page.getByText('Your payment proof was received and is being checked.')).toBeVisible();
  expect((await ordersOf(request, shopper))[0]?.paymentStatus).toBe('submitted');

  // The order waits under To Pay, and its details say what was bought.
  await page.goto('/orders');
  await page.getByRole('tab', { name: /To Pay/ }).click();
  const card = page.getByRole('main').getByText(order.orderNumber);
  await expect(card).toBeVisible();
  await page.goto(`/order/${order._id}`);
  await expect(page.getByRole('main')).toContainText(order.orderNumber);
  await expect(page.getByRole('main')).toContainText(first.product.name);
  await expect(page.getByRole('main')).toContainText(second.product.name);
  await expect(page.getByRole('main')).toContainText('Please call before coming.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()?.width);
});

test('a cash-on-delivery order to Chattogram costs 120 to deliver and goes to My Orders @one-width', async ({
  page,
  request,
  shopper,
  catalogue,
}) => {
  const [item] = await catalogue.productsInStock(1);
  if (!item) throw new Error('unreachable');
  const headers = bearer(shopper);
  const added = await request.post('/api/v1/cart/items', {
    headers,
    data: { product_id: item.product.id, quantity: 1, size: item.size },
  });
  expect(added.status()).toBe(201);
  // Two saved addresses: the default in Dhaka, and the office in Chattogram.
  for (const [province, city, type, isDefault] of [
    ['Dhaka', 'Dhaka', 'home', true],
    ['Chattogram', 'Chattogram', 'work', false],
  ] as const) {
    const saved = await request.post('/api/v1/user/addresses', {
      headers,
      data: {
        type,
        fullName: 'Nusrat Jahan',
        phone: '01712345678',
        province,
        city,
        zone: 'Centre',
        address: `${city} office`,
        isDefault,
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);
  }
  await page.goto('/cartpayment');
  const pickup = page.getByRole('region', { name: 'Pickup point' });
  await expect(pickup).toContainText('Delivery fee to Dhaka: ৳60.00');

  // The pickup modal: CANCEL keeps the choice, CONFIRM changes it.
  await pickup.getByRole('button', { name: 'Change' }).click();
  const modal = page.getByRole('dialog', { name: 'Select a pickup point' });
  await expect(modal.getByRole('columnheader', { name: 'City' })).toBeVisible();
  await modal.getByRole('radio', { name: /Chattogram/ }).check();
  await modal.getByRole('button', { name: 'CANCEL' }).click();
  await expect(pickup).toContainText('Delivery fee to Dhaka: ৳60.00');
  await pickup.getByRole('button', { name: 'Change' }).click();
  await modal.getByRole('radio', { name: /Chattogram/ }).check();
  await modal.getByRole('button', { name: 'CONFIRM' }).click();
  await expect(pickup).toContainText('Delivery fee to Chattogram: ৳120.00');

  await page.getByLabel('Payment method').selectOption('cash_on_delivery');
  await page.getByRole('button', { name: 'Proceed to Pay' }).click();
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  await expect(page).toHaveURL('/orders', { timeout: 15_000 });
  const [order] = await ordersOf(request, shopper);
  expect(order?.total).toBe(item.product.price + 120);
  expect(order?.status).toBe('pending');
  // Cash on delivery still owes its payment: To Pay, as the spec's mapping says.
  await page.getByRole('tab', { name: /To Pay/ }).click();
  await expect(page.getByRole('main').getByText(order?.orderNumber ?? '')).toBeVisible();
  // The cart no longer holds what was ordered.
  await page.goto('/cart');
  await expect(page.getByRole('main')).not.toContainText(item.product.name);
});

test('an answer lost on the way is retried with the same key and places one order @one-width', async ({
  page,
  request,
  shopper,
  catalogue,
}) => {
  const [item] = await catalogue.productsInStock(1);
  if (!item) throw new Error('unreachable');
  const headers = bearer(shopper);
  await request.post('/api/v1/cart/items', {
    headers,
    data: { product_id: item.product.id, quantity: 1, size: item.size },
  });
  await request.post('/api/v1/user/addresses', {
    headers,
    data: {
      fullName: 'Nusrat Jahan',
      phone: '01712345678',
      province: 'Dhaka',
      city: 'Dhaka',
      zone: 'Mirpur',
      address: 'House 4',
    },
  });
  // The first attempt reaches the shop, but its answer never comes back.
  const keys: string[] = [];
  let lose = true;
  await page.route('**/api/v1/orders', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    const response = await route.fetch();
    if (lose) {
      lose = false;
      await route.abort('connectionreset');
    } else {
      await route.fulfill({ response });
    }
  });
  await page.goto('/cartpayment');
  await page.getByLabel('Payment method').selectOption('nagad');
  await page.getByRole('button', { name: 'Proceed to Pay' }).click();
  await expect(page.getByRole('alert')).toContainText('Network error');
  await page.getByRole('button', { name: 'Proceed to Pay' }).click();
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await ordersOf(request, shopper)).toHaveLength(1);

  // The payment page follows the message after a pause; a shopper who goes elsewhere first stays there.
  await page.getByRole('link', { name: 'Haat home' }).click();
  await expect(page).toHaveURL('/');
  await page.waitForTimeout(TIMINGS_MS.loginSuccessRedirect + 1_000);
  await expect(page).toHaveURL('/');
});

test('a guest opening checkout or a payment page is asked to sign in first @one-width', async ({ page }) => {
  for (const path of ['/cartpayment', '/checkout', '/payments/some-order']) {
    await page.goto(path);
    await expect(page).toHaveURL('/auth');
  }
});

test('the simple checkout places an order to an address written out, and online payment goes on to the proof @one-width', async ({
  page,
  request,
  shopper,
  catalogue,
}) => {
  const [item] = await catalogue.productsInStock(1);
  if (!item) throw new Error('unreachable');
  await addToCart(request, shopper, item.product.id, item.size);
  await page.goto('/checkout');
  await expect(page.getByRole('main')).toContainText(item.product.name);
  await page.getByLabel('Phone', { exact: true }).fill('01812345678');
  await page.getByLabel('Address', { exact: true }).fill('Level 4, Agrabad, Chattogram');
  await page.getByRole('radio', { name: 'Online Payment' }).check();
  await page.getByRole('button', { name: 'Proceed to Pay' }).click();
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/payments\/[0-9a-f-]+$/, { timeout: 15_000 });
  const [placed] = await ordersOf(request, shopper);
  const details = await request.get(`/api/v1/orders/user/${placed?._id}`, {
    headers: bearer(shopper),
  });
  const { order } = (await details.json()) as { order: Order };
  expect(order.paymentMethod).toBe('bkash');
  expect(order.shippingAddress).toMatchObject({
    fullName: shopper.name,
    phone: '01812345678',
    address: 'Level 4, Agrabad, Chattogram',
  });
  // Outside Dhaka: 120 to deliver, whatever the page showed.
  expect(order.total).toBe(item.product.price + 120);
  await expect(page.getByRole('form', { name: 'Submit payment proof' })).toBeVisible();
});
