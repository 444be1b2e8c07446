import type { Order, TrackedOrder } from '@haat/contracts';
import type { AdminShipment } from '@haat/contracts/admin';
import { eq } from 'drizzle-orm';
import { refusal, type TestApp } from '../../../test/app';
import type { SteadfastStandIn } from '../../../test/couriers/steadfast-stand-in';
import { createCategory, createProduct } from '../../../test/factories';
import { couriersAt, describe, expect, it, STEADFAST_WEBHOOK_TOKEN, test } from '../../../test/shop-test';
import { dhaka, orderOne, type Shopper } from '../../../test/shopping';
import { orders } from '../../db/schema';
import { TRACKING_LIMITS } from './tracking';

let shop: TestApp;
let operator: Shopper;
let shopper: Shopper;
let categoryId: string;
// The shop trusts X-Forwarded-For here, so that each test asks from addresses of its own.
test.override('shopOptions', ({ steadfast }: { steadfast: SteadfastStandIn }) => {
  const { env } = couriersAt({ steadfast });
  return { env: { ...env, TRUST_PROXY: 'true' } };
});
test.beforeAll(async ({ shop: built }) => {
  shop = built;
  categoryId = (await createCategory(shop.db)).id;
  operator = await shop.signUpOperator();
  shopper = await shop.signUp({ name: 'Nusrat Jahan' });
});

let addresses = 0;
/** An address no lookup of this file has come from yet. */
const freshAddress = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

const track = (body: unknown, ip = freshAddress()) =>
  shop.request('POST', '/api/v1/tracking', {
    body: body as Record<string, unknown>,
    headers: { 'x-forwarded-for': ip },
  });

/** Steadfast's wall clock (Dhaka, no zone) `minutes` from now, and the same instant in ISO. */
function steadfastClock(minutes: number) {
  const at = new Date(Math.floor((Date.now() + minutes * 60_000) / 1000) * 1000);
  const text = new Date(at.getTime() + 6 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
  return { text, iso: at.toISOString() };
}

const webhook = (body: Record<string, unknown>) =>
  shop.post('/api/v1/shipping/webhooks/steadfast', body, {
    authorization: `Bearer ${STEADFAST_WEBHOOK_TOKEN}`,
  });

/** A cash-on-delivery order of the shopper's, confirmed by the operator. */
async function confirmedOrder(): Promise<Order> {
  const product = await createProduct(shop.db, { categoryId, price: 750 });
  const order = await orderOne(shopper, product.id);
  const moved = await operator.post(`/api/v1/admin/orders/${order._id}/status`, { status: 'confirmed' });
  expect(moved.status).toBe(200);
  return order;
}

async function book(orderId: string): Promise<AdminShipment> {
  const res = await operator.post(`/api/v1/admin/orders/${orderId}/shipment`, { courier: 'steadfast' });
  expect(res.status).toBe(200);
  return (res.body as { shipment: AdminShipment }).shipment;
}

/** A booked order, and its Steadfast news as a webhook sends it. */
async function bookedOrder() {
  const order = await confirmedOrder();
  const shipment = await book(order._id);
  expect(shipment.state).toBe('booked');
  const news = (status: string, message: string, minutes: number) =>
    webhook({
      notification_type: 'delivery_status',
      consignment_id: Number(shipment.consignmentId),
      invoice: shipment.invoice,
      cod_amount: order.total,
      status,
      delivery_charge: 60,
      tracking_message: message,
      updated_at: steadfastClock(minutes).text,
    });
  return { order, shipment, news };
}

const parcelOf = async (who: Shopper, orderId: string) => {
  const res = await who.get(`/api/v1/orders/user/${orderId}`);
  expect(res.status).toBe(200);
  return (res.body as { order: Order }).order.parcel;
};

describe('the shopper’s order page', () => {
  it('shows the parcel and the courier’s news as a timeline, and nothing the shop keeps of it', async () => {
    const order = await confirmedOrder();
    expect(await parcelOf(shopper, order._id)).toBeNull();

    const shipment = await book(order._id);
    const pickedUp = steadfastClock(10);
    const atHub = steadfastClock(20);
    const delivered = steadfastClock(30);
    const base = {
      consignment_id: Number(shipment.consignmentId),
      invoice: shipment.invoice,
      cod_amount: order.total,
      delivery_charge: 60,
    };
    await webhook({
      ...base,
      notification_type: 'delivery_status',
      status: 'Pending',
      tracking_message: 'Picked up from the merchant.',
      updated_at: pickedUp.text,
    });
    await webhook({
      ...base,
      notification_type: 'tracking_update',
      tracking_message: 'Parcel reached the Mirpur hub.',
      updated_at: atHub.text,
    });
    await webhook({
      ...base,
      notification_type: 'delivery_status',
      status: 'Delivered',
      tracking_message: 'Your package has been delivered successfully.',
      updated_at: delivered.text,
    });

    const res = await shopper.get(`/api/v1/orders/user/${order._id}`);
    const seen = (res.body as { order: Order }).order;
    expect(seen.status).toBe('delivered');
    const [booked, ...news] = seen.parcel?.events ?? [];
    expect(seen.parcel).toEqual({
      courier: 'steadfast',
      trackingCode: shipment.trackingCode,
      trackingUrl: `https://steadfast.com.bd/t/${shipment.trackingCode}`,
      events: [booked, ...news],
    });
    expect(booked).toEqual({ progress: 'booked', message: '', happenedAt: expect.any(String) });
    expect(news).toEqual([
      { progress: 'picked_up', message: 'Picked up from the merchant.', happenedAt: pickedUp.iso },
      { progress: 'noted', message: 'Parcel reached the Mirpur hub.', happenedAt: atHub.iso },
      {
        progress: 'delivered',
        message: 'Your package has been delivered successfully.',
        happenedAt: delivered.iso,
      },
    ]);
    // The courier's charge, the cash, the consignment and where news came from stay in the back office.
    expect(JSON.stringify(seen.parcel)).not.toMatch(
      /charge|collected|consignment|source|applied|webhook|in_review|codAmount/i,
    );
    expect(JSON.stringify(seen.parcel)).not.toContain(String(shipment.consignmentId));
  });

  it('shows only the booking the courier has: none of one cancelled or refused', async () => {
    const order = await confirmedOrder();
    const first = await book(order._id);
    const cancelled = await operator.post(`/api/v1/admin/orders/${order._id}/shipment/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(await parcelOf(shopper, order._id)).toBeNull();

    // Refused by Steadfast: an address too long for it.
    const long = { ...order.shippingAddress, address: `House 7, ${'Lane of the long address, '.repeat(11)}` };
    await shop.db.update(orders).set({ shippingAddress: long }).where(eq(orders.id, order._id));
    expect((await book(order._id)).state).toBe('refused');
    expect(await parcelOf(shopper, order._id)).toBeNull();

    await shop.db
      .update(orders)
      .set({ shippingAddress: order.shippingAddress })
      .where(eq(orders.id, order._id));
    const again = await book(order._id);
    const parcel = await parcelOf(shopper, order._id);
    expect(parcel?.trackingCode).toBe(again.trackingCode);
    expect(parcel?.trackingCode).not.toBe(first.trackingCode);
    expect(parcel?.events.map((event) => event.progress)).toEqual(['booked']);
  });

  it('is still refused to another shopper (403), and to a visitor (401)', async () => {
    const { order } = await bookedOrder();
    const stranger = await shop.signUp();
    const res = await stranger.get(`/api/v1/orders/user/${order._id}`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(refusal('orderForbidden'));
    expect((await shop.get(`/api/v1/orders/user/${order._id}`)).status).toBe(401);
  });
});

describe('the public tracking page', () => {
  it('answers the order’s number, status, date and parcel for its phone, however it is written', async () => {
    const { order, shipment, news } = await bookedOrder();
    const pickedUp = steadfastClock(5);
    await news('Pending', 'Picked up from the merchant.', 5);

    for (const [orderNumber, phone] of [
      [order.orderNumber, dhaka.phone],
      [` ${order.orderNumber.toLowerCase()} `, '+880 1712-345678'],
      [order.orderNumber, '০১৭১২৩৪৫৬৭৮'],
      [order.orderNumber.replace(/\d/g, (d) => String.fromCodePoint(0x09e6 + Number(d))), '8801712345678'],
    ]) {
      const res = await track({ orderNumber, phone });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const { order: tracked } = res.body as { order: TrackedOrder };
      expect(tracked).toEqual({
        orderNumber: order.orderNumber,
        status: 'shipped',
        createdAt: order.createdAt,
        parcel: {
          courier: 'steadfast',
          trackingCode: shipment.trackingCode,
          trackingUrl: `https://steadfast.com.bd/t/${shipment.trackingCode}`,
          events: [
            { progress: 'booked', message: '', happenedAt: expect.any(String) },
            { progress: 'picked_up', message: 'Picked up from the merchant.', happenedAt: pickedUp.iso },
          ],
        },
      });
      // Nothing of who ordered, where it goes, what it cost or how it is paid.
      for (const secret of [
        dhaka.fullName,
        dhaka.address,
        'Dhanmondi',
        dhaka.phone,
        shopper.email,
        order._id,
        'cash_on_delivery',
        'total',
        'price',
        'Panjabi',
      ])
        expect(res.text).not.toContain(secret);
    }
  });

  it('answers an order not yet with a courier without a parcel', async () => {
    const order = await confirmedOrder();
    const res = await track({ orderNumber: order.orderNumber, phone: dhaka.phone });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      order: {
        orderNumber: order.orderNumber,
        status: 'confirmed',
        createdAt: order.createdAt,
        parcel: null,
      },
    });
  });

  it('refuses another phone, an unknown number and a malformed phone with one and the same 404', async () => {
    const { order } = await bookedOrder();
    const answers = await Promise.all(
      [
        { orderNumber: order.orderNumber, phone: '01812345678' },
        { orderNumber: 'HT-0000-000000', phone: dhaka.phone },
        { orderNumber: 'HT-0000-000000', phone: '01812345678' },
        { orderNumber: order.orderNumber, phone: '12345' },
        { orderNumber: order.orderNumber, phone: 'not a phone' },
        { orderNumber: order.orderNumber, phone: '০১২৩' },
        { orderNumber: order._id, phone: dhaka.phone },
      ].map((body) => track(body)),
    );
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(refusal('trackingNotFound'));
      expect(res.text).toBe(answers[0]?.text);
    }
  });

  it('stops guesses at one order’s phone from many addresses, but not its shopper’s own lookups', async () => {
    const { order } = await bookedOrder();
    const right = { orderNumber: order.orderNumber, phone: dhaka.phone };
    // The shopper looks often: found lookups are not counted against the order.
    for (let i = 0; i < TRACKING_LIMITS.perOrder + 2; i++) expect((await track(right)).status).toBe(200);

    const guesses = await Promise.all(
      Array.from({ length: TRACKING_LIMITS.perOrder + 5 }, (_, i) =>
        track({ orderNumber: order.orderNumber, phone: `0171000${String(i).padStart(4, '0')}` }),
      ),
    );
    const statuses = guesses.map((res) => res.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(TRACKING_LIMITS.perOrder);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const refused = guesses.find((res) => res.status === 429);
    expect(refused?.body).toMatchObject({ success: false, code: 'tooManyAttempts', params: { minutes: 15 } });
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(800);
    // The right phone from a new address is refused too, for the window; another order is not.
    expect((await track(right)).status).toBe(429);
    const other = await confirmedOrder();
    expect((await track({ orderNumber: other.orderNumber, phone: dhaka.phone })).status).toBe(200);
    // An unknown number is counted alike: a 429 says nothing of whether an order exists.
    const unknown = await Promise.all(
      Array.from({ length: TRACKING_LIMITS.perOrder + 1 }, () =>
        track({ orderNumber: 'HT-9999-999999', phone: dhaka.phone }),
      ),
    );
    expect(unknown.map((res) => res.status).filter((status) => status === 429)).toHaveLength(1);
  });

  it('stops one address after its lookups, whatever orders they name, and only that address', async () => {
    const order = await confirmedOrder();
    const ip = '203.0.113.50';
    const answers = await Promise.all(
      Array.from({ length: TRACKING_LIMITS.perAddress + 3 }, (_, i) =>
        track({ orderNumber: `HT-0001-${String(i).padStart(6, '0')}`, phone: dhaka.phone }, ip),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(TRACKING_LIMITS.perAddress);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    const right = { orderNumber: order.orderNumber, phone: dhaka.phone };
    const refused = await track(right, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    expect((await track(right)).status).toBe(200);
  });

  it('refuses NUL, a mebibyte, wrong types and missing fields with a 400 and a code, never a 5xx', async () => {
    const { order } = await bookedOrder();
    const cases: [unknown, string][] = [
      [{ orderNumber: `${order.orderNumber}\u0000`, phone: dhaka.phone }, 'textInvalidCharacters'],
      [{ orderNumber: order.orderNumber, phone: `0171\u00002345678` }, 'textInvalidCharacters'],
      [{ orderNumber: order.orderNumber, phone: '0'.repeat(1_000_000) }, 'phoneInvalid'],
      [{ orderNumber: 'H'.repeat(1_000_000), phone: dhaka.phone }, 'invalidRequest'],
      [{ orderNumber: -1, phone: dhaka.phone }, 'trackingOrderNumberRequired'],
      [{ orderNumber: order.orderNumber, phone: -1712345678 }, 'trackingPhoneRequired'],
      [{ orderNumber: [order.orderNumber], phone: { number: dhaka.phone } }, 'trackingOrderNumberRequired'],
      [{ orderNumber: '   ', phone: dhaka.phone }, 'trackingOrderNumberRequired'],
      [{ orderNumber: order.orderNumber, phone: '' }, 'trackingPhoneRequired'],
      [{}, 'trackingOrderNumberRequired'],
      [[], 'invalidRequest'],
    ];
    for (const [body, code] of cases) {
      const res = await track(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((res.body as { code: string }).code).toBe(code);
    }
    const broken = await shop.request('POST', '/api/v1/tracking', {
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
    });
    expect(broken.status).toBe(400);
  });
});
