import type { Order } from '@haat/contracts';
import { addedToCart as addToCart } from './support/orders';
import { bearer, newShopper } from './support/session';
import { expect, type Page, test } from './support/test';

const money = (taka: number) => `৳${taka.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

// The delivery cost and the tax rate are the whole shop's: the journey that changes them runs after
// all others (the shop-wide project) and puts them back.
test('an operator changes the delivery cost inside Dhaka and the tax rate, and a shopper’s cart and checkout charge them @shop-wide', async ({
  request,
  operator,
  pageFor,
}) => {
  const headers = bearer(operator);
  const before = await (await request.get('/api/v1/admin/settings', { headers })).json();
  const { dhakaInside, dhakaOutside } = before.settings.deliveryCosts as Record<string, number>;
  const { percent } = before.settings.taxRate as { percent: number };
  const admin = await pageFor(operator, { viewport: { width: 1280, height: 800 } });
  try {
    await admin.goto('/admin/settings');
    const delivery = admin.getByRole('form', { name: 'Delivery costs' });
    await delivery.getByLabel('Inside Dhaka (taka)').fill('75.5');
    await delivery.getByRole('button', { name: 'Save' }).click();
    await expect(delivery.getByRole('status')).toHaveText(
      'Delivery costs are saved: checkout charges them from now on.',
    );
    const tax = admin.getByRole('form', { name: 'Tax' });
    await tax.getByLabel('Tax rate on goods after discount (%; 0 for none)').fill('5');
    await tax.getByRole('button', { name: 'Save' }).click();
    await expect(tax.getByRole('status')).toHaveText(
      'The tax rate is saved: orders placed from now on are charged it.',
    );

    const shopper = await newShopper(request, 'Nusrat Jahan');
    // One of the oldest demo products: the shop-wide journeys beside this one make products of
    // their own (the newest, which the listing shows first) and archive one of them.
    const product = await addToCart(request, shopper, { fromTheEnd: true });
    const saved = await request.post('/api/v1/user/addresses', {
      headers: bearer(shopper),
      data: {
        fullName: 'Nusrat Jahan',
        phone: '01712345678',
        province: 'Dhaka',
        city: 'Dhaka',
        zone: 'Mirpur',
        address: 'House 4, Road 2',
        isDefault: true,
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    // 5% of the goods, to the poisha: the cart and checkout show what the order will charge.
    const taxed = Math.round(product.price * 5) / 100;
    const page = await pageFor(shopper, { viewport: { width: 1280, height: 800 } });
    await page.goto('/cart');
    await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(`Tax${money(taxed)}`);
    await page.goto('/cartpayment');
    await expect(page.getByRole('region', { name: 'Pickup point' })).toContainText(
      'Delivery fee to Dhaka: ৳75.50',
    );
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary).toContainText(`Tax${money(taxed)}`);
    await expect(summary).toContainText(money(product.price + taxed + 75.5));
  } finally {
    const untaxed = await request.put('/api/v1/admin/settings/tax-rate', { headers, data: { percent } });
    expect(untaxed.status()).toBe(200);
    const restored = await request.put('/api/v1/admin/settings/delivery-costs', {
      headers,
      data: { dhakaInside, dhakaOutside },
    });
    expect(restored.status()).toBe(200);
  }
});

test('an operator creates a promo code and a shopper applies it in the cart', async ({
  request,
  viewport,
  operator,
  pageFor,
}) => {
  const size = viewport ?? { width: 1280, height: 800 };
  const code = `DESK${Date.now().toString(36).toUpperCase()}${size.width}`;
  const admin = await pageFor(operator);
  await admin.goto('/admin/promo-codes');
  await admin.getByRole('button', { name: 'New promo code' }).click();
  const form = admin.getByRole('form', { name: 'New promo code' });
  await form.getByLabel('Code').fill(code.toLowerCase());
  await form.getByLabel('Kind').selectOption('fixed');
  await form.getByLabel('Discount').fill('50');
  await form.getByLabel('Description shown to shoppers').fill('৳50 off, from the back office');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(admin.getByRole('status').getByText(`Promo code ${code} is created.`)).toBeVisible();
  await expect(admin.getByRole('row', { name: new RegExp(code) })).toContainText('0, no limit');

  const shopper = await newShopper(request, 'Salma Begum');
  await addToCart(request, shopper);
  const page = await pageFor(shopper);
  await page.goto('/cart');
  const promo = page.getByRole('region', { name: 'Promo code' });
  await promo.getByRole('textbox').fill(code.toLowerCase());
  await promo.getByRole('button', { name: 'Apply' }).click();
  await expect(promo.getByRole('status')).toContainText(`${code} applied`);
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('−৳50.00');

  // Deactivated, the code no longer applies to the cart that holds it.
  await admin.reload();
  await admin
    .getByRole('row', { name: new RegExp(code) })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(admin.getByRole('status').getByText(`Promo code ${code} is deactivated`)).toBeVisible();
  await expect(admin.getByRole('row', { name: new RegExp(code) })).toContainText('in 1 cart');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Promo code' })).toContainText('Invalid Promo Code');
});

test('the dashboard counts an order a shopper has just placed, and links to it', async ({
  request,
  viewport,
  operator,
  pageFor,
}) => {
  const _size = viewport ?? { width: 1280, height: 800 };
  const admin = await pageFor(operator);
  await admin.goto('/admin');
  const today = admin.getByRole('article').filter({ hasText: 'Today' });
  await expect(today).toBeVisible();
  const ordersToday = async () =>
    Number(((await today.locator('dd').first().textContent()) ?? '').replace(/,/g, ''));
  const before = await ordersToday();

  const shopper = await newShopper(request, 'Karim Uddin');
  await addToCart(request, shopper);
  const placed = await request.post('/api/v1/orders', {
    headers: bearer(shopper),
    data: {
      shippingAddress: {
        fullName: 'Karim Uddin',
        phone: '01712345678',
        address: 'House 7, Road 3, Mirpur',
        city: 'Dhaka',
        postalCode: 'Dhaka - Dhaka - Mirpur',
        country: 'Bangladesh',
      },
      paymentMethod: 'cash_on_delivery',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order } = (await placed.json()) as { order: Order };

  await admin.reload();
  await expect.poll(ordersToday).toBeGreaterThan(before);
  await admin.getByRole('link', { name: /^PENDING/ }).click();
  await expect(admin).toHaveURL(/\/admin\/orders\?status=pending/);
  await expect(admin.getByRole('link', { name: order.orderNumber })).toBeVisible();
});

/** Screenshots of the new pages at both widths, light and dark, for a person to look at. */
test('the dashboard, promo codes and settings pages, as an operator sees them @one-width', async ({
  operator,
  pageFor,
}) => {
  for (const width of [375, 1280])
    for (const dark of [false, true]) {
      const page: Page = await pageFor(operator, { viewport: { width, height: 900 }, dark });
      for (const [name, path, ready] of [
        ['dashboard', '/admin', 'Waiting for the shop'],
        ['promo-codes', '/admin/promo-codes', 'Uses'],
        ['settings', '/admin/settings', 'Payment accounts'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByText(ready).first()).toBeVisible();
        if (name === 'promo-codes') await page.getByRole('button', { name: 'New promo code' }).click();
        await page.screenshot({
          path: test.info().outputPath(`${name}-${width}-${dark ? 'dark' : 'light'}.png`),
          fullPage: true,
        });
      }
      await page.context().close();
    }
});
