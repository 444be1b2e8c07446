import type { reviewFormMessages } from '../../features/reviews/messages';
import type { Translation } from '../../lib/i18n';

const bn: Translation<typeof reviewFormMessages> = {
  formLabel: '{name}-এর রিভিউ লিখুন',
  rating: 'আপনার রেটিং',
  star: '{count} স্টার',
  stars: '{count} স্টার',
  ratingRequired: 'অনুগ্রহ করে ১ থেকে ৫ স্টারের মধ্যে একটি রেটিং দিন।',
  message: 'আপনার রিভিউ',
  messageHint: 'কী ভালো লেগেছে বা কী ভালো লাগেনি? সর্বোচ্চ {max} অক্ষর।',
  messageRequired: 'পণ্যটি সম্পর্কে অন্তত কয়েকটি কথা লিখুন।',
  submit: 'জমা দিন',
  submitting: 'জমা দেওয়া হচ্ছে...',
  written: 'রিভিউ দেওয়ার জন্য ধন্যবাদ!',
  failed: 'আপনার রিভিউ পাঠানো যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
};
export default bn;
