import type { AppliedPromo, CartItem } from '@haat/contracts';
import { CART_PAGE_SHIPPING_TAKA } from '@haat/contracts/constants';
import { promoDiscount, ruleOf } from '@haat/contracts/promo-rules';

export type SelectionTotals = {
  /** Pieces in the selected lines. */
  pieces: number;
  /** Taka: the selected lines at today's prices. */
  itemsTotal: number;
  /**
   * Taka: the cart page's fixed shipping estimate (purchase spec section 9), or checkout's delivery
   * fee for the chosen place, when anything is selected.
   */
  shipping: number;
  /** Taka: what the applied code takes off the selected lines. */
  discount: number;
  /** Taka: items, shipping, less the discount. */
  total: number;
  /** Taka: the least the selected lines must come to for the code, when they come to less. */
  promoMinimum: number | null;
};

const taka = (poisha: number) => poisha / 100;

/**
 * The summary of the selected lines, worked out in whole poisha with the same promo rule the
 * server uses. It is what the shopper sees; the order is priced again on the server. Shipping is
 * the cart page's fixed estimate unless checkout names the fee of the chosen place.
 */
export function selectionTotals(
  items: CartItem[],
  selected: ReadonlySet<string>,
  promo: AppliedPromo | null,
  shippingTaka: number = CART_PAGE_SHIPPING_TAKA,
) {
  const chosen = items.filter((item) => item.available && selected.has(item._id));
  const itemsPoisha = chosen.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  const shippingPoisha = chosen.length > 0 ? Math.round(shippingTaka * 100) : 0;
  const minimumPoisha = promo ? Math.round(promo.minSubtotal * 100) : 0;
  const promoApplies = promo !== null && promo.problem === null && itemsPoisha >= minimumPoisha;
  const discountPoisha = promoApplies && promo ? promoDiscount(ruleOf(promo), itemsPoisha) : 0;
  return {
    pieces: chosen.reduce((sum, item) => sum + item.quantity, 0),
    itemsTotal: taka(itemsPoisha),
    shipping: taka(shippingPoisha),
    discount: taka(discountPoisha),
    total: taka(itemsPoisha + shippingPoisha - discountPoisha),
    promoMinimum: promo && !promoApplies && itemsPoisha < minimumPoisha ? promo.minSubtotal : null,
  } satisfies SelectionTotals;
}
