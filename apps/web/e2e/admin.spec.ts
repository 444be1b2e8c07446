import type { Order } from '@haat/contracts';
import { deliveredBy, placedOrder } from './support/orders';
import { bearer, newShopper, signInAs } from './support/session';
import { expect, type Page, test } from './support/test';

/** A small real PNG: what a phone's screenshot is, only smaller. */
const SCREENSHOT = `data:image/png;base64,${'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC'}`;

/** The shopper's /orders tab that holds the order, read afresh. */
async function expectUnderTab(page: Page, tab: string, orderNumber: string) {
  await page.goto(`/orders?tab=${tab}`);
  await expect(page.getByRole('tabpanel').getByText(orderNumber)).toBeVisible();
}

test('an operator confirms a cash-on-delivery order and moves it to delivered while the shopper follows it', async ({
  request,
  operator,
  pageFor,
}) => {
  const shopper = await newShopper(request, 'Salma Begum');
  const order = await placedOrder(request, shopper, 'cash_on_delivery');
  const operatorPage = await pageFor(operator);
  const shopperPage = await pageFor(shopper);

  // The operator finds the order by its customer's name; the filter stays in the address.
  await operatorPage.goto('/admin/orders');
  await operatorPage.getByLabel('Order number, name or phone').fill('Salma Begum');
  await operatorPage.getByRole('button', { name: 'Show orders' }).click();
  await expect(operatorPage).toHaveURL(/q=Salma\+Begum/);
  await operatorPage.getByRole('link', { name: order.orderNumber }).click();
  await expect(
    operatorPage.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` }),
  ).toBeVisible();

  const move = async (label: string, shown: string) => {
    await operatorPage.getByRole('button', { name: `Move to ${label}` }).click();
    await expect(operatorPage.getByRole('status').getByText(`The order is now ${label}.`)).toBeVisible();
    await expect(operatorPage.getByRole('list').getByText(shown).last()).toBeVisible();
  };
  await operatorPage.getByLabel(/^Note to the shopper/).fill('We called you and confirmed the size.');
  await move('CONFIRMED', 'CONFIRMED');
  await expectUnderTab(shopperPage, 'to-ship', order.orderNumber);
  await shopperPage.goto(`/order/${order._id}`);
  await expect(shopperPage.getByText('We called you and confirmed the size.')).toBeVisible();

  await move('PROCESSING', 'PROCESSING');
  await move('SHIPPED', 'SHIPPED');
  await expectUnderTab(shopperPage, 'to-receive', order.orderNumber);
  await move('OUT FOR DELIVERY', 'OUT FOR DELIVERY');
  await move('DELIVERED', 'DELIVERED');
  await expectUnderTab(shopperPage, 'completed', order.orderNumber);
  // Delivered cash on delivery is paid; the operator may still complete it, and nothing after.
  await expect(operatorPage.getByRole('button', { name: 'Move to COMPLETED' })).toBeVisible();
  await expect(operatorPage.getByRole('button', { name: 'Cancel the order' })).toHaveCount(0);

  // The operator's steps are in the audit log.
  await operatorPage
    .getByRole('navigation', { name: 'Back office sections' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(
    operatorPage.getByRole('cell', { name: 'status: out_for_delivery → delivered' }).first(),
  ).toBeVisible();
  await operatorPage.screenshot({ path: test.info().outputPath('audit-log.png'), fullPage: true });
});

test('an operator ships an unpaid Nagad order only once switched to cash on delivery, and the shopper is no longer asked to pay @one-width', async ({
  request,
  operator,
  pageFor,
}) => {
  const size = { width: 1280, height: 800 };
  const shopper = await newShopper(request, 'Shirin Akter');
  const order = await placedOrder(request, shopper, 'nagad');
  const operatorPage = await pageFor(operator, { viewport: size });
  const shopperPage = await pageFor(shopper);

  await operatorPage.goto(`/admin/orders/${order._id}`);
  for (const status of ['CONFIRMED', 'PROCESSING']) {
    await operatorPage.getByRole('button', { name: `Move to ${status}` }).click();
    await expect(operatorPage.getByRole('status').getByText(`The order is now ${status}.`)).toBeVisible();
  }
  // Unpaid online, it may not ship: the panel says why and offers the switch instead.
  await expect(operatorPage.getByRole('button', { name: 'Move to SHIPPED' })).toHaveCount(0);
  await expect(operatorPage.getByText(/^Paid online and not paid yet/)).toBeVisible();
  await expectUnderTab(shopperPage, 'to-pay', order.orderNumber);

  await operatorPage.getByRole('button', { name: 'Switch to cash on delivery' }).click();
  await expect(
    operatorPage.getByRole('status').getByText('The order is now paid by cash on delivery.'),
  ).toBeVisible();
  await expect(operatorPage.getByText('Payment changed to cash on delivery.')).toBeVisible();
  await operatorPage.getByRole('button', { name: 'Move to SHIPPED' }).click();
  await expect(operatorPage.getByRole('status').getByText('The order is now SHIPPED.')).toBeVisible();

  // On its way and paid at the door: no Pay now, and not under To Pay.
  await expectUnderTab(shopperPage, 'to-receive', order.orderNumber);
  await shopperPage.goto('/orders?tab=to-pay');
  await expect(shopperPage.getByRole('tabpanel').getByText(order.orderNumber)).toHaveCount(0);
  await shopperPage.goto(`/order/${order._id}`);
  await expect(shopperPage.getByText('Payment changed to cash on delivery.')).toBeVisible();
  await expect(shopperPage.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
});

test('an operator checks bKash proofs with the keyboard: one verified, one rejected with a reason the shopper reads @one-width', async ({
  request,
  operator,
  pageFor,
}) => {
  const shopper = await newShopper(request, 'Nusrat Jahan');
  const headers = bearer(shopper);
  const sendProof = async (order: Order, amount: number) => {
    const res = await request.post(`/api/v1/orders/${order._id}/payment-proof`, {
      headers,
      data: {
        transaction_id: `TRX${Date.now()}${Math.round(Math.random() * 1e6)}`,
        payment_method: 'bkash',
        amount,
        screenshot: SCREENSHOT,
        sender_number: '01812345678',
        sender_name: 'Nusrat Jahan',
        payment_date: '2026-11-20',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  const paid = await placedOrder(request, shopper, 'bkash');
  const short = await placedOrder(request, shopper, 'bkash');
  await sendProof(paid, paid.total);
  await sendProof(short, short.total - 50);

  const operatorPage = await pageFor(operator, { viewport: { width: 1280, height: 800 } });
  await operatorPage.goto('/admin/payments');
  const card = operatorPage.locator('.admin-proof');
  // Proofs waiting are shown oldest first; J moves to the next. Find each of ours by its order number.
  const showProofOf = async (orderNumber: string) => {
    await expect(card.getByText(/^\d+ \/ \d+$/)).toBeVisible();
    // From the first proof waiting, one step at a time.
    for (let step = 0; step < 50; step += 1) await operatorPage.keyboard.press('k');
    for (let step = 0; step < 50; step += 1) {
      if (await card.getByRole('link', { name: orderNumber, exact: true }).isVisible()) return;
      await operatorPage.keyboard.press('j');
    }
    throw new Error(`proof of ${orderNumber} not in the queue`);
  };

  await showProofOf(paid.orderNumber);
  await expect(
    card.getByRole('img', { name: `Screenshot of the payment for order ${paid.orderNumber}` }),
  ).toBeVisible();
  await operatorPage.keyboard.press('v');
  await expect(operatorPage.getByText(`Payment verified: order ${paid.orderNumber} is paid.`)).toBeVisible();

  await showProofOf(short.orderNumber);
  await expect(card.getByText('The amount sent is not the order’s total.')).toBeVisible();
  await operatorPage.keyboard.press('r');
  await expect(card.getByLabel('Why is it rejected? The shopper reads this.')).toBeFocused();
  await operatorPage.keyboard.type('৳50 is missing. Please send the rest and a new proof.');
  await operatorPage.keyboard.press('Tab');
  await operatorPage.keyboard.press('Enter');
  await expect(
    operatorPage.getByText('Proof rejected: the shopper is told why and may send another.'),
  ).toBeVisible();
  await operatorPage.screenshot({ path: test.info().outputPath('payments.png'), fullPage: true });

  // The shopper: the verified order has left To Pay; the other says why and may be paid again.
  const shopperPage = await pageFor(shopper, { viewport: { width: 1280, height: 800 } });
  await shopperPage.goto('/orders?tab=to-pay');
  await expect(shopperPage.getByRole('tabpanel').getByText(short.orderNumber)).toBeVisible();
  await expect(shopperPage.getByRole('tabpanel').getByText(paid.orderNumber)).toHaveCount(0);
  await shopperPage.goto(`/order/${short._id}`);
  await expect(
    shopperPage.getByText('The shop says: ৳50 is missing. Please send the rest and a new proof.'),
  ).toBeVisible();
  await expect(shopperPage.getByRole('link', { name: 'Pay now' })).toBeVisible();
});

test('a shopper who opens /admin is told it is not theirs, and a visitor signs in first @one-width', async ({
  page,
  request,
}) => {
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/auth$/);

  await signInAs(page, await newShopper(request));
  await page.goto('/admin/orders');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This area is for the shop’s operators' }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an operator imports a bKash statement that verifies a proof, and the order leaves To Pay @one-width', async ({
  request,
  operator,
  pageFor,
}) => {
  const shopper = await newShopper(request, 'Karim Uddin');
  const order = await placedOrder(request, shopper, 'bkash');
  const transactionId = `BK${Date.now()}`.slice(0, 14);
  const sent = await request.post(`/api/v1/orders/${order._id}/payment-proof`, {
    headers: bearer(shopper),
    data: {
      transaction_id: transactionId,
      payment_method: 'bkash',
      amount: order.total,
      screenshot: SCREENSHOT,
      sender_number: '01812345678',
      sender_name: 'Karim Uddin',
      payment_date: '2026-11-20',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  const operatorPage = await pageFor(operator, { viewport: { width: 1280, height: 800 } });
  await operatorPage.goto('/admin/statements');
  const statement = [
    'TrxID,Sender,Amount,Date Time',
    `${transactionId},01812345678,"${order.total.toFixed(2)}",2026-11-20 10:15`,
    'NOPROOF123,01700000000,500.00,2026-11-20 11:00',
  ].join('\r\n');
  const form = operatorPage.getByRole('form', { name: 'Import a statement' });
  await form.getByLabel('Statement file (CSV)').setInputFiles({
    name: 'bkash-statement.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(statement),
  });
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(form.getByText(/^Statement imported: 2 new lines/)).toBeVisible();

  const exact = operatorPage.getByRole('region', { name: 'Exact matches, ready to verify' });
  await expect(
    exact.getByRole('checkbox', { name: `Verify the payment of order ${order.orderNumber}` }),
  ).toBeChecked();
  await expect(
    operatorPage.getByRole('region', { name: 'Statement lines with no proof' }).getByText('NOPROOF123'),
  ).toBeVisible();
  await operatorPage.screenshot({ path: test.info().outputPath('statements.png'), fullPage: true });
  await exact.getByRole('button', { name: /^Verify the chosen payments/ }).click();
  await expect(exact.getByText(/^Payments verified: [1-9]/)).toBeVisible();

  // Importing the same statement again changes nothing.
  await form.getByLabel('Statement file (CSV)').setInputFiles({
    name: 'bkash-statement.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(statement),
  });
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(form.getByText('Statement imported: 0 new lines, 2 already known, 0 refused.')).toBeVisible();

  const shopperPage = await pageFor(shopper, { viewport: { width: 1280, height: 800 } });
  await shopperPage.goto(`/order/${order._id}`);
  await expect(shopperPage.getByText('Paid', { exact: true })).toBeVisible();
  await shopperPage.goto('/orders?tab=to-pay');
  await expect(shopperPage.getByRole('tabpanel').getByText(order.orderNumber)).toHaveCount(0);
});

test('an operator approves a return and marks it refunded; the shopper sees it refunded @one-width', async ({
  request,
  operator,
  pageFor,
}) => {
  const shopper = await newShopper(request, 'Farhana Akter');
  const order = await placedOrder(request, shopper, 'cash_on_delivery');
  await deliveredBy(request, operator, order._id);
  const asked = await request.post(`/api/v1/orders/${order._id}/returns`, {
    headers: bearer(shopper),
    data: { reason: 'Too tight at the shoulders' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const item = order.items[0];

  const page = await pageFor(operator, { viewport: { width: 1280, height: 800 } });
  await page.goto('/admin/returns');
  await page.getByLabel('Order number or customer').fill(order.orderNumber);
  await page.getByRole('button', { name: 'Find returns' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${order.orderNumber}`));
  const row = page.getByRole('row', { name: new RegExp(order.orderNumber) });
  await expect(row.getByText('Too tight at the shoulders')).toBeVisible();
  await row.getByRole('button', { name: 'Approve' }).click();
  await page.getByLabel(/^Note to the shopper/).fill('Please bring it to the Mirpur point.');
  await page.getByRole('button', { name: 'Approve the return' }).click();
  await expect(page.getByRole('status').getByText(/approved: its stock is back on sale/)).toBeVisible();

  await page.getByRole('button', { name: 'Approved', exact: true }).click();
  await row.getByRole('button', { name: 'Mark refunded' }).click();
  await page.getByLabel(/^How the money was sent back/).fill('Sent by bKash to 01712345678.');
  await page.getByRole('button', { name: 'Mark it refunded' }).click();
  await expect(page.getByRole('status').getByText(/refunded: the shopper is told/)).toBeVisible();

  const shopperPage = await pageFor(shopper, { viewport: { width: 375, height: 800 } });
  await shopperPage.goto('/returns');
  const returned = shopperPage.getByRole('listitem').filter({ hasText: item?.name ?? '' });
  await expect(returned.getByText('Refunded')).toBeVisible();
});

test('an operator marks a paid order the shopper cancelled refunded @one-width', async ({
  request,
  operator,
  pageFor,
}) => {
  const shopper = await newShopper(request, 'Tania Sultana');
  const headers = bearer(shopper);
  const order = await placedOrder(request, shopper, 'bkash');
  const proof = await request.post(`/api/v1/orders/${order._id}/payment-proof`, {
    headers,
    data: {
      transaction_id: `TRX${Date.now()}${Math.round(Math.random() * 1e6)}`,
      payment_method: 'bkash',
      amount: order.total,
      screenshot: SCREENSHOT,
      sender_number: '01812345678',
      sender_name: 'Tania Sultana',
      payment_date: '2026-11-20',
    },
  });
  expect(proof.status(), await proof.text()).toBe(201);
  const operatorHeaders = bearer(operator);
  const details = await request.get(`/api/v1/admin/orders/${order._id}`, { headers: operatorHeaders });
  const proofId = ((await details.json()) as { order: { paymentProofs: { _id: string }[] } }).order
    .paymentProofs[0]?._id;
  expect(
    (
      await request.post(`/api/v1/admin/payment-proofs/${proofId}/verify`, { headers: operatorHeaders })
    ).status(),
  ).toBe(200);
  const cancelled = await request.post(`/api/v1/orders/${order._id}/cancel`, {
    headers,
    data: { reason: 'Bought it at a market nearby' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  const page = await pageFor(operator, { viewport: { width: 1280, height: 800 } });
  await page.goto('/admin/cancellations');
  const row = page.getByRole('row', { name: new RegExp(order.orderNumber) });
  await expect(row.getByText('Bought it at a market nearby')).toBeVisible();
  await expect(row.getByText('by Tania Sultana')).toBeVisible();
  await row.getByRole('button', { name: 'Mark refunded' }).click();
  await page.getByRole('button', { name: 'Mark it refunded' }).click();
  await expect(
    page.getByRole('status').getByText(`Order ${order.orderNumber} is marked refunded: the shopper is told.`),
  ).toBeVisible();
  await expect(row).toHaveCount(0);

  const shopperPage = await pageFor(shopper, { viewport: { width: 375, height: 800 } });
  await shopperPage.goto(`/order/${order._id}`);
  await expect(shopperPage.getByText('Refunded')).toBeVisible();
});
