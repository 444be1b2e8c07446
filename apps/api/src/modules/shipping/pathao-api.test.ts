import { setTimeout as sleep } from 'node:timers/promises';
import type { AdminShipment } from '@haat/contracts/admin';
import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/app';
import type { PathaoStandIn } from '../../../test/couriers/pathao-stand-in';
import { createCategory, createProduct } from '../../../test/factories';
import { couriersAt, describe, expect, it, test } from '../../../test/shop-test';
import { orderOne, type Shopper } from '../../../test/shopping';
import type { PathaoConfig } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { courierPlaces, courierTokens, shipments } from '../../db/schema';
import type { Parcel } from './courier';
import { couriersOf } from './couriers';
import { askAfterSilentParcels } from './parcel-jobs';

let shop: TestApp;
let pathao: PathaoStandIn;
let operator: Shopper;
let shopper: Shopper;
test.override('shopOptions', ({ pathao }) => couriersAt({ pathao }));
test.beforeAll(async ({ shop: built, pathao: standIn }) => {
  shop = built;
  pathao = standIn;
  operator = await shop.signUpOperator();
  shopper = await shop.signUp({ name: 'Nusrat Jahan' });
});

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** Pathao as another API process would build it (nothing in memory yet), on `db`, with `change` to its settings. */
function pathaoCourier(change: Partial<PathaoConfig> = {}, db: Database = shop.db) {
  const settings = shop.config.couriers.pathao;
  if (!settings) throw new Error('Pathao is not set up in this shop');
  const courier = couriersOf(
    { ...shop.config.couriers, pathao: { ...settings, ...change } },
    { db, log: quiet },
  ).pathao;
  if (!courier) throw new Error('Pathao was not built');
  return courier;
}

/** A consignment Pathao does not know: asking after it costs one call, answered 404. */
const NOBODY = { consignmentId: 'DL0101250NOPE1', invoice: 'HT-NOPE' };
const forgetTokens = () => shop.db.delete(courierTokens);
/** The calls since `from`: what each asked for (a grant by its type) and what it was answered. */
const callsSince = (from: number) =>
  pathao.calls
    .slice(from)
    .map((call) =>
      call.path === '/issue-token'
        ? `grant ${(call.body as { grant_type: string }).grant_type} ${call.status}`
        : `${call.method} ${call.path} ${call.status}`,
    );
const grantsSince = (from: number) => callsSince(from).filter((call) => call.startsWith('grant'));

const parcel = (place: Partial<Parcel> = {}): Parcel => ({
  invoice: 'HT-QUOTE',
  recipientName: 'Nusrat Jahan',
  recipientPhone: '01712345678',
  address: 'House 12, Road 5, Dhanmondi, Dhaka',
  district: 'Dhaka',
  area: 'Dhanmondi',
  codAmount: 1000,
  note: '',
  itemDescription: '',
  itemQuantity: 2,
  weightKg: 2,
  ...place,
});

describe('Pathao’s token', () => {
  it('is asked for with the password once, renewed with the refresh token before it lapses, and never sent expired', async () => {
    await forgetTokens();
    pathao.tokenLifetimeSeconds = 4;
    try {
      const courier = pathaoCourier();
      const from = pathao.calls.length;
      expect(await courier.status(NOBODY)).toBeNull();
      expect(callsSince(from)).toEqual([
        'grant password 200',
        `GET /orders/${NOBODY.consignmentId}/info 404`,
      ]);
      const [kept] = await shop.db.select().from(courierTokens);
      expect(kept?.refreshToken).toMatch(/^pathao-refresh-/);
      expect((kept?.expiresAt.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(4000);

      // With less than a quarter of its life left it is renewed, while it still works.
      await sleep(3300);
      const later = pathao.calls.length;
      await courier.status(NOBODY);
      await courier.status(NOBODY);
      expect(callsSince(later)).toEqual([
        'grant refresh_token 200',
        `GET /orders/${NOBODY.consignmentId}/info 404`,
        `GET /orders/${NOBODY.consignmentId}/info 404`,
      ]);
    } finally {
      pathao.tokenLifetimeSeconds = 432_000;
    }
  });

  it('is renewed once after a 401 and the call asked again; a refused refresh token means signing in again', async () => {
    const courier = pathaoCourier();
    await courier.status(NOBODY);
    pathao.revokeAccessTokens();
    let from = pathao.calls.length;
    expect(await courier.status(NOBODY)).toBeNull();
    expect(callsSince(from)).toEqual([
      `GET /orders/${NOBODY.consignmentId}/info 401`,
      'grant refresh_token 200',
      `GET /orders/${NOBODY.consignmentId}/info 404`,
    ]);

    pathao.revokeAccessTokens();
    pathao.revokeRefreshTokens();
    from = pathao.calls.length;
    expect(await courier.status(NOBODY)).toBeNull();
    expect(callsSince(from)).toEqual([
      `GET /orders/${NOBODY.consignmentId}/info 401`,
      'grant refresh_token 401',
      'grant password 200',
      `GET /orders/${NOBODY.consignmentId}/info 404`,
    ]);
  });

  it('cannot be had with wrong credentials: the call fails naming them, and nothing is kept', async () => {
    await forgetTokens();
    const wrong = pathaoCourier({ password: 'not-the-merchant-password' });
    await expect(wrong.status(NOBODY)).rejects.toThrow(
      /Pathao refused the shop's credentials \(The user credentials were incorrect\.\): check PATHAO_CLIENT_ID/,
    );
    expect(await shop.db.select().from(courierTokens)).toEqual([]);
  });

  it('is shared by two processes on one database: one sign-in for both, and one renewal', async () => {
    await forgetTokens();
    pathao.tokenLifetimeSeconds = 4;
    // On PostgreSQL the second process has connections of its own.
    const other = shop.databaseUrl ? await openDatabase({ url: shop.databaseUrl }) : shop.database;
    try {
      const one = pathaoCourier({}, shop.db);
      const two = pathaoCourier({}, other.db);
      const askBoth = () =>
        Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? one : two).status(NOBODY)));
      let from = pathao.calls.length;
      await askBoth();
      expect(grantsSince(from)).toEqual(['grant password 200']);

      await sleep(3300);
      from = pathao.calls.length;
      await askBoth();
      // One renewed it (Pathao then let the old token go); the other waited on the row and took it.
      expect(grantsSince(from)).toEqual(['grant refresh_token 200']);
      expect(callsSince(from).filter((call) => call.endsWith(' 401'))).toEqual([]);
    } finally {
      pathao.tokenLifetimeSeconds = 432_000;
      if (other !== shop.database) await other.close();
    }
  });
});

describe('Pathao’s places and prices', () => {
  it('quotes a parcel whose city and zone are known, from Pathao’s price plan; none for an unknown place', async () => {
    const from = pathao.calls.length;
    expect(await pathaoCourier().quote(parcel())).toBe(75);
    const plan = pathao.calls.slice(from).find((call) => call.path === '/merchant/price-plan');
    expect(plan?.body).toEqual({
      store_id: pathao.storeId,
      item_type: 2,
      delivery_type: 48,
      item_weight: 2,
      recipient_city: 1,
      recipient_zone: 52,
    });
    const before = pathao.calls.length;
    expect(await pathaoCourier().quote(parcel({ district: 'Kolkata' }))).toBeNull();
    expect(await pathaoCourier().quote(parcel({ area: 'Mirpur' }))).toBeNull();
    expect(callsSince(before).filter((call) => call.includes('price-plan'))).toEqual([]);
  });

  it('are kept for a week, asked for again after it, and an old list serves while Pathao does not answer', async () => {
    await pathaoCourier().quote(parcel());
    const from = pathao.calls.length;
    await pathaoCourier().quote(parcel());
    expect(callsSince(from).filter((call) => call.includes('-list'))).toEqual([]);

    await shop.db.update(courierPlaces).set({ fetchedAt: sql`now() - interval '8 days'` });
    pathao.trouble({ kind: 'status', status: 503 }, { path: '/city-list' });
    const down = pathao.calls.length;
    expect(await pathaoCourier().quote(parcel())).toBe(75);
    expect(callsSince(down)).toContain('GET /city-list 503');
    const [stale] = await shop.db.select().from(courierPlaces).where(eq(courierPlaces.list, 'cities'));
    expect(Date.now() - (stale?.fetchedAt.getTime() ?? 0)).toBeGreaterThan(7 * 86_400_000);

    const up = pathao.calls.length;
    expect(await pathaoCourier().quote(parcel())).toBe(75);
    expect(callsSince(up)).toContain('GET /city-list 200');
    const [fresh] = await shop.db.select().from(courierPlaces).where(eq(courierPlaces.list, 'cities'));
    expect(Date.now() - (fresh?.fetchedAt.getTime() ?? 0)).toBeLessThan(60_000);
  });
});

describe('a parcel booked with Pathao', () => {
  async function bookedOrder() {
    const categoryId = (await createCategory(shop.db)).id;
    const product = await createProduct(shop.db, { categoryId, price: 500 });
    const order = await orderOne(shopper, product.id);
    await operator.post(`/api/v1/admin/orders/${order._id}/status`, { status: 'confirmed' });
    const res = await operator.post(`/api/v1/admin/orders/${order._id}/shipment`, { courier: 'pathao' });
    const { shipment } = res.body as { shipment: AdminShipment };
    expect(shipment.state).toBe('booked');
    return { order, shipment };
  }

  it('is asked after by its consignment id once silent, and its news moves the order', async () => {
    const { order, shipment } = await bookedOrder();
    const consignmentId = shipment.consignmentId ?? '';
    pathao.setStatus(consignmentId, 'Delivered');
    const updatedAt = pathao.orders.get(consignmentId)?.updated_at ?? '';
    await shop.db
      .update(shipments)
      .set({ bookedAt: sql`now() - interval '4 hours'`, lastNewsAt: sql`now() - interval '4 hours'` })
      .where(eq(shipments.id, shipment._id));
    const couriers = couriersOf(shop.config.couriers, { db: shop.db, log: quiet });
    await askAfterSilentParcels(shop.db, couriers, quiet);
    const details = (await operator.get(`/api/v1/admin/orders/${order._id}`)).body as {
      order: { status: string; paymentStatus: string; shipments: AdminShipment[] };
    };
    expect(details.order).toMatchObject({ status: 'delivered', paymentStatus: 'collected_by_courier' });
    const events = details.order.shipments[0]?.events ?? [];
    expect(events.find((event) => event.source === 'poll')).toMatchObject({
      courierStatus: 'order.delivered',
      progress: 'delivered',
      source: 'poll',
      // Pathao's `updated_at` is Dhaka's wall clock.
      happenedAt: new Date(`${updatedAt.replace(' ', 'T')}+06:00`).toISOString(),
    });

    // Without a consignment id Pathao cannot be asked: its webhook will say.
    const from = pathao.calls.length;
    expect(await pathaoCourier().status({ consignmentId: null, invoice: order.orderNumber })).toBeNull();
    expect(pathao.calls.length).toBe(from);
  });

  it('is cancelled in the shop only (Pathao’s API cannot), and Pathao shows in the back office without a balance', async () => {
    const { order } = await bookedOrder();
    const cancelled = await operator.post(`/api/v1/admin/orders/${order._id}/shipment/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect((cancelled.body as { message: string }).message).toMatch(
      /cancel the consignment in its portal too/,
    );

    const res = await operator.get('/api/v1/admin/shipping/couriers');
    expect(res.body).toMatchObject({
      couriers: [
        { courier: 'steadfast', configured: false },
        {
          courier: 'pathao',
          configured: true,
          balance: null,
          balanceError: null,
          webhookUrl: `${shop.config.publicUrl}/api/v1/shipping/webhooks/pathao`,
          webhookSecretSet: true,
        },
      ],
    });
  });
});
