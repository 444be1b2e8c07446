/**
 * The promo code's rule in plain numbers, without schemas: the web app's first page uses it, and
 * must not pull zod in with it.
 */

export const PROMO_KINDS = ['percent', 'fixed'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** A promo code's rule for the discount, in whole poisha: what both the server and a screen work out. */
export type PromoRule = {
  kind: PromoKind;
  /** A percentage (1–100) for a percent code; poisha for a fixed one. */
  value: number;
  /** Poisha; null for no cap. */
  maxDiscount: number | null;
};

/**
 * What a code takes off a subtotal, in poisha: a percentage rounded to the poisha (half up), capped,
 * or a fixed amount; never more than the subtotal. The order's total is worked out with this same
 * function on the server; a screen uses it only to show the selection's discount.
 */
export function promoDiscount(rule: PromoRule, subtotal: number): number {
  if (subtotal <= 0) return 0;
  const raw = rule.kind === 'percent' ? Math.round((subtotal * rule.value) / 100) : rule.value;
  return Math.min(raw, rule.maxDiscount ?? raw, subtotal);
}

/** The rule of an applied promo (taka, as the API speaks) in poisha, for `promoDiscount`. */
export const ruleOf = (promo: { kind: PromoKind; value: number; maxDiscount: number | null }): PromoRule => ({
  kind: promo.kind,
  value: promo.kind === 'percent' ? promo.value : Math.round(promo.value * 100),
  maxDiscount: promo.maxDiscount === null ? null : Math.round(promo.maxDiscount * 100),
});
