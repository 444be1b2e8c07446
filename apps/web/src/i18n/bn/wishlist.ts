import type { wishlistMessages } from '../../features/wishlist/messages';
import type { Translation } from '../../lib/i18n';

const bn: Translation<typeof wishlistMessages> = {
  title: 'আমার উইশলিস্ট',
  empty: 'আপনার উইশলিস্ট খালি। পছন্দের পণ্য যোগ করা শুরু করুন!',
  browse: 'পণ্য দেখুন',
  loadFailed: 'উইশলিস্ট লোড করা যায়নি',
  removeFailed: 'পণ্যটি উইশলিস্ট থেকে সরানো যায়নি।',
  remove: 'সরান',
  removeLabel: '{name} উইশলিস্ট থেকে সরান',
  addToCart: 'কার্টে যোগ করুন',
  adding: 'যোগ করা হচ্ছে...',
  addLabel: '{name} কার্টে যোগ করুন',
  size: 'সাইজ',
  sizeFor: '{name}-এর সাইজ',
  chooseSize: 'সাইজ',
  added: 'আপনার কার্টে যোগ হয়েছে।',
  viewCart: 'কার্ট দেখুন',
  needsSize: 'কার্টে যোগ করার আগে একটি সাইজ বেছে নিন।',
  needsLogin: 'কার্টে পণ্য যোগ করতে লগইন করুন',
  offline: 'নেটওয়ার্কে সমস্যা। ইন্টারনেট কানেকশন চেক করে আবার চেষ্টা করুন।',
  addFailedWith: 'কার্টে যোগ করা যায়নি: {message}',
  addError: 'পণ্যটি কার্টে যোগ করতে সমস্যা হয়েছে। আবার চেষ্টা করুন।',
};
export default bn;
