import { categoriesFromApi, slugFor } from './support/catalogue';
import { expectFocusNeverUnderHeader } from './support/keyboard';
import { placedOrder, productInStock } from './support/orders';
import { newShopper, signInAs } from './support/session';
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
});

test('the sticky header never covers a field of the payment proof form', async ({ page, request }) => {
  const shopper = await newShopper(request);
  const order = await placedOrder(request, shopper, 'bkash');
  await signInAs(page, shopper);
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
