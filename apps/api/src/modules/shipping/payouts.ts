import { COURIERS, type Courier, type OrderStatus } from '@haat/contracts';
import {
  type CourierPayout,
  type ImportPayout,
  PAYOUT_MESSAGES,
  type PayoutImported,
  type PayoutLineProblem,
  type ReportedPayoutLine,
  type SettledPayoutLine,
} from '@haat/contracts/admin';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { courierPayoutLines, courierPayouts, orders, shipments } from '../../db/schema';
import { takaFromPoisha } from '../../lib/money';
import { recordAction } from '../audit/service';
import { changePayment, type LockedOrder, lockOrder } from '../orders/order-state-machine';
import { type PayoutStatementLine, readPayoutStatement } from './payout-statement';

type Shipment = typeof shipments.$inferSelect;
type PayoutLineRow = typeof courierPayoutLines.$inferSelect;
type Settlement = { settled: SettledPayoutLine } | { reported: ReportedPayoutLine };

/** A parcel the courier brought back: its charge is owed, nothing was collected. */
const SENT_BACK: readonly OrderStatus[] = ['returning', 'returned'];
const DELIVERED: readonly OrderStatus[] = ['delivered', 'completed'];

/**
 * The shop's parcel with one of `couriers` that a line names: by consignment ID, else tracking
 * code, else invoice (the booking's, `HT-…-2`, or the order's number, for its latest booking);
 * a parcel the courier took comes before a booking it refused or that was cancelled.
 */
async function parcelNamed(q: Queryable, couriers: readonly Courier[], line: PayoutStatementLine) {
  const { consignmentId, trackingCode, invoice } = line;
  const ofOrderNumber = q
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNumber, invoice ?? ''));
  const rows = await q
    .select({
      id: shipments.id,
      orderId: shipments.orderId,
      consignmentId: shipments.consignmentId,
      trackingCode: shipments.trackingCode,
      invoice: shipments.invoice,
      state: shipments.state,
    })
    .from(shipments)
    .where(
      and(
        inArray(shipments.courier, [...couriers]),
        or(
          consignmentId ? eq(shipments.consignmentId, consignmentId) : undefined,
          trackingCode ? eq(shipments.trackingCode, trackingCode) : undefined,
          invoice ? eq(shipments.invoice, invoice) : undefined,
          invoice ? inArray(shipments.orderId, ofOrderNumber) : undefined,
        ),
      ),
    )
    .orderBy(desc(shipments.createdAt))
    .limit(20);
  const rank = (row: (typeof rows)[number]) =>
    (consignmentId && row.consignmentId === consignmentId
      ? 0
      : trackingCode && row.trackingCode === trackingCode
        ? 2
        : invoice && row.invoice === invoice
          ? 4
          : 6) + (row.state === 'booked' ? 0 : 1);
  return rows.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

/** Why the line cannot settle the parcel; null when it can. */
function settlementProblem(
  order: LockedOrder,
  shipment: Shipment,
  line: PayoutStatementLine,
): PayoutLineProblem | null {
  if (line.collected > 0) {
    if (order.paymentStatus !== 'collected_by_courier' || shipment.collectedAmount === null)
      return 'notCollected';
    // A partial delivery's payout is what the courier collected, not the order's total.
    return line.collected === shipment.collectedAmount ? null : 'amountDiffers';
  }
  if ((shipment.collectedAmount ?? 0) > 0) return 'amountDiffers';
  const ended =
    SENT_BACK.includes(order.status) ||
    (DELIVERED.includes(order.status) && (shipment.collectedAmount ?? shipment.codAmount) === 0);
  return ended ? null : 'parcelNotEnded';
}

const sameFigures = (earlier: PayoutLineRow, line: PayoutStatementLine) =>
  earlier.collected === line.collected &&
  earlier.deliveryCharge === line.deliveryCharge &&
  earlier.codCharge === line.codCharge &&
  earlier.returnCharge === line.returnCharge;

const settledLine = (
  line: number,
  outcome: SettledPayoutLine['outcome'],
  row: Pick<PayoutLineRow, 'orderId' | 'collected' | 'deliveryCharge' | 'codCharge' | 'returnCharge' | 'net'>,
  parcel: { orderNumber: string; consignmentId: string | null },
): SettledPayoutLine => ({
  line,
  outcome,
  orderId: row.orderId,
  orderNumber: parcel.orderNumber,
  consignmentId: parcel.consignmentId,
  collected: takaFromPoisha(row.collected),
  charges: takaFromPoisha(row.deliveryCharge + row.codCharge + row.returnCharge),
  net: takaFromPoisha(row.net),
});

/** The parcel a line names, as the operator reads it: the first ID it gives. */
const parcelOf = (line: PayoutStatementLine) => line.consignmentId ?? line.trackingCode ?? line.invoice ?? '';

/**
 * The cash couriers pay out: a courier's payout statement is imported line by line, each line in a
 * transaction of its own that locks its order (as the couriers' news does, order first, then the
 * parcel). A line that matches the parcel's collection marks its order paid through the state
 * machine and keeps the courier's charges and net; a returned parcel's line keeps its charge. A
 * parcel is settled once (a unique index): importing a statement again changes nothing.
 */
export function createPayouts({ db }: { db: Database }) {
  /** The payout the statement names, made the first time; answers whether it was imported before. */
  async function payoutFor(courier: Courier, reference: string, actorUserId: string) {
    const [payout] = await db
      .insert(courierPayouts)
      .values({ courier, reference, importedBy: actorUserId })
      .onConflictDoUpdate({
        target: [courierPayouts.courier, courierPayouts.reference],
        set: { lastImportedAt: sql`now()` },
      })
      .returning({ id: courierPayouts.id, made: sql<boolean>`(xmax = 0)` });
    if (!payout) throw new Error(`The payout ${reference} was neither made nor found.`);
    return { id: payout.id, importedBefore: !payout.made };
  }

  async function settle(
    courier: Courier,
    payoutId: string,
    line: PayoutStatementLine,
    actorUserId: string,
  ): Promise<Settlement> {
    return db.transaction(async (tx): Promise<Settlement> => {
      const reported = (problem: PayoutLineProblem, orderNumber: string | null = null): Settlement => ({
        reported: { line: line.line, problem, parcel: parcelOf(line), orderNumber },
      });
      const found = await parcelNamed(tx, [courier], line);
      if (!found) {
        const elsewhere = await parcelNamed(
          tx,
          COURIERS.filter((other) => other !== courier),
          line,
        );
        return reported(elsewhere ? 'otherCourier' : 'unknownConsignment');
      }
      const order = await lockOrder(tx, found.orderId);
      const [[shipment], [numbered], [earlier]] = await Promise.all([
        tx.select().from(shipments).where(eq(shipments.id, found.id)).for('update'),
        tx.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, order.id)),
        tx.select().from(courierPayoutLines).where(eq(courierPayoutLines.shipmentId, found.id)),
      ]);
      if (!shipment || !numbered) return reported('unknownConsignment');
      const parcel = { orderNumber: numbered.orderNumber, consignmentId: shipment.consignmentId };
      if (earlier)
        return sameFigures(earlier, line)
          ? { settled: settledLine(line.line, 'alreadySettled', earlier, parcel) }
          : reported('settledOtherwise', parcel.orderNumber);
      const problem = settlementProblem(order, shipment, line);
      if (problem) return reported(problem, parcel.orderNumber);

      const outcome = line.collected > 0 ? 'paid' : 'charged';
      if (outcome === 'paid') await changePayment(tx, order, 'courierPaidOut', { actorUserId });
      const row = {
        payoutId,
        shipmentId: shipment.id,
        orderId: order.id,
        outcome,
        line: line.line,
        collected: line.collected,
        deliveryCharge: line.deliveryCharge,
        codCharge: line.codCharge,
        returnCharge: line.returnCharge,
        net: line.net,
      } as const;
      await tx.insert(courierPayoutLines).values(row);
      // The courier's own last word on what the parcel cost.
      await tx
        .update(shipments)
        .set({ charge: line.deliveryCharge + line.codCharge + line.returnCharge })
        .where(eq(shipments.id, shipment.id));
      return { settled: settledLine(line.line, outcome, row, parcel) };
    });
  }

  /** Payouts with what their lines add up to, newest first. */
  const payoutsWithTotals = (where: SQL | undefined) =>
    db
      .select({
        id: courierPayouts.id,
        courier: courierPayouts.courier,
        reference: courierPayouts.reference,
        createdAt: courierPayouts.createdAt,
        lastImportedAt: courierPayouts.lastImportedAt,
        paidOrders:
          sql<number>`count(${courierPayoutLines.id}) filter (where ${courierPayoutLines.outcome} = 'paid')`.mapWith(
            Number,
          ),
        chargedParcels:
          sql<number>`count(${courierPayoutLines.id}) filter (where ${courierPayoutLines.outcome} = 'charged')`.mapWith(
            Number,
          ),
        collected: sql<number>`coalesce(sum(${courierPayoutLines.collected}), 0)`.mapWith(Number),
        deliveryCharges: sql<number>`coalesce(sum(${courierPayoutLines.deliveryCharge}), 0)`.mapWith(Number),
        codCharges: sql<number>`coalesce(sum(${courierPayoutLines.codCharge}), 0)`.mapWith(Number),
        returnCharges: sql<number>`coalesce(sum(${courierPayoutLines.returnCharge}), 0)`.mapWith(Number),
        net: sql<number>`coalesce(sum(${courierPayoutLines.net}), 0)`.mapWith(Number),
      })
      .from(courierPayouts)
      .leftJoin(courierPayoutLines, eq(courierPayoutLines.payoutId, courierPayouts.id))
      .where(where)
      .groupBy(courierPayouts.id)
      .orderBy(desc(courierPayouts.createdAt), desc(courierPayouts.id));

  type TotalsRow = Awaited<ReturnType<typeof payoutsWithTotals>>[number];
  const toPayout = (row: TotalsRow): CourierPayout => ({
    _id: row.id,
    courier: row.courier,
    reference: row.reference,
    importedAt: row.createdAt.toISOString(),
    lastImportedAt: row.lastImportedAt.toISOString(),
    paidOrders: row.paidOrders,
    chargedParcels: row.chargedParcels,
    collected: takaFromPoisha(row.collected),
    deliveryCharges: takaFromPoisha(row.deliveryCharges),
    codCharges: takaFromPoisha(row.codCharges),
    returnCharges: takaFromPoisha(row.returnCharges),
    net: takaFromPoisha(row.net),
  });

  return {
    /**
     * Imports a courier's payout statement: every line settles its parcel, was settled before, or
     * is reported with its number and why. A file that is not a statement is refused whole.
     */
    async importPayout(actorUserId: string, input: ImportPayout): Promise<Omit<PayoutImported, 'success'>> {
      const { lines, unreadable } = readPayoutStatement(input);
      const payouts = new Map<string, { id: string; importedBefore: boolean }>();
      const settled: SettledPayoutLine[] = [];
      const reported: ReportedPayoutLine[] = unreadable.map((line) => ({ ...line, orderNumber: null }));
      // One after another: each line locks its order, and a statement's lines are few.
      for (const line of lines) {
        const payout =
          payouts.get(line.reference) ?? (await payoutFor(input.courier, line.reference, actorUserId));
        payouts.set(line.reference, payout);
        const settlement = await settle(input.courier, payout.id, line, actorUserId);
        if ('settled' in settlement) settled.push(settlement.settled);
        else reported.push(settlement.reported);
      }
      reported.sort((a, b) => a.line - b.line);
      const counted = (outcome: SettledPayoutLine['outcome']) =>
        settled.filter((line) => line.outcome === outcome).length;
      const counts = {
        paid: counted('paid'),
        charged: counted('charged'),
        alreadySettled: counted('alreadySettled'),
        reported: reported.length,
      };
      await recordAction(db, {
        actorUserId,
        action: 'payout.import',
        entity: 'payout',
        entityId: input.courier,
        before: null,
        after: {
          courier: input.courier,
          references: [...payouts.keys()],
          ...counts,
        },
      });
      const ids = [...payouts.values()].map((payout) => payout.id);
      const rows = ids.length ? await payoutsWithTotals(inArray(courierPayouts.id, ids)) : [];
      const before = new Map([...payouts.values()].map((payout) => [payout.id, payout.importedBefore]));
      const nothingNew =
        payouts.size > 0 &&
        [...payouts.values()].every((payout) => payout.importedBefore) &&
        counts.paid + counts.charged === 0;
      const template: string = nothingNew ? PAYOUT_MESSAGES.nothingNew : PAYOUT_MESSAGES.imported;
      const message = Object.entries(counts).reduce(
        (text, [name, value]) => text.replace(`{${name}}`, String(value)),
        template,
      );
      return {
        message,
        payouts: rows.map((row) => ({ ...toPayout(row), importedBefore: before.get(row.id) ?? false })),
        settled,
        reported,
      };
    },

    /** A page of the payouts imported, newest first, of one courier or all. */
    async list(courier: Courier | undefined, page: number, pageSize: number) {
      const where = courier ? eq(courierPayouts.courier, courier) : undefined;
      const [rows, [total]] = await Promise.all([
        payoutsWithTotals(where)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(courierPayouts).where(where),
      ]);
      return { total: total?.n ?? 0, page, pageSize, rows: rows.map(toPayout) };
    },
  };
}
export type Payouts = ReturnType<typeof createPayouts>;
