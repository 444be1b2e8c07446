import type { Order } from '@haat/contracts';
import type { AdminPaymentProof } from '@haat/contracts/admin';
import sharp from 'sharp';
import { refusal, type TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { describe, expect, it, sendingMailToSmtp, test } from '../../../test/shop-test';
import { orderOne, type Shopper } from '../../../test/shopping';
import type { TestSmtpServer } from '../../../test/smtp-server';

let shop: TestApp;
let smtp: TestSmtpServer;
let categoryId: string;
let operator: Shopper;
test.override('shopOptions', sendingMailToSmtp);
test.beforeAll(async ({ shop: built, smtp: started }) => {
  shop = built;
  smtp = started;
  categoryId = (await createCategory(shop.db)).id;
  operator = await shop.signUpOperator({ name: 'Rafiq Operator' });
});

/** A screenshot of its own width: two calls with one width are the same picture. */
async function screenshot(n: number) {
  const bytes = await sharp({
    create: { width: 200 + n, height: 400, channels: 3, background: { r: 226, g: 19, b: 110 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

let colour = 0;
/** A shopper with a bKash order of ৳1,060 (৳1,000 and ৳60 delivery) and its proof sent. */
async function proofSent(overrides: Record<string, unknown> = {}, shopper?: Shopper) {
  const buyer = shopper ?? (await shop.signUp({ name: 'Nusrat Jahan' }));
  const product = await createProduct(shop.db, { categoryId, price: 1000 });
  const order = await orderOne(buyer, product.id, { paymentMethod: 'bkash' });
  colour += 1;
  const res = await buyer.post(`/api/v1/orders/${order._id}/payment-proof`, {
    transaction_id: `TRX${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
    payment_method: 'bkash',
    amount: 1060,
    screenshot: await screenshot(colour),
    sender_number: '01812345678',
    sender_name: 'Nusrat Jahan',
    payment_date: '2026-11-20',
    ...overrides,
  });
  if (res.status !== 201) throw new Error(`proof refused: ${res.text}`);
  return { shopper: buyer, order };
}

type Queue = { total: number; rows: AdminPaymentProof[] };
const queue = async (query = '') => {
  const res = await operator.get(`/api/v1/admin/payment-proofs?pageSize=100${query}`);
  expect(res.status).toBe(200);
  return res.body as Queue;
};
const proofOf = async (orderId: string, query = '') =>
  (await queue(query)).rows.find((proof) => proof.order._id === orderId);

describe('GET /api/v1/admin/payment-proofs', () => {
  it('queues waiting proofs oldest first, beside the order’s total', async () => {
    const { order: first } = await proofSent();
    const { order: second } = await proofSent({ amount: 1000 });
    const { rows } = await queue();
    const ours = rows.filter((proof) => [first._id, second._id].includes(proof.order._id));
    expect(ours.map((proof) => proof.order._id)).toEqual([first._id, second._id]);
    expect(ours[0]).toMatchObject({
      status: 'submitted',
      method: 'bkash',
      amount: 1060,
      senderNumber: '01812345678',
      senderName: 'Nusrat Jahan',
      paymentDate: '2026-11-20',
      amountMatches: true,
      alsoOn: [],
      reviewedAt: null,
      order: {
        orderNumber: first.orderNumber,
        total: 1060,
        paymentStatus: 'submitted',
        customerName: 'Nusrat Jahan',
      },
    });
    // ৳1,000 sent for ৳1,060: flagged.
    expect(ours[1]).toMatchObject({ amount: 1000, amountMatches: false });
  });

  it('warns when the same screenshot or transaction id is on another order', async () => {
    const picture = await screenshot(500);
    const { order: first } = await proofSent({ screenshot: picture });
    const { order: second } = await proofSent({ screenshot: picture });
    const flagged = await proofOf(second._id);
    expect(flagged?.alsoOn).toEqual([
      { orderId: first._id, orderNumber: first.orderNumber, same: 'screenshot' },
    ]);

    // A rejected proof's transaction id may be sent again, for another order: flagged too.
    const { order: third } = await proofSent({ transaction_id: 'TRXSHARED01' });
    const thirdProof = await proofOf(third._id);
    await operator.post(`/api/v1/admin/payment-proofs/${thirdProof?._id}/reject`, { reason: 'Not received' });
    const { order: fourth } = await proofSent({ transaction_id: 'TRXSHARED01' });
    expect((await proofOf(fourth._id))?.alsoOn).toEqual([
      { orderId: third._id, orderNumber: third.orderNumber, same: 'transactionId' },
    ]);
  });

  it('serves the screenshot to operators only, as WebP kept by no cache', async () => {
    const { shopper, order } = await proofSent();
    const proof = await proofOf(order._id);
    const res = await operator.get(`/api/v1/admin/payment-proofs/${proof?._id}/screenshot`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const refused = await shopper.get(`/api/v1/admin/payment-proofs/${proof?._id}/screenshot`);
    expect(refused.status).toBe(403);
    const missing = await operator.get(
      '/api/v1/admin/payment-proofs/6f1c5a52-1d1e-4c63-9b57-0c3a4c0f2f11/screenshot',
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(refusal('proofNotFound'));
  });
});

describe('verifying and rejecting a proof', () => {
  it('verifies: the order is paid, the shopper is told, and the proof leaves the queue', async () => {
    const { shopper, order } = await proofSent();
    await smtp.waitForMail(shopper.email); // verification
    await smtp.waitForMail(shopper.email); // confirmation
    const proof = await proofOf(order._id);
    const res = await operator.post(`/api/v1/admin/payment-proofs/${proof?._id}/verify`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: `Payment verified: order ${order.orderNumber} is paid.`,
      proof: { status: 'approved', reviewedBy: 'Rafiq Operator', order: { paymentStatus: 'paid' } },
    });
    const seen = (await shopper.get(`/api/v1/orders/user/${order._id}`)).body as { order: Order };
    // Paid, the order is confirmed: it leaves To Pay for To Ship.
    expect(seen.order).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      paymentProof: { status: 'approved', rejectionReason: null },
    });
    expect(seen.order.statusEvents.map((event) => event.status)).toEqual(['pending', 'confirmed']);
    const mail = await smtp.waitForMail(shopper.email);
    expect(mail.subject).toBe(`Payment received for your Haat order ${order.orderNumber}`);
    expect(mail.text).toContain('৳1,060.00');
    expect(await proofOf(order._id)).toBeUndefined();
    expect(await proofOf(order._id, '&status=approved')).toMatchObject({ status: 'approved' });
    // Decided once: a second decision is refused.
    const again = await operator.post(`/api/v1/admin/payment-proofs/${proof?._id}/reject`, {
      reason: 'Oops',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(refusal('proofAlreadyDecided'));
  });

  it('rejects with a reason the shopper reads, and takes the shopper’s next proof', async () => {
    const { shopper, order } = await proofSent({ amount: 1000 });
    const proof = await proofOf(order._id);
    const res = await operator.post(`/api/v1/admin/payment-proofs/${proof?._id}/reject`, {
      reason: '  ৳1,000 arrived; the order is ৳1,060. Please send the rest and a new proof.  ',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ proof: { status: 'rejected', order: { paymentStatus: 'failed' } } });
    const seen = (await shopper.get(`/api/v1/orders/user/${order._id}`)).body as { order: Order };
    expect(seen.order).toMatchObject({
      paymentStatus: 'failed',
      paymentProof: {
        status: 'rejected',
        rejectionReason: '৳1,000 arrived; the order is ৳1,060. Please send the rest and a new proof.',
      },
    });
    const resent = await shopper.post(`/api/v1/orders/${order._id}/payment-proof`, {
      transaction_id: 'TRXSECONDTRY',
      payment_method: 'bkash',
      amount: 1060,
      screenshot: await screenshot(400),
      sender_number: '01812345678',
      sender_name: 'Nusrat Jahan',
      payment_date: '2026-11-21',
    });
    expect(resent.status).toBe(201);
    expect((await proofOf(order._id))?.transactionId).toBe('TRXSECONDTRY');
  });

  it('refuses a rejection without a reason, or with one of 1 MB or with NUL', async () => {
    const { order } = await proofSent();
    const proof = await proofOf(order._id);
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(1_000_000) }, { reason: 'a\u0000b' }]) {
      const res = await operator.post(`/api/v1/admin/payment-proofs/${proof?._id}/reject`, body);
      expect([400, 413]).toContain(res.status);
    }
    const blank = await operator.post(`/api/v1/admin/payment-proofs/${proof?._id}/reject`, { reason: ' ' });
    expect(blank.body).toMatchObject({
      message: 'Please say why the payment proof is rejected: the shopper reads it.',
    });
    expect((await proofOf(order._id))?.status).toBe('submitted');
  });

  it('decides once when the same decision arrives 20 times at once', async () => {
    const { order } = await proofSent();
    const proof = await proofOf(order._id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? operator.post(`/api/v1/admin/payment-proofs/${proof?._id}/verify`)
          : operator.post(`/api/v1/admin/payment-proofs/${proof?._id}/reject`, { reason: 'No such payment' }),
      ),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(19);
  });

  it('answers 404 for a proof that is not there or an id that is not one', async () => {
    for (const id of ['6f1c5a52-1d1e-4c63-9b57-0c3a4c0f2f11', 'nope']) {
      const res = await operator.post(`/api/v1/admin/payment-proofs/${id}/verify`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(refusal('proofNotFound'));
    }
  });
});
