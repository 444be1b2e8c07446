import type { OrderSmsTopic } from '@haat/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import { dhaka, orderOne, type Shopper } from '../../../test/shopping';
import { outboxMessages } from '../../db/schema';
import { createOrderSmsComposers } from './order-sms';

let shop: TestApp;
let operator: Shopper;
let categoryId: string;
test.beforeAll(async ({ shop: built }) => {
  shop = built;
  operator = await shop.signUpOperator();
  categoryId = (await createCategory(shop.db)).id;
});

const PUBLIC_URL = 'https://haat.test';

/** The SMS queued for an order, oldest first: topic, number and whether its words wait to be written. */
const smsOf = (orderId: string) =>
  shop.db
    .select({ topic: outboxMessages.topic, to: outboxMessages.recipient, words: outboxMessages.bodyText })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.about, orderId)))
    .orderBy(asc(outboxMessages.createdAt));
const topicsOf = async (orderId: string) => (await smsOf(orderId)).map((sms) => sms.topic);

/** The SMS's words as the sender writes them when it sends. */
const wordsOf = async (topic: OrderSmsTopic, orderId: string) =>
  (await createOrderSmsComposers({ db: shop.db, publicUrl: PUBLIC_URL })[topic](orderId))?.text;

async function placed(shopper: Shopper, paymentMethod = 'cash_on_delivery') {
  const product = await createProduct(shop.db, { categoryId, price: 1250 });
  return orderOne(shopper, product.id, { paymentMethod });
}
const move = async (orderId: string, status: string) =>
  expect((await operator.post(`/api/v1/admin/orders/${orderId}/status`, { status })).status).toBe(200);

describe('an order’s SMS', () => {
  it('tells the delivery number of the order placed, written when sent, in the shopper’s language and digits', async () => {
    const shopper = await shop.signUp();
    const order = await placed(shopper);
    expect(await smsOf(order._id)).toEqual([{ topic: 'order_placed', to: dhaka.phone, words: null }]);
    // A cash order of ৳1,250 and the delivery fee inside Dhaka (৳60), in GSM characters in English.
    expect(await wordsOf('order_placed', order._id)).toBe(
      `Haat: order ${order.orderNumber} placed, Tk 1,310.00. Pay in cash when it arrives.`,
    );
    expect((await shopper.put('/api/v1/user/language', { language: 'bn' })).status).toBe(200);
    expect(await wordsOf('order_placed', order._id)).toBe(
      `হাট: অর্ডার ${order.orderNumber} নেওয়া হয়েছে, ৳১,৩১০.০০। পণ্য হাতে পেয়ে নগদে দিন।`,
    );

    const online = await placed(shopper, 'bkash');
    expect(await wordsOf('order_placed', online._id)).toContain(`${PUBLIC_URL}/order/${online._id}`);
  });

  it('follows the order to the door, and news that overtakes a waiting SMS replaces it', async () => {
    const shopper = await shop.signUp();
    const order = await placed(shopper);
    for (const status of ['confirmed', 'processing', 'shipped']) await move(order._id, status);
    expect(await topicsOf(order._id)).toEqual(['order_placed', 'order_shipped']);
    expect(await wordsOf('order_shipped', order._id)).toBe(
      `Haat: order ${order.orderNumber} is with the courier. Track it: ${PUBLIC_URL}/track?order=${order.orderNumber}`,
    );
    await move(order._id, 'out_for_delivery');
    // The parcel is out before "with the courier" was sent: only the newer news goes.
    expect(await topicsOf(order._id)).toEqual(['order_placed', 'out_for_delivery']);
    expect(await wordsOf('out_for_delivery', order._id)).toBe(
      `Haat: order ${order.orderNumber} is out for delivery. Please keep Tk 1,310.00 ready and your phone on.`,
    );
    await move(order._id, 'delivered');
    expect(await topicsOf(order._id)).toEqual(['order_placed', 'delivered']);
  });

  it('sends a shopper who turned updates off only what an order needs', async () => {
    const shopper = await shop.signUp();
    const profile = await shopper.get('/api/v1/user/profile');
    expect((profile.body as { user: { sms_updates: boolean } }).user.sms_updates).toBe(true);
    const off = await shopper.put('/api/v1/user/profile', {
      name: shopper.name,
      email: shopper.email,
      smsUpdates: false,
    });
    expect(off.status).toBe(200);
    expect((off.body as { user: { sms_updates: boolean } }).user.sms_updates).toBe(false);
    const order = await placed(shopper);
    await move(order._id, 'confirmed');
    await move(order._id, 'processing');
    await move(order._id, 'shipped');
    expect(await topicsOf(order._id)).toEqual(['order_placed']);
    await move(order._id, 'out_for_delivery');
    await move(order._id, 'delivered');
    expect(await topicsOf(order._id)).toEqual(['order_placed', 'out_for_delivery']);
  });

  it('sends only the events the operator chose, and refuses a choice that is not one', async () => {
    const chosen = await operator.put('/api/v1/admin/settings/sms-events', {
      topics: ['order_placed', 'delivered', 'delivered'],
    });
    expect(chosen.status).toBe(200);
    expect((chosen.body as { settings: { smsEvents: { topics: string[] } } }).settings.smsEvents).toEqual({
      topics: ['order_placed', 'delivered'],
    });
    const refused = await operator.put('/api/v1/admin/settings/sms-events', { topics: ['order_lost'] });
    expect(refused.status).toBe(400);
    expect((refused.body as { code: string }).code).toBe('smsEventUnknown');

    const shopper = await shop.signUp();
    expect((await shopper.put('/api/v1/admin/settings/sms-events', { topics: [] })).status).toBe(403);
    const order = await placed(shopper);
    for (const status of ['confirmed', 'processing', 'shipped', 'out_for_delivery', 'delivered'])
      await move(order._id, status);
    expect(await topicsOf(order._id)).toEqual(['order_placed', 'delivered']);

    expect((await operator.put('/api/v1/admin/settings/sms-events', { topics: [] })).status).toBe(200);
    expect(await topicsOf((await placed(shopper))._id)).toEqual([]);
  });
});
