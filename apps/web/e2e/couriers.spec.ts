import type { Order } from '@haat/contracts';
import { steadfastDelivers } from './support/couriers';
import { tabTo } from './support/keyboard';
import { addedToCart } from './support/orders';
import { bearer, newShopper, type Shopper } from './support/session';
import { type APIRequestContext, expect, type Page, test } from './support/test';

/**
 * Issue 29: an order from the shelf to the door with a courier, and the cash back. The operator
 * books it with Steadfast (the journeys' stand-in, e2e/support/steadfast-server.ts) and prints its
 * label; Steadfast's webhook says it was delivered; the shopper follows it; the courier's payout
 * marks it paid. The booking and the label are reached with the keyboard alone.
 */

/** Where the parcel goes: a pickup point written in Bengali, as a shopper reading Bengali writes it. */
const BENGALI_POINT = {
  fullName: 'নুসরাত জাহান',
  phone: '01712345678',
  address: 'বাড়ি ১২, রোড ৫, মিরপুর ১০',
  city: 'Dhaka',
  postalCode: 'Dhaka - Dhaka - Mirpur',
  country: 'Bangladesh',
};

/** A cash-on-delivery order to the Bengali pickup point, placed and confirmed through the API. */
async function confirmedCashOrder(request: APIRequestContext, shopper: Shopper, operator: Shopper) {
  await addedToCart(request, shopper);
  const placed = await request.post('/api/v1/orders', {
    headers: bearer(shopper),
    data: { shippingAddress: BENGALI_POINT, paymentMethod: 'cash_on_delivery' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order } = (await placed.json()) as { order: Order };
  const confirmed = await request.post(`/api/v1/admin/orders/${order._id}/status`, {
    headers: bearer(operator),
    data: { status: 'confirmed' },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return order;
}

/** A fact of the booking's card (its term and value), as the operator reads it. */
const factOf = (page: Page, term: string) =>
  page
    .getByRole('article', { name: /^Steadfast/ })
    .locator('dl div')
    .filter({ has: page.getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');

test('an operator books a cash order with Steadfast and prints its label, the courier delivers it, and its payout marks it paid @one-width', async ({
  request,
  operator,
  pageFor,
}) => {
  // Two people, a courier and a payout: several pages each.
  test.slow();
  const shopper = await newShopper(request, 'Nusrat Jahan');
  const order = await confirmedCashOrder(request, shopper, operator);
  const desk = await pageFor(operator, { viewport: { width: 1280, height: 800 } });

  // The order's page: the operator chooses Steadfast and books it, with the keyboard from the
  // page's top.
  await desk.goto(`/admin/orders/${order._id}`);
  const panel = desk.getByRole('region', { name: 'Courier' });
  const courier = panel.getByLabel('Book with');
  await expect(courier).toBeVisible();
  await tabTo(desk, courier);
  await desk.keyboard.press('ArrowDown');
  await expect(courier).toHaveValue('steadfast');
  await tabTo(desk, panel.getByRole('button', { name: 'Book with the courier' }), { limit: 3 });
  await desk.keyboard.press('Enter');
  // The booking's heading: its courier, and where it stands.
  const booking = panel.getByRole('article', { name: 'Steadfast Booked' });
  await expect(booking).toBeVisible();
  await expect(factOf(desk, 'Invoice')).toHaveText(order.orderNumber);
  await expect(factOf(desk, 'Cash to collect')).toHaveText(`৳${order.total.toFixed(2)}`);
  const consignmentId = (await factOf(desk, 'Consignment ID').textContent())?.trim() ?? '';
  expect(consignmentId).toMatch(/^\d+$/);
  // Booked is being packed; the booking's own news is what moved the order there.
  await expect(desk.getByRole('heading', { level: 1 }).locator('..').getByText('PROCESSING')).toBeVisible();
  const timeline = booking.getByRole('region', { name: 'Parcel timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(1);
  await expect(timeline.getByRole('listitem').first()).toContainText('at booking');
  await expect(timeline.getByRole('listitem').first()).toContainText('Moved the order');

  // Its label, reached with the keyboard: the barcode of the order's number, the address in Bengali.
  const printLabel = booking.getByRole('link', { name: 'Print label' });
  await tabTo(desk, printLabel, { limit: 10 });
  await desk.keyboard.press('Enter');
  await expect(desk).toHaveURL(`/admin/labels?orders=${order._id}`);
  await expect(desk.getByRole('heading', { level: 1, name: 'Parcel labels' })).toBeVisible();
  const label = desk.getByRole('article', { name: `Order ${order.orderNumber}` });
  await expect(label.getByText(BENGALI_POINT.fullName)).toBeVisible();
  await expect(label.getByText(BENGALI_POINT.address)).toBeVisible();
  await expect(label.getByText('Mirpur, Dhaka')).toBeVisible();
  await expect(label.getByText(`৳${order.total.toFixed(2)}`)).toBeVisible();
  const barcode = label.getByRole('img', { name: `Barcode of order number ${order.orderNumber}` });
  await expect(barcode).toBeVisible();
  // Start B, a symbol for each character, the check symbol and stop: three bars each, four for stop.
  await expect(barcode.locator('rect[fill="#000"]')).toHaveCount(3 * (order.orderNumber.length + 2) + 4);
  await expect(
    label.getByRole('img', { name: `QR code of the tracking page of order ${order.orderNumber}` }),
  ).toBeVisible();
  // Print waits for the Bengali font; then the address is drawn in it, not in a fallback.
  const print = desk.getByRole('button', { name: 'Print' });
  await tabTo(desk, print);
  await expect(print).toBeEnabled();
  const address = label.getByText(BENGALI_POINT.address);
  const drawnIn = await address.evaluate((element) => {
    const family = getComputedStyle(element).fontFamily;
    let loaded = false;
    document.fonts.forEach((face) => {
      if (face.family.replace(/"/g, '') === 'Haat Bengali' && face.status === 'loaded') loaded = true;
    });
    return { family, loaded, ready: document.fonts.check(`16px ${family}`, element.textContent ?? '') };
  });
  expect(drawnIn.family).toContain('Haat Bengali');
  expect(drawnIn, 'the Bengali address is drawn in the shop’s Bengali font').toMatchObject({
    loaded: true,
    ready: true,
  });
  await desk.emulateMedia({ media: 'print' });
  await desk.screenshot({ path: test.info().outputPath('label-printed.png'), fullPage: true });
  await expect(desk.getByRole('heading', { level: 1, name: 'Parcel labels' })).toBeHidden();
  await expect(label).toBeVisible();
  await desk.emulateMedia({ media: 'screen' });

  // Steadfast's people deliver it, and Steadfast tells the shop.
  await steadfastDelivers(request, order.orderNumber, 'delivered');

  // The shopper's order page: delivered, the courier's timeline, the cash with the courier.
  const home = await pageFor(shopper);
  await home.goto(`/order/${order._id}`);
  await expect(home.getByRole('heading', { level: 1 }).locator('..').getByText('DELIVERED')).toBeVisible();
  const parcel = home.getByRole('region', { name: 'Parcel' });
  await expect(parcel.getByText('Steadfast', { exact: true })).toBeVisible();
  const news = parcel.getByRole('listitem');
  await expect(news).toHaveCount(2);
  await expect(news.nth(0)).toContainText('Booked with the courier');
  await expect(news.nth(1)).toContainText('Delivered');
  await expect(home.getByText('Collected by courier')).toBeVisible();

  // Steadfast's payment report pays the order out, less its charges.
  await desk.goto('/admin/payouts');
  const charge = 60;
  const codCharge = Math.round(order.total) / 100;
  const statement = [
    'Consignment ID,Invoice,COD Amount,Delivery Charge,COD Charge,Payable Amount',
    `${consignmentId},${order.orderNumber},${order.total.toFixed(2)},${charge.toFixed(2)},${codCharge.toFixed(2)},${(order.total - charge - codCharge).toFixed(2)}`,
  ].join('\r\n');
  const form = desk.getByRole('form', { name: 'Import a payout statement' });
  await form.getByLabel('Courier').selectOption('steadfast');
  await form.getByLabel('Payout statement (CSV)').setInputFiles({
    name: 'steadfast-payment.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(statement),
  });
  await form.getByRole('button', { name: 'Import' }).click();
  const result = desk.getByRole('region', { name: 'What the statement did' });
  await expect(result.getByText(/^Orders paid: 1\./)).toBeVisible();
  await result.getByRole('link', { name: new RegExp(`order ${order.orderNumber}`) }).click();
  await expect(desk.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(desk.getByText(/Cash on Delivery · Paid$/)).toBeVisible();
  await expect(factOf(desk, 'Collected')).toHaveText(`৳${order.total.toFixed(2)}`);

  await home.reload();
  await expect(home.getByText('Paid', { exact: true })).toBeVisible();
});
