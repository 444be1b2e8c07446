import { randomInt } from 'node:crypto';
import { ERROR_MESSAGES, type Order, type OrderStatus } from '@haat/contracts';
import type {
  AdminCancellation,
  CodGuardFigures,
  CodGuardSettingsInput,
  HeldOrder,
  PhoneLookup,
} from '@haat/contracts/admin';
import { DEFAULT_COD_GUARD_SETTINGS } from '@haat/contracts/admin';
import { and, desc, eq } from 'drizzle-orm';
import { buildTestApp, freePort, refusal, type TestApp } from '../../../test/app';
import { createCategory, createProduct, createShipment } from '../../../test/factories';
import { describe, expect, it, sendingMailToSmtp, test } from '../../../test/shop-test';
import {
  addToCart,
  dhaka,
  type PlacedOrder,
  type Shopper,
  screenshotDataUrl,
  stockOf,
} from '../../../test/shopping';
import type { TestSmtpServer } from '../../../test/smtp-server';
import { auditLog, codAssessments, orderStatusEvents, outboxMessages, shipments } from '../../db/schema';
import { createOrderLifecycle } from '../orders/lifecycle';
import { COD_REFUSALS_PER_ACCOUNT } from './cod-refusals';
import { rememberVerifiedPhone } from './verified-phones';

let shop: TestApp;
let smtp: TestSmtpServer;
let operator: Shopper;
let categoryId: string;
test.override('shopOptions', sendingMailToSmtp);
test.beforeAll(async ({ shop: built, smtp: started }) => {
  shop = built;
  smtp = started;
  operator = await shop.signUpOperator();
  categoryId = (await createCategory(shop.db)).id;
});

/** A number and an address no other test uses: each test reads its own history. */
const freshPoint = () => ({
  ...dhaka,
  phone: `019${String(randomInt(10_000_000, 99_999_999))}`,
  address: `House ${randomInt(1, 1_000_000)}, Road ${randomInt(1, 1000)}, Mirpur`,
});
type Point = ReturnType<typeof freshPoint>;

async function setGuard(settings: Partial<CodGuardSettingsInput> = {}) {
  const res = await operator.put('/api/v1/admin/risk/settings', {
    ...DEFAULT_COD_GUARD_SETTINGS,
    enabled: true,
    ...settings,
  });
  if (res.status !== 200) throw new Error(`settings refused: ${res.text}`);
}

/** Puts a product in the shopper's cart and asks for the order; answers the response. */
async function order(
  shopper: Shopper,
  point: Point,
  {
    paymentMethod = 'cash_on_delivery',
    codAdvance,
    price = 500,
  }: { paymentMethod?: string; codAdvance?: boolean; price?: number } = {},
) {
  const product = await createProduct(shop.db, { categoryId, price });
  await addToCart(shopper, product.id, 'M');
  const res = await shopper.post('/api/v1/orders', {
    shippingAddress: point,
    paymentMethod,
    ...(codAdvance === undefined ? {} : { codAdvance }),
  });
  return { res, product };
}

async function placed(
  shopper: Shopper,
  point: Point,
  options: Parameters<typeof order>[2] = {},
): Promise<Order> {
  const { res } = await order(shopper, point, options);
  if (res.status !== 201) throw new Error(`order refused: ${res.text}`);
  return (res.body as PlacedOrder).order;
}

/** Orders delivered to the number, or brought back by the courier, each step asked of the state machine. */
async function history(point: Point, outcomes: OrderStatus[]) {
  const shopper = await shop.signUp();
  const lifecycle = createOrderLifecycle({ db: shop.db });
  for (const outcome of outcomes) {
    const placedOrder = await placed(shopper, point);
    await lifecycle.moveTo(placedOrder._id, outcome);
  }
}

/** The shopper's proof of the ৳60 delivery fee paid in advance by bKash, as the payment page sends it. */
const sendFeeProof = async (shopper: Awaited<ReturnType<TestApp['signUp']>>, orderId: string, point: Point) =>
  shopper.post(`/api/v1/orders/${orderId}/payment-proof`, {
    transaction_id: `ADV${randomInt(1_000_000, 9_999_999)}`,
    payment_method: 'bkash',
    amount: 60,
    screenshot: await screenshotDataUrl(),
    sender_number: point.phone,
    sender_name: point.fullName,
    payment_date: '2026-11-20',
  });

/** The guard's refusal of a number that is not the shopper's: what to do, and nothing of the number. */
const notOffered = (point: Point) => ({
  success: false,
  code: 'codPhoneNotOffered',
  message: ERROR_MESSAGES.codPhoneNotOffered,
  params: { phone: point.phone },
});

/** A shopper who proved the number theirs, by the code the phone verification sends. */
async function ownerOf(point: Point) {
  const owner = await shop.signUp();
  await rememberVerifiedPhone(shop.db, owner.user.id, point.phone);
  return owner;
}

/** The decisions recorded for refusals of the number, which have no order. */
const refusalsRecorded = async (point: Point) =>
  (
    await shop.db
      .select({ decision: codAssessments.decision, orderId: codAssessments.orderId })
      .from(codAssessments)
      .where(eq(codAssessments.phone, point.phone))
  ).filter((row) => row.orderId === null);

const decisionOf = async (orderId: string) =>
  (await shop.db.select().from(codAssessments).where(eq(codAssessments.orderId, orderId)))[0];

const heldQueue = async () =>
  (await operator.get('/api/v1/admin/risk/held-orders?pageSize=100')).body as {
    rows: HeldOrder[];
    total: number;
  };

describe('the COD guard at placement', () => {
  it('lets a fresh number pay on delivery with the defaults, and records the decision; orders paid online are not assessed', async () => {
    await setGuard();
    const shopper = await shop.signUp();
    const point = freshPoint();
    const cod = await placed(shopper, point);
    expect(cod.status).toBe('pending');
    expect(await decisionOf(cod._id)).toMatchObject({ decision: 'passed', reasons: [], phone: point.phone });
    const online = await placed(shopper, point, { paymentMethod: 'bkash' });
    expect(online.status).toBe('pending');
    expect(await decisionOf(online._id)).toBeUndefined();
  });

  it('assesses nothing while it is off, as a new shop has it', async () => {
    const point = freshPoint();
    await setGuard();
    await history(point, ['returned', 'returned', 'returned']);
    await setGuard({ enabled: false });
    const order = await placed(await shop.signUp(), point);
    expect(order.status).toBe('pending');
    expect(await decisionOf(order._id)).toBeUndefined();
    await setGuard();
  });

  it('holds the order of a number with a refused delivery; the operator sees why and releases it through the state machine, audited', async () => {
    await setGuard();
    const point = freshPoint();
    await history(point, ['delivered', 'returned']);
    const shopper = await shop.signUp();
    const held = await placed(shopper, point);
    expect(held.status).toBe('held');
    expect(held.statusEvents).toEqual([
      expect.objectContaining({
        status: 'held',
        note: 'Held for a check by the shop before it is prepared.',
      }),
    ]);

    // Its shopper is told of it by SMS once it is released, not while it waits.
    const smsTopics = async () =>
      (
        await shop.db
          .select({ topic: outboxMessages.topic })
          .from(outboxMessages)
          .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.about, held._id)))
      ).map((row) => row.topic);
    expect(await smsTopics()).toEqual([]);

    const inQueue = (await heldQueue()).rows.find((row) => row._id === held._id);
    expect(inQueue).toMatchObject({
      status: 'held',
      phone: point.phone,
      reasons: [{ rule: 'refused_before', params: { refused: 1 } }],
      phoneHistory: { delivered: 1, refused: 1, finished: 2, refusalPercent: 50 },
    });

    const approved = await operator.post(`/api/v1/admin/risk/held-orders/${held._id}/approve`, { note: '' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ success: true, status: 'pending' });
    const events = await shop.db
      .select({
        status: orderStatusEvents.status,
        note: orderStatusEvents.note,
        actor: orderStatusEvents.actorUserId,
      })
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, held._id))
      .orderBy(orderStatusEvents.createdAt);
    expect(events.map((event) => event.status)).toEqual(['held', 'pending']);
    expect(await smsTopics()).toEqual(['order_placed']);
    expect(events[1]).toMatchObject({ note: 'Checked and released by the shop.', actor: operator.user.id });
    const [audit] = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.release'), eq(auditLog.entityId, held._id)));
    expect(audit).toMatchObject({
      actorUserId: operator.user.id,
      before: { status: 'held' },
      after: { status: 'pending' },
    });
    expect((await heldQueue()).rows.some((row) => row._id === held._id)).toBe(false);

    // Released once: again is refused, and so is a step the machine does not have.
    expect((await operator.post(`/api/v1/admin/risk/held-orders/${held._id}/approve`, {})).body).toEqual(
      refusal('riskOrderNotHeld'),
    );
  });

  it('cancels a held order from review through the state machine: its stock is back, and it is audited', async () => {
    await setGuard();
    const point = freshPoint();
    await history(point, ['returned']);
    const shopper = await shop.signUp();
    const { res, product } = await order(shopper, point);
    const held = (res.body as PlacedOrder).order;
    expect(held.status).toBe('held');
    expect(await stockOf(shop.db, product.id, 'M')).toBe(9);
    const cancelled = await operator.post(`/api/v1/admin/risk/held-orders/${held._id}/cancel`, {
      note: 'Nobody answers this number',
    });
    expect(cancelled.body).toMatchObject({ success: true, status: 'cancelled' });
    expect(await stockOf(shop.db, product.id, 'M')).toBe(10);
    const mine = (await shopper.get(`/api/v1/orders/user/${held._id}`)).body as { order: Order };
    expect(mine.order.status).toBe('cancelled');
    expect(mine.order.statusEvents.at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'Nobody answers this number',
    });
    const [audit] = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.cancelHeld'), eq(auditLog.entityId, held._id)));
    expect(audit?.actorUserId).toBe(operator.user.id);
  });

  it('offers a number with three deliveries not received online payment or the delivery fee in advance; the fee’s verified proof lets the order go on', async () => {
    await setGuard();
    const point = freshPoint();
    await history(point, ['returned', 'returned', 'returned']);
    // Someone else's number: refused, with nothing of its history.
    const stranger = await order(await shop.signUp(), point);
    expect(stranger.res.status).toBe(409);
    expect(stranger.res.body).toEqual(notOffered(point));
    // Its owner, who proved it theirs, reads why.
    const shopper = await ownerOf(point);
    const { res, product } = await order(shopper, point);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      code: 'codOnlinePaymentOnly',
      message:
        'Cash on delivery is not available for this phone number, as 3 earlier deliveries to it were not received. Please pay online by bKash or Nagad, or pay the delivery fee of ৳60 in advance.',
      params: { refused: 3, deliveryFee: 60 },
    });
    // Refused: nothing was placed, the stock is whole, and the decision is recorded without an order.
    expect(await stockOf(shop.db, product.id, 'M')).toBe(10);
    const [refused] = await shop.db
      .select()
      .from(codAssessments)
      .where(eq(codAssessments.phone, point.phone))
      .orderBy(desc(codAssessments.createdAt))
      .limit(1);
    expect(refused).toMatchObject({ decision: 'online_only', orderId: null });

    // Paying online is placed as any order.
    const online = await shopper.post('/api/v1/orders', { shippingAddress: point, paymentMethod: 'nagad' });
    expect(online.status).toBe(201);

    const advance = await placed(shopper, point, { codAdvance: true });
    expect(advance).toMatchObject({
      status: 'awaiting_advance',
      paymentMethod: 'cash_on_delivery',
      shippingCost: 60,
    });
    expect((await decisionOf(advance._id))?.reasons).toEqual([
      { rule: 'refusal_count', params: { refused: 3, limit: 3 } },
      { rule: 'advance_requested', params: { deliveryFee: 60 } },
    ]);
    const proof = await sendFeeProof(shopper, advance._id, point);
    expect(proof.status).toBe(201);
    const proofs = (await operator.get('/api/v1/admin/payment-proofs?pageSize=100')).body as {
      rows: { _id: string; amountMatches: boolean; order: { _id: string } }[];
    };
    const ours = proofs.rows.find((row) => row.order._id === advance._id);
    expect(ours?.amountMatches).toBe(true);
    expect((await operator.post(`/api/v1/admin/payment-proofs/${ours?._id}/verify`, {})).status).toBe(200);
    const after = ((await shopper.get(`/api/v1/orders/user/${advance._id}`)).body as { order: Order }).order;
    expect(after).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'cash_on_delivery',
      paidInAdvance: 60,
    });

    // Cancelled before it ships, the order owes the shopper the fee, and only the fee.
    expect(
      (await shopper.post(`/api/v1/orders/${advance._id}/cancel`, { reason: 'Changed my mind' })).status,
    ).toBe(200);
    const owed = (await operator.get('/api/v1/admin/cancellations?refund=owed&pageSize=100')).body as {
      rows: AdminCancellation[];
    };
    expect(owed.rows.find((row) => row.orderId === advance._id)).toMatchObject({
      paymentStatus: 'pending',
      refundOwed: true,
      refundAmount: 60,
    });
    const refunded = await operator.post(`/api/v1/admin/cancellations/${advance._id}/refund`, { note: '' });
    expect(refunded.body).toMatchObject({ cancellation: { paymentStatus: 'refunded', refundOwed: false } });
    const mail = await smtp.waitForMailAbout(shopper.email, 'cancelled Haat order');
    expect(mail.text).toContain('৳60.00');
    expect(mail.text).not.toContain(`৳${advance.total}`);
    expect((await operator.post(`/api/v1/admin/cancellations/${advance._id}/refund`, {})).body).toEqual(
      refusal('refundNotOwed'),
    );
  });

  it('releases no order whose delivery fee proof waits or was rejected: the courier would collect nothing at the door', async () => {
    await setGuard();
    const point = freshPoint();
    await history(point, ['returned', 'returned', 'returned']);
    const shopper = await shop.signUp();
    const advance = await placed(shopper, point, { codAdvance: true });
    const proof = await sendFeeProof(shopper, advance._id, point);
    expect(proof.status).toBe(201);
    const release = () => operator.post(`/api/v1/admin/risk/held-orders/${advance._id}/approve`, {});
    const waiting = await release();
    expect(waiting.status).toBe(409);
    expect(waiting.body).toMatchObject({ code: 'riskFeeProofUndecided' });

    const proofs = (await operator.get('/api/v1/admin/payment-proofs?pageSize=100')).body as {
      rows: { _id: string; order: { _id: string } }[];
    };
    const ours = proofs.rows.find((row) => row.order._id === advance._id);
    const rejected = await operator.post(`/api/v1/admin/payment-proofs/${ours?._id}/reject`, {
      reason: 'No such transaction in our bKash statement.',
    });
    expect(rejected.status).toBe(200);
    expect((await release()).body).toMatchObject({ code: 'riskFeeProofUndecided' });
    const after = ((await shopper.get(`/api/v1/orders/user/${advance._id}`)).body as { order: Order }).order;
    expect(after).toMatchObject({ status: 'awaiting_advance', paymentStatus: 'failed' });
    // Cancelling it stays the operator's way out.
    expect((await operator.post(`/api/v1/admin/risk/held-orders/${advance._id}/cancel`, {})).status).toBe(
      200,
    );
  });

  it('offers online payment only to a number whose share of deliveries not received reaches the rate, once it has enough finished orders', async () => {
    await setGuard({
      refusals: { maxRefused: 10, maxRefusedPercent: 50, minFinishedOrders: 4, holdFromRefused: 10 },
    });
    const point = freshPoint();
    await history(point, ['delivered', 'returned', 'returned']);
    const shopper = await ownerOf(point);
    // Three finished orders: not yet enough for the rate to count.
    expect((await placed(shopper, point)).status).toBe('pending');
    await history(point, ['delivered']);
    const { res } = await order(shopper, point);
    expect(res.body).toMatchObject({ code: 'codOnlinePaymentOnly', params: { refused: 2, deliveryFee: 60 } });
    const [last] = await shop.db
      .select()
      .from(codAssessments)
      .where(eq(codAssessments.phone, point.phone))
      .orderBy(desc(codAssessments.createdAt))
      .limit(1);
    expect(last?.reasons).toEqual([
      { rule: 'refusal_rate', params: { percent: 50, limit: 50, finished: 4 } },
    ]);
  });

  it('refuses the advance to a number the guard lets pay on delivery', async () => {
    await setGuard();
    const { res } = await order(await shop.signUp(), freshPoint(), { codAdvance: true });
    expect(res.body).toEqual(refusal('codAdvanceNotOffered'));
  });

  it('refuses cash on delivery to a blocked number until the operator unblocks it, each change audited', async () => {
    await setGuard();
    const point = freshPoint();
    const blocked = await operator.put(`/api/v1/admin/risk/blocked-phones/${point.phone}`, {
      note: 'Fake orders in October',
    });
    expect(blocked.body).toMatchObject({
      success: true,
      blocked: { phone: point.phone, note: 'Fake orders in October' },
    });
    // Someone else is not told that the operator blocked the number.
    const stranger = await order(await shop.signUp(), point);
    expect(stranger.res.status).toBe(409);
    expect(stranger.res.body).toEqual(notOffered(point));
    const shopper = await ownerOf(point);
    // Written as a shopper writes it: the same number.
    const { res } = await order(shopper, { ...point, phone: `+88 ${point.phone}` });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(refusal('codPhoneBlocked'));
    expect((await placed(shopper, point, { paymentMethod: 'bkash' })).status).toBe('pending');
    const list = (await operator.get('/api/v1/admin/risk/blocked-phones')).body as {
      rows: { phone: string }[];
    };
    expect(list.rows.map((row) => row.phone)).toContain(point.phone);

    expect((await operator.delete(`/api/v1/admin/risk/blocked-phones/${point.phone}`)).status).toBe(200);
    expect((await placed(shopper, point)).status).toBe('pending');
    expect((await operator.delete(`/api/v1/admin/risk/blocked-phones/${point.phone}`)).body).toEqual(
      refusal('blockedPhoneNotFound'),
    );
    const actions = await shop.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, point.phone));
    expect(actions.map((row) => row.action).sort()).toEqual(['phone.block', 'phone.unblock']);
  });

  it('asks for the code when the settings say so, and places the order once the number is verified', async () => {
    await setGuard({ verification: { when: 'always', aboveTotal: 0 } });
    const shopper = await shop.signUp();
    const point = freshPoint();
    const { res } = await order(shopper, point);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ ...refusal('codPhoneCodeRequired'), params: { phone: point.phone } });
    await rememberVerifiedPhone(shop.db, shopper.user.id, point.phone);
    expect((await placed(shopper, point)).status).toBe('pending');
    // Another shopper's verification is not this one's.
    expect((await order(await shop.signUp(), point)).res.body).toMatchObject({
      code: 'codPhoneCodeRequired',
    });

    await setGuard({ verification: { when: 'above_total', aboveTotal: 1000 } });
    const other = await shop.signUp();
    expect((await placed(other, freshPoint(), { price: 900 })).status).toBe('pending');
    expect((await order(other, freshPoint(), { price: 1000 })).res.body).toMatchObject({
      code: 'codPhoneCodeRequired',
    });

    await setGuard({ verification: { when: 'new_numbers', aboveTotal: 0 } });
    const known = freshPoint();
    expect((await order(other, known)).res.body).toMatchObject({ code: 'codPhoneCodeRequired' });
    await setGuard();
    await history(known, ['delivered']);
    await setGuard({ verification: { when: 'new_numbers', aboveTotal: 0 } });
    expect((await placed(other, known)).status).toBe('pending');
    await setGuard();
  });

  it('limits the orders paid on delivery one number, and one address, place in a day', async () => {
    await setGuard({ dailyLimits: { perPhone: 2, perAddress: 2 } });
    const point = freshPoint();
    await placed(await shop.signUp(), point);
    await placed(await shop.signUp(), point);
    expect((await order(await shop.signUp(), point)).res.body).toEqual(notOffered(point));
    const third = await order(await ownerOf(point), point);
    expect(third.res.body).toEqual({
      success: false,
      code: 'codPhoneDailyLimit',
      message:
        'This phone number has placed 2 orders paid on delivery in the last 24 hours, as many as one number may. Please pay online by bKash or Nagad, or order again tomorrow.',
      params: { limit: 2 },
    });

    // One address, written three ways, from three numbers.
    const address = freshPoint();
    await placed(await shop.signUp(), address);
    await placed(await shop.signUp(), { ...freshPoint(), address: address.address.toUpperCase() });
    const again = await order(await shop.signUp(), {
      ...freshPoint(),
      address: `  ${address.address.replaceAll(', ', ' - ')}.`,
    });
    expect(again.res.body).toMatchObject({ code: 'codAddressDailyLimit', params: { limit: 2 } });
    await setGuard();
  });

  it('counts toward the daily limits the orders open, or cancelled once a courier had them, but not those cancelled before: placing and cancelling does not use up a number’s day', async () => {
    await setGuard({ dailyLimits: { perPhone: 2, perAddress: 2 } });
    const point = freshPoint();
    const attacker = await shop.signUp();
    for (let i = 0; i < 3; i++) {
      const cancelled = await placed(attacker, point);
      const res = await attacker.post(`/api/v1/orders/${cancelled._id}/cancel`, {
        reason: 'Changed my mind',
      });
      expect(res.status).toBe(200);
    }
    const owner = await ownerOf(point);
    expect((await placed(owner, point)).status).toBe('pending');
    // A courier had this one before it was cancelled: it cost the shop a delivery, so it counts.
    const shipped = await placed(owner, point);
    await createShipment(shop.db, { orderId: shipped._id, invoice: shipped.orderNumber });
    await shop.db
      .update(shipments)
      .set({ state: 'cancelled', cancelledAt: new Date() })
      .where(eq(shipments.orderId, shipped._id));
    await createOrderLifecycle({ db: shop.db }).moveTo(shipped._id, 'cancelled');
    expect((await order(owner, point)).res.body).toMatchObject({
      code: 'codPhoneDailyLimit',
      params: { limit: 2 },
    });
    // The address, from another number: the same two count.
    expect((await order(owner, { ...freshPoint(), address: point.address })).res.body).toMatchObject({
      code: 'codAddressDailyLimit',
      params: { limit: 2 },
    });
    await setGuard();
  });

  it('keeps the daily limit of one number under 50 orders placed at once by ten shoppers', async () => {
    await setGuard({ dailyLimits: { perPhone: 5, perAddress: null } });
    const point = freshPoint();
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => shop.signUp()));
    const lines = await Promise.all(
      shoppers.map(async (shopper) => {
        const ids: string[] = [];
        for (let i = 0; i < 5; i++) {
          const other = await createProduct(shop.db, { categoryId });
          const cart = await addToCart(shopper, other.id, 'M');
          const line = cart.items.find((item) => item.product_id === other.id);
          if (line) ids.push(line._id);
        }
        return ids;
      }),
    );
    const answers = await Promise.all(
      shoppers.flatMap((shopper, s) =>
        (lines[s] ?? []).map((line) =>
          shopper.post('/api/v1/orders', {
            shippingAddress: point,
            paymentMethod: 'cash_on_delivery',
            lines: [line],
          }),
        ),
      ),
    );
    expect(answers).toHaveLength(50);
    expect(answers.filter((res) => res.status === 201)).toHaveLength(5);
    const refused = answers.filter((res) => res.status !== 201);
    // None of the ten proved the number theirs: each is refused without the limit's figure...
    expect(refused.every((res) => (res.body as { code: string }).code === 'codPhoneNotOffered')).toBe(true);
    // ...for the limit, each shopper's refusal recorded once however often it was answered.
    const recorded = await refusalsRecorded(point);
    expect(recorded.every((row) => row.decision === 'daily_limit')).toBe(true);
    expect(recorded.length).toBeLessThanOrEqual(shoppers.length);
    await setGuard();
  }, 120_000);
});

describe('what a refusal tells, and what it costs', () => {
  it('tells the reason and its figures only to the shopper who proved the number theirs by a code (an order once delivered to it is not proof: a gift); the operator sees every refusal’s reasons', async () => {
    await setGuard();
    const point = freshPoint();
    const regular = await shop.signUp();
    await createOrderLifecycle({ db: shop.db }).moveTo((await placed(regular, point))._id, 'delivered');
    await history(point, ['returned', 'returned', 'returned']);

    const stranger = await order(await shop.signUp(), point);
    expect(stranger.res.body).toEqual(notOffered(point));
    // No count, nor the fee the advance would take, nor whether anyone refused or blocked anything.
    expect((stranger.res.body as { message: string }).message).not.toMatch(/\d|refus|block|received/i);

    // Their parcel reached the number once: a gift's sender could say as much.
    expect((await order(regular, point)).res.body).toEqual(notOffered(point));
    await rememberVerifiedPhone(shop.db, regular.user.id, point.phone);
    const own = await order(regular, point);
    expect(own.res.body).toMatchObject({
      code: 'codOnlinePaymentOnly',
      params: { refused: 3, deliveryFee: 60 },
    });

    const { lookup } = (await operator.get(`/api/v1/admin/risk/phones/${point.phone}`)).body as {
      lookup: PhoneLookup;
    };
    const refusals = lookup.decisions.filter((decision) => decision.decision === 'online_only');
    expect(refusals).toHaveLength(2);
    for (const decision of refusals)
      expect(decision.reasons).toEqual([{ rule: 'refusal_count', params: { refused: 3, limit: 3 } }]);
  });

  it('answers the same refusal again as often as it is asked, but records it once: pressing Place again writes nothing more', async () => {
    await setGuard();
    const point = freshPoint();
    await operator.put(`/api/v1/admin/risk/blocked-phones/${point.phone}`, { note: '' });
    const shopper = await shop.signUp();
    const first = await order(shopper, point);
    expect(first.res.body).toEqual(notOffered(point));
    for (let i = 0; i < COD_REFUSALS_PER_ACCOUNT + 3; i++) {
      const again = await shopper.post('/api/v1/orders', {
        shippingAddress: point,
        paymentMethod: 'cash_on_delivery',
      });
      expect(again.body).toEqual(notOffered(point));
    }
    expect(await refusalsRecorded(point)).toEqual([{ decision: 'blocked', orderId: null }]);
    // Another shopper's refusal of the number is theirs to record.
    await order(await shop.signUp(), point);
    expect(await refusalsRecorded(point)).toHaveLength(2);
  });

  it('refuses one account cash on delivery for at most five numbers an hour; then its orders paid on delivery wait, whatever the number, while paying online goes on', async () => {
    await setGuard();
    const prober = await shop.signUp();
    const numbers = Array.from({ length: COD_REFUSALS_PER_ACCOUNT + 1 }, freshPoint);
    for (const point of numbers)
      await operator.put(`/api/v1/admin/risk/blocked-phones/${point.phone}`, { note: '' });
    for (const point of numbers.slice(0, COD_REFUSALS_PER_ACCOUNT))
      expect((await order(prober, point)).res.body).toEqual(notOffered(point));

    const over = await order(prober, numbers[COD_REFUSALS_PER_ACCOUNT] as Point);
    expect(over.res.status).toBe(429);
    expect(over.res.body).toMatchObject({ success: false, code: 'codRefusalsTooMany' });
    const { minutes } = (over.res.body as { params: { minutes: number } }).params;
    expect(minutes).toBeGreaterThanOrEqual(59);
    expect(minutes).toBeLessThanOrEqual(60);
    expect((over.res.body as { message: string }).message).toBe(
      `Your account was refused cash on delivery several times in the last hour. Please pay online by bKash or Nagad, or try cash on delivery again in ${minutes} minutes.`,
    );
    expect(Number(over.res.headers.get('retry-after'))).toBeGreaterThan(3500);
    // A number the guard would let through waits too: the answer tells nothing of any number.
    const fresh = freshPoint();
    expect((await order(prober, fresh)).res.body).toMatchObject({ code: 'codRefusalsTooMany' });
    expect(await refusalsRecorded(numbers[COD_REFUSALS_PER_ACCOUNT] as Point)).toEqual([]);
    expect((await placed(prober, fresh, { paymentMethod: 'bkash' })).status).toBe('pending');
    // Orders the guard let through, or asked nothing of, cost nothing: another account places five and more.
    const busy = await shop.signUp();
    for (let i = 0; i <= COD_REFUSALS_PER_ACCOUNT; i++)
      expect((await placed(busy, freshPoint())).status).toBe('pending');
  });

  it('counts an order placed held, or waiting for its fee, as a refusal: placed and cancelled, they would read any number’s history', async () => {
    await setGuard();
    const prober = await shop.signUp();
    const numbers = Array.from({ length: COD_REFUSALS_PER_ACCOUNT }, freshPoint);
    for (const point of numbers) await history(point, ['returned']);
    const [first, ...rest] = numbers as [Point, ...Point[]];
    await history(first, ['returned', 'returned']);
    expect((await placed(prober, first, { codAdvance: true })).status).toBe('awaiting_advance');
    for (const point of rest) expect((await placed(prober, point)).status).toBe('held');
    const over = await order(prober, freshPoint());
    expect(over.res.status).toBe(429);
    expect(over.res.body).toMatchObject({ code: 'codRefusalsTooMany' });
  });

  it('counts an advance asked for a number the guard lets pay on delivery as a refusal: it too answers about the number', async () => {
    await setGuard();
    const prober = await shop.signUp();
    for (let i = 0; i < COD_REFUSALS_PER_ACCOUNT; i++)
      expect((await order(prober, freshPoint(), { codAdvance: true })).res.body).toEqual(
        refusal('codAdvanceNotOffered'),
      );
    expect((await order(prober, freshPoint(), { codAdvance: true })).res.body).toMatchObject({
      code: 'codRefusalsTooMany',
    });
  });
});

describe('the operator’s review queue and number lookup', () => {
  it('are the operator’s only', async () => {
    const shopper = await shop.signUp();
    for (const url of [
      '/api/v1/admin/risk/held-orders',
      '/api/v1/admin/risk/settings',
      '/api/v1/admin/risk/phones/01712345678',
      '/api/v1/admin/risk/figures',
    ]) {
      expect((await shopper.get(url)).status, url).toBe(403);
      expect((await shop.get(url)).status, url).toBe(401);
    }
    const point = freshPoint();
    await history(point, ['returned']);
    const held = await placed(shopper, point);
    expect((await shopper.post(`/api/v1/admin/risk/held-orders/${held._id}/approve`, {})).status).toBe(403);
    expect((await shopper.post(`/api/v1/admin/risk/held-orders/${held._id}/cancel`, {})).status).toBe(403);
    expect((await shopper.get(`/api/v1/orders/user/${held._id}`)).body).toMatchObject({
      order: { status: 'held' },
    });
  });

  it('looks up any number’s history, written any way, with the guard’s decisions', async () => {
    await setGuard();
    const point = freshPoint();
    await history(point, ['delivered', 'completed', 'returned', 'cancelled']);
    const res = await operator.get(
      `/api/v1/admin/risk/phones/${encodeURIComponent(`+880${point.phone.slice(1)}`)}`,
    );
    expect(res.status).toBe(200);
    const { lookup } = res.body as { lookup: PhoneLookup };
    expect(lookup.phone).toBe(point.phone);
    expect(lookup.history).toEqual({
      delivered: 2,
      refused: 1,
      returned: 0,
      cancelledAfterShipping: 0,
      cancelled: 1,
      open: 0,
      finished: 3,
      refusalPercent: 33,
    });
    expect(lookup.orders).toHaveLength(4);
    expect(lookup.decisions.map((decision) => decision.decision).sort()).toEqual([
      'held',
      'passed',
      'passed',
      'passed',
    ]);
    expect(lookup.blocked).toBeNull();
    expect((await operator.get('/api/v1/admin/risk/phones/12345')).status).toBe(400);
  });

  it('counts the refusals it prevented and how released orders ended', async () => {
    await setGuard();
    const figures = async () =>
      ((await operator.get('/api/v1/admin/risk/figures?days=30')).body as { figures: CodGuardFigures })
        .figures;
    const before = await figures();
    const point = freshPoint();
    await history(point, ['returned']);
    const shopper = await ownerOf(point);
    const lifecycle = createOrderLifecycle({ db: shop.db });
    const released = await placed(shopper, point);
    await operator.post(`/api/v1/admin/risk/held-orders/${released._id}/approve`, {});
    await lifecycle.moveTo(released._id, 'delivered');
    const stopped = await placed(shopper, point);
    await operator.post(`/api/v1/admin/risk/held-orders/${stopped._id}/cancel`, {});
    await history(point, ['returned', 'returned']);
    expect((await order(shopper, point)).res.body).toMatchObject({ code: 'codOnlinePaymentOnly' });
    const after = await figures();
    expect(after.decisions.passed - before.decisions.passed).toBe(1);
    expect(after.decisions.held - before.decisions.held).toBe(4);
    expect(after.decisions.online_only - before.decisions.online_only).toBe(1);
    expect(after.prevented - before.prevented).toBe(2);
    expect(after.released.delivered - before.released.delivered).toBe(1);
    expect(after.released.refused - before.released.refused).toBe(2);
  });

  it('saves the settings, refusing numbers out of range', async () => {
    const res = await operator.put('/api/v1/admin/risk/settings', {
      ...DEFAULT_COD_GUARD_SETTINGS,
      refusals: { ...DEFAULT_COD_GUARD_SETTINGS.refusals, maxRefusedPercent: 101 },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'codGuardPercentInvalid' });
    const saved = await operator.put('/api/v1/admin/risk/settings', {
      ...DEFAULT_COD_GUARD_SETTINGS,
      verification: { when: 'above_total', aboveTotal: 2500.5 },
    });
    expect(saved.body).toMatchObject({
      success: true,
      settings: { verification: { when: 'above_total', aboveTotal: 2500.5 } },
    });
    expect((await operator.get('/api/v1/admin/risk/settings')).body).toMatchObject({
      settings: { verification: { aboveTotal: 2500.5 } },
    });
    await setGuard();
  });
});

describe('the COD guard’s metrics', () => {
  it('counts each decision, refusals too, by decision, and how the placed orders ended', async () => {
    const port = await freePort();
    const metered = await buildTestApp({ env: { METRICS_PORT: String(port) } });
    try {
      const boss = await metered.signUpOperator();
      await boss.put('/api/v1/admin/risk/settings', { ...DEFAULT_COD_GUARD_SETTINGS, enabled: true });
      const point = freshPoint();
      await boss.put(`/api/v1/admin/risk/blocked-phones/${point.phone}`, { note: '' });
      const shopper = await metered.signUp();
      const product = await createProduct(metered.db, { categoryId: (await createCategory(metered.db)).id });
      await addToCart(shopper, product.id, 'M');
      const order = { paymentMethod: 'cash_on_delivery' };
      expect((await shopper.post('/api/v1/orders', { ...order, shippingAddress: point })).status).toBe(409);
      expect((await shopper.post('/api/v1/orders', { ...order, shippingAddress: freshPoint() })).status).toBe(
        201,
      );
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      expect(text).toContain('haat_cod_guard_decisions_total{decision="blocked"} 1');
      expect(text).toContain('haat_cod_guard_decisions_total{decision="passed"} 1');
      expect(text).toContain('haat_cod_guard_decisions_total{decision="held"} 0');
      expect(text).toContain('haat_cod_guard_outcomes{decision="passed",outcome="open"} 1');
    } finally {
      await metered.close();
    }
  });
});
