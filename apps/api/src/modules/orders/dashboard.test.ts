import type { OrderStatus, PaymentStatus } from '@haat/contracts';
import type { DashboardFigures } from '@haat/contracts/admin';
import type { TestApp } from '../../../test/app';
import { createCategory, createOrder, createProduct } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import { orderOne, type Shopper } from '../../../test/shopping';
import { paymentProofs } from '../../db/schema';
import { createDashboard } from './dashboard';

let shop: TestApp;
let operator: Shopper;
let categoryId: string;
let userId: string;
test.beforeAll(async ({ shop: built }) => {
  shop = built;
  operator = await shop.signUpOperator();
  categoryId = (await createCategory(shop.db)).id;
  userId = (await shop.signUp()).user.id;
});

/** 02:30 on 25 November in Dhaka: the Dhaka day began at 18:00 UTC the evening before. */
const NOW = new Date('2026-11-24T20:30:00Z');
const figuresAt = (now: Date) => createDashboard({ db: shop.db, now: () => now }).figures();

/** An order of one 500-taka line with the 60-taka fee: 560 taka. */
const placed = (
  createdAt: string,
  status: OrderStatus = 'pending',
  paymentStatus: PaymentStatus = 'pending',
) => createOrder(shop.db, { userId, status, paymentStatus, createdAt: new Date(createdAt) });

describe('the dashboard figures', () => {
  it('count orders and revenue over Dhaka’s days, without cancelled or refunded orders in the revenue', async () => {
    await placed('2026-11-24T18:00:00Z'); // 00:00 today in Dhaka
    await placed('2026-11-24T20:29:00Z', 'confirmed', 'paid');
    await placed('2026-11-24T19:00:00Z', 'cancelled'); // today, not revenue
    await placed('2026-11-24T17:59:59Z', 'delivered', 'paid'); // 23:59 yesterday in Dhaka
    await placed('2026-11-21T10:00:00Z', 'delivered', 'refunded'); // not revenue
    await placed('2026-11-18T18:00:00Z', 'shipped'); // the first of the 7 days
    await placed('2026-11-18T17:59:59Z', 'completed', 'paid'); // the day before them
    await placed('2026-10-26T18:00:00Z', 'completed', 'paid'); // the first of the 30 days
    await placed('2026-10-26T17:59:59Z', 'completed', 'paid'); // the day before them
    await placed('2026-11-25T06:00:00Z'); // after the dashboard's moment: not yet placed then

    const figures = await figuresAt(NOW);
    expect(figures.today).toEqual({ orders: 3, revenue: 1120 });
    expect(figures.last7Days).toEqual({ orders: 6, revenue: 560 * 4 });
    expect(figures.last30Days).toEqual({ orders: 8, revenue: 560 * 6 });

    // Later the same Dhaka day, the order placed since is counted; the next day starts from none.
    expect((await figuresAt(new Date('2026-11-25T12:00:00Z'))).today).toEqual({ orders: 4, revenue: 1680 });
    expect((await figuresAt(new Date('2026-11-25T18:00:00Z'))).today).toEqual({ orders: 0, revenue: 0 });
  });

  it('answers what waits: orders per status before delivery, proofs to check, products low or out of stock', async () => {
    const before = await figuresAt(NOW);
    const order = await placed('2026-11-20T10:00:00Z', 'processing');
    await placed('2026-11-20T10:00:00Z', 'out_for_delivery');
    const proof = {
      orderId: order.id,
      userId,
      method: 'bkash',
      amount: 56_000,
      screenshotKey: 'proofs/test.webp',
      senderNumber: '01712345678',
      senderName: 'Test Shopper',
      paymentDate: '2026-11-20',
    } as const;
    await shop.db.insert(paymentProofs).values([
      { ...proof, transactionId: 'TX-WAIT-1' },
      { ...proof, transactionId: 'TX-WAIT-2', method: 'nagad' },
      { ...proof, transactionId: 'TX-DONE', status: 'approved' },
    ]);
    const none = { S: 0, M: 0, L: 0, XL: 0, XXL: 0 };
    const out = await createProduct(shop.db, { categoryId, name: 'Sold-out Saree', stock: none });
    const low = await createProduct(shop.db, {
      categoryId,
      name: 'Last Panjabi',
      stock: { ...none, M: 2, L: 3 },
    });
    const lower = await createProduct(shop.db, {
      categoryId,
      name: 'Almost gone Kurta',
      stock: { ...none, S: 1 },
    });
    await createProduct(shop.db, { categoryId, name: 'Just enough', stock: { ...none, M: 6 } });
    await createProduct(shop.db, { categoryId, name: 'Hidden and sold out', stock: none, active: false });

    const res = await operator.get('/api/v1/admin/dashboard');
    expect(res.status).toBe(200);
    const figures = (res.body as { figures: DashboardFigures }).figures;
    const waitingBefore = Object.fromEntries(before.waiting.map((row) => [row.status, row.orders]));
    expect(figures.waiting).toEqual([
      { status: 'pending', orders: waitingBefore.pending },
      { status: 'confirmed', orders: waitingBefore.confirmed },
      { status: 'processing', orders: (waitingBefore.processing ?? 0) + 1 },
      { status: 'shipped', orders: waitingBefore.shipped },
      { status: 'out_for_delivery', orders: (waitingBefore.out_for_delivery ?? 0) + 1 },
      { status: 'returning', orders: waitingBefore.returning },
    ]);
    expect(before.waiting).toEqual([
      { status: 'pending', orders: 2 },
      { status: 'confirmed', orders: 1 },
      { status: 'processing', orders: 0 },
      { status: 'shipped', orders: 1 },
      { status: 'out_for_delivery', orders: 0 },
      { status: 'returning', orders: 0 },
    ]);
    expect(figures.proofsWaiting).toBe(2);
    expect(figures.stock).toEqual({
      lowUnits: 5,
      low: 2,
      out: 1,
      products: [
        { _id: out.id, name: 'Sold-out Saree', stockTotal: 0 },
        { _id: lower.id, name: 'Almost gone Kurta', stockTotal: 1 },
        { _id: low.id, name: 'Last Panjabi', stockTotal: 5 },
      ],
    });
  });

  it('counts an order a shopper places now, today', async () => {
    const before = await figuresAt(new Date());
    const product = await createProduct(shop.db, { categoryId, price: 750 });
    const order = await orderOne(await shop.signUp(), product.id);
    const res = await operator.get('/api/v1/admin/dashboard');
    const figures = (res.body as { figures: DashboardFigures }).figures;
    expect(figures.today).toEqual({
      orders: before.today.orders + 1,
      revenue: before.today.revenue + order.total,
    });
    expect(figures.waiting[0]).toEqual({ status: 'pending', orders: (before.waiting[0]?.orders ?? 0) + 1 });
  });
});
