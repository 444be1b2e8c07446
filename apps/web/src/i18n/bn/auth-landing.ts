import type { landingMessages } from '../../features/auth/messages';
import type { Translation } from '../../lib/i18n';

const bn: Translation<typeof landingMessages> = {
  pageTitle: 'সাইন ইন হচ্ছে',
  processing: 'আপনাকে সাইন ইন করানো হচ্ছে...',
  success: 'আপনি সাইন ইন করেছেন। আপনাকে শপে ফিরিয়ে নেওয়া হচ্ছে...',
  failed: 'লগইন যাচাই ব্যর্থ হয়েছে: {error}',
  noToken: 'কোনো লগইন টোকেন পাওয়া যায়নি',
  invalidToken: 'লগইন টোকেনটি সঠিক নয়',
  redirecting: 'একটু পরেই আপনাকে ফিরিয়ে নেওয়া হবে।',
  continue: 'এখনই চালিয়ে যান',
  backToSignIn: 'সাইন ইনে ফিরে যান',
};
export default bn;
