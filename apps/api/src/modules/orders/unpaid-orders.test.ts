import type { Order } from '@haat/contracts';
import { DEFAULT_COD_GUARD_SETTINGS } from '@haat/contracts/admin';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import {
  addToCart,
  dhaka,
  orderOne,
  type PlacedOrder,
  type Shopper,
  screenshotDataUrl,
  stockOf,
} from '../../../test/shopping';
import { orderStatusEvents, orders, paymentProofs, settings } from '../../db/schema';
import { createOrderLifecycle } from './lifecycle';
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

  it('cancels an order paid on delivery still waiting for its delivery fee after the same time, with its stock back, unless a proof of the fee is being checked', async () => {
    const operator = await shop.signUpOperator();
    const guard = async (enabled: boolean) => {
      const res = await operator.put('/api/v1/admin/risk/settings', {
        ...DEFAULT_COD_GUARD_SETTINGS,
        enabled,
        refusals: { ...DEFAULT_COD_GUARD_SETTINGS.refusals, maxRefused: 1 },
      });
      expect(res.status).toBe(200);
    };
    // A number one parcel already came back from: with the guard stopping at one, its orders paid on
    // delivery wait for their delivery fee first.
    const point = { ...dhaka, phone: '01922000111', address: 'House 9, Road 3, Uttara' };
    const shopper = await shop.signUp();
    const past = await createProduct(shop.db, { categoryId, price: 800 });
    await addToCart(shopper, past.id, 'M');
    const first = await shopper.post('/api/v1/orders', {
      shippingAddress: point,
      paymentMethod: 'cash_on_delivery',
    });
    await createOrderLifecycle({ db: shop.db }).moveTo((first.body as PlacedOrder).order._id, 'returned');

    const waitingForFee = async (hoursAgo: number) => {
      const product = await createProduct(shop.db, { categoryId, price: 800 });
      await addToCart(shopper, product.id, 'M', 2);
      const res = await shopper.post('/api/v1/orders', {
        shippingAddress: point,
        paymentMethod: 'cash_on_delivery',
        codAdvance: true,
      });
      const { order } = res.body as PlacedOrder;
      expect(order.status).toBe('awaiting_advance');
      await shop.db
        .update(orders)
        .set({ createdAt: new Date(Date.now() - hoursAgo * HOUR) })
        .where(eq(orders.id, order._id));
      return { order, productId: product.id };
    };
    const sendFeeProof = async (order: Order, transactionId: string) => {
      const res = await shopper.post(`/api/v1/orders/${order._id}/payment-proof`, {
        transaction_id: transactionId,
        payment_method: 'bkash',
        amount: order.shippingCost,
        screenshot: await screenshotDataUrl(),
        sender_number: point.phone,
        sender_name: point.fullName,
        payment_date: '2026-11-20',
      });
      expect(res.status).toBe(201);
    };

    await guard(true);
    try {
      const late = await waitingForFee(25);
      const recent = await waitingForFee(23);
      const proved = await waitingForFee(48);
      await sendFeeProof(proved.order, 'ADVUNPAID01');
      // A rejected proof leaves the fee unpaid (payment failed): the order is due as if none came.
      const rejected = await waitingForFee(48);
      await sendFeeProof(rejected.order, 'ADVUNPAID02');
      const [proof] = await shop.db
        .select({ id: paymentProofs.id })
        .from(paymentProofs)
        .where(eq(paymentProofs.orderId, rejected.order._id));
      expect(
        (await operator.post(`/api/v1/admin/payment-proofs/${proof?.id}/reject`, { reason: 'Not received' }))
          .status,
      ).toBe(200);
      expect(await stockOf(shop.db, late.productId, 'M')).toBe(8);

      const cancelled = await createUnpaidOrderSweep({ db: shop.db }).sweep();
      expect(cancelled.sort()).toEqual([late.order._id, rejected.order._id].sort());
      expect(await statusOf(late.order)).toBe('cancelled');
      expect(await stockOf(shop.db, late.productId, 'M')).toBe(10);
      expect(await stockOf(shop.db, rejected.productId, 'M')).toBe(10);
      const events = await shop.db
        .select()
        .from(orderStatusEvents)
        .where(eq(orderStatusEvents.orderId, late.order._id));
      expect(events.filter((event) => event.status === 'cancelled')).toEqual([
        expect.objectContaining({ note: UNPAID_NOTE, actorUserId: null }),
      ]);
      expect(await statusOf(recent.order)).toBe('awaiting_advance');
      expect(await statusOf(proved.order)).toBe('awaiting_advance');
      expect(await stockOf(shop.db, proved.productId, 'M')).toBe(8);
    } finally {
      await guard(false);
    }
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
