import type { AdminOrder, AdminShipment, CourierPayout, PayoutImported } from '@haat/contracts/admin';
import { eq } from 'drizzle-orm';
import { refusal, type TestApp } from '../../../test/app';
import { createCategory, createOrder, createProduct, createShipment } from '../../../test/factories';
import { couriersAt, describe, expect, it, STEADFAST_WEBHOOK_TOKEN, test } from '../../../test/shop-test';
import { orderOne, type Shopper } from '../../../test/shopping';
import { shipments } from '../../db/schema';

let shop: TestApp;
let operator: Shopper;
let shopper: Shopper;
let categoryId: string;
test.override('shopOptions', couriersAt);
test.beforeAll(async ({ shop: built }) => {
  shop = built;
  categoryId = (await createCategory(shop.db)).id;
  operator = await shop.signUpOperator();
  shopper = await shop.signUp({ name: 'Nusrat Jahan' });
});

/** Steadfast's payment report, as its merchant panel exports it. */
const STEADFAST_HEADER = 'Payment ID,Consignment ID,Invoice,COD Amount,Delivery Charge,COD Charge,Payable';

const importPayout = (courier: string, csv: string, columns?: Record<string, string>) =>
  operator.post('/api/v1/admin/payouts', { courier, csv, ...(columns ? { columns } : {}) });
const imported = async (courier: string, csv: string, columns?: Record<string, string>) => {
  const res = await importPayout(courier, csv, columns);
  expect(res.status, res.text).toBe(200);
  return res.body as PayoutImported;
};
const detailsOf = async (orderId: string) =>
  ((await operator.get(`/api/v1/admin/orders/${orderId}`)).body as { order: AdminOrder }).order;
const payoutList = async () =>
  ((await operator.get('/api/v1/admin/payouts?pageSize=100')).body as { rows: CourierPayout[] }).rows;

/** A shopper's ৳810 cash order (৳750 and the ৳60 fee), confirmed and booked with Steadfast through the back office. */
async function bookedOrder() {
  const product = await createProduct(shop.db, { categoryId, price: 750 });
  const order = await orderOne(shopper, product.id);
  await operator.post(`/api/v1/admin/orders/${order._id}/status`, { status: 'confirmed' });
  const res = await operator.post(`/api/v1/admin/orders/${order._id}/shipment`, { courier: 'steadfast' });
  const { shipment } = res.body as { shipment: AdminShipment };
  expect(shipment.state).toBe('booked');
  return { order, shipment };
}

let minutes = 0;
/** Steadfast's news of the parcel, as its webhook sends it, each a minute after the one before. */
async function news(shipment: AdminShipment, status: string, codAmount: number) {
  minutes += 1;
  const at = new Date(Date.now() + (minutes + 6 * 60) * 60_000).toISOString().slice(0, 19).replace('T', ' ');
  const res = await shop.post(
    '/api/v1/shipping/webhooks/steadfast',
    {
      notification_type: 'delivery_status',
      consignment_id: Number(shipment.consignmentId),
      invoice: shipment.invoice,
      cod_amount: codAmount,
      status,
      delivery_charge: 60,
      tracking_message: '',
      updated_at: at,
    },
    { authorization: `Bearer ${STEADFAST_WEBHOOK_TOKEN}` },
  );
  expect(res.status).toBe(200);
}

/** A booked order the courier delivered, collecting `collected` taka (all of it unless said). */
async function deliveredOrder(collected?: number) {
  const booked = await bookedOrder();
  await news(booked.shipment, 'pending', 0);
  if (collected === undefined) await news(booked.shipment, 'delivered', booked.order.total);
  else await news(booked.shipment, 'partial_delivered', collected);
  expect(await detailsOf(booked.order._id)).toMatchObject({
    status: 'delivered',
    paymentStatus: 'collected_by_courier',
  });
  return booked;
}

const shipmentRow = async (id: string) =>
  (await shop.db.select().from(shipments).where(eq(shipments.id, id)))[0];

describe('importing a courier’s payout statement', () => {
  it('pays out the orders it names by consignment ID or invoice, keeps the charges and net, and a second import changes nothing', async () => {
    const first = await deliveredOrder();
    const second = await deliveredOrder();
    const csv = [
      STEADFAST_HEADER,
      `SF-PAY-1001,${first.shipment.consignmentId},,810.00,60,8.10,741.90`,
      `SF-PAY-1001,,${second.shipment.invoice},"৳ 810",60,8.10,`,
    ].join('\r\n');
    const result = await imported('steadfast', csv);
    expect(result.message).toBe(
      'Payout imported: 2 orders paid, 0 charges recorded, 0 lines already settled, 0 reported.',
    );
    expect(result.settled).toEqual([
      {
        line: 2,
        outcome: 'paid',
        orderId: first.order._id,
        orderNumber: first.order.orderNumber,
        consignmentId: first.shipment.consignmentId,
        collected: 810,
        charges: 68.1,
        net: 741.9,
      },
      expect.objectContaining({ line: 3, outcome: 'paid', orderId: second.order._id, net: 741.9 }),
    ]);
    expect(result.reported).toEqual([]);
    expect(result.payouts).toEqual([
      expect.objectContaining({
        courier: 'steadfast',
        reference: 'SF-PAY-1001',
        importedBefore: false,
        paidOrders: 2,
        chargedParcels: 0,
        collected: 1620,
        deliveryCharges: 120,
        codCharges: 16.2,
        returnCharges: 0,
        net: 1483.8,
      }),
    ]);
    for (const { order, shipment } of [first, second]) {
      expect((await detailsOf(order._id)).paymentStatus).toBe('paid');
      expect((await shipmentRow(shipment._id))?.charge).toBe(6810);
    }

    // The same statement again: nothing moves, and the answer says so.
    const again = await imported('steadfast', csv);
    expect(again.message).toBe(
      'This payout was imported before: nothing changed (2 lines already settled, 0 reported).',
    );
    expect(again.settled.map((line) => line.outcome)).toEqual(['alreadySettled', 'alreadySettled']);
    expect(again.payouts).toEqual([
      { ...result.payouts[0], importedBefore: true, lastImportedAt: expect.any(String) },
    ]);
    expect((await payoutList()).filter((payout) => payout.reference === 'SF-PAY-1001')).toHaveLength(1);
  });

  it('finds a parcel booked again (its invoice -2) by the order’s number, not the booking cancelled before it', async () => {
    const { order } = await bookedOrder();
    await operator.post(`/api/v1/admin/orders/${order._id}/shipment/cancel`, {});
    const again = await operator.post(`/api/v1/admin/orders/${order._id}/shipment`, { courier: 'steadfast' });
    const { shipment } = again.body as { shipment: AdminShipment };
    expect(shipment.invoice).toBe(`${order.orderNumber}-2`);
    await news(shipment, 'pending', 0);
    await news(shipment, 'delivered', order.total);

    const result = await imported(
      'steadfast',
      `${STEADFAST_HEADER}\nSF-PAY-1500,,${order.orderNumber},810,60,8.10,`,
    );
    expect(result.settled).toEqual([
      expect.objectContaining({ outcome: 'paid', orderId: order._id, consignmentId: shipment.consignmentId }),
    ]);
    const byInvoice = await imported(
      'steadfast',
      `${STEADFAST_HEADER}\nSF-PAY-1500,,${shipment.invoice},810,60,8.10,`,
    );
    expect(byInvoice.settled).toEqual([expect.objectContaining({ outcome: 'alreadySettled' })]);
  });

  it('settles a parcel once when two operators import the same statement at the same moment', async () => {
    const { order, shipment } = await deliveredOrder();
    const csv = `${STEADFAST_HEADER}\nSF-PAY-2002,${shipment.consignmentId},,810,60,8.10,741.90\n`;
    const answers = await Promise.all([imported('steadfast', csv), imported('steadfast', csv)]);
    expect(answers.flatMap((answer) => answer.settled.map((line) => line.outcome)).sort()).toEqual([
      'alreadySettled',
      'paid',
    ]);
    expect((await detailsOf(order._id)).paymentStatus).toBe('paid');
  });

  it('pays out a partial delivery for what the courier collected, not the order’s total', async () => {
    const { order, shipment } = await deliveredOrder(400);
    const whole = await imported(
      'steadfast',
      `${STEADFAST_HEADER}\nSF-PAY-3003,${shipment.consignmentId},,810,60,8.10,741.90`,
    );
    expect(whole.reported).toEqual([
      { line: 2, problem: 'amountDiffers', parcel: shipment.consignmentId, orderNumber: order.orderNumber },
    ]);
    expect((await detailsOf(order._id)).paymentStatus).toBe('collected_by_courier');

    const part = await imported(
      'steadfast',
      `${STEADFAST_HEADER}\nSF-PAY-3004,${shipment.consignmentId},,400,60,4,336`,
    );
    expect(part.settled).toEqual([expect.objectContaining({ outcome: 'paid', collected: 400, net: 336 })]);
    expect((await detailsOf(order._id)).paymentStatus).toBe('paid');
  });

  it('records a returned parcel’s charge against its shipment, with nothing collected and the order unpaid', async () => {
    const { order, shipment } = await bookedOrder();
    await news(shipment, 'pending', 0);
    await news(shipment, 'cancelled', 0);
    expect((await detailsOf(order._id)).status).toBe('returning');
    const still = await bookedOrder();
    await news(still.shipment, 'pending', 0);

    const csv = [
      'Payment ID,Consignment ID,COD Amount,Delivery Charge,Return Charge,Payable',
      `SF-PAY-4004,${shipment.consignmentId},0,60,30,-90`,
      `SF-PAY-4004,${still.shipment.consignmentId},0,60,30,-90`,
    ].join('\n');
    const result = await imported('steadfast', csv);
    expect(result.settled).toEqual([
      expect.objectContaining({ line: 2, outcome: 'charged', collected: 0, charges: 90, net: -90 }),
    ]);
    expect(result.reported).toEqual([
      {
        line: 3,
        problem: 'parcelNotEnded',
        parcel: still.shipment.consignmentId,
        orderNumber: still.order.orderNumber,
      },
    ]);
    expect((await shipmentRow(shipment._id))?.charge).toBe(9000);
    expect(await detailsOf(order._id)).toMatchObject({ status: 'returning', paymentStatus: 'pending' });
    expect(result.payouts[0]).toMatchObject({ chargedParcels: 1, returnCharges: 30, net: -90 });
  });

  it('reports, and does not apply, lines of unknown parcels, of orders the courier has not collected, and of other amounts', async () => {
    const delivered = await deliveredOrder();
    const onTheWay = await bookedOrder();
    const settled = await deliveredOrder();
    await imported(
      'steadfast',
      `${STEADFAST_HEADER}\nSF-PAY-5004,${settled.shipment.consignmentId},,810,60,8.10,`,
    );
    const csv = [
      STEADFAST_HEADER,
      'SF-PAY-5005,99999999,,810,60,8.10,741.90',
      'SF-PAY-5005,,HT-NO-SUCH-ORDER,810,60,8.10,741.90',
      `SF-PAY-5005,${onTheWay.shipment.consignmentId},,810,60,8.10,741.90`,
      `SF-PAY-5005,${delivered.shipment.consignmentId},,800,60,8,732`,
      `SF-PAY-5005,${settled.shipment.consignmentId},,810,50,8.10,751.90`,
    ].join('\n');
    const result = await imported('steadfast', csv);
    expect(result.settled).toEqual([]);
    expect(result.reported).toEqual([
      { line: 2, problem: 'unknownConsignment', parcel: '99999999', orderNumber: null },
      { line: 3, problem: 'unknownConsignment', parcel: 'HT-NO-SUCH-ORDER', orderNumber: null },
      {
        line: 4,
        problem: 'notCollected',
        parcel: onTheWay.shipment.consignmentId,
        orderNumber: onTheWay.order.orderNumber,
      },
      {
        line: 5,
        problem: 'amountDiffers',
        parcel: delivered.shipment.consignmentId,
        orderNumber: delivered.order.orderNumber,
      },
      {
        line: 6,
        problem: 'settledOtherwise',
        parcel: settled.shipment.consignmentId,
        orderNumber: settled.order.orderNumber,
      },
    ]);
    expect((await detailsOf(delivered.order._id)).paymentStatus).toBe('collected_by_courier');
    expect(result.payouts[0]).toMatchObject({ reference: 'SF-PAY-5005', paidOrders: 0, net: 0 });
  });

  it('reads Pathao’s payment invoice, and refuses the lines of another courier’s parcels', async () => {
    const steadfastParcel = await deliveredOrder();
    const order = await createOrder(shop.db, {
      userId: shopper.user.id,
      status: 'delivered',
      paymentStatus: 'collected_by_courier',
    });
    const pathaoParcel = await createShipment(shop.db, {
      orderId: order.id,
      courier: 'pathao',
      consignmentId: 'DL121224VS8TTJ',
      invoice: order.orderNumber,
      codAmount: 560,
      collectedAmount: 560,
      progress: 'delivered',
    });
    const csv = [
      'Invoice ID,Consignment ID,Merchant Order ID,Collected Amount,Delivery Fee,COD Fee,Payout',
      `INV-88120,${pathaoParcel.consignmentId},${order.orderNumber},560.00,60.00,5.60,494.40`,
      `INV-88120,${steadfastParcel.shipment.consignmentId},${steadfastParcel.order.orderNumber},810,60,8.10,741.90`,
    ].join('\n');
    const result = await imported('pathao', csv);
    expect(result.settled).toEqual([
      expect.objectContaining({ line: 2, outcome: 'paid', orderId: order.id, charges: 65.6, net: 494.4 }),
    ]);
    expect(result.reported).toEqual([
      {
        line: 3,
        problem: 'otherCourier',
        parcel: steadfastParcel.shipment.consignmentId,
        orderNumber: null,
      },
    ]);
    expect(result.payouts).toEqual([expect.objectContaining({ courier: 'pathao', reference: 'INV-88120' })]);
    expect((await detailsOf(steadfastParcel.order._id)).paymentStatus).toBe('collected_by_courier');
    const pathaoOnly = (await operator.get('/api/v1/admin/payouts?courier=pathao')).body as {
      rows: CourierPayout[];
    };
    expect(pathaoOnly.rows.map((payout) => payout.reference)).toEqual(['INV-88120']);
  });

  it('reads a layout by the columns the operator names, and names a payout without an ID by the file', async () => {
    const { order, shipment } = await deliveredOrder();
    const csv = `Parcel;Taka;Fee\n${shipment.consignmentId};810;60\n`;
    const unnamed = await importPayout('steadfast', csv);
    expect(unnamed.status).toBe(400);
    expect(unnamed.body).toEqual(refusal('payoutNoConsignmentColumn'));
    const columns = { consignmentId: 'parcel', collected: 'TAKA', deliveryCharge: 'Fee' };
    const result = await imported('steadfast', csv, columns);
    expect(result.settled).toEqual([expect.objectContaining({ outcome: 'paid', charges: 60, net: 750 })]);
    expect(result.payouts[0]?.reference).toMatch(/^file-[0-9a-f]{16}$/);
    expect((await detailsOf(order._id)).paymentStatus).toBe('paid');
    // The same file with Windows line ends is the same payout.
    const again = await imported('steadfast', csv.replaceAll('\n', '\r\n'), columns);
    expect(again.payouts[0]).toMatchObject({ reference: result.payouts[0]?.reference, importedBefore: true });
  });

  it('reports each line it cannot read with its number and why: an open quote, a formula, an amount, a payout ID', async () => {
    const { shipment } = await deliveredOrder();
    const csv = [
      STEADFAST_HEADER,
      `SF-PAY-6006,"${shipment.consignmentId},,810,60,8.10,741.90`,
      'SF-PAY-6006,"=HYPERLINK(""http://evil.example"",""x"")",,810,60,8.10,741.90',
      `SF-PAY-6006,${shipment.consignmentId},,lots,60,8.10,741.90`,
      `=1+1,${shipment.consignmentId},,810,60,8.10,741.90`,
      `SF-PAY-6006,,@SUM(A1),810,60,8.10,741.90`,
    ].join('\n');
    const result = await imported('steadfast', csv);
    expect(result.settled).toEqual([]);
    expect(result.reported).toEqual([
      { line: 2, problem: 'quotesUnreadable', parcel: '', orderNumber: null },
      { line: 3, problem: 'consignmentUnreadable', parcel: '', orderNumber: null },
      { line: 4, problem: 'amountUnreadable', parcel: shipment.consignmentId, orderNumber: null },
      { line: 5, problem: 'payoutIdUnreadable', parcel: shipment.consignmentId, orderNumber: null },
      { line: 6, problem: 'consignmentUnreadable', parcel: '', orderNumber: null },
    ]);
    expect(result.payouts).toEqual([]);
    expect((await payoutList()).map((payout) => payout.reference)).not.toContain('=1+1');
  });

  it('refuses what is not a payout statement, and changes nothing', async () => {
    const before = await payoutList();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ courier: 'steadfast', csv: '' }, 400, 'payoutFileRequired'],
      [{ courier: 'redx', csv: 'Consignment ID,COD Amount\n1,10\n' }, 400, 'payoutCourierRequired'],
      [{ courier: 'steadfast', csv: 'Consignment ID,COD Amount\n' }, 400, 'payoutEmpty'],
      [{ courier: 'steadfast', csv: 'Name,Phone\nRahim,0171\n' }, 400, 'payoutNoConsignmentColumn'],
      [{ courier: 'steadfast', csv: 'Consignment ID,Phone\n1424107,0171\n' }, 400, 'payoutNoAmountColumn'],
      [
        { courier: 'steadfast', csv: 'Consignment ID,"COD Amount\n1424107,10\n' },
        400,
        'payoutHeaderUnreadable',
      ],
      [
        { courier: 'steadfast', csv: 'Consignment ID,COD Amount\n1424\u0000107,10\n' },
        400,
        'textInvalidCharacters',
      ],
      [
        { courier: 'steadfast', csv: `Consignment ID,COD Amount\n${'1'.repeat(1_000_001)}` },
        400,
        'payoutTooLarge',
      ],
      [
        { courier: 'steadfast', csv: `Consignment ID,COD Amount\n${'1424107,10\n'.repeat(5_001)}` },
        400,
        'payoutTooLong',
      ],
    ];
    for (const [body, status, code] of cases) {
      const res = await operator.post('/api/v1/admin/payouts', body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect(res.body).toMatchObject({ code });
    }
    expect(await payoutList()).toEqual(before);
  });

  it('is for operators only', async () => {
    const body = { courier: 'steadfast', csv: `${STEADFAST_HEADER}\nSF-PAY-7007,1,,10,0,0,10` };
    expect((await shopper.post('/api/v1/admin/payouts', body)).status).toBe(403);
    expect((await shop.post('/api/v1/admin/payouts', body)).status).toBe(401);
    expect((await shopper.get('/api/v1/admin/payouts')).status).toBe(403);
  });
});
