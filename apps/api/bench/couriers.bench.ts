// `pnpm bench` (the couriers part): booking 300 confirmed orders with Steadfast in the background
// (one bulk call to a local server implementing Steadfast's API), and the p95 of Steadfast's
// webhooks through the whole app: each one authenticated, kept once and moving its order through
// the state machine. On PostgreSQL it exits 1 when the webhook's p95 is over 50 ms.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { eq, inArray, sql } from 'drizzle-orm';
import { orderItems, orders, shipments, users } from '../src/db/schema';
import { startSteadfastStandIn } from '../test/couriers/steadfast-stand-in';
import {
  BOOKINGS,
  benchClient,
  benchShopper,
  ITERATIONS,
  log,
  openBenchShop,
  tableHead,
  timeCall,
  writeResults,
} from './shop';

const WEBHOOK_TARGET_MS = 50;
const WEBHOOK_TOKEN = 'bench-steadfast-webhook-token';

const steadfast = await startSteadfastStandIn();
const { app, kind, db } = await openBenchShop({
  STEADFAST_API_KEY: steadfast.apiKey,
  STEADFAST_SECRET_KEY: steadfast.secretKey,
  STEADFAST_BASE_URL: steadfast.baseUrl,
  STEADFAST_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
});
await app.ready();
const send = benchClient(app);

const email = `bench-courier-operator-${Date.now()}@haat.test`;
const token = await benchShopper(send, email, 'Bench Operator');
const [operator] = await db.update(users).set({ role: 'admin' }).where(eq(users.email, email)).returning();
if (!operator) throw new Error('no bench operator');

/** Confirmed cash-on-delivery orders of one line each, written straight to the database. */
async function confirmedOrders(count: number): Promise<string[]> {
  const run = randomUUID().slice(0, 8).toUpperCase();
  const rows = await db
    .insert(orders)
    .values(
      Array.from({ length: count }, (_, i) => ({
        orderNumber: `HT-BENCH-${run}-${String(i).padStart(4, '0')}`,
        userId: operator?.id ?? '',
        status: 'confirmed' as const,
        paymentMethod: 'cash_on_delivery' as const,
        subtotal: 150_000,
        shippingCost: 6_000,
        total: 156_000,
        shippingAddress: {
          fullName: 'Nusrat Jahan',
          phone: '01712345678',
          address: `House ${i + 1}, Road 5`,
          city: 'Dhaka',
          postalCode: 'Dhaka - Dhaka - Dhanmondi',
          country: 'Bangladesh',
        },
      })),
    )
    .returning({ id: orders.id });
  await db.insert(orderItems).values(
    rows.map((row) => ({
      orderId: row.id,
      name: 'Bench kurta',
      size: 'M' as const,
      unitPrice: 150_000,
      quantity: 1,
    })),
  );
  return rows.map((row) => row.id);
}

// Booking in bulk: from the operator's call to the last consignment written.
const ids = await confirmedOrders(BOOKINGS);
const started = performance.now();
const recorded = await send('POST', '/api/v1/admin/shipments', token, {
  orderIds: ids,
  courier: 'steadfast',
});
if (recorded.status !== 202)
  throw new Error(`bulk booking answered ${recorded.status}: ${JSON.stringify(recorded.body)}`);
const answeredMs = performance.now() - started;
const bookedCount = async () =>
  (
    await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(shipments)
      .where(sql`${shipments.orderId} in ${ids} and ${shipments.state} = 'booked'`)
  )[0]?.n ?? 0;
while ((await bookedCount()) < BOOKINGS) {
  if (performance.now() - started > 120_000) throw new Error('the bulk booking did not finish in 2 minutes');
  await new Promise((resolve) => setTimeout(resolve, 10));
}
const bookedMs = performance.now() - started;
const bulkCalls = steadfast.calls.filter((call) => call.path === '/create_order/bulk-order').length;
log(
  `\n${kind}: ${BOOKINGS} orders booked with Steadfast in ${bookedMs.toFixed(0)} ms (the call answered in ${answeredMs.toFixed(0)} ms; ${bulkCalls} bulk call)\n`,
);

// Webhooks: each parcel picked up, then a tracking message, through the whole app.
const booked = await db
  .select({ consignmentId: shipments.consignmentId, invoice: shipments.invoice })
  .from(shipments)
  .where(inArray(shipments.orderId, ids));
const parcel = (i: number) => booked[i % booked.length] ?? { consignmentId: null, invoice: '' };
const dhakaClock = (offsetSeconds: number) =>
  new Date(Date.now() + offsetSeconds * 1000 + 6 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
const webhook = async (body: object) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/shipping/webhooks/steadfast',
    headers: { authorization: `Bearer ${WEBHOOK_TOKEN}` },
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`webhook answered ${res.statusCode}: ${res.body}`);
};

tableHead();
const target = kind === 'postgres' ? WEBHOOK_TARGET_MS : undefined;
const results = [
  await timeCall(
    'webhook: picked up (order moves to shipped)',
    (i) =>
      webhook({
        notification_type: 'delivery_status',
        consignment_id: Number(parcel(i).consignmentId),
        invoice: parcel(i).invoice,
        cod_amount: 1560,
        status: 'pending',
        delivery_charge: 60,
        tracking_message: `Picked up ${i}`,
        updated_at: dhakaClock(i),
      }),
    target,
  ),
  await timeCall(
    'webhook: tracking update (kept on the timeline)',
    (i) =>
      webhook({
        notification_type: 'tracking_update',
        consignment_id: Number(parcel(i).consignmentId),
        invoice: parcel(i).invoice,
        tracking_message: `Reached hub ${i}`,
        updated_at: dhakaClock(ITERATIONS + i),
      }),
    target,
  ),
];

await writeResults(`couriers-${kind}`, {
  database: kind,
  bookings: BOOKINGS,
  bulkBookingMs: Math.round(bookedMs),
  bulkCallAnsweredMs: Math.round(answeredMs),
  steadfastBulkCalls: bulkCalls,
  iterations: ITERATIONS,
  results,
});
await app.close();
await steadfast.close();
process.exit(results.some((row) => row.target !== undefined && row.p95 > row.target) ? 1 : 0);
