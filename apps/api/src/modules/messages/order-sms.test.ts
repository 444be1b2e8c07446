import type { OrderSmsTopic } from '@haat/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { describe, expect, it, sendingSmsTo, test } from '../../../test/shop-test';
import { dhaka, orderOne, type Shopper } from '../../../test/shopping';
import type { SslWirelessStandIn } from '../../../test/sms/ssl-wireless-stand-in';
import { outboxMessages } from '../../db/schema';
import { createOrderSmsComposers, queueOrderSms } from './order-sms';

let shop: TestApp;
let operator: Shopper;
let categoryId: string;
let sslWireless: SslWirelessStandIn;
const PUBLIC_URL = 'https://haat.test';
// Every order of these tests goes to one number: far more SMS than a shopper's limits let through.
test.override('shopOptions', ({ sslWireless }) => ({
  env: {
    ...sendingSmsTo(sslWireless),
    PUBLIC_URL,
    SMS_PER_NUMBER_PER_HOUR: '500',
    SMS_PER_NUMBER_PER_DAY: '500',
  },
}));
test.beforeAll(async ({ shop: built, sslWireless: standIn }) => {
  shop = built;
  sslWireless = standIn;
  operator = await shop.signUpOperator();
  categoryId = (await createCategory(shop.db)).id;
});

/** The topics of the SMS queued for an order (sent or not), oldest first. */
const topicsOf = async (orderId: string) =>
  (
    await shop.db
      .select({ topic: outboxMessages.topic })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.about, orderId)))
      .orderBy(asc(outboxMessages.createdAt))
  ).map((sms) => sms.topic);

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
  it('tells the delivery number of the order placed, in the shopper’s language and digits, written when sent', async () => {
    const shopper = await shop.signUp();
    const order = await placed(shopper);
    expect(await topicsOf(order._id)).toEqual(['order_placed']);
    // A cash order of ৳1,250 and the delivery fee inside Dhaka (৳60), in GSM characters in English.
    expect(await wordsOf('order_placed', order._id)).toBe(
      `Haat: order ${order.orderNumber} placed, Tk 1,310.00. Pay in cash when it arrives.`,
    );
    await expect
      .poll(() => sslWireless.receivedBy(dhaka.phone).map((sms) => sms.text), { timeout: 15_000 })
      .toContain(`Haat: order ${order.orderNumber} placed, Tk 1,310.00. Pay in cash when it arrives.`);

    expect((await shopper.put('/api/v1/user/language', { language: 'bn' })).status).toBe(200);
    const bengali = await placed(shopper);
    const words = `হাট: অর্ডার ${bengali.orderNumber} নেওয়া হয়েছে, ৳১,৩১০.০০। পণ্য হাতে পেয়ে নগদে দিন।`;
    await expect
      .poll(() => sslWireless.receivedBy(dhaka.phone).find((sms) => sms.text === words), { timeout: 15_000 })
      .toMatchObject({ unicode: true });
    // Counted once written: this Bengali SMS of 78 characters is two Unicode parts (67 each).
    const [row] = await shop.db
      .select({ parts: outboxMessages.parts })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.about, bengali._id), eq(outboxMessages.channel, 'sms')));
    expect(row?.parts).toBe(2);

    const online = await placed(shopper, 'bkash');
    expect(await wordsOf('order_placed', online._id)).toContain(`${PUBLIC_URL}/order/${online._id}`);
  });

  it('follows the order to the door; news that overtakes an SMS still waiting replaces it', async () => {
    const shopper = await shop.signUp();
    const order = await placed(shopper);
    for (const status of ['confirmed', 'processing', 'shipped']) await move(order._id, status);
    expect(await topicsOf(order._id)).toEqual(['order_placed', 'order_shipped']);
    expect(await wordsOf('order_shipped', order._id)).toBe(
      `Haat: order ${order.orderNumber} is with the courier. Track it: ${PUBLIC_URL}/track?order=${order.orderNumber}`,
    );
    expect(await wordsOf('out_for_delivery', order._id)).toBe(
      `Haat: order ${order.orderNumber} is out for delivery. Please keep Tk 1,310.00 ready and your phone on.`,
    );
    // A courier's news walks the order on in one transaction, as here: only the newest step texts.
    const other = await placed(shopper);
    let waiting: string[] = [];
    const undone = await shop.db
      .transaction(async (tx) => {
        for (const topic of ['order_shipped', 'out_for_delivery', 'delivered'] as const)
          await queueOrderSms(tx, other._id, topic);
        const rows = await tx
          .select({ topic: outboxMessages.topic })
          .from(outboxMessages)
          .where(and(eq(outboxMessages.about, other._id), ne(outboxMessages.topic, 'order_placed')));
        waiting = rows.map((row) => row.topic);
        // Undone, so that no sender sees it: what matters is what the walk leaves queued.
        tx.rollback();
      })
      .then(
        () => 'committed',
        () => 'undone',
      );
    expect(undone).toBe('undone');
    expect(waiting).toEqual(['delivered']);
    await move(order._id, 'out_for_delivery');
    await move(order._id, 'delivered');
    await expect
      .poll(() => sslWireless.receivedBy(dhaka.phone).at(-1)?.text, { timeout: 15_000 })
      .toBe(`Haat: order ${order.orderNumber} is delivered. Thank you for shopping with us!`);
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
