import type { ERROR_MESSAGES, Size } from '@haat/contracts';
import { and, eq } from 'drizzle-orm';
import { refusal, type TestApp } from '../../../test/app';
import { createCategory, createProduct, createPromoCode } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import {
  addToCart,
  chattogram,
  dhaka,
  type PlacedOrder as Placed,
  type Shopper,
  stockOf as stockOfIn,
} from '../../../test/shopping';
import { cartItems, productStock, products, promoCodes } from '../../db/schema';
import { poishaFromTaka } from '../../lib/money';

let shop: TestApp;
let categoryId: string;
test.beforeAll(async ({ shop: built }) => {
  shop = built;
  categoryId = (await createCategory(shop.db)).id;
});

type Body = Parameters<Shopper['post']>[1];
const stockOf = (productId: string, size: Size) => stockOfIn(shop.db, productId, size);

const cartLinesOf = async (userId: string) =>
  shop.db.select().from(cartItems).where(eq(cartItems.userId, userId));

describe('POST /api/v1/orders: the checks of spec section 5, in its order', () => {
  it('words the first thing missing, and changes nothing', async () => {
    const product = await createProduct(shop.db, { categoryId, price: 500 });
    const shopper = await shop.signUp();
    const place = (body: Body) => shopper.post('/api/v1/orders', body);

    // Nothing in the cart comes first, whatever else is missing.
    expect((await place({})).body).toEqual(refusal('orderCartEmpty'));
    await addToCart(shopper, product.id, 'M', 2);
    const steps: [Body, keyof typeof ERROR_MESSAGES][] = [
      [{ paymentMethod: 'bkash' }, 'pickupPointRequired'],
      [{ shippingAddress: dhaka }, 'paymentMethodRequired'],
      [{ shippingAddress: dhaka, paymentMethod: '  ' }, 'paymentMethodRequired'],
      [{ shippingAddress: dhaka, paymentMethod: 'paypal' }, 'paymentMethodInvalid'],
      [{ shippingAddress: { ...dhaka, phone: '' }, paymentMethod: 'bkash' }, 'pickupPointIncomplete'],
      [{ shippingAddress: { city: 'Dhaka' }, paymentMethod: 'nagad' }, 'pickupPointIncomplete'],
    ];
    for (const [body, code] of steps) {
      const res = await place(body);
      expect(res.status, code).toBe(400);
      expect(res.body).toEqual(refusal(code));
    }
    expect(await stockOf(product.id, 'M')).toBe(10);
    expect(await cartLinesOf(shopper.user.id)).toHaveLength(1);
    expect((await shopper.get('/api/v1/user/orders')).body).toEqual({ success: true, orders: [] });
  });
});

describe('POST /api/v1/orders: a purchase', () => {
  it('prices the chosen lines from the catalogue, adds the fee for Dhaka, takes the stock and clears those lines', async () => {
    const panjabi = await createProduct(shop.db, { categoryId, name: 'Cotton Panjabi', price: 1290.5 });
    const saree = await createProduct(shop.db, { categoryId, name: 'Silk Saree', price: 2450 });
    const shopper = await shop.signUp({ name: 'Nusrat Jahan' });
    await addToCart(shopper, panjabi.id, 'L', 2);
    const cart = await addToCart(shopper, saree.id, 'M', 1);
    const panjabiLine = cart.items.find((item) => item.product_id === panjabi.id)?._id ?? '';
    // The price went up after the shopper added it: the order takes today's price.
    await shop.db
      .update(products)
      .set({ price: poishaFromTaka(1300) })
      .where(eq(products.id, panjabi.id));

    const res = await shopper.post('/api/v1/orders', {
      shippingAddress: dhaka,
      paymentMethod: 'cash_on_delivery',
      notes: 'Please call before coming.\nThe gate is blue.',
      lines: [panjabiLine],
      // A client's own figures are not read.
      subtotal: 1,
      total: 1,
      items: [{ product_id: panjabi.id, price: 1, quantity: 2 }],
    });
    expect(res.status).toBe(201);
    const { order, message } = res.body as Placed;
    expect(message).toBe('Order placed successfully!');
    expect(order).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'cash_on_delivery',
      subtotal: 2600,
      discount: 0,
      tax: 0,
      shippingCost: 60,
      total: 2660,
      promoCode: null,
      shippingAddress: dhaka,
      notes: 'Please call before coming.\nThe gate is blue.',
      user: { name: 'Nusrat Jahan' },
      items: [{ name: 'Cotton Panjabi', price: 1300, quantity: 2, size: 'L', product_id: panjabi.id }],
    });
    expect(order.orderNumber).toMatch(/^HT-\d{4}-\d{6}$/);
    expect(order.statusEvents).toEqual([
      { status: 'pending', note: 'Order placed', createdAt: expect.any(String) },
    ]);
    expect(order.items[0]?.image).toMatch(/\.webp$/);
    expect(await stockOf(panjabi.id, 'L')).toBe(8);
    expect(await stockOf(saree.id, 'M')).toBe(10);
    // The saree was not chosen: it stays in the cart.
    const left = await cartLinesOf(shopper.user.id);
    expect(left.map((line) => line.productId)).toEqual([saree.id]);

    const details = await shopper.get(`/api/v1/orders/user/${order._id}`);
    expect(details.status).toBe(200);
    expect(details.body).toEqual({ success: true, order });
    const list = (await shopper.get('/api/v1/user/orders')).body as { orders: { _id: string }[] };
    expect(list.orders.map((listed) => listed._id)).toEqual([order._id]);
  });

  it('orders every line when none are named, and charges the fee outside Dhaka for Chattogram', async () => {
    const product = await createProduct(shop.db, { categoryId, price: 800 });
    const shopper = await shop.signUp();
    await addToCart(shopper, product.id, 'S');
    await addToCart(shopper, product.id, 'XL', 3);
    const res = await shopper.post('/api/v1/orders', { shippingAddress: chattogram, paymentMethod: 'bkash' });
    expect(res.status).toBe(201);
    const { order } = res.body as Placed;
    expect(order).toMatchObject({ subtotal: 3200, shippingCost: 120, total: 3320, paymentStatus: 'pending' });
    expect(order.items.map((item) => [item.size, item.quantity])).toEqual([
      ['S', 1],
      ['XL', 3],
    ]);
    expect(await cartLinesOf(shopper.user.id)).toEqual([]);
    // Nothing left to order.
    const again = await shopper.post('/api/v1/orders', {
      shippingAddress: chattogram,
      paymentMethod: 'bkash',
    });
    expect(again.body).toEqual(refusal('orderCartEmpty'));
  });

  it('uses the cart’s promo code once, counts it, and refuses it on the next order', async () => {
    const product = await createProduct(shop.db, { categoryId, price: 1000 });
    const promo = await createPromoCode(shop.db, { value: 10 });
    const shopper = await shop.signUp();
    await addToCart(shopper, product.id, 'M', 2);
    expect((await shopper.post('/api/v1/cart/promo', { promoCode: promo.code })).status).toBe(200);
    const res = await shopper.post('/api/v1/orders', { shippingAddress: dhaka, paymentMethod: 'nagad' });
    expect(res.status).toBe(201);
    expect((res.body as Placed).order).toMatchObject({
      subtotal: 2000,
      discount: 200,
      shippingCost: 60,
      total: 1860,
      promoCode: promo.code,
    });
    const [counted] = await shop.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(counted?.usedCount).toBe(1);
    // The code left the cart with the order; applied again, it is refused as used.
    await addToCart(shopper, product.id, 'S');
    const cart = (await shopper.get('/api/v1/cart')).body as { cart: { promo: unknown } };
    expect(cart.cart.promo).toBeNull();
    const reuse = await shopper.post('/api/v1/cart/promo', { promoCode: promo.code });
    expect(reuse.body).toEqual(refusal('promoAlreadyUsed'));
  });

  it('refuses the whole order when the promo code ran out meanwhile, and keeps everything', async () => {
    const product = await createProduct(shop.db, { categoryId, price: 1000 });
    const promo = await createPromoCode(shop.db, { value: 10, usageLimit: 1 });
    const shopper = await shop.signUp();
    await addToCart(shopper, product.id, 'M');
    await shopper.post('/api/v1/cart/promo', { promoCode: promo.code });
    await shop.db.update(promoCodes).set({ usedCount: 1 }).where(eq(promoCodes.id, promo.id));
    const res = await shopper.post('/api/v1/orders', { shippingAddress: dhaka, paymentMethod: 'bkash' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual(refusal('promoUsedUp'));
    expect(await stockOf(product.id, 'M')).toBe(10);
    expect(await cartLinesOf(shopper.user.id)).toHaveLength(1);
  });
});

describe('POST /api/v1/orders: the largest order', () => {
  it('refuses an order over 10,000,000 taka with 422 and keeps the cart; one at the limit is placed (found by fuzzing)', async () => {
    const dearest = await createProduct(shop.db, {
      categoryId,
      price: 1_000_000,
      stock: { S: 10, M: 10, L: 10, XL: 10, XXL: 10 },
    });
    const shopper = await shop.signUp();
    for (const size of ['S', 'M', 'L'] as const) await addToCart(shopper, dearest.id, size, 10);
    const tooLarge = await shopper.post('/api/v1/orders', { shippingAddress: dhaka, paymentMethod: 'bkash' });
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body).toEqual(refusal('orderTooLarge'));
    expect(await cartLinesOf(shopper.user.id)).toHaveLength(3);
    expect(await stockOf(dearest.id, 'S')).toBe(10);

    // Ten pieces less the delivery fee: the total comes to the limit exactly.
    const atLimit = await createProduct(shop.db, { categoryId, price: 999_994, stock: { M: 10 } });
    const other = await shop.signUp();
    await addToCart(other, atLimit.id, 'M', 10);
    const placed = await other.post('/api/v1/orders', { shippingAddress: dhaka, paymentMethod: 'bkash' });
    expect(placed.status, placed.text).toBe(201);
    expect((placed.body as Placed).order.total).toBe(10_000_000);
  });
});

describe('POST /api/v1/orders: the Bengali name', () => {
  it('keeps the Bengali name a line was sold under, whatever the product is called later', async () => {
    const panjabi = await createProduct(shop.db, {
      categoryId,
      name: 'Maroon Cotton Panjabi',
      nameBn: 'মেরুন সুতির পাঞ্জাবি',
    });
    const plain = await createProduct(shop.db, { categoryId, name: 'Plain Cotton Fatua' });
    const shopper = await shop.signUp();
    await addToCart(shopper, panjabi.id, 'M');
    await addToCart(shopper, plain.id, 'L');
    const res = await shopper.post('/api/v1/orders', { shippingAddress: dhaka, paymentMethod: 'bkash' });
    expect(res.status, res.text).toBe(201);
    const { order } = res.body as Placed;
    const sold = [
      { name: 'Maroon Cotton Panjabi', nameBn: 'মেরুন সুতির পাঞ্জাবি', product_id: panjabi.id },
      { name: 'Plain Cotton Fatua', nameBn: null, product_id: plain.id },
    ];
    expect(order.items).toMatchObject(sold);

    // The operator renames the product in both languages, then takes the Bengali away.
    await shop.db
      .update(products)
      .set({ name: 'Maroon Panjabi', nameBn: 'মেরুন পাঞ্জাবি' })
      .where(eq(products.id, panjabi.id));
    await shop.db.update(products).set({ nameBn: 'সাদা ফতুয়া' }).where(eq(products.id, plain.id));
    const details = (await shopper.get(`/api/v1/orders/user/${order._id}`)).body as {
      order: Placed['order'];
    };
    expect(details.order.items).toMatchObject(sold);
    const list = (await shopper.get('/api/v1/user/orders')).body as { orders: Placed['order'][] };
    expect(list.orders.find((listed) => listed._id === order._id)?.items).toMatchObject(sold);
    const operator = await shop.signUpOperator();
    const detailed = (await operator.get(`/api/v1/admin/orders/${order._id}`)).body as {
      order: Placed['order'];
    };
    expect(detailed.order.items).toMatchObject(sold);

    await shop.db.update(products).set({ nameBn: null }).where(eq(products.id, panjabi.id));
    const cancelled = await shopper.post(`/api/v1/orders/${order._id}/cancel`, { reason: 'Ordered twice' });
    expect(cancelled.status, cancelled.text).toBe(200);
    const cancellations = (await shopper.get('/api/v1/user/cancellations')).body as {
      cancellations: { id: string; products: { id: string | null; nameBn: string | null }[] }[];
    };
    expect(cancellations.cancellations.find((entry) => entry.id === order._id)?.products).toMatchObject([
      { id: panjabi.id, nameBn: 'মেরুন সুতির পাঞ্জাবি' },
      { id: plain.id, nameBn: null },
    ]);
  });
});

describe('POST /api/v1/orders from the simple checkout', () => {
  it('takes the name, phone and address as text, with the fee the address text calls for', async () => {
    const product = await createProduct(shop.db, { categoryId, price: 700 });
    const shopper = await shop.signUp();
    await addToCart(shopper, product.id, 'M');
    const res = await shopper.post('/api/v1/orders', {
      customerName: 'Rahim Uddin',
      phone: '01912345678',
      shippingAddress: 'House 7, Lake Road, Mirpur, Dhaka',
      paymentMethod: 'cash_on_delivery',
      notes: '',
    });
    expect(res.status).toBe(201);
    expect((res.body as Placed).order).toMatchObject({
      subtotal: 700,
      shippingCost: 60,
      total: 760,
      shippingAddress: {
        fullName: 'Rahim Uddin',
        phone: '01912345678',
        address: 'House 7, Lake Road, Mirpur, Dhaka',
        city: '',
        country: 'Bangladesh',
      },
    });
    await addToCart(shopper, product.id, 'L');
    const missing = await shopper.post('/api/v1/orders', {
      shippingAddress: 'Agrabad, Chattogram',
      paymentMethod: 'cash_on_delivery',
    });
    expect(missing.body).toEqual(refusal('pickupPointIncomplete'));
    const blank = await shopper.post('/api/v1/orders', { shippingAddress: '  ', paymentMethod: 'bkash' });
    expect(blank.body).toEqual(refusal('pickupPointRequired'));
  });
});

describe('POST /api/v1/orders: stock', () => {
  it('refuses the whole order, naming the product and size, when a line no longer fits', async () => {
    const shirt = await createProduct(shop.db, { categoryId, name: 'Linen Shirt', nameBn: 'লিনেন শার্ট' });
    const scarf = await createProduct(shop.db, { categoryId, name: 'Cotton Scarf' });
    const shopper = await shop.signUp();
    await addToCart(shopper, scarf.id, 'S', 1);
    await addToCart(shopper, shirt.id, 'L', 4);
    await shop.db
      .update(productStock)
      .set({ quantity: 3 })
      .where(and(eq(productStock.productId, shirt.id), eq(productStock.size, 'L')));
    const res = await shopper.post('/api/v1/orders', { shippingAddress: dhaka, paymentMethod: 'bkash' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      code: 'orderLineOutOfStock',
      message: 'Only 3 of Linen Shirt left in size L.',
      // The Bengali name too, for a Bengali page to word it.
      params: { product: 'Linen Shirt', productBn: 'লিনেন শার্ট', size: 'L', left: 3 },
    });
    expect(await stockOf(scarf.id, 'S')).toBe(10);
    expect(await cartLinesOf(shopper.user.id)).toHaveLength(2);

    await shop.db.update(products).set({ active: false }).where(eq(products.id, shirt.id));
    const gone = await shopper.post('/api/v1/orders', { shippingAddress: dhaka, paymentMethod: 'bkash' });
    expect(gone.status).toBe(409);
    expect(gone.body).toMatchObject({
      code: 'orderProductGone',
      params: { product: 'Linen Shirt', productBn: 'লিনেন শার্ট' },
    });
  });

  it('refuses line ids that are not the shopper’s, and orders nothing', async () => {
    const product = await createProduct(shop.db, { categoryId });
    const shopper = await shop.signUp();
    const other = await shop.signUp();
    const theirs = (await addToCart(other, product.id, 'M')).items[0]?._id ?? '';
    const mine = (await addToCart(shopper, product.id, 'S')).items[0]?._id ?? '';
    for (const lines of [[theirs], [mine, theirs], ['not-a-line-id']]) {
      const res = await shopper.post('/api/v1/orders', {
        shippingAddress: dhaka,
        paymentMethod: 'bkash',
        lines,
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual(refusal('orderLinesChanged'));
    }
    expect(await cartLinesOf(other.user.id)).toHaveLength(1);
    expect(await stockOf(product.id, 'M')).toBe(10);
  });

  it('sells the last 5 of a size to exactly 5 of 50 shoppers ordering at once', async () => {
    const product = await createProduct(shop.db, { categoryId, stock: { M: 5 } });
    const shoppers: Shopper[] = [];
    // In batches: fifty password hashes at once would only measure the hashing.
    for (let i = 0; i < 50; i += 10)
      shoppers.push(...(await Promise.all(Array.from({ length: 10 }, () => shop.signUp()))));
    for (const shopper of shoppers) await addToCart(shopper, product.id, 'M');
    const answers = await Promise.all(
      shoppers.map((shopper) =>
        shopper.post('/api/v1/orders', { shippingAddress: dhaka, paymentMethod: 'cash_on_delivery' }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(45);
    // Every refusal names the size, whether the order found it short when it read the cart or
    // when another order took the stock between its reading and its taking.
    for (const res of answers.filter((answer) => answer.status === 409))
      expect(res.body).toMatchObject({ code: 'orderLineOutOfStock', params: { size: 'M' } });
    expect(await stockOf(product.id, 'M')).toBe(0);
  });
});

describe('POST /api/v1/orders: Idempotency-Key', () => {
  it('answers the first order to a retry and to 20 parallel submits under one key; another body is a 409', async () => {
    const product = await createProduct(shop.db, { categoryId });
    const shopper = await shop.signUp();
    await addToCart(shopper, product.id, 'M', 2);
    const body = { shippingAddress: dhaka, paymentMethod: 'bkash', notes: '' };
    const key = { 'idempotency-key': 'checkout-7f3a9c21' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => shopper.post('/api/v1/orders', body, key)),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(201));
    const ids = new Set(answers.map((res) => (res.body as Placed).order._id));
    expect(ids.size).toBe(1);
    expect(await stockOf(product.id, 'M')).toBe(8);
    // A retry after a lost answer, the cart empty by now: still the same order.
    const retry = await shopper.post('/api/v1/orders', body, key);
    expect((retry.body as Placed).order._id).toBe([...ids][0]);

    await addToCart(shopper, product.id, 'S');
    const other = await shopper.post('/api/v1/orders', { ...body, paymentMethod: 'nagad' }, key);
    expect(other.status).toBe(409);
    expect(other.body).toEqual(refusal('idempotencyKeyReused'));
    // The key is the shopper's own: someone else may use the same text.
    const someoneElse = await shop.signUp();
    await addToCart(someoneElse, product.id, 'L');
    expect((await someoneElse.post('/api/v1/orders', body, key)).status).toBe(201);
  });

  it('answers the first order to a double click and a retry that name the chosen lines', async () => {
    const product = await createProduct(shop.db, { categoryId });
    const shopper = await shop.signUp();
    await addToCart(shopper, product.id, 'M');
    const cart = await addToCart(shopper, product.id, 'L');
    const body = {
      shippingAddress: dhaka,
      paymentMethod: 'bkash',
      notes: '',
      lines: cart.items.map((line) => line._id),
    };
    const key = { 'idempotency-key': 'checkout-lines-51c2' };
    const clicks = await Promise.all([1, 2].map(() => shopper.post('/api/v1/orders', body, key)));
    expect(clicks.map((res) => res.status)).toEqual([201, 201]);
    const [first] = clicks.map((res) => (res.body as Placed).order._id);
    expect(clicks.every((res) => (res.body as Placed).order._id === first)).toBe(true);
    // The lines left the cart with the first order; the retry still answers it.
    const retry = await shopper.post('/api/v1/orders', body, key);
    expect(retry.status).toBe(201);
    expect((retry.body as Placed).order._id).toBe(first);
    expect(await stockOf(product.id, 'M')).toBe(9);
  });
});

describe('GET /api/v1/orders/user/{id}', () => {
  it('answers 404 for no such order and 403 for another shopper’s', async () => {
    const product = await createProduct(shop.db, { categoryId });
    const owner = await shop.signUp();
    await addToCart(owner, product.id, 'M');
    const placed = await owner.post('/api/v1/orders', { shippingAddress: dhaka, paymentMethod: 'bkash' });
    const { order } = placed.body as Placed;
    const stranger = await shop.signUp();
    const res = await stranger.get(`/api/v1/orders/user/${order._id}`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(refusal('orderForbidden'));
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await stranger.get(`/api/v1/orders/user/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual(refusal('orderNotFound'));
    }
    expect((await shop.get(`/api/v1/orders/user/${order._id}`)).status).toBe(401);
  });
});
