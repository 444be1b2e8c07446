import type { cartIconMessages } from '../../features/cart/icon-messages';
import type { Translation } from '../../lib/i18n';

const bn: Translation<typeof cartIconMessages> = {
  cart: 'কার্ট',
  openCart: 'কার্ট খুলুন, পণ্য {count}',
  openCartOne: 'কার্ট খুলুন, পণ্য {count}',
  closeCart: 'কার্ট বন্ধ করুন',
};
export default bn;
