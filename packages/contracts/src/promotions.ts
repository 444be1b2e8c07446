import { z } from 'zod';
import { Taka } from './common';

export { PROMO_KINDS, type PromoKind, type PromoRule, promoDiscount, ruleOf } from './promo-rules';

import { PROMO_KINDS } from './promo-rules';

/** A refusal of a code for the cart as it is, as the cart carries it. */
export const PromoProblem = z.object({
  code: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type PromoProblem = z.infer<typeof PromoProblem>;

/** The promo code remembered with a cart. */
export const AppliedPromo = z.object({
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  /** A percentage for a percent code; taka for a fixed one. */
  value: z.number().positive(),
  /** Taka: the least subtotal the code takes. */
  minSubtotal: Taka,
  /** Taka: the most it takes off; null for no cap. */
  maxDiscount: Taka.nullable(),
  /** What the code is, in the shop's words, such as "10% off your first order". */
  description: z.string(),
  /** The same in Bengali; null when the shop gave none (Bengali pages then show the English). */
  descriptionBn: z.string().nullable(),
  /** Taka: what it takes off the cart's lines that can be bought, now. */
  discount: Taka,
  /** Why it would not apply to the cart as it is now (it has expired since, the minimum is not reached…). */
  problem: PromoProblem.nullable(),
});
export type AppliedPromo = z.infer<typeof AppliedPromo>;
