/** What the rest of the app may use of the cart; the first page imports ./first-page instead. */
export * from './first-page';
export { type AddToCartOutcome, type CartLineRequest, useAddToCart } from './use-add-to-cart';
