import type { phoneVerificationMessages } from '../../features/risk/phone-messages';
import type { Translation } from '../../lib/i18n';

const bn: Translation<typeof phoneVerificationMessages> = {
  verified: 'যাচাই করা',
  verifiedTitle: 'এই নম্বরটি যাচাই করা: আমাদের পাঠানো কোড দিয়ে আপনি প্রমাণ করেছেন নম্বরটি আপনার।',
  notVerified: 'যাচাই করা হয়নি',
  verify: 'যাচাই করুন',
  verifyLabel: '{phone} যাচাই করুন',
  close: 'বন্ধ করুন',
  formLabel: '{phone} যাচাই করুন',
  intro: 'আমরা {phone} নম্বরে SMS-এ একটি ছয় অঙ্কের কোড পাঠাব।',
  send: 'কোড পাঠান',
  sending: 'পাঠানো হচ্ছে...',
  sent: '{phone} নম্বরে একটি কোড পাঠিয়েছি। এটি {minutes} মিনিট কাজ করবে।',
  code: 'SMS-এর কোড',
  codeHint: 'ছয়টি অঙ্ক, বাংলা বা ইংরেজিতে।',
  confirm: 'যাচাই করুন',
  confirming: 'মিলিয়ে দেখা হচ্ছে...',
  resend: 'নতুন কোড পাঠান',
  resendIn: '{seconds}\u00a0সেকেন্ড পরে নতুন কোড চাইতে পারবেন।',
  triesLeftOne: 'আর {count} বার চেষ্টা করতে পারবেন।',
  triesLeft: 'আর {count} বার চেষ্টা করতে পারবেন।',
  done: '{phone} নম্বরটি যাচাই করা হয়েছে।',
};
export default bn;
