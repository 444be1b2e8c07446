import { COD_DECISIONS, type CodDecision, ORDER_NOTES } from '@haat/contracts';
import {
  type BlockedPhone,
  type CodGuardFigures,
  type CodGuardSettings,
  type HeldOrder,
  type PhoneLookup,
  RISK_MESSAGES,
} from '@haat/contracts/admin';
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Database, type Queryable, selectRows } from '../../db/client';
import { blockedPhones, codAssessments, orders, users } from '../../db/schema';
import { Conflict, NotFound } from '../../errors';
import { takaFromPoisha } from '../../lib/money';
import { orderMovedMail } from '../../mail/messages';
import { recordAction } from '../audit/service';
import { queueMail } from '../messages/outbox';
import { lockOrder, moveOrder } from '../orders/order-state-machine';
import { codGuardSettingsIn, saveCodGuardSettings } from './cod-guard-settings';
import { historyOf, phoneHistory, phoneOfOrder } from './delivery-history';

const HELD_STATUSES = ['held', 'awaiting_advance'] as const;
/** How many of a number's orders and decisions its lookup lists. */
const LOOKUP_ROWS = 20;

const toBlocked = (row: typeof blockedPhones.$inferSelect): BlockedPhone => ({
  phone: row.phone,
  note: row.note,
  blockedAt: row.createdAt.toISOString(),
});

/** How the orders of some decisions ended, counted from their status now. */
type OutcomeRow = { delivered: number | string; refused: number | string; open: number | string };
const outcomesOf = (row: OutcomeRow | undefined) => ({
  delivered: Number(row?.delivered ?? 0),
  refused: Number(row?.refused ?? 0),
  open: Number(row?.open ?? 0),
});
const OUTCOMES = sql`count(*) filter (where o.status in ('delivered', 'completed')) as delivered,
  count(*) filter (where o.status in ('returning', 'returned')) as refused,
  count(*) filter (where o.status in ('pending', 'confirmed', 'processing', 'shipped', 'out_for_delivery')) as open`;

/**
 * The operator's side of the COD guard: its settings, the orders it held with their reasons and
 * histories, each released or cancelled through the order state machine and written in the audit
 * log, any number's history, the numbers blocked, and the figures of its work.
 */
export function createAdminRisk({ db, publicUrl }: { db: Database; publicUrl: string }) {
  /** Moves a held order, its row locked, to `to`, audited as `action`; refused unless it is held. */
  async function decide(
    actorUserId: string,
    orderId: string,
    to: 'pending' | 'cancelled',
    action: string,
    note: string,
  ) {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!(HELD_STATUSES as readonly string[]).includes(order.status))
        throw new Conflict('riskOrderNotHeld');
      await moveOrder(tx, order, to, { actorUserId, note });
      await recordAction(tx, {
        actorUserId,
        action,
        entity: 'order',
        entityId: orderId,
        before: { status: order.status },
        after: { status: to, ...(note ? { note } : {}) },
      });
      if (to === 'cancelled') await tellShopperCancelled(tx, orderId, note);
      return to;
    });
  }

  /** The shopper reads why their order will not come, as with any order the shop cancels. */
  async function tellShopperCancelled(tx: Queryable, orderId: string, note: string) {
    const [shopper] = await tx
      .select({
        email: users.email,
        name: users.name,
        language: users.language,
        orderNumber: orders.orderNumber,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId));
    if (!shopper) return;
    await queueMail(tx, {
      to: shopper.email,
      topic: 'order_moved',
      ...orderMovedMail({
        language: shopper.language,
        name: shopper.name,
        link: `${publicUrl}/order/${orderId}`,
        order: { orderNumber: shopper.orderNumber, status: 'cancelled', note },
      }),
    });
  }

  return {
    settings: () => codGuardSettingsIn(db),
    saveSettings: (actorUserId: string, settings: CodGuardSettings) =>
      saveCodGuardSettings(db, actorUserId, settings),

    /** Held orders and those waiting for their fee, oldest first, with what the guard read when it held them. */
    async heldOrders(page: number, pageSize: number) {
      const held = inArray(orders.status, [...HELD_STATUSES]);
      const [rows, [total]] = await Promise.all([
        db
          .select({ order: orders, assessment: codAssessments })
          .from(orders)
          .leftJoin(codAssessments, eq(codAssessments.orderId, orders.id))
          .where(held)
          .orderBy(asc(orders.createdAt), asc(orders.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(orders).where(held),
      ]);
      const none = historyOf(undefined);
      return {
        total: total?.n ?? 0,
        page,
        pageSize,
        rows: rows.map(
          ({ order, assessment }): HeldOrder => ({
            _id: order.id,
            orderNumber: order.orderNumber,
            status: order.status === 'awaiting_advance' ? 'awaiting_advance' : 'held',
            createdAt: order.createdAt.toISOString(),
            total: takaFromPoisha(order.total),
            shippingCost: takaFromPoisha(order.shippingCost),
            customerName: order.shippingAddress.fullName,
            phone: order.shippingAddress.phone,
            address: [order.shippingAddress.address, order.shippingAddress.city].filter(Boolean).join(', '),
            reasons: assessment?.reasons ?? [],
            phoneHistory: assessment?.phoneHistory ?? none,
            addressHistory: assessment?.addressHistory ?? none,
          }),
        ),
      };
    },

    approve: (actorUserId: string, orderId: string, note: string) =>
      decide(actorUserId, orderId, 'pending', 'order.release', note || ORDER_NOTES.released),
    cancel: (actorUserId: string, orderId: string, note: string) =>
      decide(actorUserId, orderId, 'cancelled', 'order.cancelHeld', note || ORDER_NOTES.cancelledAfterReview),

    /** A number's history, whether it is blocked, its latest orders and the guard's latest decisions. */
    async phone(phone: string): Promise<PhoneLookup> {
      const [history, [blocked], latest, decisions] = await Promise.all([
        phoneHistory(db, phone),
        db.select().from(blockedPhones).where(eq(blockedPhones.phone, phone)),
        db
          .select({
            id: orders.id,
            orderNumber: orders.orderNumber,
            status: orders.status,
            paymentMethod: orders.paymentMethod,
            total: orders.total,
            createdAt: orders.createdAt,
          })
          .from(orders)
          .where(sql`${phoneOfOrder} = ${phone}`)
          .orderBy(desc(sql`${phoneOfOrder}`), desc(orders.createdAt))
          .limit(LOOKUP_ROWS),
        db
          .select({
            decision: codAssessments.decision,
            reasons: codAssessments.reasons,
            createdAt: codAssessments.createdAt,
          })
          .from(codAssessments)
          .where(eq(codAssessments.phone, phone))
          .orderBy(desc(codAssessments.phone), desc(codAssessments.createdAt))
          .limit(LOOKUP_ROWS),
      ]);
      return {
        phone,
        history,
        blocked: blocked ? toBlocked(blocked) : null,
        orders: latest.map((order) => ({
          _id: order.id,
          orderNumber: order.orderNumber,
          status: order.status,
          paymentMethod: order.paymentMethod,
          total: takaFromPoisha(order.total),
          createdAt: order.createdAt.toISOString(),
        })),
        decisions: decisions.map((decision) => ({
          decision: decision.decision,
          reasons: decision.reasons,
          decidedAt: decision.createdAt.toISOString(),
        })),
      };
    },

    async blockedPhones(page: number, pageSize: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(blockedPhones)
          .orderBy(desc(blockedPhones.createdAt), asc(blockedPhones.phone))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(blockedPhones),
      ]);
      return { total: total?.n ?? 0, page, pageSize, rows: rows.map(toBlocked) };
    },

    async blockPhone(actorUserId: string, phone: string, note: string) {
      const blocked = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(blockedPhones)
          .where(eq(blockedPhones.phone, phone))
          .for('update');
        const [row] = await tx
          .insert(blockedPhones)
          .values({ phone, note, blockedBy: actorUserId })
          .onConflictDoUpdate({ target: blockedPhones.phone, set: { note, blockedBy: actorUserId } })
          .returning();
        await recordAction(tx, {
          actorUserId,
          action: 'phone.block',
          entity: 'phone',
          entityId: phone,
          before: before ? { note: before.note } : null,
          after: { note },
        });
        return row;
      });
      if (!blocked) throw new Error(`blocking ${phone} wrote nothing`);
      return { message: RISK_MESSAGES.blocked, blocked: toBlocked(blocked) };
    },

    async unblockPhone(actorUserId: string, phone: string) {
      await db.transaction(async (tx) => {
        const [removed] = await tx.delete(blockedPhones).where(eq(blockedPhones.phone, phone)).returning();
        if (!removed) throw new NotFound('blockedPhoneNotFound');
        await recordAction(tx, {
          actorUserId,
          action: 'phone.unblock',
          entity: 'phone',
          entityId: phone,
          before: { note: removed.note },
          after: null,
        });
      });
      return { message: RISK_MESSAGES.unblocked };
    },

    /**
     * The guard's work over the last `days` (docs/behaviour.md, "What the guard counts"): its
     * decisions by kind; the refusals it prevented; how the orders it released, and those it let
     * through, ended.
     */
    async figures(days: number): Promise<CodGuardFigures> {
      const since = sql`now() - make_interval(days => ${days}::int)`;
      const byDecision = await db
        .select({ decision: codAssessments.decision, n: count() })
        .from(codAssessments)
        .where(sql`${codAssessments.createdAt} > ${since}`)
        .groupBy(codAssessments.decision);
      const decisions = Object.fromEntries(COD_DECISIONS.map((decision) => [decision, 0])) as Record<
        CodDecision,
        number
      >;
      for (const row of byDecision) decisions[row.decision] = row.n;
      const notReceivedBefore = sql`((a.phone_history ->> 'refused')::int + (a.phone_history ->> 'cancelledAfterShipping')::int) > 0`;
      const [prevented] = await selectRows<{ refusals: number | string; cancelled: number | string }>(
        db,
        sql`select
              (select count(distinct (a.phone, (a.created_at at time zone 'Asia/Dhaka')::date))
                 from ${codAssessments} a
                 where a.created_at > ${since} and a.order_id is null
                   and a.decision in ('online_only', 'blocked', 'daily_limit', 'needs_code')
                   and ${notReceivedBefore}) as refusals,
              (select count(*) from ${codAssessments} a join ${orders} o on o.id = a.order_id
                 where a.created_at > ${since} and a.decision in ('held', 'advance')
                   and o.status = 'cancelled' and ${notReceivedBefore}) as cancelled`,
      );
      const outcomes = (kinds: readonly CodDecision[]) =>
        selectRows<OutcomeRow>(
          db,
          sql`select ${OUTCOMES} from ${codAssessments} a join ${orders} o on o.id = a.order_id
              where a.created_at > ${since} and a.decision in (${sql.join(
                kinds.map((kind) => sql`${kind}::cod_decision`),
                sql`, `,
              )})`,
        );
      const [[released], [passed]] = await Promise.all([outcomes(['held', 'advance']), outcomes(['passed'])]);
      return {
        days,
        decisions,
        prevented: Number(prevented?.refusals ?? 0) + Number(prevented?.cancelled ?? 0),
        released: outcomesOf(released),
        passed: outcomesOf(passed),
      };
    },
  };
}
export type AdminRisk = ReturnType<typeof createAdminRisk>;
