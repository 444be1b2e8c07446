import { ORDER_MESSAGES, type OrderSummary, RETURN_MESSAGES } from '@haat/contracts';
import { ERROR_MESSAGES } from '@haat/contracts/errors';
import { escapeRegExp } from './support/catalogue';
import { ordersOf, placedOrder } from './support/orders';
import { demoShopper, newShopper, signInAs } from './support/session';
import { expect, type Page, test } from './support/test';

const inShop = (order: OrderSummary) => ['pending', 'confirmed', 'processing'].includes(order.status);

/** The spec's tab mapping (purchase spec section 4), written out here to check the page against. */
const TABS: [name: string, holds: (order: OrderSummary) => boolean][] = [
  ['All', () => true],
  // Only an order still in the shop is to pay: a cancelled one owes nothing, and one on its way is
  // paid at the door or was paid before it left (docs/decisions.md).
  ['To Pay', (order) => inShop(order) && (order.status === 'pending' || order.paymentStatus === 'pending')],
  ['To Ship', (order) => order.status === 'processing' || order.status === 'confirmed'],
  ['To Receive', (order) => order.status === 'shipped' || order.status === 'out_for_delivery'],
  ['Cancelled', (order) => order.status === 'cancelled'],
  ['Completed', (order) => order.status === 'completed' || order.status === 'delivered'],
];

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name} \\d+$`) });
/** The orders the selected tab shows, one card each. */
const cards = (page: Page) => page.getByRole('tabpanel').getByRole('article');
const showing = (page: Page, shown: number, total: number) =>
  page.getByText(`Showing ${shown} of ${total} orders`, { exact: true });

test('the demo shopper finds each order under its tab, and narrows the list by searching', async ({
  page,
  request,
}) => {
  const shopper = await demoShopper(request);
  const orders = await ordersOf(request, shopper);
  // The demo's seven orders, in every state (other journeys may have added more).
  expect(orders.length).toBeGreaterThanOrEqual(7);
  await signInAs(page, shopper);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(showing(page, orders.length, orders.length)).toBeVisible();

  for (const [name, holds] of TABS) {
    const expected = orders.filter(holds);
    await tab(page, name).click();
    await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, name)).toHaveAccessibleName(`${name} ${expected.length}`);
    await expect(showing(page, expected.length, orders.length)).toBeVisible();
    await expect(cards(page)).toHaveCount(expected.length);
    for (const order of expected)
      await expect(cards(page).filter({ hasText: order.orderNumber })).toHaveCount(1);
  }

  // Each card: its status in upper case, a way to its details, and Pay now only where a payment is
  // owed online by an order that has not left the shop.
  await tab(page, 'All').click();
  for (const order of orders) {
    const card = cards(page).filter({ hasText: order.orderNumber });
    await expect(card).toContainText(order.status.replace(/_/g, ' ').toUpperCase());
    await expect(
      card.getByRole('link', { name: `View details of order ${order.orderNumber}` }),
    ).toHaveAttribute('href', `/order/${order._id}`);
    const owed =
      order.paymentMethod !== 'cash_on_delivery' &&
      inShop(order) &&
      (order.paymentStatus === 'pending' || order.paymentStatus === 'failed');
    await expect(card.getByRole('link', { name: `Pay now for order ${order.orderNumber}` })).toHaveCount(
      owed ? 1 : 0,
    );
  }

  // The tabs answer the arrow keys, and the chosen one stays in the address through a reload.
  await tab(page, 'All').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Completed')).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'To Ship')).toBeFocused();
  await expect(tab(page, 'To Ship')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL('/orders?tab=to-ship');
  await page.reload();
  await expect(tab(page, 'To Ship')).toHaveAttribute('aria-selected', 'true');
  // Clicked again until it takes: on a busy machine a click right after the reload can land before
  // the page has finished loading, and the search below would then run in To Ship.
  await expect(async () => {
    await tab(page, 'All').click();
    await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass();

  // Search: part of an item's name or of an order number, in any case.
  const search = page.getByRole('searchbox', { name: 'Search orders' });
  const named = orders.find((order) => order.items.length > 1) ?? orders[0];
  const itemName = named?.items[0]?.name ?? '';
  const part = itemName.split(' ').slice(-2).join(' ').toLowerCase();
  const withItem = orders.filter((order) =>
    order.items.some((item) => item.name.toLowerCase().includes(part)),
  );
  await search.fill(part);
  await expect(showing(page, withItem.length, orders.length)).toBeVisible();
  await expect(cards(page)).toHaveCount(withItem.length);
  await expect(cards(page).filter({ hasText: itemName })).not.toHaveCount(0);

  const last = orders[orders.length - 1];
  if (!last) throw new Error('unreachable');
  await search.fill(last.orderNumber.toLowerCase());
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText(last.orderNumber);

  // The customer's name: every one of the demo shopper's orders is Rahim Uddin's.
  await search.fill('rahim');
  await expect(showing(page, orders.length, orders.length)).toBeVisible();
  await search.fill('no such order zzz');
  await expect(page.getByText('Try adjusting your search terms')).toBeVisible();
  await expect(showing(page, 0, orders.length)).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  // The demo's Nagad order that shipped was switched to cash on delivery first: its page offers no
  // payment, and its history says why.
  const onItsWay = orders.find((order) => order.status === 'shipped');
  if (!onItsWay) throw new Error('the demo has no shipped order');
  await page.goto(`/order/${onItsWay._id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${onItsWay.orderNumber}` })).toBeVisible();
  await expect(page.getByText('Payment changed to cash on delivery.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
});

// My Orders' tabs run at both widths; the order's page at 375 px is checkout.spec.ts's. The
// cancellation's dialog and the server's answers do not change with the width.
test('a shopper cancels an order with a reason, and finds it under Cancelled and on My Cancellations @one-width', async ({
  page,
  request,
  shopper,
}) => {
  const order = await placedOrder(request, shopper, 'cash_on_delivery');
  const [line] = order.items;
  if (!line?.product_id) throw new Error('the order has no line of a product');
  const product = { id: line.product_id, name: line.name };
  await page.goto('/orders');
  await tab(page, 'Cancelled').click();
  await expect(page.getByText('No orders found in the chosen category')).toBeVisible();
  await tab(page, 'All').click();
  await page.getByRole('link', { name: `View details of order ${order.orderNumber}` }).click();

  await expect(page).toHaveURL(`/order/${order._id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(main.getByRole('link', { name: product.name, exact: true })).toHaveAttribute(
    'href',
    `/product/${product.id}`,
  );
  await expect(main.getByText('Cash on Delivery')).toBeVisible();

  await main.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${order.orderNumber}` });
  // Without a reason the server refuses, in its own words.
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(ERROR_MESSAGES.cancelReasonRequired);
  const reason = 'Found the same panjabi nearer home';
  await dialog.getByLabel('Why are you cancelling?').fill(reason);
  await dialog.getByRole('button', { name: 'Cancel order' }).click();

  await expect(dialog).toBeHidden();
  await expect(main.getByRole('status').filter({ hasText: ORDER_MESSAGES.cancelled })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  const history = main.getByRole('region', { name: 'Order history' }).getByRole('listitem');
  await expect(history.last()).toContainText('CANCELLED');
  await expect(history.last()).toContainText(reason);

  await main.getByRole('link', { name: 'Back to Orders' }).click();
  await expect(page).toHaveURL('/manage-account/orders');
  await tab(page, 'Cancelled').click();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText(order.orderNumber);
  await expect(cards(page)).toContainText('CANCELLED');

  await page.goto('/cancellations');
  const cancelled = page.getByRole('article', { name: `Order ${order.orderNumber}` });
  await expect(cancelled).toContainText(reason);
  await expect(cancelled).toContainText(product.name);
  await expect(cancelled.getByText(/^Requested on \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  await cancelled.getByRole('link', { name: `More details of order ${order.orderNumber}` }).click();
  await expect(page).toHaveURL(`/order/${order._id}`);
});

test('an order shows only to the shopper who placed it @one-width', async ({ page, request }) => {
  const owner = await newShopper(request);
  const order = await placedOrder(request, owner, 'cash_on_delivery');

  await page.goto(`/order/${order._id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Authentication required' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  await expect(page).toHaveURL(`/order/${order._id}`);

  const other = await newShopper(request, 'Someone Else');
  await signInAs(page, other);
  await test.step("the API answers 403 for another shopper's order", async () => {
    await page.goto(`/order/${order._id}`);
    await expect(main.getByRole('alert')).toHaveText('Not authorized to view this order');
    await expect(main).not.toContainText(order.orderNumber);
  });

  await page.goto('/order/00000000-0000-4000-8000-000000000000');
  await expect(main.getByRole('alert')).toHaveText('Order not found');
});

test('the demo shopper returns an item of the delivered order and reviews it @one-width', async ({
  page,
  request,
}) => {
  const shopper = await demoShopper(request);
  const delivered = (await ordersOf(request, shopper)).find((order) => order.status === 'delivered');
  const item = delivered?.items.find((line) => line.product_id !== null);
  if (!delivered || !item?.product_id) throw new Error('The demo shopper has no delivered order');
  await signInAs(page, shopper);
  await page.goto('/orders');
  await tab(page, 'Completed').click();
  await page.getByRole('link', { name: `View details of order ${delivered.orderNumber}` }).click();

  // Every line is ticked at first; only the first goes back.
  await page.getByRole('button', { name: 'Return items' }).click();
  const dialog = page.getByRole('dialog', { name: `Return items of order ${delivered.orderNumber}` });
  const boxes = dialog.getByRole('checkbox');
  await expect(boxes).toHaveCount(delivered.items.length);
  for (const box of await boxes.all()) await expect(box).toBeChecked();
  for (const other of delivered.items.filter((line) => line._id !== item._id))
    await dialog.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(other.name)} `) }).uncheck();
  const reason = `The colour is darker than in the pictures (${Date.now()})`;
  await dialog.getByLabel('Why are you returning them?').fill(reason);
  await dialog.getByRole('button', { name: 'Ask for a return' }).click();
  await expect(dialog).toBeHidden();
  const main = page.getByRole('main');
  await expect(main.getByRole('status').filter({ hasText: RETURN_MESSAGES.requested })).toBeVisible();

  await main.getByRole('link', { name: 'See my returns' }).click();
  await expect(page).toHaveURL('/returns');
  const returned = page.getByRole('main').getByRole('listitem').filter({ hasText: reason });
  await expect(returned).toHaveCount(1);
  await expect(returned).toContainText(item.name);
  await expect(returned).toContainText(delivered.orderNumber);
  await expect(returned).toContainText(`Qty: ${item.quantity}`);
  await expect(returned).toContainText('Requested');

  // A review of the same line, written on the order's page, shows on the product's page.
  await page.goto(`/order/${delivered._id}`);
  await page.getByRole('button', { name: `Write a review of ${item.name}` }).click();
  const form = page.getByRole('form', { name: `Review ${item.name}` });
  await form
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '5 stars' }) })
    .click();
  await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
  const message = `Warm and soft, as described. (${Date.now()})`;
  await form.getByLabel('Your review').fill(message);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thank you for your review!')).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: item.name, exact: true }).click();
  await expect(page).toHaveURL(`/product/${item.product_id}`);
  await expect(page.getByRole('region', { name: 'Ratings & reviews' }).getByText(message)).toBeVisible();
});
