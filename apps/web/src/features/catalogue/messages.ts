import { defineMessages } from '../../lib/i18n';

/** Texts shared by the catalogue's screens. */
export const catalogueMessages = defineMessages('catalogue', {
  loading: 'Loading...',
  noProductsFound: 'No products found',
  noProductsAvailable: 'No products available right now.',
  productNotFound: 'Product not found.',
  soldOut: 'Sold out',
  off: '{percent}% off',
  was: 'Was {price}',
  ratingOutOf5: 'Rated {rating} out of 5',
});
