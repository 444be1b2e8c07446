import type { OrderSummary } from '@haat/contracts';
import { HOME_IN_DHAKA, savedAddress } from './support/addresses';
import { addedToCart } from './support/orders';
import { mailAbout } from './support/outbox';
import { bearer, newShopper, signInAs } from './support/session';
import { expect, test } from './support/test';

/** What a Bengali reader's mail may hold in Latin digits: none, once the order number and links are out. */
const LATIN_DIGIT = /[0-9]/;

const bengaliTaka = (amount: number) =>
  `৳${new Intl.NumberFormat('bn-BD', { minimumFractionDigits: 2 }).format(amount)}`;

// The mail's words do not change with the width: once, at 1280 px.
test('a shopper who switched the header to Bengali gets the order mail in Bengali, with Bengali digits @one-width', async ({
  page,
  request,
  operator,
}) => {
  // Signed up in English: the account still says English until the header says otherwise.
  const shopper = await newShopper(request, 'Rahima Khatun');
  const product = await addedToCart(request, shopper);
  await savedAddress(request, shopper, HOME_IN_DHAKA);
  await signInAs(page, shopper);

  await page.goto('/');
  await page.getByRole('button', { name: /^Language and currency: English/ }).click();
  await page.getByRole('radio', { name: /^(Bengali|বাংলা)$/ }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

  await page.goto('/cartpayment');
  await page.getByLabel('পেমেন্ট পদ্ধতি').selectOption('cash_on_delivery');
  await page.getByRole('button', { name: 'পেমেন্ট করতে এগিয়ে যান' }).click();
  await expect(page).toHaveURL('/orders', { timeout: 15_000 });

  const headers = bearer(shopper);
  const listed = await request.get('/api/v1/user/orders', { headers });
  const [order] = ((await listed.json()) as { orders: OrderSummary[] }).orders;
  if (!order) throw new Error('no order was placed');
  const mail = await mailAbout(shopper.email, order.orderNumber);
  expect(mail.subject).toBe(`আপনার হাট অর্ডার ${order.orderNumber}`);
  const text = mail.text ?? '';
  expect(text).toContain('প্রিয় Rahima Khatun,');
  expect(text).toContain(`১টি পণ্য, ডেলিভারিসহ মোট ${bengaliTaka(order.total)}।`);
  expect(text).toContain(`ডেলিভারি: ${bengaliTaka(60)}`);
  expect(text).toContain(`মোট: ${bengaliTaka(order.total)}`);
  // Its line, in the product's Bengali name when it has one.
  expect(text).toContain(product.nameBn ?? product.name);
  // The shop's words and numbers only: the order number, the link and the pickup point are not.
  const shopWords = text
    .split('\n\n')
    .slice(1, 4)
    .join('\n')
    .replace(order.orderNumber, '')
    .replace(product.nameBn ?? product.name, '');
  expect(shopWords).not.toMatch(LATIN_DIGIT);

  // The header's choice was kept on the account: the next mail, about a move the operator makes,
  // is in Bengali too.
  const moved = await request.post(`/api/v1/admin/orders/${order._id}/status`, {
    headers: bearer(operator),
    data: { status: 'confirmed' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const confirmed = await mailAbout(shopper.email, `${order.orderNumber}: নিশ্চিত করা হয়েছে`);
  expect(confirmed.text).toContain(`আমরা আপনার অর্ডার ${order.orderNumber} নিশ্চিত করেছি`);
});
