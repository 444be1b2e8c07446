import type { Cart, Order, ProductDetail, ProductList, ReturnEntry } from '@haat/contracts';
import type { AdminProduct, AdminReturn } from '@haat/contracts/admin';
import { and, eq } from 'drizzle-orm';
import { refusal, type TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { describe, expect, it, sendingMailToSmtp, test } from '../../../test/shop-test';
import { addToCart, dhaka, orderOne, type PlacedOrder, type Shopper, stockOf } from '../../../test/shopping';
import type { TestSmtpServer } from '../../../test/smtp-server';
import { cartItems, ONE_SIZE, orderItems } from '../../db/schema';
import { createOrderLifecycle, type OrderLifecycle } from './lifecycle';

let shop: TestApp;
let smtp: TestSmtpServer;
let categoryId: string;
let operator: Shopper;
let lifecycle: OrderLifecycle;
test.override('shopOptions', sendingMailToSmtp);
test.beforeAll(async ({ shop: built, smtp: started }) => {
  shop = built;
  smtp = started;
  categoryId = (await createCategory(shop.db, { title: 'Accessories One Size Test' })).id;
  operator = await shop.signUpOperator({ name: 'Rafiq Operator' });
  lifecycle = createOrderLifecycle({ db: shop.db });
});

type CartBody = { success: true; cart: Cart; message?: string };

const watch = (units = 5) =>
  createProduct(shop.db, { categoryId, name: 'Steel Chronograph Watch', price: 2490, oneSize: true, units });

const cartOf = async (shopper: Shopper) => ((await shopper.get('/api/v1/cart')).body as CartBody).cart;

const placeOrder = (shopper: Shopper) =>
  shopper.post('/api/v1/orders', { shippingAddress: dhaka, paymentMethod: 'cash_on_delivery' });

describe('a one-size product in the catalogue', () => {
  it('is shown with one stock figure and no sizes to choose', async () => {
    const product = await watch(7);
    const res = await shop.get(`/api/v1/products/${product.id}`);
    expect(res.status).toBe(200);
    expect((res.body as { product: ProductDetail }).product).toMatchObject({
      oneSize: true,
      stock: 7,
      sizes: [],
    });
    const listed = (await shop.get(`/api/v1/products?category=${categoryId}&pageSize=100`))
      .body as ProductList;
    expect(listed.products.find((card) => card.id === product.id)).toMatchObject({ oneSize: true, stock: 7 });
  });
});

describe('a one-size product in the cart', () => {
  it('goes in without a size, and every add (with a size or not) grows its one line', async () => {
    const product = await watch();
    const shopper = await shop.signUp();
    const first = await shopper.post('/api/v1/cart/items', { product_id: product.id, quantity: 1 });
    expect(first.status).toBe(201);
    // The spec's clients send size M when none was chosen: the same line.
    await shopper.post('/api/v1/cart/items', { product_id: product.id, quantity: 1, size: 'M' });
    await shopper.post('/api/v1/cart/items', { product_id: product.id, quantity: 1, size: null });
    const cart = await cartOf(shopper);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      product_id: product.id,
      name: 'Steel Chronograph Watch',
      size: null,
      quantity: 3,
      stock: 5,
      maxQuantity: 5,
      available: true,
      unavailableReason: null,
    });
    expect(cart.subtotal).toBe(7470);
  });

  it('refuses more than is left, in words without a size, and changes nothing', async () => {
    const product = await watch(3);
    const shopper = await shop.signUp();
    await addToCart(shopper, product.id, null, 2);
    const more = await shopper.post('/api/v1/cart/items', { product_id: product.id, quantity: 2 });
    expect(more.status).toBe(409);
    expect(more.body).toEqual({
      success: false,
      code: 'onlyLeft',
      message: 'Only 3 left, and 2 are already in your cart.',
      params: { left: 3, inCart: 2 },
    });
    const [line] = (await cartOf(shopper)).items;
    const set = await shopper.put(`/api/v1/cart/items/${line?._id}`, { quantity: 4 });
    expect(set.status).toBe(409);
    expect((set.body as { code: string; message: string }).message).toBe('Only 3 left.');
    expect((await cartOf(shopper)).items[0]?.quantity).toBe(2);

    const soldOut = await watch(0);
    const none = await shopper.post('/api/v1/cart/items', { product_id: soldOut.id, quantity: 1 });
    expect(none.status).toBe(409);
    expect(none.body).toEqual({ success: false, code: 'soldOut', message: 'Sold out.' });
  });

  it('still needs a size for a sized product: 400, and nothing is added', async () => {
    const panjabi = await createProduct(shop.db, { categoryId, name: 'Cotton Panjabi' });
    const shopper = await shop.signUp();
    for (const body of [
      { product_id: panjabi.id, quantity: 1 },
      { product_id: panjabi.id, quantity: 1, size: null },
    ]) {
      const res = await shopper.post('/api/v1/cart/items', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(refusal('sizeRequired'));
    }
    expect((await cartOf(shopper)).items).toEqual([]);
  });
});

describe('a one-size product ordered, cancelled, returned and refunded', () => {
  it('is ordered with no size, its units taken; a cancellation puts them back', async () => {
    const product = await watch(5);
    const shopper = await shop.signUp();
    const order = await orderOne(shopper, product.id, { size: null, quantity: 2 });
    expect(order.items).toEqual([expect.objectContaining({ name: 'Steel Chronograph Watch', size: null })]);
    expect(await stockOf(shop.db, product.id, ONE_SIZE)).toBe(3);
    const mine = (await shopper.get(`/api/v1/orders/user/${order._id}`)).body as { order: Order };
    expect(mine.order.items[0]?.size).toBeNull();

    const cancelled = await shopper.post(`/api/v1/orders/${order._id}/cancel`, { reason: 'Changed my mind' });
    expect(cancelled.status).toBe(200);
    expect(await stockOf(shop.db, product.id, ONE_SIZE)).toBe(5);
  });

  it('is never oversold: of 6 shoppers ordering the last 2 at once, 2 get one', async () => {
    const product = await watch(2);
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => shop.signUp()));
    for (const shopper of shoppers) await addToCart(shopper, product.id, null);
    const answers = await Promise.all(shoppers.map(placeOrder));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(2);
    const refused = answers.filter((res) => res.status !== 201);
    expect(refused).toHaveLength(4);
    for (const res of refused) {
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        success: false,
        code: 'orderLineOutOfStock',
        message: 'Steel Chronograph Watch is sold out.',
        params: { product: 'Steel Chronograph Watch', left: 0 },
      });
    }
    expect(await stockOf(shop.db, product.id, ONE_SIZE)).toBe(0);
  });

  it('is returned with no size: the operator sees none, its units come back, and the mails name no size', async () => {
    const product = await watch(4);
    const shopper = await shop.signUp();
    const order = await orderOne(shopper, product.id, { size: null });
    await lifecycle.moveTo(order._id, 'delivered');
    const asked = await shopper.post(`/api/v1/orders/${order._id}/returns`, { reason: 'Too heavy' });
    expect(asked.status).toBe(201);
    const [entry] = (asked.body as { returns: ReturnEntry[] }).returns;
    const returnId = entry?.id ?? '';

    const listed = (await operator.get(`/api/v1/admin/returns?q=${order.orderNumber}`)).body as {
      rows: AdminReturn[];
    };
    expect(listed.rows).toEqual([expect.objectContaining({ id: returnId, size: null, quantity: 1 })]);

    expect(await stockOf(shop.db, product.id, ONE_SIZE)).toBe(3);
    const approved = await operator.post(`/api/v1/admin/returns/${returnId}/approve`, {});
    expect(approved.status).toBe(200);
    expect(await stockOf(shop.db, product.id, ONE_SIZE)).toBe(4);
    const approvedMail = await smtp.waitForMailAbout(shopper.email, 'approved');
    expect(approvedMail.text).toContain('Steel Chronograph Watch × 1');
    expect(approvedMail.text).not.toContain('Watch (');

    const refunded = await operator.post(`/api/v1/admin/returns/${returnId}/refund`, {});
    expect(refunded.status).toBe(200);
    expect((refunded.body as { return: AdminReturn }).return).toMatchObject({
      status: 'refunded',
      size: null,
      refundAmount: 2490,
    });
    const refundMail = await smtp.waitForMailAbout(shopper.email, 'Refund sent');
    expect(refundMail.text).toContain('Steel Chronograph Watch × 1');
  });
});

describe('a sized product made one-size by the operator', () => {
  const makeOneSize = async (productId: string, extra: Record<string, unknown> = {}) => {
    const current = (
      (await operator.get(`/api/v1/admin/products/${productId}`)).body as { product: AdminProduct }
    ).product;
    const res = await operator.put(`/api/v1/admin/products/${productId}`, {
      name: current.name,
      categoryId: current.category._id,
      price: current.price,
      oneSize: true,
      ...extra,
    });
    expect(res.status, res.text).toBe(200);
    return (res.body as { product: AdminProduct }).product;
  };

  it("folds each shopper's lines of it into one, keeps old orders' sizes, and takes returns into its units", async () => {
    const belt = await createProduct(shop.db, {
      categoryId,
      name: 'Braided Leather Belt',
      stock: { S: 0, M: 4, L: 3, XL: 0, XXL: 0 },
    });
    const earlier = await shop.signUp();
    const old = await orderOne(earlier, belt.id, { size: 'M' });
    const shopper = await shop.signUp();
    await addToCart(shopper, belt.id, 'M', 2);
    await addToCart(shopper, belt.id, 'L', 1);

    const product = await makeOneSize(belt.id);
    // Units left out: what the sizes held (3 of M after the earlier order, and 3 of L).
    expect(product).toMatchObject({ oneSize: true, stockTotal: 6, stock: { M: 0, L: 0 } });
    const detail = (await shop.get(`/api/v1/products/${belt.id}`)).body as { product: ProductDetail };
    expect(detail.product).toMatchObject({ oneSize: true, stock: 6, sizes: [] });

    const cart = await cartOf(shopper);
    expect(cart.items).toEqual([
      expect.objectContaining({ product_id: belt.id, size: null, quantity: 3, available: true }),
    ]);

    // The order placed before keeps the size it recorded; cancelled, its unit joins the one size.
    const kept = (await earlier.get(`/api/v1/orders/user/${old._id}`)).body as { order: Order };
    expect(kept.order.items[0]?.size).toBe('M');
    await earlier.post(`/api/v1/orders/${old._id}/cancel`, { reason: 'Ordered twice' });
    expect(await stockOf(shop.db, belt.id, ONE_SIZE)).toBe(7);
    expect(await stockOf(shop.db, belt.id, 'M')).toBe(0);

    const placed = await placeOrder(shopper);
    expect(placed.status, placed.text).toBe(201);
    expect((placed.body as PlacedOrder).order.items[0]).toMatchObject({ size: null, quantity: 3 });
    expect(await stockOf(shop.db, belt.id, ONE_SIZE)).toBe(4);
  });

  it('refuses an order of a size the product no longer has, rather than taking no stock', async () => {
    const towel = await createProduct(shop.db, { categoryId, name: 'Cotton Hand Towel' });
    const shopper = await shop.signUp();
    await makeOneSize(towel.id, { units: 9 });
    // A line added from a read of the product as it was before the switch.
    await shop.db
      .insert(cartItems)
      .values({ userId: shopper.user.id, productId: towel.id, size: 'L', quantity: 1 });
    const res = await placeOrder(shopper);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'orderLineOutOfStock',
      message: 'Cotton Hand Towel is sold out in size L.',
    });
    expect(await stockOf(shop.db, towel.id, ONE_SIZE)).toBe(9);
    const written = await shop.db.select().from(orderItems).where(eq(orderItems.productId, towel.id));
    expect(written).toEqual([]);
  });

  it('back in sizes: a line with no size asks for one, and the one size is left at 0', async () => {
    const cap = await createProduct(shop.db, {
      categoryId,
      name: 'Twill Baseball Cap',
      oneSize: true,
      units: 4,
    });
    const shopper = await shop.signUp();
    await addToCart(shopper, cap.id, null, 2);
    const res = await operator.put(`/api/v1/admin/products/${cap.id}`, {
      name: 'Twill Baseball Cap',
      categoryId,
      price: 1000,
      oneSize: false,
      stock: { M: 3, L: 2 },
    });
    expect(res.status, res.text).toBe(200);
    expect((res.body as { product: AdminProduct }).product).toMatchObject({
      oneSize: false,
      stock: { S: 0, M: 3, L: 2, XL: 0, XXL: 0 },
      stockTotal: 5,
    });
    expect(await stockOf(shop.db, cap.id, ONE_SIZE)).toBe(0);
    expect((await cartOf(shopper)).items).toEqual([
      expect.objectContaining({ size: null, available: false, unavailableReason: 'sizeNeeded', stock: 0 }),
    ]);
    const refused = await placeOrder(shopper);
    expect(refused.status).toBe(409);
    const lines = await shop.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, shopper.user.id), eq(cartItems.productId, cap.id)));
    expect(lines).toHaveLength(1);
  });
});
