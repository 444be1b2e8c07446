import type { AdminPromoCode, PromoCodeValues } from '@haat/contracts/admin';
import { count, desc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { cartPromos, promoCodes, promoRedemptions } from '../../db/schema';
import { Conflict, fieldRefusal, NotFound } from '../../errors';
import { isUuid } from '../../lib/ids';
import { poishaFromTaka, takaFromPoisha } from '../../lib/money';
import { containsPattern, isUniqueViolation } from '../../lib/sql';
import { recordAction } from '../audit/service';
import type { PromoCodeRow } from './service';

/** A code's row as the database keeps it, from what the operator wrote (taka and texts). */
const rowOf = (input: PromoCodeValues) => ({
  code: input.code,
  kind: input.kind,
  // A percentage stays a percentage; a fixed amount is kept in poisha.
  value: input.kind === 'percent' ? input.value : poishaFromTaka(input.value),
  description: input.description,
  // None given: Bengali pages show the English.
  descriptionBn: input.descriptionBn || null,
  minSubtotal: poishaFromTaka(input.minSubtotal),
  maxDiscount: input.maxDiscount === null ? null : poishaFromTaka(input.maxDiscount),
  startsAt: input.startsAt === null ? null : new Date(input.startsAt),
  endsAt: input.endsAt === null ? null : new Date(input.endsAt),
  usageLimit: input.usageLimit,
  perShopperLimit: input.perShopperLimit,
});

/** What the audit log keeps of a code: its rules and state, in the database's units. */
const auditFieldsOf = (row: PromoCodeRow) => ({
  code: row.code,
  kind: row.kind,
  value: row.value,
  description: row.description,
  descriptionBn: row.descriptionBn,
  minSubtotal: row.minSubtotal,
  maxDiscount: row.maxDiscount,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  usageLimit: row.usageLimit,
  perShopperLimit: row.perShopperLimit,
  active: row.active,
});

/** The fields that differ between two versions of a code, each as it was and as it became. */
function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/**
 * The operator's promo codes: listed with their uses, created, edited, deactivated and made active
 * again, each change written to the audit log in its own transaction. Carts point at a code by its
 * id and check it again on every read, so an edit reaches them at once and by the same rules.
 */
export function createAdminPromotions({ db }: { db: Database }) {
  const redemptions = db
    .select({ n: count() })
    .from(promoRedemptions)
    .where(eq(promoRedemptions.promoCodeId, promoCodes.id));
  const inCarts = db.select({ n: count() }).from(cartPromos).where(eq(cartPromos.promoCodeId, promoCodes.id));
  const withUses = (q: Queryable) =>
    q
      .select({
        ...getTableColumns(promoCodes),
        redemptions: sql<number>`(${redemptions})`.mapWith(Number),
        inCarts: sql<number>`(${inCarts})`.mapWith(Number),
      })
      .from(promoCodes);
  type Row = Awaited<ReturnType<typeof withUses>>[number];

  const toAdmin = (row: Row): AdminPromoCode => ({
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'percent' ? row.value : takaFromPoisha(row.value),
    description: row.description,
    descriptionBn: row.descriptionBn ?? '',
    minSubtotal: takaFromPoisha(row.minSubtotal),
    maxDiscount: row.maxDiscount === null ? null : takaFromPoisha(row.maxDiscount),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perShopperLimit: row.perShopperLimit,
    active: row.active,
    usedCount: row.usedCount,
    redemptions: row.redemptions,
    inCarts: row.inCarts,
    createdAt: row.createdAt.toISOString(),
  });

  async function one(id: string, q: Queryable = db): Promise<AdminPromoCode> {
    const [row] = await withUses(q).where(eq(promoCodes.id, id));
    if (!row) throw new NotFound('promoCodeNotFound');
    return toAdmin(row);
  }

  /** The code's row locked for the change; a made-up id (not even a uuid) is simply not found. */
  async function locked(tx: Queryable, id: string): Promise<PromoCodeRow> {
    const [row] = isUuid(id)
      ? await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update')
      : [];
    if (!row) throw new NotFound('promoCodeNotFound');
    return row;
  }

  /** A code another one already has is refused in the words of the code field. */
  const taken = (error: unknown) => {
    if (isUniqueViolation(error)) throw new Conflict(fieldRefusal('code', 'promoCodeTaken'));
    throw error;
  };

  return {
    async list({ q }: { q?: string }, page: number, pageSize: number) {
      const where = q
        ? or(
            ilike(promoCodes.code, containsPattern(q)),
            ilike(promoCodes.description, containsPattern(q)),
            ilike(promoCodes.descriptionBn, containsPattern(q)),
          )
        : undefined;
      const [rows, [total]] = await Promise.all([
        withUses(db)
          .where(where)
          .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(promoCodes).where(where),
      ]);
      return { total: total?.n ?? 0, page, pageSize, rows: rows.map(toAdmin) };
    },

    /** A new code; the unique index decides between operators creating the same code at once. */
    async create(actorUserId: string, input: PromoCodeValues): Promise<AdminPromoCode> {
      const id = await db
        .transaction(async (tx) => {
          const [row] = await tx.insert(promoCodes).values(rowOf(input)).returning();
          if (!row) throw new Error('promo code not written');
          await recordAction(tx, {
            actorUserId,
            action: 'promoCode.create',
            entity: 'promo_code',
            entityId: row.id,
            before: null,
            after: auditFieldsOf(row),
          });
          return row.id;
        })
        .catch(taken);
      return one(id);
    },

    /**
     * The code's new rules. A usage limit below the uses already counted is refused: those orders
     * exist, and the limit would say they could not.
     */
    async edit(actorUserId: string, id: string, input: PromoCodeValues): Promise<AdminPromoCode> {
      await db
        .transaction(async (tx) => {
          const before = await locked(tx, id);
          if (input.usageLimit !== null && input.usageLimit < before.usedCount)
            throw new Conflict(fieldRefusal('usageLimit', 'promoLimitBelowUses'));
          const [after] = await tx
            .update(promoCodes)
            .set(rowOf(input))
            .where(eq(promoCodes.id, id))
            .returning();
          if (!after) throw new NotFound('promoCodeNotFound');
          const change = changed(auditFieldsOf(before), auditFieldsOf(after));
          if (Object.keys(change.after).length > 0)
            await recordAction(tx, {
              actorUserId,
              action: 'promoCode.edit',
              entity: 'promo_code',
              entityId: id,
              ...change,
            });
        })
        .catch(taken);
      return one(id);
    },

    /** Deactivated, a code is "Invalid Promo Code" to shoppers, in their carts too; active again, it applies again. */
    async setActive(actorUserId: string, id: string, active: boolean): Promise<AdminPromoCode> {
      await db.transaction(async (tx) => {
        const before = await locked(tx, id);
        if (before.active === active) return;
        await tx.update(promoCodes).set({ active }).where(eq(promoCodes.id, id));
        await recordAction(tx, {
          actorUserId,
          action: active ? 'promoCode.reactivate' : 'promoCode.deactivate',
          entity: 'promo_code',
          entityId: id,
          before: { active: before.active },
          after: { active },
        });
      });
      return one(id);
    },
  };
}
export type AdminPromotions = ReturnType<typeof createAdminPromotions>;
