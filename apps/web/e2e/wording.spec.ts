import { HOME_IN_DHAKA, savedAddress } from './support/addresses';
import { addedToCart } from './support/orders';
import { bearer } from './support/session';
import { expect, type Page, test } from './support/test';

/**
 * Issue 25: where the spec gives a text, the shop shows it, in English and in Bengali; a count of
 * one reads as one ("1 item", not "1 items" or "1 item(s)"). Failures the shop cannot be made to
 * have are made with page.route.
 */

test.describe.configure({ mode: 'parallel' });

/** Reads the shop in `language` from the next page load on. */
const readIn = (page: Page, language: 'en' | 'bn') =>
  page.evaluate(
    (chosen) => localStorage.setItem('preferences', JSON.stringify({ language: chosen })),
    language,
  );

/** The shop's own answer to a failure it did not expect (its 500). */
const SERVER_FAILURE = { success: false, code: 'unexpected', message: 'Something went wrong on our side.' };

test('one piece in the cart reads “1 item”, in the header’s cart and the checkout’s package', async ({
  page,
  request,
  shopper,
}) => {
  await addedToCart(request, shopper);
  await page.goto('/cartpayment');
  await expect(page.getByText('1 item in this package', { exact: true })).toBeVisible();
  // A button on a wide screen, a link to the cart page on a phone.
  await expect(page.getByRole('banner').getByLabel(/^Open the cart/)).toHaveAccessibleName(
    'Open the cart, 1 item',
  );
});

test('checkout says Failed to fetch pickup points, and its pickup list Failed to fetch addresses, when they cannot be read @one-width', async ({
  page,
  request,
  shopper,
}) => {
  await addedToCart(request, shopper);
  await page.route('**/api/v1/user/addresses', (route) =>
    route.fulfill({ status: 500, json: SERVER_FAILURE }),
  );
  for (const [language, pointsFailed, addressesFailed, choose] of [
    ['en', 'Failed to fetch pickup points', 'Failed to fetch addresses', 'Choose pickup point'],
    ['bn', 'পিকআপ পয়েন্টগুলো আনা যায়নি', 'ঠিকানাগুলো আনা যায়নি', 'পিকআপ পয়েন্ট বেছে নিন'],
  ] as const) {
    await page.goto('/cartpayment');
    await readIn(page, language);
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: pointsFailed })).toBeVisible();
    await page.getByRole('button', { name: choose }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(addressesFailed);
  }
});

test('a pickup point chosen from the browser’s copy of the list, but deleted since, is an invalid pickup point @one-width', async ({
  page,
  request,
  shopper,
}) => {
  await addedToCart(request, shopper);
  await savedAddress(request, shopper, { ...HOME_IN_DHAKA, isDefault: true });
  const elsewhere = await savedAddress(request, shopper, { ...HOME_IN_DHAKA, fullName: 'Karim Ahmed' });
  // The checkout keeps a copy of the saved addresses in the browser.
  await page.goto('/cartpayment');
  await expect(page.getByRole('region', { name: 'Pickup point' })).toContainText(HOME_IN_DHAKA.fullName);

  // The second address is deleted on another device; the next visit shows the copy until the
  // shop's answer, which is held back a moment, arrives.
  const deleted = await request.delete(`/api/v1/user/addresses/${elsewhere._id}`, {
    headers: bearer(shopper),
  });
  expect(deleted.ok()).toBe(true);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/user/addresses', async (route) => {
    await held;
    await route.fallback();
  });
  await page.reload();
  await page.getByRole('button', { name: 'Change' }).click();
  const modal = page.getByRole('dialog', { name: 'Select a pickup point' });
  await modal.getByRole('radio', { name: /^Choose Karim Ahmed/ }).check();
  await modal.getByRole('button', { name: 'CONFIRM' }).click();
  release();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid pickup point selected.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Pay' })).toHaveAttribute('aria-disabled', 'true');

  await readIn(page, 'bn');
  await page.reload();
  await expect(page.getByRole('region', { name: 'পিকআপ পয়েন্ট' })).toContainText(HOME_IN_DHAKA.fullName);
});

// The words do not change with the width; the cart page's phone layout is cart.spec.ts's.
test('a cart changed after signing out in another tab asks the shopper to log in, in the spec’s words', {
  tag: '@one-width',
}, async ({ page, request, shopper }) => {
  const product = await addedToCart(request, shopper);
  await page.goto('/cart');
  const line = page.getByRole('main').getByRole('listitem').filter({ hasText: product.name });
  await expect(line).toBeVisible();
  // Another tab signs out: the browser no longer holds the token.
  await page.evaluate(() => localStorage.removeItem('token'));
  await line.getByRole('button', { name: /^Increase quantity/ }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please login to update cart, remove items from cart, or clear cart',
  );
  await line.getByRole('button', { name: /^Remove / }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please login to update cart, remove items from cart, or clear cart',
  );
});

/** The shop's answer to adding to the cart, for every add from now on. */
const cartAddsAnswer = (page: Page, answer: 'refused' | 'wordless' | 'unreadable' | 'none') =>
  page.route('**/api/v1/cart/items', (route) => {
    if (answer === 'none') return route.abort('internetdisconnected');
    if (answer === 'unreadable')
      return route.fulfill({ status: 201, contentType: 'application/json', body: '{"success": tr' });
    return route.fulfill({
      status: 409,
      json:
        answer === 'refused'
          ? { success: false, code: 'cartClosed', message: 'The cart is closed for stocktaking.' }
          : { success: false, code: 'cartClosed', message: '' },
    });
  });

test('Add in the quick view words a failure as the spec’s alert does @one-width', async ({
  page,
  shopper: _signedIn,
  catalogue,
}) => {
  const { product, size } = await catalogue.productInStock();
  await page.goto(`/products?highlight=${product.id}`);
  await page.getByRole('button', { name: `Add to Cart: ${product.name}, choose a size` }).click();
  const quick = page.getByRole('dialog', { name: /^Quick view: / });
  await quick.getByRole('button', { name: size, exact: true }).click();
  for (const [answer, text] of [
    ['refused', 'Failed to add product to cart: The cart is closed for stocktaking.'],
    ['wordless', 'Failed to add product to cart: Please try again.'],
    ['unreadable', 'Failed to add product to cart: Please try again.'],
    ['none', 'Network error. Please check your connection and try again.'],
  ] as const) {
    await page.unroute('**/api/v1/cart/items');
    await cartAddsAnswer(page, answer);
    await quick.locator('.product-quick__add').click();
    await expect(quick.getByRole('alert'), answer).toHaveText(text);
  }
});
