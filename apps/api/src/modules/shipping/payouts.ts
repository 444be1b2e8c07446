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
import { count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
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

/** A parcel of the shop, as a statement's line may name it. */
type Candidate = {
  id: string;
  orderId: string;
  courier: Courier;
  consignmentId: string | null;
  trackingCode: string | null;
  invoice: string;
  orderNumber: string;
  state: Shipment['state'];
  createdAt: Date;
};

/** The IDs a line names its parcel by, in the order they are trusted. */
const idsOf = (line: PayoutStatementLine) =>
  [line.consignmentId, line.trackingCode, line.invoice].filter((id): id is string => id !== null);

/**
 * The shop's parcels (any courier's) that the lines name, read at once and found by each of their
 * IDs: consignment ID, tracking code, the booking's invoice and its order's number.
 */
async function parcelsNamed(q: Queryable, lines: readonly PayoutStatementLine[]) {
  const given = [...new Set(lines.flatMap(idsOf))];
  const byId = new Map<string, Candidate[]>();
  // In parts: PostgreSQL takes at most 65,535 parameters in one statement.
  for (let start = 0; start < given.length; start += 5000) {
    const ids = given.slice(start, start + 5000);
    const rows = await q
      .select({
        id: shipments.id,
        orderId: shipments.orderId,
        courier: shipments.courier,
        consignmentId: shipments.consignmentId,
        trackingCode: shipments.trackingCode,
        invoice: shipments.invoice,
        orderNumber: orders.orderNumber,
        state: shipments.state,
        createdAt: shipments.createdAt,
      })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(
        or(
          inArray(shipments.consignmentId, ids),
          inArray(shipments.trackingCode, ids),
          inArray(shipments.invoice, ids),
          inArray(orders.orderNumber, ids),
        ),
      );
    for (const row of rows)
      for (const id of new Set([row.consignmentId, row.trackingCode, row.invoice, row.orderNumber]))
        if (id) byId.set(id, [...(byId.get(id) ?? []), row]);
  }
  return byId;
}

/**
 * The parcel with one of `couriers` that a line names: by consignment ID, else tracking code, else
 * invoice, the booking's (`HT-…-2`) or its order's number. By invoice, the parcel the courier took
 * comes before a booking it refused or that was cancelled, which may carry the order's number.
 */
function parcelNamed(
  byId: Map<string, Candidate[]>,
  couriers: readonly Courier[],
  line: PayoutStatementLine,
): Candidate | null {
  const rank = (row: Candidate) => {
    if (line.consignmentId && row.consignmentId === line.consignmentId) return 0;
    if (line.trackingCode && row.trackingCode === line.trackingCode) return 1;
    return (row.state === 'booked' ? 2 : 4) + (line.invoice && row.invoice === line.invoice ? 0 : 1);
  };
  const rows = [...new Set(idsOf(line).flatMap((id) => byId.get(id) ?? []))].filter((row) =>
    couriers.includes(row.courier),
  );
  return rows.sort((a, b) => rank(a) - rank(b) || b.createdAt.getTime() - a.createdAt.getTime())[0] ?? null;
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

  /** Settles the parcel a line names, in a transaction of its own that locks its order first. */
  async function settle(
    payoutId: string,
    line: PayoutStatementLine,
    found: Candidate,
    actorUserId: string,
  ): Promise<Settlement> {
    return db.transaction(async (tx): Promise<Settlement> => {
      const reported = (problem: PayoutLineProblem): Settlement => ({
        reported: { line: line.line, problem, parcel: parcelOf(line), orderNumber: found.orderNumber },
      });
      const order = await lockOrder(tx, found.orderId);
      const [[shipment], [earlier]] = await Promise.all([
        tx.select().from(shipments).where(eq(shipments.id, found.id)).for('update'),
        tx.select().from(courierPayoutLines).where(eq(courierPayoutLines.shipmentId, found.id)),
      ]);
      if (!shipment) return reported('unknownConsignment');
      const parcel = { orderNumber: found.orderNumber, consignmentId: shipment.consignmentId };
      if (earlier)
        return sameFigures(earlier, line)
          ? { settled: settledLine(line.line, 'alreadySettled', earlier, parcel) }
          : reported('settledOtherwise');
      const problem = settlementProblem(order, shipment, line);
      if (problem) return reported(problem);

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
      const byId = await parcelsNamed(db, lines);
      const others = COURIERS.filter((other) => other !== input.courier);
      // One after another: each line locks its order.
      for (const line of lines) {
        const found = parcelNamed(byId, [input.courier], line);
        if (!found) {
          const problem = parcelNamed(byId, others, line) ? 'otherCourier' : 'unknownConsignment';
          reported.push({ line: line.line, problem, parcel: parcelOf(line), orderNumber: null });
          continue;
        }
        const payout =
          payouts.get(line.reference) ?? (await payoutFor(input.courier, line.reference, actorUserId));
        payouts.set(line.reference, payout);
        const settlement = await settle(payout.id, line, found, actorUserId);
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
