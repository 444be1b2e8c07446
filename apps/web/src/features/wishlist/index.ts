/** What the rest of the app may use of the wishlist. */
export { useWishlistToggle, type WishlistOutcome } from './use-wishlist-toggle';
