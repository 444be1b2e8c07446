import type { infoMessages } from '../../features/info/messages';
import type { Translation } from '../../lib/i18n';

const bn: Translation<typeof infoMessages> = {
  breadcrumb: 'ব্রেডক্রাম্ব',
  home: 'হোম',
  moreHelp: 'হাট সম্পর্কে আরও',
  about: 'হাট সম্পর্কে',
  helpCenter: 'হেল্প সেন্টার',
  faq: 'সাধারণ জিজ্ঞাসা',
  paymentOptions: 'পেমেন্টের উপায়',
  terms: 'শর্তাবলি',
  privacy: 'প্রাইভেসি পলিসি',
  stillNeedHelp: 'আরও সাহায্য দরকার?',
  stillNeedHelpText: 'আমাদের সাপোর্ট টিম দিনরাত ২৪ ঘণ্টা উত্তর দেয়।',
  contactSupport: 'সাপোর্টে যোগাযোগ করুন',
  scrollToTop: 'উপরে যান',
};
export default bn;
