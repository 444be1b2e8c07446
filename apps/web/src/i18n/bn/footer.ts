import type { footerMessages } from '../../app/footer/messages';
import type { Translation } from '../../lib/i18n';

const bn: Translation<typeof footerMessages> = {
  tagline: 'প্রিমিয়াম পোশাক, খাঁটি স্টাইল',
  about: 'প্রতিদিনের আর প্রতিটি উৎসবের পোশাক, সারা বাংলাদেশে ২–৪ দিনে ডেলিভারি।',
  shop: 'শপ',
  help: 'সাহায্য',
  account: 'অ্যাকাউন্ট',
  home: 'হোম',
  shopAll: 'শপ',
  aboutUs: 'আমাদের সম্পর্কে',
  categories: 'ক্যাটাগরি',
  contact: 'যোগাযোগ',
  helpdesk: 'হেল্পডেস্ক',
  returns: 'রিটার্ন',
  orderStatus: 'অর্ডারের অবস্থা',
  paymentOptions: 'পেমেন্টের উপায়',
  faq: 'সাধারণ জিজ্ঞাসা',
  terms: 'শর্তাবলি',
  privacy: 'প্রাইভেসি',
  weAccept: 'আমরা গ্রহণ করি',
  paymentMethods: 'ক্যাশ অন ডেলিভারি · বিকাশ · নগদ · কার্ড',
  copyright: '© {year} হাট। সর্বস্বত্ব সংরক্ষিত।',
  newsletterTitle: 'নতুন পণ্য আর অফারের খবর সবার আগে পান',
  newsletterText: 'সপ্তাহে একটি ছোট ইমেইল। যখন খুশি আনসাবস্ক্রাইব করুন।',
  emailLabel: 'ইমেইল ঠিকানা',
  emailPlaceholder: 'you@example.com',
  subscribe: 'সাবস্ক্রাইব করুন',
  subscribing: 'সাবস্ক্রাইব হচ্ছে...',
  invalidEmail: 'একটি সঠিক ইমেইল ঠিকানা লিখুন।',
  subscribed: 'সাবস্ক্রাইব করার জন্য ধন্যবাদ!',
};
export default bn;
