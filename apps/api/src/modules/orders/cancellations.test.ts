import type { Order } from '@haat/contracts';
import { eq } from 'drizzle-orm';
import { refusal, type TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import { orderOne, stockOf } from '../../../test/shopping';
import { orders } from '../../db/schema';
import { createOrderLifecycle, type OrderLifecycle } from './lifecycle';
import { mayMove } from './order-state-machine';

let shop: TestApp;
let categoryId: string;
let lifecycle: OrderLifecycle;
test.beforeAll(async ({ shop: built }) => {
  shop = built;
  categoryId = (await createCategory(shop.db)).id;
  lifecycle = createOrderLifecycle({ db: shop.db });
});

describe('the order lifecycle', () => {
  it('moves one step at a time, and to cancelled only before shipping', () => {
    expect(mayMove('pending', 'confirmed')).toBe(true);
    expect(mayMove('out_for_delivery', 'delivered')).toBe(true);
    expect(mayMove('pending', 'shipped')).toBe(false);
    expect(mayMove('completed', 'pending')).toBe(false);
    expect(mayMove('processing', 'cancelled')).toBe(true);
    expect(mayMove('shipped', 'cancelled')).toBe(false);
    expect(mayMove('cancelled', 'confirmed')).toBe(false);
  });

  it('writes every step as a status event', async () => {
    const product = await createProduct(shop.db, { categoryId });
    const shopper = await shop.signUp();
    const order = await orderOne(shopper, product.id);
    await lifecycle.moveTo(order._id, 'delivered', 'on its way');
    const res = await shopper.get(`/api/v1/orders/user/${order._id}`);
    const details = (res.body as { order: Order }).order;
    expect(details.status).toBe('delivered');
    // The cash was taken at the door.
    expect(details.paymentStatus).toBe('paid');
    expect(details.statusEvents.map((event) => event.status)).toEqual([
      'pending',
      'confirmed',
      'processing',
      'shipped',
      'out_for_delivery',
      'delivered',
    ]);
  });

  it('ships an order paid first only once it is paid, and leaves its payment to the payment check', async () => {
    const product = await createProduct(shop.db, { categoryId });
    const shopper = await shop.signUp();
    const order = await orderOne(shopper, product.id, { paymentMethod: 'bkash' });
    const paymentOf = async () =>
      ((await shopper.get(`/api/v1/orders/user/${order._id}`)).body as { order: Order }).order;
    // Unpaid, or with its proof still being checked, it stops before shipping.
    for (const paymentStatus of ['pending', 'submitted', 'failed'] as const) {
      await shop.db.update(orders).set({ paymentStatus }).where(eq(orders.id, order._id));
      await expect(lifecycle.moveTo(order._id, 'delivered')).rejects.toMatchObject({
        refusal: { code: 'orderUnpaidCannotShip' },
      });
      expect(await paymentOf()).toMatchObject({ status: 'processing', paymentStatus });
    }
    await shop.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, order._id));
    await lifecycle.moveTo(order._id, 'delivered');
    expect(await paymentOf()).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
  });
});

describe('POST /api/v1/orders/{id}/cancel', () => {
  it('cancels a pending order with its reason, puts the stock back and lists it under cancellations', async () => {
    const product = await createProduct(shop.db, { categoryId, name: 'Block Print Kurti' });
    const shopper = await shop.signUp();
    const order = await orderOne(shopper, product.id, { size: 'L', quantity: 3 });
    expect(await stockOf(shop.db, product.id, 'L')).toBe(7);

    const res = await shopper.post(`/api/v1/orders/${order._id}/cancel`, {
      reason: 'Ordered the wrong size',
    });
    expect(res.status).toBe(200);
    const cancelled = (res.body as { order: Order }).order;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.statusEvents.at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'Ordered the wrong size',
    });
    expect(await stockOf(shop.db, product.id, 'L')).toBe(10);

    const list = await shopper.get('/api/v1/user/cancellations');
    expect(list.body).toEqual({
      success: true,
      cancellations: [
        {
          id: order._id,
          orderNumber: order.orderNumber,
          requestedDate: expect.any(String),
          status: 'cancelled',
          reason: 'Ordered the wrong size',
          products: [
            { id: product.id, name: 'Block Print Kurti', nameBn: null, image: expect.any(String), qty: 3 },
          ],
        },
      ],
    });
    // The spec's own path answers the same list.
    expect((await shopper.get('/api/orders/cancelled')).body).toEqual(list.body);
  });

  it('cancels once when asked 20 times at once: the stock goes back once', async () => {
    const product = await createProduct(shop.db, { categoryId });
    const shopper = await shop.signUp();
    const order = await orderOne(shopper, product.id, { quantity: 2 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        shopper.post(`/api/v1/orders/${order._id}/cancel`, { reason: 'Changed my mind' }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await stockOf(shop.db, product.id, 'M')).toBe(10);
  });

  it('refuses an order already on its way, a missing reason, and another shopper’s order', async () => {
    const product = await createProduct(shop.db, { categoryId });
    const shopper = await shop.signUp();
    const stranger = await shop.signUp();
    const shipped = await orderOne(shopper, product.id);
    await lifecycle.moveTo(shipped._id, 'shipped');
    const late = await shopper.post(`/api/v1/orders/${shipped._id}/cancel`, { reason: 'Too slow' });
    expect(late.status).toBe(409);
    expect(late.body).toEqual(refusal('orderNotCancellable'));

    const open = await orderOne(shopper, product.id, { size: 'S' });
    const blank = await shopper.post(`/api/v1/orders/${open._id}/cancel`, { reason: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({
      code: 'cancelReasonRequired',
      message: 'Please tell us why you are cancelling.',
    });

    const theirs = await stranger.post(`/api/v1/orders/${open._id}/cancel`, { reason: 'Not mine' });
    expect(theirs.status).toBe(403);
    expect(theirs.body).toEqual(refusal('orderForbidden'));
    const none = await stranger.post('/api/v1/orders/00000000-0000-4000-8000-000000000000/cancel', {
      reason: 'Nothing',
    });
    expect(none.status).toBe(404);
    expect((await stranger.get('/api/v1/user/cancellations')).body).toEqual({
      success: true,
      cancellations: [],
    });
    expect(await stockOf(shop.db, product.id, 'S')).toBe(9);
  });
});
