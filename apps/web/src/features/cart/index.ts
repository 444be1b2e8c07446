/** What the rest of the app may use of the cart; the first page imports ./first-page instead. */

export { cartKeys, useCart } from './cart-query';
export { useShopCharges } from './charges';
export * from './first-page';
export { selectionTotals } from './totals';
export { type AddToCartOutcome, type CartLineRequest, useAddToCart } from './use-add-to-cart';
