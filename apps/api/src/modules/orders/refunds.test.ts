import type { Order, ReturnEntry } from '@haat/contracts';
import type { AdminCancellation, AdminReturn } from '@haat/contracts/admin';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { refusal, type TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { describe, expect, it, sendingMailToSmtp, test } from '../../../test/shop-test';
import { addToCart, dhaka, type PlacedOrder, type Shopper, stockOf } from '../../../test/shopping';
import type { TestSmtpServer } from '../../../test/smtp-server';
import { auditLog, orders } from '../../db/schema';
import { createOrderLifecycle, type OrderLifecycle } from './lifecycle';
import { refundFor } from './refunds';

let shop: TestApp;
let smtp: TestSmtpServer;
let categoryId: string;
let operator: Shopper;
let lifecycle: OrderLifecycle;
test.override('shopOptions', sendingMailToSmtp);
test.beforeAll(async ({ shop: built, smtp: started }) => {
  shop = built;
  smtp = started;
  categoryId = (await createCategory(shop.db)).id;
  operator = await shop.signUpOperator({ name: 'Rafiq Operator' });
  lifecycle = createOrderLifecycle({ db: shop.db });
});

type ReturnPage = { total: number; rows: AdminReturn[] };
type Decided = { success: true; message: string; return: AdminReturn };

/** A shopper's delivered cash-on-delivery order of a kurti (M × 1, ৳800) and sandals (L × 2, ৳500 each), with a return asked for each line. */
async function returnsAsked(shopper?: Shopper) {
  const buyer = shopper ?? (await shop.signUp({ name: 'Salma Begum' }));
  const kurti = await createProduct(shop.db, { categoryId, name: 'Block Print Kurti', price: 800 });
  const sandal = await createProduct(shop.db, { categoryId, name: 'Leather Sandal', price: 500 });
  await addToCart(buyer, kurti.id, 'M');
  await addToCart(buyer, sandal.id, 'L', 2);
  const placed = await buyer.post('/api/v1/orders', {
    shippingAddress: dhaka,
    paymentMethod: 'cash_on_delivery',
  });
  const { order } = placed.body as PlacedOrder;
  await lifecycle.moveTo(order._id, 'delivered');
  const asked = await buyer.post(`/api/v1/orders/${order._id}/returns`, { reason: 'Does not fit' });
  if (asked.status !== 201) throw new Error(`return refused: ${asked.text}`);
  const returns = (asked.body as { returns: ReturnEntry[] }).returns;
  const returnOf = (name: string) => returns.find((entry) => entry.name === name)?.id ?? '';
  return {
    shopper: buyer,
    order,
    kurti: { productId: kurti.id, returnId: returnOf('Block Print Kurti') },
    sandal: { productId: sandal.id, returnId: returnOf('Leather Sandal') },
  };
}

const decide = (
  returnId: string,
  decision: 'approve' | 'reject' | 'refund',
  body: Record<string, unknown> = {},
) => operator.post(`/api/v1/admin/returns/${returnId}/${decision}`, body);

describe('refundFor', () => {
  it('gives back the line’s price less its share of the discount, plus its share of the tax', () => {
    const order = { subtotal: 200_000, discount: 20_000, tax: 9_000 };
    // A quarter of the goods: a quarter of 180,000 + 9,000.
    expect(refundFor({ unitPrice: 25_000, quantity: 2 }, order)).toBe(47_250);
    expect(refundFor({ unitPrice: 50_000, quantity: 1 }, { subtotal: 50_000, discount: 0, tax: 0 })).toBe(
      50_000,
    );
  });
});

describe('GET /api/v1/admin/returns', () => {
  it('lists the returns waiting, oldest first, with the customer, the line and what it gives back', async () => {
    const first = await returnsAsked();
    const second = await returnsAsked();
    const res = await operator.get('/api/v1/admin/returns?status=requested&pageSize=100');
    expect(res.status).toBe(200);
    const page = res.body as ReturnPage;
    const ids = page.rows.map((row) => row.id);
    expect(ids.indexOf(first.kurti.returnId)).toBeLessThan(ids.indexOf(second.kurti.returnId));
    expect(page.rows.find((row) => row.id === first.sandal.returnId)).toEqual({
      id: first.sandal.returnId,
      orderId: first.order._id,
      orderNumber: first.order.orderNumber,
      customer: {
        id: first.shopper.user.id,
        name: 'Salma Begum',
        email: first.shopper.email,
        phone: dhaka.phone,
      },
      name: 'Leather Sandal',
      image: expect.any(String),
      size: 'L',
      quantity: 2,
      refundAmount: 1000,
      reason: 'Does not fit',
      status: 'requested',
      requestedAt: expect.any(String),
      decidedAt: null,
    });

    const found = await operator.get(`/api/v1/admin/returns?q=${first.order.orderNumber}`);
    expect((found.body as ReturnPage).rows.map((row) => row.id).sort()).toEqual(
      [first.kurti.returnId, first.sandal.returnId].sort(),
    );
    const bad = await operator.get('/api/v1/admin/returns?status=lost');
    expect(bad.status).toBe(400);
  });
});

describe('deciding a return', () => {
  it('approves: the units are back on sale, the shopper sees it and is told by email, the log keeps it', async () => {
    const { shopper, sandal } = await returnsAsked();
    expect(await stockOf(shop.db, sandal.productId, 'L')).toBe(8);
    const res = await decide(sandal.returnId, 'approve', { note: 'Please bring it to the Dhanmondi point.' });
    expect(res.status).toBe(200);
    const { message, return: approved } = res.body as Decided;
    expect(message).toBe('Return approved: its stock is back on sale.');
    expect(approved).toMatchObject({ status: 'approved', decidedAt: expect.any(String) });
    expect(await stockOf(shop.db, sandal.productId, 'L')).toBe(10);

    const mine = (await shopper.get('/api/v1/user/returns')).body as { returns: ReturnEntry[] };
    expect(mine.returns.find((entry) => entry.id === sandal.returnId)?.status).toBe('approved');
    const mail = await smtp.waitForMailAbout(shopper.email, 'approved');
    expect(mail.text).toContain('Leather Sandal (size L) × 2');
    expect(mail.text).toContain('Please bring it to the Dhanmondi point.');
    const [logged] = await shop.db.select().from(auditLog).where(eq(auditLog.entityId, sandal.returnId));
    expect(logged).toMatchObject({
      actorUserId: operator.user.id,
      action: 'return.approve',
      before: { status: 'requested' },
      after: { status: 'approved', restocked: { size: 'L', quantity: 2 } },
    });

    // Decided once: neither a second approval nor a rejection changes it, nor the stock.
    expect((await decide(sandal.returnId, 'approve')).body).toEqual(refusal('returnAlreadyDecided'));
    const late = await decide(sandal.returnId, 'reject', { reason: 'Worn' });
    expect(late.status).toBe(409);
    expect(late.body).toEqual(refusal('returnAlreadyDecided'));
    expect(await stockOf(shop.db, sandal.productId, 'L')).toBe(10);
  });

  it('rejects only with a reason, which the shopper reads; a rejected return is never refunded or restocked', async () => {
    const { shopper, kurti } = await returnsAsked();
    for (const body of [{}, { reason: '   ' }, { reason: 'Worn\u0000' }, { reason: 'x'.repeat(501) }]) {
      const res = await decide(kurti.returnId, 'reject', body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    const res = await decide(kurti.returnId, 'reject', { reason: 'The tags were removed.' });
    expect(res.status).toBe(200);
    expect((res.body as Decided).return.status).toBe('rejected');
    const mail = await smtp.waitForMailAbout(shopper.email, 'not accepted');
    expect(mail.text).toContain('The tags were removed.');
    const refund = await decide(kurti.returnId, 'refund');
    expect(refund.status).toBe(409);
    expect(refund.body).toEqual(refusal('returnNotApproved'));
    expect(await stockOf(shop.db, kurti.productId, 'M')).toBe(9);
  });

  it('refunds an approved return with its amount; the order is refunded once every line is', async () => {
    const { shopper, order, kurti, sandal } = await returnsAsked();
    const early = await decide(kurti.returnId, 'refund');
    expect(early.body).toEqual(refusal('returnNotApproved'));

    await decide(kurti.returnId, 'approve');
    await decide(sandal.returnId, 'approve');
    const res = await decide(kurti.returnId, 'refund', { note: 'Sent by bKash, TrxID 9XK2M4.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Return refunded: the shopper is told.',
      return: { status: 'refunded' },
    });
    const mail = await smtp.waitForMailAbout(shopper.email, 'Refund sent');
    expect(mail.text).toContain('৳800');
    expect(mail.text).toContain('Sent by bKash, TrxID 9XK2M4.');
    const paymentOf = async () =>
      (await shop.db.select({ p: orders.paymentStatus }).from(orders).where(eq(orders.id, order._id)))[0]?.p;
    // Paid in cash at the door; one line of two given back: still paid.
    expect(await paymentOf()).toBe('paid');
    await decide(sandal.returnId, 'refund');
    expect(await paymentOf()).toBe('refunded');
    expect((await decide(sandal.returnId, 'refund')).body).toEqual(refusal('returnNotApproved'));
    const mine = (await shopper.get('/api/v1/user/returns')).body as { returns: ReturnEntry[] };
    expect(mine.returns.map((entry) => entry.status)).toEqual(['refunded', 'refunded']);
  });

  it('takes one decision when the same approval is sent 20 times at once: the stock comes back once', async () => {
    const { sandal } = await returnsAsked();
    const answers = await Promise.all(Array.from({ length: 20 }, () => decide(sandal.returnId, 'approve')));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(19);
    expect(await stockOf(shop.db, sandal.productId, 'L')).toBe(10);
  });

  it('answers 404 for a return that is not there, 403 to a shopper and 401 without a token', async () => {
    for (const id of ['6f1c5a52-1d1e-4c63-9b57-0c3a4c0f2f11', 'not-an-id', '%00']) {
      const res = await decide(id, 'approve');
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'returnNotFound' });
    }
    const { shopper, kurti } = await returnsAsked();
    const own = await shopper.post(`/api/v1/admin/returns/${kurti.returnId}/approve`, {});
    expect(own.status).toBe(403);
    expect((await shop.post(`/api/v1/admin/returns/${kurti.returnId}/approve`, {})).status).toBe(401);
    expect(await stockOf(shop.db, kurti.productId, 'M')).toBe(9);
  });
});

/** A shopper's bKash order of ৳1,060, paid (proof verified) and then cancelled by the shopper. */
async function paidThenCancelled() {
  const shopper = await shop.signUp({ name: 'Nusrat Jahan' });
  const product = await createProduct(shop.db, { categoryId, price: 1000 });
  await addToCart(shopper, product.id, 'M');
  const placed = await shopper.post('/api/v1/orders', { shippingAddress: dhaka, paymentMethod: 'bkash' });
  const { order } = placed.body as PlacedOrder;
  const picture = await sharp({
    create: {
      width: 210,
      height: 400,
      channels: 3,
      background: { r: 226, g: 19, b: Math.floor(Math.random() * 255) },
    },
  })
    .png()
    .toBuffer();
  const proof = await shopper.post(`/api/v1/orders/${order._id}/payment-proof`, {
    transaction_id: `TRX${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
    payment_method: 'bkash',
    amount: 1060,
    screenshot: `data:image/png;base64,${picture.toString('base64')}`,
    sender_number: '01812345678',
    sender_name: 'Nusrat Jahan',
    payment_date: '2026-11-20',
  });
  if (proof.status !== 201) throw new Error(`proof refused: ${proof.text}`);
  const detail = (await operator.get(`/api/v1/admin/orders/${order._id}`)).body as {
    order: { paymentProofs: { _id: string }[] };
  };
  await operator.post(`/api/v1/admin/payment-proofs/${detail.order.paymentProofs[0]?._id}/verify`);
  const cancelled = await shopper.post(`/api/v1/orders/${order._id}/cancel`, { reason: 'Found it cheaper' });
  if (cancelled.status !== 200) throw new Error(`cancel refused: ${cancelled.text}`);
  return { shopper, order };
}

type CancellationPage = { total: number; rows: AdminCancellation[] };

describe('cancellations and their refunds', () => {
  it('lists a paid cancelled order as owed, marks it refunded once, and tells the shopper', async () => {
    const { shopper, order } = await paidThenCancelled();
    const owed = (await operator.get('/api/v1/admin/cancellations?refund=owed&pageSize=100'))
      .body as CancellationPage;
    expect(owed.rows.find((row) => row.orderId === order._id)).toEqual({
      orderId: order._id,
      orderNumber: order.orderNumber,
      customer: { id: shopper.user.id, name: 'Nusrat Jahan', email: shopper.email, phone: dhaka.phone },
      total: 1060,
      refundAmount: 1060,
      paymentMethod: 'bkash',
      paymentStatus: 'paid',
      cancelledAt: expect.any(String),
      reason: 'Found it cheaper',
      cancelledBy: 'Nusrat Jahan',
      refundOwed: true,
    });

    const res = await operator.post(`/api/v1/admin/cancellations/${order._id}/refund`, {
      note: 'Sent to 01812345678.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: `Order ${order.orderNumber} is marked refunded: the shopper is told.`,
      cancellation: { paymentStatus: 'refunded', refundOwed: false },
    });
    const mail = await smtp.waitForMailAbout(shopper.email, 'cancelled Haat order');
    expect(mail.text).toContain('৳1,060');
    expect(mail.text).toContain('Sent to 01812345678.');
    const seen = (await shopper.get(`/api/v1/orders/user/${order._id}`)).body as { order: Order };
    expect(seen.order.paymentStatus).toBe('refunded');
    const after = (await operator.get('/api/v1/admin/cancellations?refund=owed&pageSize=100'))
      .body as CancellationPage;
    expect(after.rows.some((row) => row.orderId === order._id)).toBe(false);
    const refunded = (await operator.get('/api/v1/admin/cancellations?refund=refunded&pageSize=100'))
      .body as CancellationPage;
    expect(refunded.rows.some((row) => row.orderId === order._id)).toBe(true);

    const again = await operator.post(`/api/v1/admin/cancellations/${order._id}/refund`, {});
    expect(again.status).toBe(409);
    expect(again.body).toEqual(refusal('refundNotOwed'));
    const logged = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order._id), eq(auditLog.action, 'order.refund')));
    expect(logged).toHaveLength(1);
  });

  it('refuses to refund an order never paid or not cancelled, and refunds once under 20 parallel clicks', async () => {
    const shopper = await shop.signUp();
    const product = await createProduct(shop.db, { categoryId, price: 500 });
    await addToCart(shopper, product.id, 'M');
    const placed = (
      await shopper.post('/api/v1/orders', { shippingAddress: dhaka, paymentMethod: 'cash_on_delivery' })
    ).body as PlacedOrder;
    const live = await operator.post(`/api/v1/admin/cancellations/${placed.order._id}/refund`, {});
    expect(live.body).toEqual(refusal('refundNotOwed'));
    await shopper.post(`/api/v1/orders/${placed.order._id}/cancel`, { reason: 'Changed my mind' });
    const unpaid = await operator.post(`/api/v1/admin/cancellations/${placed.order._id}/refund`, {});
    expect(unpaid.status).toBe(409);

    const { order } = await paidThenCancelled();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => operator.post(`/api/v1/admin/cancellations/${order._id}/refund`, {})),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(19);
    expect((await operator.post('/api/v1/admin/cancellations/not-an-id/refund', {})).status).toBe(404);
  });
});

describe('the dashboard’s waiting returns and refunds', () => {
  it('counts a return until it is decided, and a paid cancelled order until it is refunded', async () => {
    type Figures = { figures: { returnsWaiting: number; refundsOwed: number } };
    const figures = async () => ((await operator.get('/api/v1/admin/dashboard')).body as Figures).figures;
    const before = await figures();
    const { kurti, sandal } = await returnsAsked();
    const { order } = await paidThenCancelled();
    const during = await figures();
    expect([during.returnsWaiting, during.refundsOwed]).toEqual([
      before.returnsWaiting + 2,
      before.refundsOwed + 1,
    ]);
    await decide(kurti.returnId, 'approve');
    await decide(sandal.returnId, 'reject', { reason: 'Worn' });
    await operator.post(`/api/v1/admin/cancellations/${order._id}/refund`, {});
    const after = await figures();
    expect([after.returnsWaiting, after.refundsOwed]).toEqual([before.returnsWaiting, before.refundsOwed]);
  });
});
