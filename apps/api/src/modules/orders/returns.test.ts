import type { Order } from '@haat/contracts';
import { and, eq } from 'drizzle-orm';
import { refusal, type TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import { addToCart, dhaka, type PlacedOrder, type Shopper } from '../../../test/shopping';
import { orderStatusEvents } from '../../db/schema';
import { createOrderLifecycle, type OrderLifecycle } from './lifecycle';

let shop: TestApp;
let categoryId: string;
let lifecycle: OrderLifecycle;
test.beforeAll(async ({ shop: built }) => {
  shop = built;
  categoryId = (await createCategory(shop.db)).id;
  lifecycle = createOrderLifecycle({ db: shop.db });
});

/** An order of two products, moved along to `status`. */
async function orderOfTwo(shopper: Shopper, status: 'delivered' | 'shipped' = 'delivered'): Promise<Order> {
  const kurti = await createProduct(shop.db, { categoryId, name: 'Block Print Kurti' });
  const sandal = await createProduct(shop.db, {
    categoryId,
    name: 'Leather Sandal',
    nameBn: 'চামড়ার স্যান্ডেল',
  });
  await addToCart(shopper, kurti.id, 'M');
  await addToCart(shopper, sandal.id, 'L', 2);
  const res = await shopper.post('/api/v1/orders', {
    shippingAddress: dhaka,
    paymentMethod: 'cash_on_delivery',
  });
  const { order } = res.body as PlacedOrder;
  await lifecycle.moveTo(order._id, status);
  return order;
}

describe('POST /api/v1/orders/{id}/returns', () => {
  it('returns the chosen line of a delivered order, once, and lists it under returns', async () => {
    const shopper = await shop.signUp();
    const order = await orderOfTwo(shopper);
    const sandal = order.items.find((item) => item.name === 'Leather Sandal');
    const res = await shopper.post(`/api/v1/orders/${order._id}/returns`, {
      itemIds: [sandal?._id],
      reason: 'Too small',
    });
    expect(res.status).toBe(201);
    const expected = {
      id: expect.any(String),
      orderId: order._id,
      orderNumber: order.orderNumber,
      name: 'Leather Sandal',
      nameBn: 'চামড়ার স্যান্ডেল',
      image: expect.any(String),
      quantity: 2,
      returnDate: expect.any(String),
      reason: 'Too small',
      status: 'requested',
    };
    expect(res.body).toEqual({ success: true, message: expect.any(String), returns: [expected] });
    const again = await shopper.post(`/api/v1/orders/${order._id}/returns`, { reason: 'Still too small' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(refusal('returnAlreadyRequested'));
    const list = await shopper.get('/api/v1/user/returns');
    expect(list.body).toEqual({ success: true, returns: [expected] });
    expect((await shopper.get('/api/returns')).body).toEqual(list.body);
  });

  it('refuses an order not delivered yet, one delivered more than 7 days ago, and lines of another order', async () => {
    const shopper = await shop.signUp();
    const shipped = await orderOfTwo(shopper, 'shipped');
    const early = await shopper.post(`/api/v1/orders/${shipped._id}/returns`, { reason: 'Not needed' });
    expect(early.status).toBe(409);
    expect(early.body).toEqual(refusal('returnNotDelivered'));

    const old = await orderOfTwo(shopper);
    await shop.db
      .update(orderStatusEvents)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(and(eq(orderStatusEvents.orderId, old._id), eq(orderStatusEvents.status, 'delivered')));
    const late = await shopper.post(`/api/v1/orders/${old._id}/returns`, { reason: 'Changed my mind' });
    expect(late.body).toEqual(refusal('returnWindowClosed'));

    const recent = await orderOfTwo(shopper);
    const foreign = await shopper.post(`/api/v1/orders/${recent._id}/returns`, {
      itemIds: [old.items[0]?._id],
      reason: 'Wrong colour',
    });
    expect(foreign.status).toBe(409);
    expect(foreign.body).toEqual(refusal('returnItemUnknown'));
    const blank = await shopper.post(`/api/v1/orders/${recent._id}/returns`, { reason: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ code: 'returnReasonRequired' });
    expect((await shopper.get('/api/v1/user/returns')).body).toEqual({ success: true, returns: [] });
  });

  it('refuses another shopper’s order, and takes one of 10 requests sent at once', async () => {
    const shopper = await shop.signUp();
    const stranger = await shop.signUp();
    const order = await orderOfTwo(shopper);
    const theirs = await stranger.post(`/api/v1/orders/${order._id}/returns`, { reason: 'Mine now' });
    expect(theirs.status).toBe(403);
    expect(theirs.body).toEqual(refusal('orderForbidden'));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        shopper.post(`/api/v1/orders/${order._id}/returns`, { reason: 'Faded' }),
      ),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(9);
    const list = (await shopper.get('/api/v1/user/returns')).body as { returns: unknown[] };
    expect(list.returns).toHaveLength(2);
  });
});
