import { defineMessages } from '../../lib/i18n';

/** Texts of the wishlist page (purchase spec sections 2 and 8). */
export const wishlistMessages = defineMessages('wishlist', {
  title: 'My Wishlist',
  empty: 'Your wishlist is empty. Start adding some products!',
  browse: 'Browse products',
  loadFailed: 'Failed to load wishlist',
  removeFailed: 'Failed to remove item from wishlist.',
  remove: 'Remove',
  removeLabel: 'Remove {name} from the wishlist',
  addToCart: 'Add to Cart',
  adding: 'Adding...',
  addLabel: 'Add {name} to the cart',
  size: 'Size',
  sizeFor: 'Size of {name}',
  chooseSize: 'Size',
  added: 'Added to your cart.',
  viewCart: 'View cart',
  needsSize: 'Please select a size before adding to cart.',
  needsLogin: 'Please login to add items to cart',
  offline: 'Network error. Please check your connection and try again.',
  addFailedWith: 'Failed to add to cart: {message}',
  addError: 'Error adding product to cart. Please try again.',
});
