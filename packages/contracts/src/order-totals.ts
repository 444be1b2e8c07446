/**
 * An order's totals (purchase spec section 9): one formula for the server that places an order and
 * for the cart and checkout that show it beforehand, so the two never differ. Zod-free, so the
 * web's pages load it without the schemas.
 */

import { type PromoRule, promoDiscount, ruleOf } from './promo-rules';
import type { AppliedPromo } from './promotions';

/** A line of goods: the price of one piece in poisha, and how many pieces. */
export type PricedLine = { unitPrice: number; quantity: number };

/** A promo code's rule, and the least (poisha) the goods must come to for it to take anything off. */
export type PromoTerms = PromoRule & { minSubtotal: number };

export type OrderTotalsInput = {
  lines: readonly PricedLine[];
  /** The code applied, or null for none. */
  promo: PromoTerms | null;
  /** Poisha: the fee for delivering to the chosen place. */
  deliveryFee: number;
  /** The tax on the goods after discount, in basis points (hundredths of a percent); 0 for none. */
  taxBasisPoints: number;
};

/** Whole poisha, as the order keeps them. */
export type OrderTotals = {
  subtotal: number;
  discount: number;
  tax: number;
  shippingCost: number;
  /** subtotal − discount + tax + shippingCost. */
  total: number;
};

/** Poisha: what the lines come to at their prices. */
export const subtotalOf = (lines: readonly PricedLine[]): number =>
  lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);

/**
 * The order's totals, in whole poisha: the goods, what the code takes off them (nothing below its
 * minimum), the tax on what is left (rounded to the poisha, half up) and the delivery fee, which
 * an order of nothing does not pay. Every figure is an integer well inside 2^53: the most an
 * order's goods may come to (10 million taka) times a tax rate of 10,000 basis points.
 */
export function orderTotals({ lines, promo, deliveryFee, taxBasisPoints }: OrderTotalsInput): OrderTotals {
  const subtotal = subtotalOf(lines);
  const discount = promo && subtotal >= promo.minSubtotal ? promoDiscount(promo, subtotal) : 0;
  const tax = Math.round(((subtotal - discount) * taxBasisPoints) / 10_000);
  const shippingCost = lines.length > 0 ? deliveryFee : 0;
  return { subtotal, discount, tax, shippingCost, total: subtotal - discount + tax + shippingCost };
}

/** Whole poisha of an amount in taka, as the API speaks it (at most two decimals). */
export const poishaOf = (taka: number): number => Math.round(taka * 100);

/** Basis points of a percentage with at most two decimals, as the shop's tax rate is set. */
export const basisPointsOf = (percent: number): number => Math.round(percent * 100);

export type PreviewInput = {
  /** The lines to be ordered, priced in taka as the cart answers them. */
  lines: readonly { price: number; quantity: number }[];
  /** The cart's code as the cart answers it; left out while it has a problem, as the order would refuse it. */
  promo: AppliedPromo | null;
  /** Taka: the fee for the chosen place (or the cart page's estimate). */
  deliveryFee: number;
  /** The shop's tax rate, a percentage. */
  taxPercent: number;
};

/**
 * The totals of an order not placed yet, from the shop's answers in taka (the cart, its code, the
 * delivery fees and the tax rate): the same `orderTotals` the order will be placed with.
 */
export const previewTotals = ({ lines, promo, deliveryFee, taxPercent }: PreviewInput): OrderTotals =>
  orderTotals({
    lines: lines.map((line) => ({ unitPrice: poishaOf(line.price), quantity: line.quantity })),
    promo:
      promo && promo.problem === null ? { ...ruleOf(promo), minSubtotal: poishaOf(promo.minSubtotal) } : null,
    deliveryFee: poishaOf(deliveryFee),
    taxBasisPoints: basisPointsOf(taxPercent),
  });
