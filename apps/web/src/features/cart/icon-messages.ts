import { defineMessages } from '../../lib/i18n';

/** The few texts of the cart icons every page shows (the header's and the floating one): in a module of their own, so the first page loads none of the cart's other texts. */
export const cartIconMessages = defineMessages('cart-icon', {
  cart: 'Cart',
  openCart: 'Open the cart, {count} items',
  openCartOne: 'Open the cart, {count} item',
  closeCart: 'Close the cart',
});
