import { defineMessages } from '../../lib/i18n';

/** Texts of the product card, which every product grid and shelf shows. */
export const catalogueMessages = defineMessages('catalogue', {
  soldOut: 'Sold out',
  off: '{percent}% off',
  was: 'Was {price}',
  addToCart: 'Add to Cart',
  addToCartOf: 'Add to Cart: {name}, choose a size',
  addToCartOfOneSize: 'Add to Cart: {name}',
});
