import { ORDER_SMS_TOPICS, type Order } from '@haat/contracts';
import type { ShopSettings } from '@haat/contracts/admin';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import { addToCart, chattogram, dhaka, type Shopper } from '../../../test/shopping';
import { auditLog, orders, settings } from '../../db/schema';
import { createUnpaidOrderSweep } from '../orders/unpaid-orders';

let shop: TestApp;
let operator: Shopper;
let categoryId: string;
test.beforeAll(async ({ shop: built }) => {
  shop = built;
  operator = await shop.signUpOperator();
  categoryId = (await createCategory(shop.db)).id;
});

type Saved = { success: true; message: string; settings: ShopSettings };
const read = async () => {
  const res = await operator.get('/api/v1/admin/settings');
  expect(res.status).toBe(200);
  return (res.body as { settings: ShopSettings }).settings;
};
const put = (group: string, body: unknown) =>
  operator.put(`/api/v1/admin/settings/${group}`, body as Record<string, unknown>);
const settingRows = () => shop.db.select().from(settings).orderBy(settings.key);
const auditOf = (key: string) =>
  shop.db.select().from(auditLog).where(eq(auditLog.entityId, key)).orderBy(auditLog.createdAt);

async function order(
  shopper: Shopper,
  price: number,
  pickupPoint = dhaka,
  paymentMethod = 'cash_on_delivery',
) {
  const product = await createProduct(shop.db, { categoryId, price });
  await addToCart(shopper, product.id, 'M');
  const res = await shopper.post('/api/v1/orders', { shippingAddress: pickupPoint, paymentMethod });
  expect(res.status, res.text).toBe(201);
  return (res.body as { order: Order }).order;
}

describe('GET /api/v1/admin/settings', () => {
  it('answers what checkout uses before any is set: the spec’s fees, no tax, 24 hours, no accounts', async () => {
    expect(await read()).toEqual({
      deliveryCosts: { dhakaInside: 60, dhakaOutside: 120 },
      taxRate: { percent: 0 },
      unpaidOrderHours: { hours: 24 },
      paymentAccounts: { bkash: null, nagad: null, rocket: null, bank: null },
      smsEvents: { topics: [...ORDER_SMS_TOPICS] },
    });
  });
});

describe('PUT /api/v1/admin/settings/delivery-costs and tax-rate', () => {
  it('are charged by the next checkout, and each change is audited with what it replaced', async () => {
    const costs = await put('delivery-costs', { dhakaInside: 70.5, dhakaOutside: 150 });
    expect(costs.status, costs.text).toBe(200);
    expect(costs.body).toMatchObject({
      message: 'Delivery costs are saved: checkout charges them from now on.',
      settings: { deliveryCosts: { dhakaInside: 70.5, dhakaOutside: 150 } },
    });
    const tax = await put('tax-rate', { percent: 7.5 });
    expect((tax.body as Saved).settings.taxRate).toEqual({ percent: 7.5 });

    expect((await shop.get('/api/v1/delivery-costs')).body).toMatchObject({
      deliveryCosts: { dhakaInside: 70.5, dhakaOutside: 150 },
    });
    const shopper = await shop.signUp();
    expect((await shopper.get('/api/v1/admin/delivery-costs')).body).toMatchObject({
      deliveryCosts: { dhakaInside: 70.5, dhakaOutside: 150 },
    });
    expect(await order(shopper, 1000)).toMatchObject({
      subtotal: 1000,
      tax: 75,
      shippingCost: 70.5,
      total: 1145.5,
    });
    expect(await order(shopper, 999.99, chattogram)).toMatchObject({
      tax: 75,
      shippingCost: 150,
      total: 1224.99,
    });

    // No tax again, and the fees back: the next order pays neither.
    await put('tax-rate', { percent: 0 });
    await put('delivery-costs', { dhakaInside: 0, dhakaOutside: 120 });
    expect(await order(shopper, 500)).toMatchObject({ tax: 0, shippingCost: 0, total: 500 });

    const [first, second] = await auditOf('delivery_costs');
    expect(first).toMatchObject({
      actorUserId: operator.user.id,
      action: 'settings.change',
      entity: 'setting',
      before: null,
      after: { dhakaInside: 7050, dhakaOutside: 15_000 },
    });
    expect(second).toMatchObject({
      before: { dhakaInside: 7050, dhakaOutside: 15_000 },
      after: { dhakaInside: 0, dhakaOutside: 12_000 },
    });
    expect((await auditOf('tax_rate')).map((entry) => entry.after)).toEqual([
      { basisPoints: 750 },
      { basisPoints: 0 },
    ]);
  });

  it.each([
    ['delivery-costs', { dhakaInside: -1, dhakaOutside: 120 }, 'deliveryCostInvalid'],
    ['delivery-costs', { dhakaInside: 60, dhakaOutside: 1e308 }, 'deliveryCostInvalid'],
    ['delivery-costs', { dhakaInside: 60.001, dhakaOutside: 120 }, 'deliveryCostInvalid'],
    ['delivery-costs', { dhakaInside: '60', dhakaOutside: 120 }, 'deliveryCostInvalid'],
    ['delivery-costs', { dhakaInside: 60 }, 'deliveryCostInvalid'],
    ['delivery-costs', { dhakaInside: 60, dhakaOutside: 120, free: true }, 'invalidRequest'],
    ['tax-rate', { percent: -5 }, 'taxRateInvalid'],
    ['tax-rate', { percent: 101 }, 'taxRateInvalid'],
    ['tax-rate', { percent: 7.555 }, 'taxRateInvalid'],
    ['tax-rate', { percent: 'x'.repeat(1_000_000) }, 'taxRateInvalid'],
    ['unpaid-order-hours', { hours: 0 }, 'unpaidHoursInvalid'],
    ['unpaid-order-hours', { hours: -24 }, 'unpaidHoursInvalid'],
    ['unpaid-order-hours', { hours: 1.5 }, 'unpaidHoursInvalid'],
    ['unpaid-order-hours', { hours: 721 }, 'unpaidHoursInvalid'],
    ['unpaid-order-hours', { hours: 2 ** 53 }, 'unpaidHoursInvalid'],
    ['payment-accounts', { bkash: '12345' }, 'walletNumberInvalid'],
    ['payment-accounts', { nagad: '01212345678' }, 'walletNumberInvalid'],
    ['payment-accounts', { rocket: '0171234567\u0000' }, 'textInvalidCharacters'],
    ['payment-accounts', { bkash: '0'.repeat(1_000_000) }, 'walletNumberInvalid'],
    ['payment-accounts', { bank: 'x'.repeat(301) }, 'bankDetailsTooLong'],
    ['payment-accounts', { bank: 'Dutch-Bangla\u0000Bank' }, 'textInvalidCharacters'],
    ['payment-accounts', { bank: 42 }, 'invalidRequest'],
  ] as const)('%s refuses %j with 400 and changes nothing', async (group, body, code) => {
    const before = await settingRows();
    const audited = (await shop.db.select().from(auditLog)).length;
    const res = await put(group, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code });
    expect(await settingRows()).toEqual(before);
    expect(await shop.db.select().from(auditLog)).toHaveLength(audited);
  });
});

describe('PUT /api/v1/admin/settings/payment-accounts', () => {
  it('shows the numbers on the payment form, each as 11 digits; a method left empty is not offered', async () => {
    const res = await put('payment-accounts', {
      bkash: ' 01712-345 678 ',
      nagad: '+8801812345678',
      rocket: '',
      bank: '  Dutch-Bangla Bank, Gulshan branch, Haat Ltd, 123.456.7890 ',
    });
    expect(res.status, res.text).toBe(200);
    const accounts = {
      bkash: '01712345678',
      nagad: '01812345678',
      rocket: null,
      bank: 'Dutch-Bangla Bank, Gulshan branch, Haat Ltd, 123.456.7890',
    };
    expect(res.body).toMatchObject({
      message: 'Payment accounts are saved: the payment form shows them from now on.',
      settings: { paymentAccounts: accounts },
    });
    expect((await shop.get('/api/v1/payment-accounts')).body).toEqual({ success: true, accounts });

    await put('payment-accounts', { bkash: '8801912345678' });
    expect((await shop.get('/api/v1/payment-accounts')).body).toEqual({
      success: true,
      accounts: { bkash: '01912345678', nagad: null, rocket: null, bank: null },
    });
    expect((await auditOf('payment_accounts')).at(-1)).toMatchObject({
      before: { bkash: '01712345678', nagad: '01812345678', bank: accounts.bank },
      after: { bkash: '01912345678' },
    });
  });
});

describe('PUT /api/v1/admin/settings/unpaid-order-hours', () => {
  it('is the time the unpaid-order sweep waits', async () => {
    const res = await put('unpaid-order-hours', { hours: 2 });
    expect(res.body).toMatchObject({
      message: 'Saved: orders paid online are cancelled after 2 hours without a payment.',
      settings: { unpaidOrderHours: { hours: 2 } },
    });
    const shopper = await shop.signUp();
    const late = await order(shopper, 500, dhaka, 'bkash');
    const recent = await order(shopper, 500, dhaka, 'bkash');
    await shop.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000) })
      .where(eq(orders.id, late._id));
    expect(await createUnpaidOrderSweep({ db: shop.db }).sweep()).toEqual([late._id]);
    expect(recent._id).not.toBe(late._id);
  });
});
