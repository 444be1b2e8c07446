import { type AppliedPromo, ERROR_MESSAGES, promoDiscount } from '@haat/contracts';
import { and, type Column, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { promoCodes, promoRedemptions } from '../../db/schema';
import { type FixedErrorCode, HttpError, type Refusal } from '../../errors';
import { takaFromPoisha } from '../../lib/money';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** Shows taka as a shopper reads it in a message: ৳ and whole taka where there are no poisha. */
const taka = (poisha: number) =>
  `৳${Number.isInteger(poisha / 100) ? poisha / 100 : (poisha / 100).toFixed(2)}`;

const fixed = (code: FixedErrorCode): Refusal => ({ code, message: ERROR_MESSAGES[code] });

export type Promotions = ReturnType<typeof createPromotions>;

/**
 * How many orders of a shopper used a promo code (what the per-shopper limit counts), as a query
 * on `q`: of given ids, or of columns of an outer query when used as a lateral subquery.
 */
export const usesByShopper = (q: Queryable, promoCodeId: string | Column, userId: string | Column) =>
  q
    .select({ n: count().as('n') })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.userId, userId)));

/**
 * Gives back the use of a promo code an order counted, when the order is cancelled: a code counts
 * as used only by orders that were not cancelled (a return keeps it used). The code's row is
 * locked before its redemption is deleted, in the order placing an order takes them (code, then
 * redemption), so a cancellation and an order using the same code take turns.
 */
export async function giveBackPromoUse(tx: Queryable, orderId: string): Promise<void> {
  const [redeemed] = await tx
    .select({ promoCodeId: promoRedemptions.promoCodeId })
    .from(promoRedemptions)
    .where(eq(promoRedemptions.orderId, orderId));
  if (!redeemed) return;
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` })
    .where(eq(promoCodes.id, redeemed.promoCodeId));
  await tx.delete(promoRedemptions).where(eq(promoRedemptions.orderId, orderId));
}

/**
 * Promo codes: which code a text names, whether a shopper may use it on a subtotal now, and what
 * it takes off. The cart checks a code when it is applied and each time the cart is read; the
 * order checks it again, and counts its use, inside the order's transaction.
 */
export function createPromotions({ db }: { db: Database }) {
  /** The code a shopper typed, whatever its case. */
  async function find(text: string, q: Queryable = db): Promise<PromoCodeRow | undefined> {
    const [promo] = await q.select().from(promoCodes).where(eq(promoCodes.code, text.trim().toUpperCase()));
    return promo;
  }

  /**
   * Why a shopper who used `promo` on `usedByShopper` orders may not use it on `subtotal` (poisha)
   * now, or null when they may.
   */
  function problemGiven(
    promo: PromoCodeRow,
    usedByShopper: number,
    subtotal: number,
    now: Date,
  ): Refusal | null {
    if (!promo.active) return fixed('promoUnknown');
    if (promo.startsAt && promo.startsAt > now) return fixed('promoNotYetValid');
    if (promo.endsAt && promo.endsAt <= now) return fixed('promoExpired');
    if (promo.usageLimit !== null && promo.usedCount >= promo.usageLimit) return fixed('promoUsedUp');
    if (promo.perShopperLimit !== null && usedByShopper >= promo.perShopperLimit)
      return fixed('promoAlreadyUsed');
    if (subtotal <= 0) return fixed('promoCartEmpty');
    if (subtotal < promo.minSubtotal) {
      const missing = promo.minSubtotal - subtotal;
      return {
        code: 'promoMinimumNotReached',
        message: `Add ${taka(missing)} more to use this code: it needs ${taka(promo.minSubtotal)} or more.`,
        params: { minimum: takaFromPoisha(promo.minSubtotal), missing: takaFromPoisha(missing) },
      };
    }
    return null;
  }

  /** Why `userId` may not use `promo` on `subtotal` (poisha) now, or null when they may. */
  async function problemWith(
    promo: PromoCodeRow,
    userId: string,
    subtotal: number,
    q: Queryable = db,
    now: Date = new Date(),
  ): Promise<Refusal | null> {
    const [used] = promo.perShopperLimit === null ? [] : await usesByShopper(q, promo.id, userId);
    return problemGiven(promo, used?.n ?? 0, subtotal, now);
  }

  const discountOf = (promo: PromoCodeRow, subtotal: number) =>
    promoDiscount({ kind: promo.kind, value: promo.value, maxDiscount: promo.maxDiscount }, subtotal);

  return {
    find,
    /** The code by id with its row locked until the transaction ends: its use limits hold under parallel orders. */
    async lockById(id: string, tx: Queryable): Promise<PromoCodeRow | undefined> {
      const [promo] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
      return promo;
    },
    problemWith,
    problemGiven,
    discountOf,

    /** The code as a cart carries it, with what it takes off `subtotal` and why it would not apply. */
    applied(promo: PromoCodeRow, subtotal: number, problem: Refusal | null): AppliedPromo {
      return {
        code: promo.code,
        kind: promo.kind,
        value: promo.kind === 'percent' ? promo.value : takaFromPoisha(promo.value),
        minSubtotal: takaFromPoisha(promo.minSubtotal),
        maxDiscount: promo.maxDiscount === null ? null : takaFromPoisha(promo.maxDiscount),
        description: promo.description,
        descriptionBn: promo.descriptionBn,
        discount: problem ? 0 : takaFromPoisha(discountOf(promo, subtotal)),
        problem: problem
          ? {
              code: problem.code,
              message: problem.message,
              ...(problem.params ? { params: problem.params } : {}),
            }
          : null,
      };
    },

    /** The refusal of a code, as an error: an unknown code is a 404, a rule it breaks a 422. */
    refuse: (problem: Refusal) => new HttpError(problem.code === 'promoUnknown' ? 404 : 422, problem),

    /**
     * The statements that count one use of the code by an order, run by the order's transaction
     * once the order is written, the code's row locked.
     */
    redemption: (promo: PromoCodeRow, userId: string, orderId: string, tx: Queryable): SQL[] => [
      tx
        .update(promoCodes)
        .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
        .where(eq(promoCodes.id, promo.id))
        .getSQL(),
      tx.insert(promoRedemptions).values({ promoCodeId: promo.id, userId, orderId }).getSQL(),
    ],
  };
}
