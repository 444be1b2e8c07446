import { randomUUID } from 'node:crypto';
import type { AdminShipment, ParcelLabel } from '@haat/contracts/admin';
import { and, eq } from 'drizzle-orm';
import { refusal, type TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { couriersAt, describe, expect, it, test } from '../../../test/shop-test';
import { dhaka, orderOne, type Shopper } from '../../../test/shopping';
import { auditLog, orders } from '../../db/schema';

let shop: TestApp;
let operator: Shopper;
let shopper: Shopper;
let categoryId: string;
test.override('shopOptions', couriersAt);
test.beforeAll(async ({ shop: built }) => {
  shop = built;
  categoryId = (await createCategory(shop.db)).id;
  operator = await shop.signUpOperator();
  shopper = await shop.signUp({ name: 'Nusrat Jahan' });
});

const labelsOf = (orderIds: unknown, as: Shopper = operator) =>
  as.post('/api/v1/admin/shipments/labels', { orderIds });

/** A shopper's cash-on-delivery order, confirmed by the operator; `point` replaces its pickup point. */
async function confirmedOrder(point?: typeof dhaka) {
  const product = await createProduct(shop.db, { categoryId, price: 750 });
  const order = await orderOne(shopper, product.id);
  if (point) await shop.db.update(orders).set({ shippingAddress: point }).where(eq(orders.id, order._id));
  const moved = await operator.post(`/api/v1/admin/orders/${order._id}/status`, { status: 'confirmed' });
  expect(moved.status).toBe(200);
  return order;
}

/** A confirmed order booked with Steadfast's stand-in: its booking. */
async function bookedOrder(point?: typeof dhaka) {
  const order = await confirmedOrder(point);
  const res = await operator.post(`/api/v1/admin/orders/${order._id}/shipment`, { courier: 'steadfast' });
  expect(res.status).toBe(200);
  const { shipment } = res.body as { shipment: AdminShipment };
  expect(shipment.state).toBe('booked');
  return { order, shipment };
}

describe('the labels of booked parcels', () => {
  it('answers each booked parcel of the orders asked, in their order, with what its label prints', async () => {
    const first = await bookedOrder();
    const bengali = await bookedOrder({
      ...dhaka,
      fullName: 'নুসরাত জাহান',
      address: 'বাড়ি ১২, রোড ৫, ধানমন্ডি',
      postalCode: 'ঢাকা - ঢাকা - ধানমন্ডি',
    });
    const res = await labelsOf([bengali.order._id, first.order._id]);
    expect(res.status).toBe(200);
    const { labels } = res.body as { labels: ParcelLabel[] };
    expect(labels).toEqual([
      {
        orderId: bengali.order._id,
        orderNumber: bengali.order.orderNumber,
        shopName: 'Haat',
        recipientName: 'নুসরাত জাহান',
        phone: '01712345678',
        address: 'বাড়ি ১২, রোড ৫, ধানমন্ডি',
        area: 'ধানমন্ডি',
        district: 'ঢাকা',
        codAmount: bengali.order.total,
        courier: 'steadfast',
        consignmentId: bengali.shipment.consignmentId,
        trackingCode: bengali.shipment.trackingCode,
        trackingAddress: `${shop.address}/track?order=${bengali.order.orderNumber}`,
      },
      expect.objectContaining({
        orderId: first.order._id,
        orderNumber: first.order.orderNumber,
        recipientName: 'Nusrat Jahan',
        address: 'House 12, Road 5, Dhanmondi',
        area: 'Dhanmondi',
        district: 'Dhaka',
        consignmentId: first.shipment.consignmentId,
      }),
    ]);
    expect(bengali.shipment.consignmentId).toEqual(expect.any(String));

    // Reading shoppers' names, phones and addresses is recorded, as a CSV export is.
    const [recorded] = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'shipment.labels'), eq(auditLog.actorUserId, operator.user.id)));
    expect(recorded?.after).toEqual({ orders: [bengali.order.orderNumber, first.order.orderNumber] });
  });

  it('leaves out unknown ids, orders never booked and cancelled bookings, and asks each order once', async () => {
    const booked = await bookedOrder();
    const confirmed = await confirmedOrder();
    const cancelled = await bookedOrder();
    const cancel = await operator.post(`/api/v1/admin/orders/${cancelled.order._id}/shipment/cancel`, {});
    expect(cancel.status).toBe(200);

    const res = await labelsOf([
      randomUUID(),
      'not-an-order',
      confirmed._id,
      cancelled.order._id,
      booked.order._id,
      booked.order._id,
    ]);
    expect(res.status).toBe(200);
    const { labels } = res.body as { labels: ParcelLabel[] };
    expect(labels.map((label) => label.orderNumber)).toEqual([booked.order.orderNumber]);

    const none = await labelsOf([confirmed._id]);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ success: true, labels: [] });
  });

  it('is the operator’s alone: a shopper is refused even the labels of their own orders', async () => {
    const { order } = await bookedOrder();
    const refused = await labelsOf([order._id], shopper);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(refusal('operatorOnly'));
    const anonymous = await shop.post('/api/v1/admin/shipments/labels', { orderIds: [order._id] });
    expect(anonymous.status).toBe(401);
  });

  it('takes at most 500 orders at once, and at least one', async () => {
    const ids = Array.from({ length: 500 }, () => randomUUID());
    const most = await labelsOf(ids);
    expect(most.status).toBe(200);
    expect(most.body).toEqual({ success: true, labels: [] });

    const tooMany = await labelsOf([...ids, randomUUID()]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject(refusal('labelOrdersTooMany'));

    for (const orderIds of [[], undefined, 'a,b']) {
      const res = await labelsOf(orderIds);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'labelOrdersRequired' });
    }
  });
});
