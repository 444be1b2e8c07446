import { normalisedMobile, senderAccountOf } from '@haat/contracts';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import { addToCart, dhaka, orderOne, screenshotDataUrl } from '../../../test/shopping';
import { blockedPhones, paymentProofs } from '../../db/schema';

/** Written as people write numbers; each is 01712345678. */
const WRITTEN = [
  '01712345678',
  '+8801712345678',
  '8801712345678',
  '00880 1712-345678',
  '+880 (1712) 345 678',
  '০১৭১২৩৪৫৬৭৮',
];
/** Not a Bangladeshi mobile number. */
const NOT_MOBILE = [
  '=1+1',
  '0171234567',
  '017123456789',
  '01212345678',
  '02-9876543',
  '+91 98765 43210',
  'call me',
];

describe('normalisedMobile', () => {
  it('keeps every way of writing a mobile number as 01 and nine digits', () => {
    for (const written of WRITTEN) expect(normalisedMobile(written), written).toBe('01712345678');
  });
  it('refuses what is not one', () => {
    for (const written of NOT_MOBILE) expect(normalisedMobile(written), written).toBeNull();
  });
  it('reads a sender’s account by its method', () => {
    expect(senderAccountOf('bkash', '+880 1812-345678')).toBe('01812345678');
    expect(senderAccountOf('nagad', '0181234567')).toBeNull();
    expect(senderAccountOf('rocket', '018123456789')).toBe('018123456789');
    expect(senderAccountOf('rocket', '01812345678')).toBeNull();
    expect(senderAccountOf('bank', ' 1234-5678-90 ')).toBe('1234-5678-90');
  });
});

describe('every phone the shop stores is a Bangladeshi mobile number', () => {
  let shop: TestApp;
  let categoryId: string;
  test.beforeAll(async ({ shop: built }) => {
    shop = built;
    categoryId = (await createCategory(shop.db)).id;
  });

  const address = {
    type: 'home',
    fullName: 'Nusrat Jahan',
    province: 'Dhaka',
    city: 'Dhaka',
    zone: 'Dhanmondi',
    address: 'House 12, Road 5',
  };

  it('on the profile: kept normalised, refused with phoneInvalid, cleared with nothing', async () => {
    const shopper = await shop.signUp();
    const profile = { name: shopper.user.name, email: shopper.email };
    const bad = await shopper.put('/api/v1/user/profile', { ...profile, phone: '=1+1' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'phoneInvalid',
      issues: [{ path: 'body.phone', code: 'phoneInvalid' }],
    });
    const good = await shopper.put('/api/v1/user/profile', { ...profile, phone: '+880 1712-345678' });
    expect(good.status).toBe(200);
    expect((await shopper.get('/api/v1/user/profile')).body).toMatchObject({
      user: { phone: '01712345678' },
    });
    expect((await shopper.put('/api/v1/user/profile', { ...profile, phone: '' })).status).toBe(200);
    expect((await shopper.get('/api/v1/user/profile')).body).toMatchObject({ user: { phone: '' } });
  });

  it('in the address book', async () => {
    const shopper = await shop.signUp();
    const bad = await shopper.post('/api/v1/user/addresses', { ...address, phone: '=1+1' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'phoneInvalid' });
    const missing = await shopper.post('/api/v1/user/addresses', { ...address, phone: '' });
    expect(missing.body).toMatchObject({ code: 'addressFieldsRequired' });
    const good = await shopper.post('/api/v1/user/addresses', { ...address, phone: '০১৭১২৩৪৫৬৭৮' });
    expect(good.status).toBe(201);
    expect(good.body).toMatchObject({ address: { phone: '01712345678' } });
  });

  it('on an order’s pickup point and the simple checkout', async () => {
    const shopper = await shop.signUp();
    const product = await createProduct(shop.db, { categoryId });
    await addToCart(shopper, product.id, 'M');
    const bad = await shopper.post('/api/v1/orders', {
      shippingAddress: { ...dhaka, phone: '=1+1' },
      paymentMethod: 'cash_on_delivery',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'phoneInvalid',
      issues: [{ path: 'body.shippingAddress.phone' }],
    });
    const simple = await shopper.post('/api/v1/orders', {
      shippingAddress: 'House 12, Road 5, Dhanmondi, Dhaka',
      customerName: 'Nusrat Jahan',
      phone: '12345',
      paymentMethod: 'cash_on_delivery',
    });
    expect(simple.body).toMatchObject({ code: 'phoneInvalid', issues: [{ path: 'body.phone' }] });
    const good = await shopper.post('/api/v1/orders', {
      shippingAddress: { ...dhaka, phone: '+8801712345678' },
      paymentMethod: 'cash_on_delivery',
    });
    expect(good.status).toBe(201);
    expect(good.body).toMatchObject({ order: { shippingAddress: { phone: '01712345678' } } });
    await addToCart(shopper, product.id, 'M');
    const simpleGood = await shopper.post('/api/v1/orders', {
      shippingAddress: 'House 12, Road 5, Dhanmondi, Dhaka',
      customerName: 'Nusrat Jahan',
      phone: '+880 1812-345678',
      paymentMethod: 'cash_on_delivery',
    });
    expect(simpleGood.status, simpleGood.text).toBe(201);
    expect(simpleGood.body).toMatchObject({ order: { shippingAddress: { phone: '01812345678' } } });
  });

  it('in the back office’s blocked numbers: the number in the path is kept normalised', async () => {
    const operator = await shop.signUpOperator();
    const path = (written: string) => `/api/v1/admin/risk/blocked-phones/${encodeURIComponent(written)}`;
    const bad = await operator.put(path('=1+1'), { note: '' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'phoneInvalid' });
    const blocked = await operator.put(path('+880 1711-000222'), { note: 'Fake orders' });
    expect(blocked.status, blocked.text).toBe(200);
    expect(blocked.body).toMatchObject({ blocked: { phone: '01711000222' } });
    const kept = await shop.db.select({ phone: blockedPhones.phone }).from(blockedPhones);
    expect(kept.map((row) => row.phone)).toContain('01711000222');
    expect(kept.map((row) => row.phone)).not.toContain('+880 1711-000222');
    // Another spelling of the same number is the same block.
    expect((await operator.put(path('8801711000222'), { note: 'Again' })).status).toBe(200);
    expect(
      await shop.db.select().from(blockedPhones).where(eq(blockedPhones.phone, '01711000222')),
    ).toHaveLength(1);
    expect((await operator.delete(path('০১৭১১ ০০০২২২'))).status).toBe(200);
  });

  it('as a payment’s sender, by the method it was paid with', async () => {
    const shopper = await shop.signUp();
    const product = await createProduct(shop.db, { categoryId });
    const order = await orderOne(shopper, product.id, { paymentMethod: 'bkash' });
    const proof = {
      transaction_id: 'PH11AA22BB',
      payment_method: 'bkash',
      amount: 100,
      screenshot: await screenshotDataUrl(),
      sender_name: 'Nusrat Jahan',
      payment_date: '2026-11-20',
    };
    const send = (body: Record<string, unknown>) =>
      shopper.post(`/api/v1/orders/${order._id}/payment-proof`, { ...proof, ...body });
    const bad = await send({ sender_number: '=1+1' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'senderNumberInvalid', issues: [{ path: 'body.sender_number' }] });
    expect((await send({ sender_number: '' })).body).toMatchObject({ code: 'senderNumberRequired' });
    const good = await send({ sender_number: '+880 1812 345678' });
    expect(good.status, good.text).toBe(201);
    const [kept] = await shop.db.select().from(paymentProofs).where(eq(paymentProofs.orderId, order._id));
    expect(kept?.senderNumber).toBe('01812345678');
  });
});
