import type { Order } from '@haat/contracts';
import type { AdminPromoCode } from '@haat/contracts/admin';
import { eq } from 'drizzle-orm';
import { refusal, type TestApp } from '../../../test/app';
import { createCategory, createProduct, createPromoCode } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import { addToCart, dhaka, type PlacedOrder, type Shopper } from '../../../test/shopping';
import { promoCodes, promoRedemptions } from '../../db/schema';
import { createOrderLifecycle, type OrderLifecycle } from '../orders/lifecycle';

let shop: TestApp;
let operator: Shopper;
let categoryId: string;
let lifecycle: OrderLifecycle;
test.beforeAll(async ({ shop: built }) => {
  shop = built;
  operator = await shop.signUpOperator();
  categoryId = (await createCategory(shop.db)).id;
  lifecycle = createOrderLifecycle({ db: shop.db });
});

/** Puts a product in the cart, applies the code and orders; answers the order. */
async function orderWithCode(shopper: Shopper, code: string): Promise<Order> {
  const product = await createProduct(shop.db, { categoryId, price: 1000 });
  await addToCart(shopper, product.id, 'M');
  const applied = await shopper.post('/api/v1/cart/promo', { promoCode: code });
  expect(applied.status, applied.text).toBe(200);
  const res = await shopper.post('/api/v1/orders', {
    shippingAddress: dhaka,
    paymentMethod: 'cash_on_delivery',
  });
  expect(res.status, res.text).toBe(201);
  return (res.body as PlacedOrder).order;
}

/** The code as the back office lists it: its use count and the orders that used it. */
async function inBackOffice(code: string) {
  const res = await operator.get(`/api/v1/admin/promo-codes?q=${code}`);
  const row = (res.body as { rows: AdminPromoCode[] }).rows.find((promo) => promo.code === code);
  return { usedCount: row?.usedCount, redemptions: row?.redemptions };
}

const applyTo = async (shopper: Shopper, code: string) => {
  const product = await createProduct(shop.db, { categoryId, price: 1000 });
  await addToCart(shopper, product.id, 'M');
  return shopper.post('/api/v1/cart/promo', { promoCode: code });
};

describe('a promo code’s uses', () => {
  it('are given back when the shopper cancels the order that used the code, and the back office agrees', async () => {
    const promo = await createPromoCode(shop.db, { perShopperLimit: 1 });
    const shopper = await shop.signUp();
    const order = await orderWithCode(shopper, promo.code);
    expect(await inBackOffice(promo.code)).toEqual({ usedCount: 1, redemptions: 1 });
    expect((await applyTo(shopper, promo.code)).body).toEqual(refusal('promoAlreadyUsed'));

    const cancelled = await shopper.post(`/api/v1/orders/${order._id}/cancel`, { reason: 'Wrong size' });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await inBackOffice(promo.code)).toEqual({ usedCount: 0, redemptions: 0 });
    // The cancelled order keeps what it recorded: the code and its discount.
    expect((cancelled.body as { order: Order }).order).toMatchObject({
      promoCode: promo.code,
      discount: 100,
    });
    const again = await shopper.post('/api/v1/cart/promo', { promoCode: promo.code });
    expect(again.status, again.text).toBe(200);
    await orderWithCode(shopper, promo.code);
    expect(await inBackOffice(promo.code)).toEqual({ usedCount: 1, redemptions: 1 });
  });

  it('are given back when the operator cancels the order, once even if cancelled twice at once', async () => {
    const promo = await createPromoCode(shop.db, { usageLimit: 1 });
    const shopper = await shop.signUp();
    const order = await orderWithCode(shopper, promo.code);
    const cancels = await Promise.all(
      [1, 2].map(() =>
        operator.post(`/api/v1/admin/orders/${order._id}/status`, {
          status: 'cancelled',
          note: 'Out of stock',
        }),
      ),
    );
    expect(cancels.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await inBackOffice(promo.code)).toEqual({ usedCount: 0, redemptions: 0 });
    // The code's one use is free again, for anyone.
    await orderWithCode(await shop.signUp(), promo.code);
    expect((await applyTo(await shop.signUp(), promo.code)).body).toEqual(refusal('promoUsedUp'));
  });

  it('stay used by an order that was delivered and returned', async () => {
    const promo = await createPromoCode(shop.db, { perShopperLimit: 1 });
    const shopper = await shop.signUp();
    const order = await orderWithCode(shopper, promo.code);
    await lifecycle.moveTo(order._id, 'delivered');
    const asked = await shopper.post(`/api/v1/orders/${order._id}/returns`, {
      itemIds: order.items.map((item) => item._id),
      reason: 'Too small',
    });
    expect(asked.status, asked.text).toBe(201);
    const [returned] = (asked.body as { returns: { id: string }[] }).returns;
    for (const step of ['approve', 'refund'])
      expect(
        (await operator.post(`/api/v1/admin/returns/${returned?.id}/${step}`, { note: '' })).status,
      ).toBe(200);
    expect(await inBackOffice(promo.code)).toEqual({ usedCount: 1, redemptions: 1 });
    expect((await applyTo(shopper, promo.code)).body).toEqual(refusal('promoAlreadyUsed'));
  });
});

describe('a promo code’s limits under parallel orders and cancellations', () => {
  /** `count` shoppers, each with a product in the cart and `code` applied. */
  async function shoppersHolding(code: string, count: number): Promise<Shopper[]> {
    const shoppers: Shopper[] = [];
    // In batches: fifty password hashes at once would only measure the hashing.
    for (let i = 0; i < count; i += 10)
      shoppers.push(
        ...(await Promise.all(Array.from({ length: Math.min(10, count - i) }, () => shop.signUp()))),
      );
    for (const shopper of shoppers) expect((await applyTo(shopper, code)).status).toBe(200);
    return shoppers;
  }
  const placeAll = (shoppers: Shopper[]) =>
    Promise.all(
      shoppers.map((shopper) =>
        shopper.post('/api/v1/orders', { shippingAddress: dhaka, paymentMethod: 'cash_on_delivery' }),
      ),
    );
  const usesOf = async (promoCodeId: string) => {
    const [row] = await shop.db.select().from(promoCodes).where(eq(promoCodes.id, promoCodeId));
    const redeemed = await shop.db
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.promoCodeId, promoCodeId));
    return { usedCount: row?.usedCount, redemptions: redeemed.length };
  };

  it('lets exactly 5 of 50 shoppers ordering at once use a code limited to 5 orders', async () => {
    const promo = await createPromoCode(shop.db, { usageLimit: 5, perShopperLimit: null });
    const answers = await placeAll(await shoppersHolding(promo.code, 50));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(5);
    for (const res of answers.filter((answer) => answer.status !== 201))
      expect(res.body).toEqual(refusal('promoUsedUp'));
    expect(await usesOf(promo.id)).toEqual({ usedCount: 5, redemptions: 5 });
  });

  it('lets one shopper use a once-per-shopper code on one of 50 orders placed at once', async () => {
    const promo = await createPromoCode(shop.db, { perShopperLimit: 1 });
    const shopper = await shop.signUp();
    const products = await Promise.all(
      Array.from({ length: 50 }, () => createProduct(shop.db, { categoryId, price: 1000 })),
    );
    const lines = [];
    for (const product of products) lines.push((await addToCart(shopper, product.id, 'M')).items.at(-1)?._id);
    // 50 applications at once all hold the one code; then 50 orders of one line each, at once.
    const applied = await Promise.all(
      lines.map(() => shopper.post('/api/v1/cart/promo', { promoCode: promo.code })),
    );
    expect(applied.every((res) => res.status === 200)).toBe(true);
    const answers = await Promise.all(
      lines.map((line) =>
        shopper.post('/api/v1/orders', { shippingAddress: dhaka, paymentMethod: 'bkash', lines: [line] }),
      ),
    );
    const discounted = answers.filter(
      (res) => res.status === 201 && (res.body as PlacedOrder).order.promoCode === promo.code,
    );
    expect(discounted).toHaveLength(1);
    expect(await usesOf(promo.id)).toEqual({ usedCount: 1, redemptions: 1 });
  });

  it('never lets more orders use a code than its limit while its orders are being cancelled', async () => {
    const promo = await createPromoCode(shop.db, { usageLimit: 3, perShopperLimit: null });
    // All hold the code while it still has uses to give; three of them use them up.
    const [firstThree, waiting] = ((all) => [all.slice(0, 3), all.slice(3)])(
      await shoppersHolding(promo.code, 23),
    );
    const first = await placeAll(firstThree);
    expect(first.map((res) => res.status)).toEqual([201, 201, 201]);
    const firstOrders = first.map((res) => (res.body as PlacedOrder).order._id);
    // Two of the three orders are cancelled while twenty more shoppers try the code.
    const [placed] = await Promise.all([
      placeAll(waiting),
      ...firstOrders
        .slice(0, 2)
        .map((id) => operator.post(`/api/v1/admin/orders/${id}/status`, { status: 'cancelled', note: '' })),
    ]);
    const won = placed.filter((res) => res.status === 201).length;
    expect(won).toBeLessThanOrEqual(2);
    const uses = await usesOf(promo.id);
    expect(uses).toEqual({ usedCount: 1 + won, redemptions: 1 + won });
    expect(uses.usedCount).toBeLessThanOrEqual(3);
  });
});
