import type { cartMessages } from '../../features/cart/messages';
import type { Translation } from '../../lib/i18n';

const bn: Translation<typeof cartMessages> = {
  title: 'শপিং কার্ট',
  itemCount: '{count}টি পণ্য',
  itemCountOne: '১টি পণ্য',
  empty: 'আপনার কার্ট খালি।',
  continueShopping: 'কেনাকাটা চালিয়ে যান',
  loadFailed: 'আপনার কার্ট লোড করা যায়নি। আবার চেষ্টা করুন।',
  loginToView: 'কার্ট দেখতে লগইন করুন।',
  login: 'লগইন',
  // Lines
  selectAll: 'সব বাছাই করুন',
  selectLine: '{name}, সাইজ {size} বাছাই করুন',
  deleteSelected: 'মুছুন',
  deleteSelectedLabel: 'বাছাই করা পণ্যগুলো মুছুন',
  size: 'সাইজ: {size}',
  each: 'প্রতিটি {price}',
  was: 'আগে {price}',
  lineTotal: 'এই পণ্যের মোট',
  quantity: 'পরিমাণ',
  decrease: '{name}-এর পরিমাণ কমান',
  increase: '{name}-এর পরিমাণ বাড়ান',
  remove: 'সরান',
  removeLabel: '{name}, সাইজ {size} সরান',
  noLongerSold: 'আর পাওয়া যাচ্ছে না',
  soldOutInSize: '{size} সাইজ স্টকে নেই',
  onlyLeft: '{size} সাইজে মাত্র {left}টি বাকি: কিনতে পরিমাণ কমান।',
  // Failures of a change (storefront spec section 8, by what failed)
  networkError: 'নেটওয়ার্কে সমস্যা। আপনার ইন্টারনেট সংযোগ দেখুন।',
  authFailed: 'লগইন যাচাই করা যায়নি। আবার লগইন করুন।',
  updateFailed: 'কার্টের পণ্য আপডেট করা যায়নি। আবার চেষ্টা করুন।',
  removeFailed: 'পণ্যটি সরানো যায়নি। আবার চেষ্টা করুন।',
  clearFailed: 'কার্ট খালি করা যায়নি। আবার চেষ্টা করুন।',
  // Promo code
  promoTitle: 'প্রোমো কোড',
  promoPlaceholder: 'প্রোমো কোড লিখুন',
  apply: 'প্রয়োগ করুন',
  applying: 'প্রয়োগ হচ্ছে...',
  promoInvalid: 'প্রোমো কোডটি সঠিক নয়',
  promoError: 'প্রোমো কোড প্রয়োগ করা যায়নি',
  promoApplied: '{code} প্রয়োগ হয়েছে: {description}',
  removePromo: 'কোড সরান',
  promoNotForSelection: 'বাছাই করা পণ্যের মোট দাম {minimum} বা তার বেশি হলে এটি প্রযোজ্য।',
  // Summary
  summary: 'অর্ডার সারাংশ',
  itemsTotal: 'পণ্যের মোট ({count})',
  shipping: 'ডেলিভারি চার্জ',
  shippingNote: 'আনুমানিক: চেকআউটে আপনার পিকআপ পয়েন্ট অনুযায়ী চার্জ ঠিক হবে।',
  discount: 'ছাড়',
  total: 'সর্বমোট',
  proceed: 'চেকআউটে যান',
  nothingSelected: 'যে পণ্যগুলো কিনতে চান সেগুলো বাছাই করুন।',
  // The selection on its way to checkout
  backToCart: 'কার্টে ফিরে যান',
  // Dropdown and drawer
  viewCart: 'কার্ট দেখুন',
  subtotal: 'সাবটোটাল',
  more: 'আরও {count}টি',
};
export default bn;
