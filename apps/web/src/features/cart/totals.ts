import type { AppliedPromo, CartItem } from '@haat/contracts';
import { CART_PAGE_SHIPPING_TAKA } from '@haat/contracts/constants';
import { poishaOf, previewTotals } from '@haat/contracts/order-totals';

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
  /** Taka: the tax on the selected lines after the discount, at the shop's rate. */
  tax: number;
  /** Taka: items, shipping and tax, less the discount. */
  total: number;
  /** Taka: the least the selected lines must come to for the code, when they come to less. */
  promoMinimum: number | null;
};

const taka = (poisha: number) => poisha / 100;

/**
 * The summary of the selected lines, worked out by the same `orderTotals` that prices the order on
 * the server, tax included. It is what the shopper sees; the order is priced again on the server.
 * Shipping is the cart page's fixed estimate unless checkout names the fee of the chosen place.
 */
export function selectionTotals(
  items: CartItem[],
  selected: ReadonlySet<string>,
  promo: AppliedPromo | null,
  shippingTaka: number = CART_PAGE_SHIPPING_TAKA,
  taxPercent = 0,
) {
  const chosen = items.filter((item) => item.available && selected.has(item._id));
  const totals = previewTotals({ lines: chosen, promo, deliveryFee: shippingTaka, taxPercent });
  return {
    pieces: chosen.reduce((sum, item) => sum + item.quantity, 0),
    itemsTotal: taka(totals.subtotal),
    shipping: taka(totals.shippingCost),
    discount: taka(totals.discount),
    tax: taka(totals.tax),
    total: taka(totals.total),
    promoMinimum: promo && totals.subtotal < poishaOf(promo.minSubtotal) ? promo.minSubtotal : null,
  } satisfies SelectionTotals;
}
