import type { catalogueMessages } from '../../features/catalogue/messages';
import type { Translation } from '../../lib/i18n';

const bn: Translation<typeof catalogueMessages> = {
  soldOut: 'স্টক শেষ',
  off: '{percent}% ছাড়',
  was: 'আগে ছিল {price}',
  addToCart: 'কার্টে যোগ করুন',
  addToCartOf: 'কার্টে যোগ করুন: {name}, সাইজ বাছাই করুন',
  addToCartOfOneSize: 'কার্টে যোগ করুন: {name}',
};
export default bn;
