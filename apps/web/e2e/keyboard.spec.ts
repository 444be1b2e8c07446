import type { OrderSummary } from '@haat/contracts';
import { tabTo } from './support/keyboard';
import { SCREENSHOT_PNG } from './support/orders';
import { bearer, newShopper, type Shopper } from './support/session';
import { type Browser, expect, type Page, test } from './support/test';

/** Signs in on the sign-in page by typing, Tab and Enter. */
async function signInByKeyboard(page: Page, who: Pick<Shopper, 'email' | 'password'>) {
  const form = page.getByRole('main');
  await tabTo(page, form.getByLabel('Email'));
  await page.keyboard.type(who.email);
  await tabTo(page, form.getByLabel('Password', { exact: true }));
  await page.keyboard.type(who.password);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Login successful!')).toBeVisible();
  // The shop goes back to where the shopper was after a moment: Tabs pressed before that would
  // walk the sign-in page, then the next one from wherever the focus had got to.
  await expect(page).not.toHaveURL(/\/(auth|login)\b/);
}

/** A page of its own at desktop width: the operator works in another browser than the shopper. */
async function freshPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

test('a shopper goes from the home page to a placed bKash order and its payment proof, and the operator verifies it, all with the keyboard @one-width', async ({
  page,
  request,
  browser,
  catalogue,
}) => {
  // Two people, a dozen pages and a few hundred key presses.
  test.slow();
  const { product, size } = await catalogue.productInStock({ fromTheEnd: true });
  const shopper = await newShopper(request, 'Nusrat Jahan');

  // The home page: the skip link comes first, then the header; SIGN IN is in its top bar.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: 'SIGN IN' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth/);
  await signInByKeyboard(page, shopper);

  // The search box's suggestions are chosen with the arrow keys.
  const search = page.getByRole('combobox', { name: 'Search products' });
  await tabTo(page, search);
  await page.keyboard.type(product.name);
  const suggestion = page.getByRole('option', { name: new RegExp(product.name) }).first();
  await expect(suggestion).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(suggestion).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\?highlight=/);

  // Past the header and the filters with the skip link, to the product's card.
  const card = page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(product.name) })
    .first();
  await expect(card).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await tabTo(page, page.getByRole('link', { name: 'Skip to content' }), { backwards: true });
  await page.keyboard.press('Enter');
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  // A size, by Tab and Space, then Add to Cart by Enter.
  const sizes = page.getByRole('group', { name: /Size/ });
  const sizeButton = sizes.getByRole('button', { name: size, exact: true });
  await tabTo(page, sizeButton);
  await page.keyboard.press('Space');
  await expect(sizeButton).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, page.getByRole('button', { name: 'Add to Cart' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Item added to cart successfully')).toBeVisible();

  // Back up to the header's cart, whose dropdown leads to the cart page.
  const headerCart = page.getByRole('banner').getByRole('button', { name: /^Open the cart/ });
  await tabTo(page, headerCart, { backwards: true, limit: 80 });
  await page.keyboard.press('Enter');
  const dropdown = page.getByRole('dialog', { name: 'Cart' });
  await expect(dropdown).toBeVisible();
  await tabTo(page, dropdown.getByRole('link', { name: 'View cart' }), { limit: 15 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await tabTo(page, page.getByRole('button', { name: 'Proceed to Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  // A new pickup point, typed into the address modal; the selects take the first letters typed.
  const addPickup = page.getByRole('button', { name: 'Add a pickup point' });
  await tabTo(page, addPickup);
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Add New Address' });
  await expect(modal).toBeVisible();
  const typeInto = async (label: RegExp, text: string) => {
    await tabTo(page, modal.getByLabel(label), { limit: 15 });
    await page.keyboard.type(text);
  };
  await typeInto(/Full Name/, 'Nusrat Jahan');
  await typeInto(/Phone Number/, '01712345678');
  await typeInto(/Province/, 'Dhaka');
  await expect(modal.getByLabel(/Province/)).toHaveValue('Dhaka');
  await typeInto(/City/, 'Dhaka');
  await expect(modal.getByLabel(/City/)).toHaveValue('Dhaka');
  await typeInto(/Zone/, 'Mirpur');
  await typeInto(/^Address/, 'House 4, Road 2');
  await tabTo(page, modal.getByRole('button', { name: 'SAVE ADDRESS' }), { limit: 15 });
  await page.keyboard.press('Enter');
  await expect(modal).toBeHidden();
  await expect(page.getByRole('region', { name: 'Pickup point' })).toContainText('House 4, Road 2');

  await tabTo(page, page.getByLabel('Payment method'));
  await page.keyboard.type('bKash');
  await expect(page.getByLabel('Payment method')).toHaveValue('bkash');
  await tabTo(page, page.getByRole('button', { name: 'Proceed to Pay' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/payments\/[0-9a-f-]+$/, { timeout: 15_000 });
  const orderId = page.url().split('/').pop() ?? '';

  // The payment proof: typed fields, and the screenshot picked once its field has the focus.
  const proof = page.getByRole('form', { name: 'Submit payment proof' });
  const transactionId = `KB${Date.now()}`;
  await tabTo(page, proof.getByLabel(/^Transaction ID/));
  await page.keyboard.type(transactionId);
  await tabTo(page, proof.getByLabel(/^Sender Number/), { limit: 10 });
  await page.keyboard.type('01812345678');
  await tabTo(page, proof.getByLabel(/^Sender Name/), { limit: 10 });
  await page.keyboard.type('Nusrat Jahan');
  const screenshot = proof.getByLabel(/^Screenshot/);
  await tabTo(page, screenshot, { limit: 10 });
  // The file chooser is the system's own window: the file is handed to the focused field.
  await screenshot.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: SCREENSHOT_PNG });
  await expect(proof.getByRole('img', { name: 'Preview of the chosen screenshot' })).toBeVisible();
  await tabTo(page, proof.getByRole('button', { name: 'Submit Payment Proof' }), { limit: 10 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Payment proof submitted successfully!')).toBeVisible();

  // The operator, in a browser of their own, signs in and verifies the proof from the queue.
  const operator = await freshPage(browser);
  await operator.goto('/auth');
  await signInByKeyboard(operator, { email: 'admin@haat.test', password: 'haat-admin' });
  await operator.goto('/admin/payments');
  const queued = operator.locator('.admin-proof');
  await expect(queued.getByText(/^\d+ \/ \d+$/)).toBeVisible();
  // Other journeys' proofs may wait too: J and K move through the queue to ours.
  const orders = await request.get('/api/v1/user/orders', {
    headers: bearer(shopper),
  });
  const { orders: placed } = (await orders.json()) as { orders: OrderSummary[] };
  const orderNumber = placed.find((order) => order._id === orderId)?.orderNumber ?? '';
  expect(orderNumber).not.toBe('');
  const ours = queued.getByRole('link', { name: orderNumber, exact: true });
  for (let step = 0; step < 50 && !(await ours.isVisible()); step += 1) await operator.keyboard.press('j');
  await expect(ours).toBeVisible();
  await tabTo(operator, queued.getByRole('button', { name: 'Verify payment' }));
  await operator.keyboard.press('Enter');
  await expect(operator.getByText(`Payment verified: order ${orderNumber} is paid.`)).toBeVisible();
  await operator.context().close();

  // The shopper's order says the payment is verified.
  await page.goto(`/order/${orderId}`);
  await expect(page.getByRole('definition').filter({ hasText: /^Paid$/ })).toBeVisible();
});
