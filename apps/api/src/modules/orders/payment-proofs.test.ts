import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Order } from '@haat/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { refusal, type TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import { orderOne, type Shopper, screenshotDataUrl } from '../../../test/shopping';
import { orders, paymentProofs } from '../../db/schema';

let shop: TestApp;
let categoryId: string;
let png: string;
test.beforeAll(async ({ shop: built }) => {
  shop = built;
  categoryId = (await createCategory(shop.db)).id;
  png = await screenshotDataUrl();
});

const proof = (overrides: Record<string, unknown> = {}) => ({
  transaction_id: `8N7A${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
  payment_method: 'bkash',
  amount: 1060,
  screenshot: png,
  sender_number: '01812345678',
  sender_name: 'Nusrat Jahan',
  payment_date: '2026-11-20',
  ...overrides,
});

async function bkashOrder(shopper: Shopper) {
  const product = await createProduct(shop.db, { categoryId, price: 1000 });
  return orderOne(shopper, product.id, { paymentMethod: 'bkash' });
}

const send = (shopper: Shopper, orderId: string, body: Record<string, unknown>) =>
  shopper.post(`/api/v1/orders/${orderId}/payment-proof`, body);

describe('POST /api/v1/orders/{id}/payment-proof', () => {
  it('keeps the proof with the order, its screenshot re-encoded out of public reach, and marks the payment submitted', async () => {
    const shopper = await shop.signUp();
    const order = await bkashOrder(shopper);
    const res = await send(shopper, order._id, proof({ transaction_id: ' TX100200300 ', amount: 1060.5 }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Payment proof submitted successfully!',
      order: { _id: order._id, paymentStatus: 'submitted', status: 'pending' },
    });
    const [stored] = await shop.db.select().from(paymentProofs).where(eq(paymentProofs.orderId, order._id));
    expect(stored).toMatchObject({ transactionId: 'TX100200300', amount: 106050, method: 'bkash' });
    const file = await shop.storage.read(stored?.screenshotKey ?? '');
    expect((await sharp(file ?? Buffer.alloc(0)).metadata()).format).toBe('webp');
    // The file is on disk, but /uploads does not serve it.
    const served = await shop.get(`/uploads/${stored?.screenshotKey}`);
    expect(served.status).toBe(404);
    // A second proof while the first is being checked is refused.
    const again = await send(shopper, order._id, proof());
    expect(again.status).toBe(409);
    expect(again.body).toEqual(refusal('paymentProofPending'));
  });

  it('words every missing field under its name', async () => {
    const shopper = await shop.signUp();
    const order = await bkashOrder(shopper);
    const res = await send(shopper, order._id, {});
    expect(res.status).toBe(400);
    const issues = (res.body as { issues: { path: string; message: string }[] }).issues;
    expect(Object.fromEntries(issues.map((issue) => [issue.path, issue.message]))).toEqual({
      'body.transaction_id': 'Transaction ID is required',
      'body.payment_method': 'Payment Method is required',
      'body.amount': 'Amount must be greater than 0, with at most two decimals',
      'body.screenshot': 'Screenshot is required',
      'body.sender_number': 'Sender Number is required',
      'body.sender_name': 'Sender Name is required',
      'body.payment_date': 'Payment Date is required',
    });
    for (const [field, value] of [
      ['amount', 0],
      ['amount', -5],
      ['amount', 10.005],
      ['amount', '100'],
      ['payment_method', 'paypal'],
      ['payment_date', '2026-02-30'],
      ['transaction_id', 'TX\u0000'],
    ] as const) {
      const bad = await send(shopper, order._id, proof({ [field]: value }));
      expect(bad.status, `${field} ${String(value)}`).toBe(400);
      expect(JSON.stringify(bad.body)).toContain(`body.${field}`);
    }
    const future = await send(shopper, order._id, proof({ payment_date: '2099-01-01' }));
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({ code: 'paymentDateInvalid' });
    expect((await shopper.get(`/api/v1/orders/user/${order._id}`)).body).toMatchObject({
      order: { paymentStatus: 'pending' },
    });
  });

  it('checks the screenshot by its content: a text file named PNG, a broken data URL and 6 MB are refused', async () => {
    const shopper = await shop.signUp();
    const order = await bkashOrder(shopper);
    const fake = `data:image/png;base64,${Buffer.from('<?php echo "not a picture"; ?>').toString('base64')}`;
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
    for (const screenshot of [fake, svg, 'data:image/png;base64,@@@@', 'not a data url', png.slice(0, 200)]) {
      const res = await send(shopper, order._id, proof({ screenshot }));
      expect(res.status, screenshot.slice(0, 30)).toBe(422);
      expect(res.body).toEqual(refusal('screenshotNotImage'));
    }
    const huge = `data:image/png;base64,${Buffer.alloc(6 * 1024 * 1024, 1).toString('base64')}`;
    const tooLarge = await send(shopper, order._id, proof({ screenshot: huge }));
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body).toMatchObject({ code: 'screenshotTooLarge' });
    expect(await shop.db.select().from(paymentProofs).where(eq(paymentProofs.orderId, order._id))).toEqual(
      [],
    );
    // Nothing of the refused pictures was kept.
    const kept = await readdir(path.join(shop.storage.root, 'private'), { recursive: true }).catch(() => []);
    expect(kept.filter((name) => name.includes(order._id) && name.endsWith('.webp'))).toEqual([]);
  });

  it('refuses a screenshot of more than 25 megapixels from its header, before decoding it, even sent six at once', async () => {
    const shopper = await shop.signUp();
    const order = await bkashOrder(shopper);
    // 6,500 × 4,000 = 26 MP of one colour: a PNG of a few kilobytes.
    const tiny = await sharp({
      create: { width: 6500, height: 4000, channels: 3, background: '#ffffff' },
      limitInputPixels: false,
    })
      .png()
      .toBuffer();
    expect(tiny.length).toBeLessThan(200_000);
    const screenshot = `data:image/png;base64,${tiny.toString('base64')}`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send(shopper, order._id, proof({ screenshot }))),
    );
    for (const res of answers) {
      expect(res.status).toBe(413);
      expect(res.body).toEqual(refusal('screenshotTooManyPixels'));
    }
  });

  it('refuses a transaction id another order used, and proofs for someone else’s or a cash order', async () => {
    const shopper = await shop.signUp();
    const first = await bkashOrder(shopper);
    const second = await bkashOrder(shopper);
    expect((await send(shopper, first._id, proof({ transaction_id: 'SAME123' }))).status).toBe(201);
    const reused = await send(shopper, second._id, proof({ transaction_id: 'SAME123' }));
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ code: 'transactionIdUsed' });
    // The same id through another service is another payment.
    expect(
      (await send(shopper, second._id, proof({ transaction_id: 'SAME123', payment_method: 'nagad' }))).status,
    ).toBe(201);

    const stranger = await shop.signUp();
    const theirs = await bkashOrder(stranger);
    const forbidden = await send(shopper, theirs._id, proof());
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual(refusal('orderForbidden'));
    expect((await send(shopper, '00000000-0000-4000-8000-000000000000', proof())).status).toBe(404);
    const product = await createProduct(shop.db, { categoryId });
    const cash = await orderOne(shopper, product.id);
    expect((await send(shopper, cash._id, proof())).body).toEqual(refusal('paymentProofNotNeeded'));
  });

  it('takes one of 10 proofs sent at once for one order', async () => {
    const shopper = await shop.signUp();
    const order: Order = await bkashOrder(shopper);
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(shopper, order._id, proof())));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(9);
    expect(
      await shop.db.select().from(paymentProofs).where(eq(paymentProofs.orderId, order._id)),
    ).toHaveLength(1);
  });
});

describe('GET /api/v1/orders/{id}/payment-proof/screenshot', () => {
  /** The call as a browser makes it, its answer's bytes kept as they came. */
  const screenshotOf = async (orderId: string, token?: string) => {
    const res = await fetch(`${shop.address}/api/v1/orders/${orderId}/payment-proof/screenshot`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const storedScreenshot = async (orderId: string) => {
    const [stored] = await shop.db
      .select({ key: paymentProofs.screenshotKey })
      .from(paymentProofs)
      .where(eq(paymentProofs.orderId, orderId));
    return shop.storage.read(stored?.key ?? '');
  };
  const refusalIn = (bytes: Buffer) => JSON.parse(bytes.toString('utf8')) as unknown;

  it('answers the owner the stored WebP, kept by no cache', async () => {
    const shopper = await shop.signUp();
    const order = await bkashOrder(shopper);
    expect((await send(shopper, order._id, proof())).status).toBe(201);
    const res = await screenshotOf(order._id, shopper.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.bytes.equals((await storedScreenshot(order._id)) ?? Buffer.alloc(0))).toBe(true);
    expect((await sharp(res.bytes).metadata()).format).toBe('webp');
  });

  it('answers the latest proof once a rejected one was followed by another', async () => {
    const shopper = await shop.signUp();
    const order = await bkashOrder(shopper);
    expect((await send(shopper, order._id, proof())).status).toBe(201);
    // The shop rejects the first proof: the order waits for a payment again.
    await shop.db
      .update(paymentProofs)
      .set({ status: 'rejected' })
      .where(eq(paymentProofs.orderId, order._id));
    await shop.db.update(orders).set({ paymentStatus: 'pending' }).where(eq(orders.id, order._id));
    const green = await sharp({
      create: { width: 200, height: 400, channels: 3, background: { r: 20, g: 160, b: 60 } },
    })
      .png()
      .toBuffer();
    const second = proof({ screenshot: `data:image/png;base64,${green.toString('base64')}` });
    expect((await send(shopper, order._id, second)).status).toBe(201);
    const res = await screenshotOf(order._id, shopper.token);
    expect(res.status).toBe(200);
    expect((await sharp(res.bytes).metadata()).width).toBe(200);
  });

  it('answers another shopper 403 and none of the picture, as the order details do', async () => {
    const owner = await shop.signUp();
    const order = await bkashOrder(owner);
    expect((await send(owner, order._id, proof())).status).toBe(201);
    const stranger = await shop.signUp();
    const res = await screenshotOf(order._id, stranger.token);
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(refusalIn(res.bytes)).toEqual(refusal('orderForbidden'));
    expect((await stranger.get(`/api/v1/orders/user/${order._id}`)).status).toBe(403);
  });

  it('answers 401 signed out, and 404 for an order without a proof or no such order', async () => {
    const shopper = await shop.signUp();
    const order = await bkashOrder(shopper);
    const signedOut = await screenshotOf(order._id);
    expect(signedOut.status).toBe(401);
    expect(refusalIn(signedOut.bytes)).toEqual(refusal('signInRequired'));
    const withoutProof = await screenshotOf(order._id, shopper.token);
    expect(withoutProof.status).toBe(404);
    expect(refusalIn(withoutProof.bytes)).toEqual(refusal('routeNotFound'));
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await screenshotOf(id, shopper.token);
      expect(missing.status).toBe(404);
      expect(refusalIn(missing.bytes)).toEqual(refusal('orderNotFound'));
    }
  });
});
