import type { Courier, ParcelProgress, PaymentStatus } from '@haat/contracts';
import type { AdminOrderRow } from '@haat/contracts/admin';
import type { TestApp } from '../../../test/app';
import { createOrder, createShipment } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import { createDashboard } from '../orders/dashboard';

let shop: TestApp;
let userId: string;
test.beforeAll(async ({ shop: built }) => {
  shop = built;
  userId = (await shop.signUp()).user.id;
});

/** 02:30 on 25 November in Dhaka. */
const NOW = new Date('2026-11-24T20:30:00Z');
const DAY = 24 * 60 * 60 * 1000;
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY);

type Parcel = {
  courier?: Courier;
  progress: ParcelProgress;
  paymentStatus?: PaymentStatus;
  /** Taka collected at the door; none unless delivered. */
  collected?: number;
  deliveredAt?: Date;
  bookedAt?: Date;
  city?: string;
  postalCode?: string;
};

/** A ৳560 cash order its courier took 12 days before NOW, and where its parcel stands. */
async function parcel({ courier = 'steadfast', progress, paymentStatus = 'pending', ...rest }: Parcel) {
  const delivered = progress === 'delivered' || progress === 'partly_delivered';
  const order = await createOrder(shop.db, {
    userId,
    status: delivered ? 'delivered' : progress === 'out_for_delivery' ? 'out_for_delivery' : 'returning',
    paymentStatus,
    ...(rest.city ? { city: rest.city } : {}),
    ...(rest.postalCode ? { postalCode: rest.postalCode } : {}),
  });
  await createShipment(shop.db, {
    orderId: order.id,
    courier,
    invoice: order.orderNumber,
    codAmount: 560,
    collectedAmount: rest.collected ?? null,
    progress,
    bookedAt: rest.bookedAt ?? daysBefore(12),
    ...(rest.deliveredAt ? { deliveredAt: rest.deliveredAt } : {}),
  });
  return order;
}

const chattogram = { city: 'Chattogram', postalCode: 'Chattogram - Chattogram - Pahartali' };
const held = { progress: 'delivered', paymentStatus: 'collected_by_courier', collected: 560 } as const;

describe('the dashboard’s courier figures', () => {
  it('show the cash each courier holds, what of it is a week overdue, and the return rates by courier and district', async () => {
    const longAgo = await parcel({ ...held, deliveredAt: daysBefore(10) });
    await parcel({ ...held, progress: 'partly_delivered', collected: 400, deliveredAt: daysBefore(2) });
    const lastOverdueMoment = await parcel({ ...held, deliveredAt: new Date('2026-11-18T17:59:59Z') });
    await parcel({ ...held, deliveredAt: new Date('2026-11-18T18:00:00Z') }); // 00:00 on the 19th in Dhaka
    await parcel({
      progress: 'delivered',
      paymentStatus: 'paid',
      collected: 560,
      deliveredAt: daysBefore(20),
    });
    await parcel({ progress: 'cancelled', ...chattogram });
    await parcel({ progress: 'returning', ...chattogram });
    await parcel({ progress: 'out_for_delivery' });
    await parcel({ progress: 'cancelled', bookedAt: daysBefore(100) });
    const pathaoHeld = await parcel({ ...held, courier: 'pathao', deliveredAt: daysBefore(8) });
    await parcel({
      courier: 'pathao',
      progress: 'returning',
      city: 'Sylhet',
      postalCode: 'Sylhet - Sylhet - Zindabazar',
    });
    await parcel({
      courier: 'pathao',
      progress: 'delivered',
      paymentStatus: 'paid',
      collected: 560,
      city: 'Khulna',
      postalCode: '9100',
    });

    const { couriers } = await createDashboard({ db: shop.db, now: () => NOW }).figures();
    expect(couriers).toEqual({
      cashHeld: [
        { courier: 'steadfast', orders: 4, amount: 560 * 3 + 400 },
        { courier: 'pathao', orders: 1, amount: 560 },
      ],
      overdue: { days: 7, deliveredBy: '2026-11-18', orders: 3, amount: 560 * 3 },
      returnRates: {
        days: 90,
        byCourier: [
          { courier: 'steadfast', ended: 7, returned: 2 },
          { courier: 'pathao', ended: 3, returned: 1 },
        ],
        byDistrict: [
          { district: 'Dhaka', ended: 6, returned: 0 },
          { district: 'Chattogram', ended: 2, returned: 2 },
          { district: 'Khulna', ended: 1, returned: 0 },
          { district: 'Sylhet', ended: 1, returned: 1 },
        ],
      },
    });

    // The dashboard's link to the overdue orders finds those very orders.
    const operator = await shop.signUpOperator();
    const listed = await operator.get(
      `/api/v1/admin/orders?paymentStatus=collected_by_courier&deliveredBy=${couriers.overdue.deliveredBy}`,
    );
    expect(listed.status).toBe(200);
    expect((listed.body as { rows: AdminOrderRow[] }).rows.map((row) => row._id).sort()).toEqual(
      [longAgo.id, lastOverdueMoment.id, pathaoHeld.id].sort(),
    );
  });
});
