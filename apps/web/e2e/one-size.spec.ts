import { HOME_IN_DHAKA, savedAddress } from './support/addresses';
import type { Catalogue } from './support/catalogue';
import { cartOf, ordersOf } from './support/orders';
import { newShopper, signInAs } from './support/session';
import { expect, test } from './support/test';

/** A one-size product of the demo shop (its accessories and home textiles) with plenty left. */
const oneSizeInStock = (catalogue: Catalogue) =>
  catalogue.findProduct((product) => product.oneSize && product.stock >= 10, {
    query: { category: 'accessories', inStock: 'true' },
  });

test('a shopper buys a one-size product without choosing a size, from its page and a card’s quick view', async ({
  page,
  request,
  catalogue,
}) => {
  const product = await oneSizeInStock(catalogue);
  const shopper = await newShopper(request, 'Farhana Akter');
  await savedAddress(request, shopper, HOME_IN_DHAKA);
  await signInAs(page, shopper);

  // The product page offers no sizes: it says it comes in one size, and Add to Cart adds it.
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const info = page.getByRole('region', { name: product.name });
  await expect(info.getByText('One size', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Size/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Size chart' })).toHaveCount(0);
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await expect(add).toBeEnabled();
  await expect(add).not.toHaveAttribute('aria-disabled', 'true');
  await add.click();
  await expect(page.getByRole('status').filter({ hasText: 'Item added to cart successfully' })).toBeVisible();

  // From the catalogue, the card's quick view adds another to the same line.
  await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
  await page.getByRole('button', { name: `Add to Cart: ${product.name}`, exact: true }).click();
  const quick = page.getByRole('dialog', { name: `Quick view: ${product.name}` });
  await expect(quick.getByText('One size', { exact: true })).toBeVisible();
  await expect(quick.getByRole('button', { name: 'M', exact: true })).toHaveCount(0);
  await quick.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(quick).toBeHidden();

  const cart = await cartOf(request, shopper);
  expect(cart.items).toEqual([expect.objectContaining({ product_id: product.id, size: null, quantity: 2 })]);

  // The cart's line names no size.
  await page.goto('/cart');
  const line = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: `Select ${product.name}`, exact: true }) });
  await expect(line).toBeVisible();
  await expect(line).not.toContainText('Size');
  await expect(line.getByRole('button', { name: `Remove ${product.name}`, exact: true })).toBeVisible();

  // Checkout lists it without a size, and the order records none.
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/cartpayment/);
  await expect(page.getByRole('region', { name: 'Pickup point' })).toContainText('Delivery fee to Dhaka');
  const ordered = page.getByRole('listitem').filter({ hasText: product.name });
  await expect(ordered).toContainText('Qty');
  await expect(ordered).not.toContainText('Size');
  await page.getByLabel('Payment method').selectOption('cash_on_delivery');
  await page.getByRole('button', { name: 'Proceed to Pay' }).click();
  await expect(page).toHaveURL('/orders', { timeout: 15_000 });

  const [order] = await ordersOf(request, shopper);
  expect(order?.items).toEqual([expect.objectContaining({ name: product.name, size: null, quantity: 2 })]);
  const card = page.getByRole('article', { name: new RegExp(order?.orderNumber ?? 'no order') });
  await expect(card).toContainText(product.name);
  await expect(card).toContainText('Qty: 2');
  await expect(card).not.toContainText('Size');

  // The order's own page names no size either.
  await page.goto(`/order/${order?._id}`);
  const orderLine = page.getByRole('main').getByRole('listitem').filter({ hasText: product.name });
  await expect(orderLine).toContainText('Qty');
  await expect(orderLine).not.toContainText('Size');
});
