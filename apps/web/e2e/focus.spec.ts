import { categoriesFromApi, slugFor } from './support/catalogue';
import { expectFocusNeverUnderHeader } from './support/keyboard';
import { placedOrder } from './support/orders';
import { newShopper, signInAs } from './support/session';
import { expect, test } from './support/test';

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
