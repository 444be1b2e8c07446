import { categoriesFromApi, productInStock, slugFor } from './support/catalogue';
import { expectFocusNeverUnderHeader, tabTo } from './support/keyboard';
import { addedToCart, placedOrder, SCREENSHOT_PNG, submittedProof } from './support/orders';
import { newShopper, signInAs } from './support/session';
import { timeShown } from './support/shown';
import { type APIRequestContext, expect, type Page, test } from './support/test';

/**
 * Issue 25: where the focus goes for a keyboard user. The sticky header never covers the control
 * that has the focus; after Add to Cart, placing an order and sending a payment proof the focus
 * stays on the control or moves to the confirmation, which is announced; a refused proof puts the
 * focus on its first field in error; Proceed to Pay can be reached and says what it still needs.
 * These run at both widths.
 */

test.describe.configure({ mode: 'parallel' });

test('the sticky header never covers the control Tab lands on, on the catalogue and a category', async ({
  page,
  request,
}) => {
  // Two long pages walked forward and back, on two busy cores.
  test.slow();
  const [category] = await categoriesFromApi(request);
  if (!category) throw new Error('The demo shop has no categories');
  for (const path of ['/products', `/category/${slugFor(category.title)}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.listing-skeletons')).toHaveCount(0);
    await expectFocusNeverUnderHeader(page);
  }
  // A control inside the sticky header takes the focus where it is: the page does not move (and
  // the header's dropdowns, which close on scrolling, stay open).
  await page.evaluate(() => window.scrollTo(0, 900));
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.getByRole('banner').getByRole('combobox', { name: 'Search products' }).focus();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('the sticky header never covers a field of the payment proof form', async ({
  page,
  request,
  shopper,
}) => {
  const order = await placedOrder(request, shopper, 'bkash');
  await page.goto(`/payments/${order._id}`);
  await expect(page.getByRole('form', { name: 'Submit payment proof' })).toBeVisible();
  await expectFocusNeverUnderHeader(page, 30);
});

/**
 * A signed-in shopper and a product in stock with its size, with the shop's answers to adding to
 * the cart held back a moment, as on a slow connection: long enough to see the button at work.
 */
async function shopperAddingSlowly(page: Page, request: APIRequestContext) {
  const found = await productInStock(request);
  await signInAs(page, await newShopper(request));
  await page.route('**/api/v1/cart/items', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  return found;
}

test('after Add to Cart on the product page the focus stays on the button, and the message is announced', async ({
  page,
  request,
}) => {
  const { product, size } = await shopperAddingSlowly(page, request);
  await page.goto(`/product/${product.id}`);
  await page.getByRole('group', { name: /Size/ }).getByRole('button', { name: size, exact: true }).click();

  const add = page.locator('.product-info__add');
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(add).toHaveText('Adding...');
  await expect(add).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Item added to cart successfully' })).toBeVisible();
  await expect(add).toHaveText('Add to Cart');
  await expect(add).toBeFocused();
});

test('after Add in the quick view the focus is back on the card that opened it, and the message is announced', async ({
  page,
  request,
}) => {
  const { product, size } = await shopperAddingSlowly(page, request);
  // The highlighted product comes first in the listing.
  await page.goto(`/products?highlight=${product.id}`);
  const opener = page.getByRole('button', { name: `Add to Cart: ${product.name}, choose a size` });
  await opener.focus();
  await page.keyboard.press('Enter');
  const quick = page.getByRole('dialog', { name: /^Quick view: / });
  await expect(quick).toBeVisible();
  await quick.getByRole('button', { name: size, exact: true }).focus();
  await page.keyboard.press('Space');
  const add = quick.locator('.product-quick__add');
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(add).toHaveText('Adding...');
  await expect(add).toBeFocused();
  await expect(quick).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Item added to cart successfully' })).toBeVisible();
});

test('Proceed to Pay is reached with Tab, says what it still needs and goes there; placing moves the focus to the confirmation', async ({
  page,
  request,
  shopper,
}) => {
  test.slow();
  await addedToCart(request, shopper);
  await page.goto('/cartpayment');
  const proceed = page.getByRole('button', { name: 'Proceed to Pay' });
  await expect(proceed).toHaveAttribute('aria-disabled', 'true');
  await expect(proceed).toHaveAccessibleDescription(
    'Choose a pickup point and a payment method to continue.',
  );

  // Reached with Tab; a press goes to the pickup point, the first choice missing.
  await tabTo(page, proceed);
  await page.keyboard.press('Enter');
  const addPickup = page.getByRole('button', { name: 'Add a pickup point' });
  await expect(addPickup).toBeFocused();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Add New Address' });
  await form.getByLabel(/Full Name/).fill('Nusrat Jahan');
  await form.getByLabel(/Phone Number/).fill('01712345678');
  await form.getByLabel(/Province/).selectOption('Dhaka');
  await form.getByLabel(/City/).selectOption('Dhaka');
  await form.getByLabel(/Zone/).fill('Mirpur');
  await form.getByLabel(/^Address/).fill('House 4, Road 2');
  await form.getByRole('button', { name: 'SAVE ADDRESS' }).click();
  await expect(form).toBeHidden();

  // Now only the method is missing: a press goes to it.
  await expect(proceed).toHaveAccessibleDescription('Choose a payment method to continue.');
  await proceed.focus();
  await page.keyboard.press('Enter');
  const method = page.getByLabel('Payment method');
  await expect(method).toBeFocused();
  await method.selectOption('bkash');
  await expect(proceed).toHaveAttribute('aria-disabled', 'false');
  await expect(proceed).toHaveAccessibleDescription('');

  // While the order is placed the focus stays on the button, then moves to the confirmation.
  await page.route('**/api/v1/orders', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  const toastFor = await timeShown(page, '[role="status"]', 'Purchase Successful');
  await proceed.focus();
  await page.keyboard.press('Enter');
  const placing = page.getByRole('button', { name: 'Placing your order...' });
  await expect(placing).toBeFocused();
  const placed = page.getByRole('status').filter({ hasText: /^Order placed successfully!$/ });
  await expect(placed).toBeFocused();
  // The spec's toast shows for 3 s, over the next page too.
  const toast = page.getByRole('status').filter({ hasText: /^Purchase Successful$/ });
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(/\/payments\/[0-9a-f-]+$/);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Order placed successfully! Now send the payment and its proof.' }),
  ).toBeFocused();
  await expect(toast).toBeHidden({ timeout: 6_000 });
  expect(await toastFor()).toBeGreaterThanOrEqual(2_500);
});

test('a refused payment proof puts the focus on its first field in error; a sent one on the confirmation', async ({
  page,
  request,
  shopper,
}) => {
  const order = await placedOrder(request, shopper, 'bkash');
  await page.goto(`/payments/${order._id}`);
  const proof = page.getByRole('form', { name: 'Submit payment proof' });
  const submit = proof.getByRole('button', { name: 'Submit Payment Proof' });
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(proof.getByLabel(/^Transaction ID/)).toBeFocused();

  await proof.getByLabel(/^Transaction ID/).fill(`FO${Date.now()}`);
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(proof.getByLabel(/^Sender Number/)).toBeFocused();

  await proof.getByLabel(/^Sender Number/).fill('01812345678');
  await proof.getByLabel(/^Sender Name/).fill('Nusrat Jahan');
  await proof.getByLabel(/^Screenshot/).setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: SCREENSHOT_PNG,
  });
  await page.route(`**/api/v1/orders/${order._id}/payment-proof`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(proof.getByRole('button', { name: 'Submitting...' })).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: /^Payment proof submitted successfully!$/ }),
  ).toBeFocused();
});

test('in Bengali, a proof the shop refuses for a used transaction ID says so, not “server problem”, and focuses that field @one-width', async ({
  page,
  request,
  shopper,
}) => {
  const first = await placedOrder(request, shopper, 'bkash');
  const second = await placedOrder(request, shopper, 'bkash');
  const transactionId = await submittedProof(request, shopper, first);
  await page.addInitScript(() => localStorage.setItem('preferences', JSON.stringify({ language: 'bn' })));
  await page.goto(`/payments/${second._id}`);
  const proof = page.locator('form.proof');
  const transaction = proof.locator('input').first();
  await transaction.fill(transactionId);
  await proof.locator('input[type="tel"]').fill('01812345678');
  await proof.locator('input[autocomplete="name"]').fill('Nusrat Jahan');
  await proof.locator('input[type="file"]').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: SCREENSHOT_PNG,
  });
  await proof.locator('button[type="submit"]').press('Enter');
  const used = 'এই ট্রানজেকশন আইডি আগেই অন্য একটি পেমেন্টে ব্যবহার করা হয়েছে।';
  await expect(proof.getByRole('alert').last()).toHaveText(used);
  await expect(transaction).toBeFocused();
  await expect(transaction).toHaveAttribute('aria-invalid', 'true');
});
