import { type Cart, ERROR_MESSAGES, type PromoApplied, promoDiscount } from '@haat/contracts';
import { eq } from 'drizzle-orm';
import { refusal, type TestApp } from '../../../test/app';
import { createCategory, createOrder, createProduct, createPromoCode } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import { cartPromos, productStock, products, promoRedemptions } from '../../db/schema';
import { poishaFromTaka } from '../../lib/money';

let shop: TestApp;
let categoryId: string;
test.beforeAll(async ({ shop: built }) => {
  shop = built;
  categoryId = (await createCategory(shop.db)).id;
});

type Shopper = Awaited<ReturnType<TestApp['signUp']>>;
const cartOf = async (shopper: Shopper) => ((await shopper.get('/api/v1/cart')).body as { cart: Cart }).cart;
const day = 24 * 60 * 60 * 1000;

/** A shopper whose cart holds `taka` worth of one product. */
async function shopperSpending(taka: number) {
  const product = await createProduct(shop.db, { categoryId, price: taka });
  const shopper = await shop.signUp();
  await shopper.post('/api/v1/cart/items', { product_id: product.id, quantity: 1, size: 'M' });
  return { shopper, product };
}

describe('promoDiscount', () => {
  it('takes a percentage rounded to the poisha, capped, or a fixed amount, never more than the subtotal', () => {
    expect(promoDiscount({ kind: 'percent', value: 10, maxDiscount: null }, 123_45)).toBe(12_35);
    expect(promoDiscount({ kind: 'percent', value: 10, maxDiscount: 50_00 }, 1000_00)).toBe(50_00);
    expect(promoDiscount({ kind: 'fixed', value: 200_00, maxDiscount: null }, 150_00)).toBe(150_00);
    expect(promoDiscount({ kind: 'fixed', value: 200_00, maxDiscount: null }, 0)).toBe(0);
  });
});

describe('POST /api/v1/cart/promo and the spec’s /api/apply-promo', () => {
  for (const path of ['/api/v1/cart/promo', '/api/apply-promo']) {
    it(`${path} applies a code in any case, answers the discount and total, and the cart keeps it`, async () => {
      const promo = await createPromoCode(shop.db, { value: 10, description: '10% off your first order' });
      const { shopper } = await shopperSpending(1234.5);
      const res = await shopper.post(path, { promoCode: ` ${promo.code.toLowerCase()} ` });
      expect(res.status).toBe(200);
      const body = res.body as PromoApplied;
      expect(body).toMatchObject({ success: true, discount: 123.45, total: 1111.05 });
      expect(body.cart.promo).toEqual({
        code: promo.code,
        kind: 'percent',
        value: 10,
        minSubtotal: 0,
        maxDiscount: null,
        description: '10% off your first order',
        descriptionBn: null,
        discount: 123.45,
        problem: null,
      });
      expect(await cartOf(shopper)).toMatchObject({ subtotal: 1234.5, discount: 123.45, total: 1111.05 });
    });
  }

  it('takes a fixed amount in taka, and a cap', async () => {
    const fixed = await createPromoCode(shop.db, { kind: 'fixed', value: 150 });
    const capped = await createPromoCode(shop.db, { value: 50, maxDiscount: 300 });
    const { shopper } = await shopperSpending(1000);
    expect((await shopper.post('/api/v1/cart/promo', { promoCode: fixed.code })).body).toMatchObject({
      discount: 150,
      total: 850,
    });
    // A second code replaces the first.
    expect((await shopper.post('/api/v1/cart/promo', { promoCode: capped.code })).body).toMatchObject({
      discount: 300,
      total: 700,
    });
  });

  it.each([
    ['unknown', {}, 404, 'promoUnknown'],
    ['inactive', { active: false }, 404, 'promoUnknown'],
    ['expired', { endsAt: new Date(Date.now() - day) }, 422, 'promoExpired'],
    ['not yet valid', { startsAt: new Date(Date.now() + day) }, 422, 'promoNotYetValid'],
    ['used up', { usageLimit: 5, usedCount: 5 }, 422, 'promoUsedUp'],
  ] as const)(
    'refuses a code that is %s with why, and changes nothing',
    async (_case, input, status, code) => {
      const promo = _case === 'unknown' ? { code: 'NOSUCHCODE' } : await createPromoCode(shop.db, input);
      const { shopper } = await shopperSpending(1000);
      const res = await shopper.post('/api/apply-promo', { promoCode: promo.code });
      expect(res.status).toBe(status);
      expect(res.body).toEqual(refusal(code));
      expect((await cartOf(shopper)).promo).toBeNull();
    },
  );

  it('says how much more the cart needs to reach a minimum', async () => {
    const promo = await createPromoCode(shop.db, { minSubtotal: 2000 });
    const { shopper } = await shopperSpending(1500);
    const res = await shopper.post('/api/v1/cart/promo', { promoCode: promo.code });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      success: false,
      code: 'promoMinimumNotReached',
      message: 'Add ৳500 more to use this code: it needs ৳2000 or more.',
      params: { minimum: 2000, missing: 500 },
    });
  });

  it('refuses a code the shopper has already used as many times as it allows', async () => {
    const promo = await createPromoCode(shop.db, { perShopperLimit: 1 });
    const { shopper } = await shopperSpending(1000);
    const order = await createOrder(shop.db, { userId: shopper.user.id });
    await shop.db
      .insert(promoRedemptions)
      .values({ promoCodeId: promo.id, userId: shopper.user.id, orderId: order.id });
    const res = await shopper.post('/api/v1/cart/promo', { promoCode: promo.code });
    expect(res.status).toBe(422);
    expect(res.body).toEqual(refusal('promoAlreadyUsed'));
    // Another shopper may still use it.
    const other = await shopperSpending(1000);
    expect((await other.shopper.post('/api/v1/cart/promo', { promoCode: promo.code })).status).toBe(200);
  });

  it('refuses a code for an empty cart, and a missing code with a clear message', async () => {
    const promo = await createPromoCode(shop.db);
    const shopper = await shop.signUp();
    expect((await shopper.post('/api/v1/cart/promo', { promoCode: promo.code })).body).toEqual(
      refusal('promoCartEmpty'),
    );
    for (const body of [{}, { promoCode: '   ' }]) {
      const res = await shopper.post('/api/apply-promo', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'promoCodeRequired' });
    }
    expect((await shop.post('/api/apply-promo', { promoCode: promo.code })).status).toBe(401);
  });

  it('never takes a discount or a total from the client', async () => {
    const promo = await createPromoCode(shop.db, { value: 10 });
    const { shopper } = await shopperSpending(1000);
    const res = await shopper.post('/api/v1/cart/promo', { promoCode: promo.code, discount: 999, total: 1 });
    expect(res.body).toMatchObject({ discount: 100, total: 900 });
  });
});

describe('a promo code remembered with the cart', () => {
  it('follows the cart: the discount grows with it, and a problem shows once the code no longer applies', async () => {
    const promo = await createPromoCode(shop.db, { value: 10, minSubtotal: 1000 });
    const { shopper, product } = await shopperSpending(1000);
    await shopper.post('/api/v1/cart/promo', { promoCode: promo.code });
    await shopper.post('/api/v1/cart/items', { product_id: product.id, quantity: 1, size: 'M' });
    expect(await cartOf(shopper)).toMatchObject({ subtotal: 2000, discount: 200, total: 1800 });

    // The price drops below the minimum: the code stays, says why it does not apply, and takes nothing.
    await shop.db
      .update(products)
      .set({ price: poishaFromTaka(400) })
      .where(eq(products.id, product.id));
    const cart = await cartOf(shopper);
    expect(cart).toMatchObject({ subtotal: 800, discount: 0, total: 800 });
    expect(cart.promo?.problem).toMatchObject({ code: 'promoMinimumNotReached', params: { missing: 200 } });
  });

  it('counts only the lines that can be bought', async () => {
    const promo = await createPromoCode(shop.db, { value: 10 });
    const { shopper, product } = await shopperSpending(1000);
    const other = await createProduct(shop.db, { categoryId, price: 500 });
    await shopper.post('/api/v1/cart/items', { product_id: other.id, quantity: 1, size: 'M' });
    await shopper.post('/api/v1/cart/promo', { promoCode: promo.code });
    await shop.db.update(productStock).set({ quantity: 0 }).where(eq(productStock.productId, product.id));
    expect(await cartOf(shopper)).toMatchObject({ subtotal: 500, discount: 50, total: 450 });
  });

  it('is taken off by DELETE /api/v1/cart/promo, and by emptying the cart', async () => {
    const promo = await createPromoCode(shop.db);
    const { shopper } = await shopperSpending(1000);
    await shopper.post('/api/v1/cart/promo', { promoCode: promo.code });
    const removed = await shopper.delete('/api/v1/cart/promo');
    expect(removed.status).toBe(200);
    expect((removed.body as { cart: Cart }).cart).toMatchObject({ promo: null, discount: 0, total: 1000 });

    await shopper.post('/api/v1/cart/promo', { promoCode: promo.code });
    await shopper.delete('/api/v1/cart');
    const rows = await shop.db.select().from(cartPromos).where(eq(cartPromos.userId, shopper.user.id));
    expect(rows).toEqual([]);
  });

  it("is one per shopper: applying a code changes no one else's cart", async () => {
    const promo = await createPromoCode(shop.db);
    const one = await shopperSpending(1000);
    const two = await shopperSpending(1000);
    await one.shopper.post('/api/v1/cart/promo', { promoCode: promo.code });
    expect((await cartOf(two.shopper)).promo).toBeNull();
    expect(ERROR_MESSAGES.promoUnknown).toBe('Invalid Promo Code');
  });
});
