/**
 * The cart's parts every page shows from its first paint (the header's cart, the floating cart).
 * Kept apart from index.ts: a module the first page imports brings everything it re-exports into
 * the first page's JavaScript, and the cart's changes belong to the pages that make them.
 */
export { CartButton, CartCount } from './components/cart-button';
export { FloatingCartButton } from './components/floating-cart';
