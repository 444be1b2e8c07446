import type { AdminOrder, AdminShipment } from '@haat/contracts/admin';
import { eq, sql } from 'drizzle-orm';
import { type TestApp, testDatabaseKind } from '../../../test/app';
import type { PathaoStandIn } from '../../../test/couriers/pathao-stand-in';
import { createCategory, createOrder, createProduct } from '../../../test/factories';
import {
  couriersAt,
  describe,
  expect,
  it,
  PATHAO_CALLS_PER_SECOND,
  PATHAO_WEBHOOK_SECRET,
  test,
} from '../../../test/shop-test';
import { chattogram, orderOne, type Shopper } from '../../../test/shopping';
import { courierPlaces, orders, shipments } from '../../db/schema';
import { createBookings } from './bookings';
import { couriersOf } from './couriers';

let shop: TestApp;
let pathao: PathaoStandIn;
let operator: Shopper;
let shopper: Shopper;
let categoryId: string;
test.override('shopOptions', ({ pathao }) => couriersAt({ pathao }));
test.beforeAll(async ({ shop: built, pathao: standIn }) => {
  shop = built;
  pathao = standIn;
  categoryId = (await createCategory(shop.db)).id;
  operator = await shop.signUpOperator();
  shopper = await shop.signUp({ name: 'Nusrat Jahan' });
});

type Booked = { success: true; message: string; shipment: AdminShipment };

const book = (orderId: string) =>
  operator.post(`/api/v1/admin/orders/${orderId}/shipment`, { courier: 'pathao' });
const detailsOf = async (orderId: string) =>
  ((await operator.get(`/api/v1/admin/orders/${orderId}`)).body as { order: AdminOrder }).order;
const webhook = (body: Record<string, unknown>, signature: string | undefined = PATHAO_WEBHOOK_SECRET) =>
  pathao.sendWebhook(`${shop.address}/api/v1/shipping/webhooks/pathao`, body, signature);
/** What the shop sent Pathao to book these invoices. */
const bookingsSent = (invoice: string) =>
  pathao.calls.filter(
    (call) =>
      call.path === '/orders' && (call.body as { merchant_order_id?: string }).merchant_order_id === invoice,
  );
const heldFor = (invoice: string) =>
  [...pathao.orders.values()].filter((o) => o.merchant_order_id === invoice);

/** A time `minutes` from now, whole seconds: as Pathao's webhooks write it (`timestamp`, `updated_at`). */
function pathaoClock(minutes: number) {
  const at = new Date(Math.floor((Date.now() + minutes * 60_000) / 1000) * 1000);
  const dhaka = new Date(at.getTime() + 6 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
  return { timestamp: at.toISOString().replace('.000Z', '+00:00'), updated_at: dhaka, iso: at.toISOString() };
}

/** A shopper's cash-on-delivery order, placed through the shop and confirmed by the operator. */
async function confirmedOrder({ quantity = 1 } = {}) {
  const product = await createProduct(shop.db, { categoryId, price: 750 });
  const order = await orderOne(shopper, product.id, { quantity });
  const moved = await operator.post(`/api/v1/admin/orders/${order._id}/status`, { status: 'confirmed' });
  expect(moved.status).toBe(200);
  return order;
}

async function bookedOrder() {
  const order = await confirmedOrder();
  const { shipment } = (await book(order._id)).body as Booked;
  expect(shipment.state).toBe('booked');
  return { order, shipment };
}

describe('booking an order with Pathao', () => {
  it('sends the order as Pathao’s API asks, with its ids for Dhaka and Dhanmondi, and keeps the consignment', async () => {
    const order = await confirmedOrder({ quantity: 2 });
    const res = await book(order._id);
    expect(res.status).toBe(200);
    const { shipment, message } = res.body as Booked;
    expect(message).toBe('The parcel is booked with the courier.');

    const [sent] = bookingsSent(order.orderNumber);
    expect(sent?.authorization).toMatch(/^Bearer pathao-access-/);
    expect(sent?.body).toEqual({
      store_id: pathao.storeId,
      merchant_order_id: order.orderNumber,
      recipient_name: 'Nusrat Jahan',
      recipient_phone: '01712345678',
      recipient_address: 'House 12, Road 5, Dhanmondi, Dhaka',
      recipient_city: 1,
      recipient_zone: 52,
      delivery_type: 48,
      item_type: 2,
      item_quantity: 2,
      item_weight: 1,
      item_description: expect.stringMatching(/ × 2$/),
      amount_to_collect: order.total,
    });
    const [held] = heldFor(order.orderNumber);
    expect(shipment).toMatchObject({
      courier: 'pathao',
      state: 'booked',
      invoice: order.orderNumber,
      codAmount: order.total,
      consignmentId: held?.consignment_id,
      trackingCode: null,
      trackingUrl: `https://merchant.pathao.com/tracking?consignment_id=${held?.consignment_id}`,
      charge: 60,
      courierStatus: 'order.pending',
      progress: 'booked',
      refusal: null,
    });
    expect((await detailsOf(order._id)).status).toBe('processing');

    // Pathao's lists were asked for once, and kept.
    const kept = await shop.db.select({ list: courierPlaces.list }).from(courierPlaces);
    expect(kept.map((row) => row.list).sort()).toEqual(['areas/52', 'cities', 'zones/1']);
    const listCalls = () => pathao.calls.filter((call) => call.path.endsWith('-list')).length;
    const before = listCalls();
    await bookedOrder();
    expect(listCalls()).toBe(before);
  });

  it('matches Chittagong’s zone and area, leaves out what it cannot match, and collects whole taka', async () => {
    const inChattogram = await confirmedOrder();
    await shop.db
      .update(orders)
      .set({ shippingAddress: { ...chattogram, address: 'Flat 3B, 14 Zakir Hossain Road' } })
      .where(eq(orders.id, inChattogram._id));
    await book(inChattogram._id);
    expect(bookingsSent(inChattogram.orderNumber)[0]?.body).toMatchObject({
      recipient_address: 'Flat 3B, 14 Zakir Hossain Road, Pahartali, Chattogram',
      recipient_city: 2,
      recipient_zone: 370,
      recipient_area: 11010,
    });

    // "Mirpur" is Mirpur 1 or Mirpur 10: no ids at all, and Pathao reads the address.
    const inMirpur = await confirmedOrder();
    await shop.db
      .update(orders)
      .set({
        shippingAddress: { ...inMirpur.shippingAddress, postalCode: 'Dhaka - Dhaka - Mirpur' },
        total: 74_950,
      })
      .where(eq(orders.id, inMirpur._id));
    const { shipment } = (await book(inMirpur._id)).body as Booked;
    const body = bookingsSent(inMirpur.orderNumber)[0]?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('recipient_city');
    expect(body).not.toHaveProperty('recipient_zone');
    expect(body).not.toHaveProperty('recipient_area');
    // ৳ 749.50 owed: Pathao collects whole taka, so ৳ 750.
    expect(body.amount_to_collect).toBe(750);
    expect(shipment).toMatchObject({ state: 'booked', codAmount: 749.5 });
  });

  it('shows Pathao’s refusal in its own words, and books again once the order is corrected', async () => {
    const order = await confirmedOrder();
    const wrong = { ...order.shippingAddress, fullName: 'Al', address: `House 7, ${'Lane '.repeat(45)}` };
    await shop.db.update(orders).set({ shippingAddress: wrong }).where(eq(orders.id, order._id));
    const refused = (await book(order._id)).body as Booked;
    expect(refused.message).toMatch(/did not take the parcel/);
    expect(refused.shipment).toMatchObject({
      state: 'refused',
      refusal: {
        message: 'The recipient name must be at least 3 characters.',
        fields: {
          recipient_name: ['The recipient name must be at least 3 characters.'],
          recipient_address: ['The recipient address may not be greater than 220 characters.'],
        },
      },
    });
    await shop.db
      .update(orders)
      .set({ shippingAddress: order.shippingAddress })
      .where(eq(orders.id, order._id));
    const again = (await book(order._id)).body as Booked;
    expect(again.shipment).toMatchObject({ state: 'booked', invoice: order.orderNumber });
  });

  it('books once under 20 parallel calls: every call answers the same booking', async () => {
    const order = await confirmedOrder();
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(order._id)));
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((res) => (res.body as Booked).shipment._id)).size).toBe(1);
    expect(heldFor(order.orderNumber)).toHaveLength(1);
    expect(bookingsSent(order.orderNumber)).toHaveLength(1);
  });

  // Processes share a PostgreSQL server; PGlite's one connection would be held by a sender that never pauses.
  it.skipIf(testDatabaseKind === 'pglite')(
    'answers the operator the booking it sent, while another process’s background sender looks for due bookings all the while',
    async () => {
      const quiet = { info() {}, warn() {}, error() {} };
      const otherProcess = createBookings({
        db: shop.db,
        couriers: couriersOf(shop.config.couriers, { db: shop.db, log: quiet }),
        log: quiet,
      });
      let looking = true;
      const sender = (async () => {
        while (looking) await otherProcess.sendDue();
      })();
      try {
        for (let n = 0; n < 8; n += 1) {
          const order = await confirmedOrder();
          const { shipment } = (await book(order._id)).body as Booked;
          expect(shipment.state).toBe('booked');
          expect(bookingsSent(order.orderNumber)).toHaveLength(1);
        }
      } finally {
        looking = false;
        await sender;
      }
    },
  );

  it('keeps a booking whose answer came too late, recognises Pathao’s duplicate on the retry, and learns the consignment from its webhook', async () => {
    const order = await confirmedOrder();
    pathao.trouble({ kind: 'too-slow', delayMs: 1500 }, { path: '/orders' });
    const first = (await book(order._id)).body as Booked;
    expect(first.shipment).toMatchObject({ state: 'booking', attempts: 1 });
    expect(first.shipment.lastError).toMatch(/Pathao did not answer within 1 s/);
    await new Promise((resolve) => setTimeout(resolve, 800));
    const [held] = heldFor(order.orderNumber);
    expect(held).toBeDefined();

    const retried = (await book(order._id)).body as Booked;
    expect(retried.shipment).toMatchObject({ _id: first.shipment._id, state: 'booked', consignmentId: null });
    expect(bookingsSent(order.orderNumber).map((call) => call.status)).toEqual([200, 422]);
    expect(heldFor(order.orderNumber)).toHaveLength(1);

    const res = await webhook({
      consignment_id: held?.consignment_id,
      merchant_order_id: order.orderNumber,
      store_id: pathao.storeId,
      event: 'order.picked',
      delivery_fee: 60,
      ...pathaoClock(5),
    });
    expect(res.status).toBe(202);
    const [row] = await shop.db.select().from(shipments).where(eq(shipments.id, first.shipment._id));
    expect(row).toMatchObject({ consignmentId: held?.consignment_id, charge: 6000 });
    expect((await detailsOf(order._id)).status).toBe('shipped');
  });

  it('waits and sends again after a 5xx, a 429 (as long as it asks) or an answer that is not JSON', async () => {
    for (const [trouble, words] of [
      [{ kind: 'status', status: 502 }, /Pathao failed on its side \(502\)/],
      [{ kind: 'slow-down', retryAfterSeconds: 120 }, /slow down \(429\)/],
      [{ kind: 'not-json' }, /not JSON/],
    ] as const) {
      const order = await confirmedOrder();
      pathao.trouble(trouble, { path: '/orders' });
      const { shipment } = (await book(order._id)).body as Booked;
      expect(shipment.state).toBe('booking');
      expect(shipment.lastError).toMatch(words);
      const [row] = await shop.db.select().from(shipments).where(eq(shipments.id, shipment._id));
      const waitMs = (row?.nextAttemptAt.getTime() ?? 0) - Date.now();
      expect(waitMs).toBeGreaterThan(trouble.kind === 'slow-down' ? 100_000 : 20_000);
      expect(((await book(order._id)).body as Booked).shipment.state).toBe('booked');
    }
  });
});

describe('booking many orders with Pathao', () => {
  it('books 300 orders one by one within Pathao’s rate, taking a 429 in its stride', async () => {
    const numbers: string[] = [];
    const ids: string[] = [];
    for (let i = 0; i < 300; i += 1) {
      const order = await createOrder(shop.db, { userId: shopper.user.id, status: 'confirmed' });
      ids.push(order.id);
      numbers.push(order.orderNumber);
    }
    const before = pathao.calls.length;
    pathao.trouble({ kind: 'slow-down', retryAfterSeconds: 1 }, { path: '/orders' });
    const startedAt = Date.now();
    const res = await operator.post('/api/v1/admin/shipments', { orderIds: ids, courier: 'pathao' });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ recorded: 300, skipped: [] });
    const bookedCount = async () =>
      (
        await shop.db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(shipments)
          .where(sql`${shipments.orderId} in ${ids} and ${shipments.state} = 'booked'`)
      )[0]?.n;
    await expect.poll(bookedCount, { timeout: 120_000, interval: 500 }).toBe(300);
    const tookMs = Date.now() - startedAt;

    const calls = pathao.calls.slice(before);
    const sent = calls.filter((call) => call.path === '/orders');
    // Each order once, besides the one Pathao asked to wait: never a 429 for going too fast.
    expect(sent.filter((call) => call.status === 200)).toHaveLength(300);
    expect(calls.filter((call) => call.status === 429)).toHaveLength(1);
    expect(new Set(numbers.flatMap((number) => heldFor(number).map((o) => o.consignment_id))).size).toBe(300);
    // At the shop's pace: no second ever held more calls than it allows.
    const busiest = Math.max(
      ...calls.map((call) => calls.filter((c) => c.at >= call.at && c.at < call.at + 1000).length),
    );
    expect(busiest).toBeLessThanOrEqual(PATHAO_CALLS_PER_SECOND + 1);
    expect(tookMs).toBeGreaterThan((300 / PATHAO_CALLS_PER_SECOND) * 1000);
  }, 240_000);
});

describe('Pathao’s webhooks', () => {
  const url = () => `${shop.address}/api/v1/shipping/webhooks/pathao`;
  const INTEGRATION = 'x-pathao-merchant-webhook-integration-secret';

  it('answer the integration check with Pathao’s header, and refuse a wrong or missing signature', async () => {
    const check = await webhook({ event: 'webhook_integration' });
    expect(check.status).toBe(202);
    expect(check.headers.get(INTEGRATION)).toBe('f3992ecc-59da-4cbe-a049-a13da2018d51');

    for (const signature of ['not-the-secret-at-all', undefined]) {
      const refused = await pathao.sendWebhook(url(), { event: 'webhook_integration' }, signature);
      expect(refused.status).toBe(401);
      expect(refused.headers.get(INTEGRATION)).toBeNull();
    }
    expect((await webhook({ hello: 'world' })).status).toBe(400);
    const other = await webhook({ event: 'store.updated', store_id: pathao.storeId });
    expect(other.status).toBe(202);
  });

  it('answer an unknown consignment 202, as Pathao expects, and change nothing', async () => {
    const res = await webhook({
      consignment_id: 'DL0101250NOPE1',
      merchant_order_id: 'HT-NOPE',
      event: 'order.delivered',
      ...pathaoClock(1),
    });
    expect(res.status).toBe(202);
    expect(res.headers.get(INTEGRATION)).toBe('f3992ecc-59da-4cbe-a049-a13da2018d51');
  });

  it('move a cash order to delivered, collected by the courier; a replay or older news changes nothing', async () => {
    const { order, shipment } = await bookedOrder();
    const base = {
      consignment_id: shipment.consignmentId,
      merchant_order_id: shipment.invoice,
      store_id: pathao.storeId,
    };
    const deliveredAt = pathaoClock(30);
    const delivered = { ...base, event: 'order.delivered', delivery_fee: 60, ...deliveredAt };
    expect((await webhook(delivered)).status).toBe(202);
    let details = await detailsOf(order._id);
    expect(details).toMatchObject({ status: 'delivered', paymentStatus: 'collected_by_courier' });
    expect(details.shipments[0]).toMatchObject({
      collectedAmount: order.total,
      charge: 60,
      progress: 'delivered',
    });
    expect(details.shipments[0]?.events.at(-1)).toMatchObject({
      courierStatus: 'order.delivered',
      happenedAt: deliveredAt.iso,
      source: 'webhook',
      applied: true,
    });

    expect((await webhook(delivered)).status).toBe(202);
    expect((await webhook({ ...base, event: 'order.in-transit', ...pathaoClock(10) })).status).toBe(202);
    details = await detailsOf(order._id);
    expect(details.status).toBe('delivered');
    const events = details.shipments[0]?.events ?? [];
    expect(events.filter((event) => event.courierStatus === 'order.delivered')).toHaveLength(1);
    expect(events.find((event) => event.courierStatus === 'order.in-transit')).toMatchObject({
      applied: false,
    });

    // Pathao's payout of the cash is noted with its invoice, and moves nothing.
    await webhook({ ...base, event: 'order.paid', invoice_id: 'INV-2412-0093', ...pathaoClock(60) });
    details = await detailsOf(order._id);
    expect(details.paymentStatus).toBe('collected_by_courier');
    expect(details.shipments[0]?.events.at(-1)).toMatchObject({
      courierStatus: 'order.paid',
      progress: 'noted',
      message: 'Invoice INV-2412-0093',
    });
  });

  it('keep what a partial delivery collected', async () => {
    const { order, shipment } = await bookedOrder();
    await webhook({
      consignment_id: shipment.consignmentId,
      merchant_order_id: shipment.invoice,
      event: 'order.partial-delivery',
      collected_amount: 400,
      reason: 'Customer kept one item.',
      ...pathaoClock(5),
    });
    const details = await detailsOf(order._id);
    expect(details.status).toBe('delivered');
    expect(details.shipments[0]).toMatchObject({ collectedAmount: 400, progress: 'partly_delivered' });
    expect(details.shipments[0]?.events.at(-1)?.message).toBe('Customer kept one item.');
  });

  it('follow a parcel out and back: out for delivery, a failed delivery noted, then returning', async () => {
    const { order, shipment } = await bookedOrder();
    const base = { consignment_id: shipment.consignmentId, merchant_order_id: shipment.invoice };
    await webhook({ ...base, event: 'order.picked', ...pathaoClock(5) });
    await webhook({ ...base, event: 'order.assigned-for-delivery', ...pathaoClock(6) });
    expect((await detailsOf(order._id)).status).toBe('out_for_delivery');
    await webhook({
      ...base,
      event: 'order.delivery-failed',
      reason: 'Customer unreachable',
      ...pathaoClock(7),
    });
    await webhook({ ...base, event: 'order.on-hold', ...pathaoClock(8) });
    expect((await detailsOf(order._id)).status).toBe('out_for_delivery');
    await webhook({ ...base, event: 'order.returned', reason: 'Customer refused', ...pathaoClock(9) });
    const details = await detailsOf(order._id);
    expect(details.status).toBe('returning');
    expect(details.shipments[0]?.events.map((event) => [event.courierStatus, event.progress])).toEqual(
      expect.arrayContaining([
        ['order.delivery-failed', 'noted'],
        ['order.on-hold', 'on_hold'],
        ['order.returned', 'returning'],
      ]),
    );
  });

  it('end a booking Pathao cancels before pickup: the order stays in the shop to be booked again', async () => {
    const { order, shipment } = await bookedOrder();
    await webhook({
      consignment_id: shipment.consignmentId,
      merchant_order_id: shipment.invoice,
      event: 'order.pickup-cancelled',
      ...pathaoClock(5),
    });
    const details = await detailsOf(order._id);
    expect(details).toMatchObject({ status: 'processing', canBook: true });
    expect(details.shipments[0]?.state).toBe('cancelled');
  });
});
