import type { Order, OrderStatus } from '@haat/contracts';
import type { AdminOrder, AdminOrderRow } from '@haat/contracts/admin';
import { eq } from 'drizzle-orm';
import { refusal, type TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { describe, expect, it, sendingMailToSmtp, test } from '../../../test/shop-test';
import { orderOne, type Shopper, stockOf } from '../../../test/shopping';
import type { TestSmtpServer } from '../../../test/smtp-server';
import { auditLog, orders } from '../../db/schema';

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

type Page = { total: number; page: number; pageSize: number; rows: AdminOrderRow[] };
type Moved = { success: true; message: string; order: AdminOrder };

const list = async (query = '') => {
  const res = await operator.get(`/api/v1/admin/orders${query}`);
  expect(res.status).toBe(200);
  return res.body as Page;
};
const move = (orderId: string, status: OrderStatus, note = '') =>
  operator.post(`/api/v1/admin/orders/${orderId}/status`, { status, note });

async function newOrder(shopper: Shopper, paymentMethod = 'cash_on_delivery', quantity = 1) {
  const product = await createProduct(shop.db, { categoryId, price: 500 });
  return { order: await orderOne(shopper, product.id, { paymentMethod, quantity }), productId: product.id };
}

describe('GET /api/v1/admin/orders', () => {
  it('lists every shopper’s orders newest first, with the customer, a page at a time', async () => {
    const first = await shop.signUp({ name: 'Karim Uddin' });
    const second = await shop.signUp({ name: 'Salma Begum' });
    const { order: older } = await newOrder(first);
    const { order: newer } = await newOrder(second, 'bkash', 2);

    const page = await list('?pageSize=2');
    expect(page).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.rows.map((row) => row._id)).toEqual([newer._id, older._id]);
    expect(page.rows[0]).toMatchObject({
      orderNumber: newer.orderNumber,
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'bkash',
      total: newer.total,
      itemCount: 2,
      customer: { id: second.user.id, name: 'Salma Begum', email: second.email, phone: '01712345678' },
    });
    const next = await list('?pageSize=2&page=2');
    expect(next.rows.map((row) => row._id)).not.toContain(newer._id);
  });

  it('filters by status, payment, method, day and free text over number, name and phone', async () => {
    const shopper = await shop.signUp({ name: 'Zubair Hossain' });
    const { order } = await newOrder(shopper, 'bkash');
    const ids = (page: Page) => page.rows.map((row) => row._id);

    expect(ids(await list('?q=zubair'))).toEqual([order._id]);
    expect(ids(await list(`?q=${order.orderNumber.slice(-6)}`))).toContain(order._id);
    expect(ids(await list('?q=01712345678'))).toContain(order._id);
    expect(ids(await list('?q=zubair&paymentMethod=bkash&status=pending&paymentStatus=pending'))).toEqual([
      order._id,
    ]);
    expect(ids(await list('?q=zubair&paymentMethod=cash_on_delivery'))).toEqual([]);
    expect(ids(await list('?q=zubair&status=confirmed'))).toEqual([]);
    // Days are Dhaka's: today there holds the order, yesterday does not.
    const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() + 6 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
    expect(ids(await list(`?q=zubair&from=${today}&to=${today}`))).toEqual([order._id]);
    expect(ids(await list(`?q=zubair&to=${yesterday}`))).toEqual([]);
    // Empty filters, as a form sends them, are no filters; `%` and `_` are matched as themselves.
    expect(ids(await list('?q=zubair&status=&from=&paymentMethod='))).toEqual([order._id]);
    expect((await list('?q=%25')).rows).toEqual([]);
  });

  it('refuses filters that are not filters, with a 400 that says which', async () => {
    for (const query of [
      '?status=lost',
      '?from=2026-02-30',
      '?from=2026-11-20&to=2026-11-01',
      '?pageSize=1000',
      '?page=0',
      `?q=${'x'.repeat(101)}`,
      '?q=%00',
    ]) {
      const res = await operator.get(`/api/v1/admin/orders${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ success: false });
    }
  });

  it('exports the filtered orders as CSV, formulas kept as text', async () => {
    const shopper = await shop.signUp({ name: '=HYPERLINK("http://evil.test")' });
    const { order } = await newOrder(shopper);
    const res = await operator.get('/api/v1/admin/orders/export?q=HYPERLINK');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Order number","Placed (Dhaka time)","Customer","Email","Phone","Status","Payment status","Payment method","Items","Total (BDT)"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${order.orderNumber}"`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(lines[1]).toContain(`"${order.total.toFixed(2)}"`);
    // Customers' names, emails and phones left the shop: the audit log says who took them.
    const [exported] = await shop.db.select().from(auditLog).where(eq(auditLog.action, 'orders.export'));
    expect(exported).toMatchObject({
      actorUserId: operator.user.id,
      entity: 'orders',
      after: { filters: { q: 'HYPERLINK' }, rows: 1 },
    });
  });
});

describe('GET /api/v1/admin/orders/{id}', () => {
  it('shows any shopper’s order with its customer, the next statuses and its history', async () => {
    const shopper = await shop.signUp({ name: 'Mitu Akter' });
    const { order } = await newOrder(shopper);
    const res = await operator.get(`/api/v1/admin/orders/${order._id}`);
    expect(res.status).toBe(200);
    expect((res.body as { order: AdminOrder }).order).toMatchObject({
      _id: order._id,
      orderNumber: order.orderNumber,
      customer: { id: shopper.user.id, name: 'Mitu Akter', email: shopper.email },
      nextStatuses: ['confirmed', 'cancelled'],
      statusEvents: [{ status: 'pending', by: 'Mitu Akter' }],
      paymentProofs: [],
    });
  });

  it('answers 404 for an order that is not there, or an id that is not one', async () => {
    for (const id of ['6f1c5a52-1d1e-4c63-9b57-0c3a4c0f2f11', 'not-an-id', '%00']) {
      const res = await operator.get(`/api/v1/admin/orders/${id}`);
      expect(res.status).toBe(404);
    }
  });
});

describe('POST /api/v1/admin/orders/{id}/status', () => {
  it('moves a cash-on-delivery order step by step to completed; the shopper sees each step, by email too', async () => {
    const shopper = await shop.signUp({ name: 'Ruma Khatun' });
    await smtp.waitForMail(shopper.email); // the sign-up's verification
    const { order } = await newOrder(shopper);
    await smtp.waitForMail(shopper.email); // the confirmation

    const steps: OrderStatus[] = [
      'confirmed',
      'processing',
      'shipped',
      'out_for_delivery',
      'delivered',
      'completed',
    ];
    for (const status of steps) {
      const res = await move(order._id, status, status === 'shipped' ? 'Sent with Pathao, parcel 4411.' : '');
      expect(res.status, status).toBe(200);
      const { message, order: moved } = res.body as Moved;
      expect(message).toBe(`The order is now ${status}.`);
      expect(moved.status).toBe(status);
      const mail = await smtp.waitForMail(shopper.email);
      expect(mail.subject).toContain(order.orderNumber);
      expect(mail.text).toContain(`${shop.address}/order/${order._id}`);
      if (status === 'shipped') expect(mail.text).toContain('Sent with Pathao, parcel 4411.');
    }
    const seen = (await shopper.get(`/api/v1/orders/user/${order._id}`)).body as { order: Order };
    // Paid in cash at the door.
    expect(seen.order).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
    expect(seen.order.statusEvents.map((event) => event.status)).toEqual(['pending', ...steps]);
    expect(seen.order.statusEvents[3]?.note).toBe('Sent with Pathao, parcel 4411.');
    // The operator's view names who made each step.
    const details = (await operator.get(`/api/v1/admin/orders/${order._id}`)).body as { order: AdminOrder };
    expect(details.order.statusEvents.map((event) => event.by)).toEqual([
      'Ruma Khatun',
      ...steps.map(() => 'Rafiq Operator'),
    ]);
    expect(details.order.nextStatuses).toEqual([]);
    // And the audit log holds every step, before and after.
    const logged = await shop.db.select().from(auditLog).where(eq(auditLog.entityId, order._id));
    expect(logged).toHaveLength(steps.length);
    expect(logged.find((entry) => entry.after?.status === 'confirmed')).toMatchObject({
      actorUserId: operator.user.id,
      action: 'order.move',
      entity: 'order',
      before: { status: 'pending' },
    });
  });

  it('refuses a skipped step, a step back and a cancellation once shipped, changing nothing', async () => {
    const shopper = await shop.signUp();
    const { order } = await newOrder(shopper);
    for (const status of ['shipped', 'pending', 'completed'] as const) {
      const res = await move(order._id, status);
      expect(res.status, status).toBe(409);
      expect(res.body).toEqual(refusal('orderMoveNotAllowed'));
    }
    for (const status of ['confirmed', 'processing', 'shipped'] as const) await move(order._id, status);
    const late = await move(order._id, 'cancelled', 'Too late');
    expect(late.status).toBe(409);
    expect(late.body).toEqual(refusal('orderNotCancellable'));
    const [row] = await shop.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order._id));
    expect(row?.status).toBe('shipped');
  });

  it('cancels before shipping with the stock back, once, however often it is sent at once', async () => {
    const shopper = await shop.signUp();
    const { order, productId } = await newOrder(shopper, 'cash_on_delivery', 3);
    expect(await stockOf(shop.db, productId, 'M')).toBe(7);
    await move(order._id, 'confirmed');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => move(order._id, 'cancelled', 'Out of delivery area')),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(19);
    expect(await stockOf(shop.db, productId, 'M')).toBe(10);
    // The shopper's cancellations list it, with the operator's note as the reason.
    const cancellations = (await shopper.get('/api/v1/user/cancellations')).body as {
      cancellations: { id: string; reason: string }[];
    };
    expect(cancellations.cancellations).toEqual([
      expect.objectContaining({ id: order._id, reason: 'Out of delivery area' }),
    ]);
  });

  it('refuses a status that is none, a note of 1 MB or with NUL, and an order that is not there', async () => {
    const shopper = await shop.signUp();
    const { order } = await newOrder(shopper);
    for (const body of [
      { status: 'lost' },
      {},
      { status: 'confirmed', note: 'x'.repeat(1_000_000) },
      { status: 'confirmed', note: 'a\u0000b' },
    ]) {
      const res = await operator.post(`/api/v1/admin/orders/${order._id}/status`, body);
      expect([400, 413]).toContain(res.status);
    }
    const missing = await move('6f1c5a52-1d1e-4c63-9b57-0c3a4c0f2f11', 'confirmed');
    expect(missing.status).toBe(404);
    const [row] = await shop.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order._id));
    expect(row?.status).toBe('pending');
  });
});

describe('an order paid online leaves the shop only once paid', () => {
  const switchToCod = (orderId: string, note = '') =>
    operator.post(`/api/v1/admin/orders/${orderId}/cash-on-delivery`, { note });
  const detailsOf = async (orderId: string) =>
    ((await operator.get(`/api/v1/admin/orders/${orderId}`)).body as { order: AdminOrder }).order;

  it('refuses to ship an unpaid Nagad order with a code, and offers the switch instead', async () => {
    const shopper = await shop.signUp();
    const { order } = await newOrder(shopper, 'nagad');
    for (const status of ['confirmed', 'processing'] as const)
      expect((await move(order._id, status)).status).toBe(200);
    const before = await detailsOf(order._id);
    expect(before).toMatchObject({ nextStatuses: ['cancelled'], canSwitchToCashOnDelivery: true });

    const res = await move(order._id, 'shipped', 'Sent with Pathao');
    expect(res.status).toBe(409);
    expect(res.body).toEqual(refusal('orderUnpaidCannotShip'));
    const after = await detailsOf(order._id);
    expect(after).toMatchObject({ status: 'processing', paymentMethod: 'nagad', paymentStatus: 'pending' });
    expect(after.statusEvents).toHaveLength(before.statusEvents.length);
  });

  it('ships it once the operator switched it to cash on delivery, the switch an event of its history', async () => {
    const shopper = await shop.signUp({ name: 'Sumi Akter' });
    const { order } = await newOrder(shopper, 'bkash');
    await move(order._id, 'confirmed');
    const switched = await switchToCod(order._id, 'The shopper asked to pay the courier');
    expect(switched.status, switched.text).toBe(200);
    expect((switched.body as Moved).message).toBe('The order is now paid by cash on delivery.');
    expect((switched.body as Moved).order).toMatchObject({
      status: 'confirmed',
      paymentMethod: 'cash_on_delivery',
      paymentStatus: 'pending',
      nextStatuses: ['processing', 'cancelled'],
      canSwitchToCashOnDelivery: false,
    });
    expect((switched.body as Moved).order.statusEvents.at(-1)).toMatchObject({
      status: 'confirmed',
      note: 'Payment changed to cash on delivery.',
      by: 'Rafiq Operator',
    });
    const [logged] = await shop.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'order.switchToCashOnDelivery'));
    expect(logged).toMatchObject({
      entityId: order._id,
      before: { status: 'confirmed', paymentMethod: 'bkash', paymentStatus: 'pending' },
      after: { paymentMethod: 'cash_on_delivery', note: 'The shopper asked to pay the courier' },
    });
    // The shopper is told they pay at the door (the outbox sends the mail of their sign-up, order and
    // its confirmation too, in whatever order they leave).
    const told = await smtp.waitForMailAbout(shopper.email, 'pay on delivery');
    expect(told.subject).toBe(`Your Haat order ${order.orderNumber}: pay on delivery`);
    expect(told.text).toContain(`you pay ৳${order.total.toFixed(2)} in cash when it arrives`);
    // A second switch finds nothing to switch.
    expect((await switchToCod(order._id)).body).toEqual(refusal('orderPaymentNotSwitchable'));

    for (const status of ['processing', 'shipped', 'out_for_delivery', 'delivered'] as const)
      expect((await move(order._id, status)).status, status).toBe(200);
    const seen = (await shopper.get(`/api/v1/orders/user/${order._id}`)).body as { order: Order };
    expect(seen.order).toMatchObject({
      status: 'delivered',
      paymentMethod: 'cash_on_delivery',
      paymentStatus: 'paid',
    });
  });

  it('ships a paid online order, and switches neither it nor a cash order nor one that shipped', async () => {
    const shopper = await shop.signUp();
    const { order: paid } = await newOrder(shopper, 'nagad');
    await shop.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, paid._id));
    for (const status of ['confirmed', 'processing', 'shipped'] as const)
      expect((await move(paid._id, status)).status, status).toBe(200);
    expect((await switchToCod(paid._id)).body).toEqual(refusal('orderPaymentNotSwitchable'));

    const { order: cash } = await newOrder(shopper);
    expect((await switchToCod(cash._id)).body).toEqual(refusal('orderPaymentNotSwitchable'));
    expect((await operator.post('/api/v1/admin/orders/not-an-id/cash-on-delivery', {})).status).toBe(404);
    expect((await shopper.post(`/api/v1/admin/orders/${cash._id}/cash-on-delivery`, {})).status).toBe(403);
  });
});

describe('GET /api/v1/admin/audit-log', () => {
  it('lists operators’ actions newest first, with who made them', async () => {
    const shopper = await shop.signUp();
    const { order } = await newOrder(shopper);
    await move(order._id, 'confirmed', 'Called the customer');
    const res = await operator.get('/api/v1/admin/audit-log?pageSize=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      page: 1,
      pageSize: 1,
      rows: [
        {
          actor: { id: operator.user.id, name: 'Rafiq Operator' },
          action: 'order.move',
          entity: 'order',
          entityId: order._id,
          before: { status: 'pending' },
          after: { status: 'confirmed', note: 'Called the customer' },
        },
      ],
    });
  });
});
