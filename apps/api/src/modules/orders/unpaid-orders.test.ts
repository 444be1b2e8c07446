import type { Order } from '@haat/contracts';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import { orderOne, type Shopper, stockOf } from '../../../test/shopping';
import { orderStatusEvents, orders, settings } from '../../db/schema';
import { createUnpaidOrderSweep, UNPAID_NOTE } from './unpaid-orders';

let shop: TestApp;
let categoryId: string;
test.beforeAll(async ({ shop: built }) => {
  shop = built;
  categoryId = (await createCategory(shop.db)).id;
});

const HOUR = 60 * 60 * 1000;

async function placed(shopper: Shopper, paymentMethod: string, hoursAgo: number) {
  const product = await createProduct(shop.db, { categoryId, price: 800 });
  const order = await orderOne(shopper, product.id, { paymentMethod, quantity: 2 });
  await shop.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - hoursAgo * HOUR) })
    .where(eq(orders.id, order._id));
  return { order, productId: product.id };
}

const statusOf = async (order: Order) =>
  (await shop.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order._id)))[0]?.status;

describe('unpaid orders', () => {
  it('cancels an order paid online with no proof after 24 hours, once, with its stock back, even when two processes sweep at once', async () => {
    const shopper = await shop.signUp();
    const late = await placed(shopper, 'bkash', 25);
    const recent = await placed(shopper, 'bkash', 23);
    const cash = await placed(shopper, 'cash_on_delivery', 48);
    const proved = await placed(shopper, 'nagad', 48);
    const png = await sharp({ create: { width: 40, height: 80, channels: 3, background: '#e2136e' } })
      .png()
      .toBuffer();
    const sent = await shopper.post(`/api/v1/orders/${proved.order._id}/payment-proof`, {
      transaction_id: 'NGUNPAID01',
      payment_method: 'nagad',
      amount: proved.order.total,
      screenshot: `data:image/png;base64,${png.toString('base64')}`,
      sender_number: '01812345678',
      sender_name: 'Test Shopper',
      payment_date: '2026-11-20',
    });
    expect(sent.status).toBe(201);
    expect(await stockOf(shop.db, late.productId, 'M')).toBe(8);

    // Two API processes, each with its own sweep, at the same moment.
    const [first, second] = await Promise.all([
      createUnpaidOrderSweep({ db: shop.db }).sweep(),
      createUnpaidOrderSweep({ db: shop.db }).sweep(),
    ]);
    expect([...first, ...second].filter((id) => id === late.order._id)).toHaveLength(1);
    expect(await statusOf(late.order)).toBe('cancelled');
    expect(await stockOf(shop.db, late.productId, 'M')).toBe(10);
    const events = await shop.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, late.order._id));
    expect(events.filter((event) => event.status === 'cancelled')).toEqual([
      expect.objectContaining({ note: UNPAID_NOTE, actorUserId: null }),
    ]);
    // Not yet due, paid at the door, or with a proof being checked: left alone.
    expect(await statusOf(recent.order)).toBe('pending');
    expect(await statusOf(cash.order)).toBe('pending');
    expect(await statusOf(proved.order)).toBe('pending');
    // The shopper reads why under their cancellations.
    const listed = (await shopper.get('/api/v1/user/cancellations')).body as {
      cancellations: { id: string; reason: string }[];
    };
    expect(listed.cancellations).toEqual([
      expect.objectContaining({ id: late.order._id, reason: UNPAID_NOTE }),
    ]);
  });

  it('waits as long as the operator set', async () => {
    await shop.db
      .insert(settings)
      .values({ key: 'unpaid_order_hours', value: { hours: 72 } })
      .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
    const shopper = await shop.signUp();
    const waiting = await placed(shopper, 'bkash', 48);
    const due = await placed(shopper, 'bkash', 73);
    const cancelled = await createUnpaidOrderSweep({ db: shop.db }).sweep();
    expect(cancelled).toContain(due.order._id);
    expect(cancelled).not.toContain(waiting.order._id);
  });
});
