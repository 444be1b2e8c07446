import type { riskMessages } from '../../features/risk/messages';
import type { Translation } from '../../lib/i18n';

const bn: Translation<typeof riskMessages> = {
  title: 'ক্যাশ অন ডেলিভারি যাচাই',
  intro:
    'ডেলিভারির সময় পেমেন্টের অর্ডারগুলো তাদের ফোন নম্বর ও ঠিকানার ডেলিভারির ইতিহাসের সাথে মিলিয়ে দেখা হয়। গার্ড যেসব অর্ডার আটকে রেখেছে, সেগুলো এখানে আপনার সিদ্ধান্তের অপেক্ষায় থাকে।',
  loading: 'লোড হচ্ছে...',
  loadFailed: 'এটি লোড করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  figures:
    'গত ৩০ দিন: {passed}টি পাস, {held}টি আটকানো, {refused}টি ফেরানো; দরজায় {prevented}টি ফেরত ঠেকানো গেছে। ছেড়ে দেওয়া অর্ডার: {delivered}টি ডেলিভারি হয়েছে, {returned}টি গ্রহণ করা হয়নি।',

  heldTitle: 'আটকে রাখা অর্ডার',
  noneHeld: 'কোনো অর্ডার যাচাইয়ের অপেক্ষায় নেই।',
  colOrder: 'অর্ডার',
  colCustomer: 'ক্রেতা',
  colWhy: 'কেন',
  colHistory: 'নম্বরের ইতিহাস',
  statusHeld: 'যাচাইয়ের জন্য আটকানো',
  statusAwaitingAdvance: 'ডেলিভারি চার্জের অপেক্ষায় ({fee})',
  history: '{finished}টি শেষ হওয়া অর্ডারের {delivered}টি ডেলিভারি হয়েছে, {refused}টি গ্রহণ করা হয়নি, {open}টি চলমান',
  approve: 'ছেড়ে দিন',
  cancel: 'অর্ডার বাতিল করুন',
  deciding: 'সংরক্ষণ করা হচ্ছে...',

  ruleBlocked: 'নম্বরটি ব্লক করা: {note}',
  rulePhoneDailyLimit: 'নম্বরটি ২৪ ঘণ্টায় {count}টি অর্ডার দিয়েছে (সীমা {limit})',
  ruleAddressDailyLimit: 'ঠিকানাটিতে ২৪ ঘণ্টায় {count}টি অর্ডার গেছে (সীমা {limit})',
  ruleRefusalCount: '{refused}টি ডেলিভারি গ্রহণ করা হয়নি (সীমা {limit})',
  ruleRefusalCountOne: '{refused}টি ডেলিভারি গ্রহণ করা হয়নি (সীমা {limit})',
  ruleRefusalRate: '{finished}টি শেষ হওয়া অর্ডারের {percent}% গ্রহণ করা হয়নি (সীমা {limit}%)',
  ruleCodeRequired: 'নম্বরটি কোড দিয়ে নিশ্চিত করা হয়নি',
  ruleRefusedBefore: 'আগের {refused}টি ডেলিভারি গ্রহণ করা হয়নি',
  ruleRefusedBeforeOne: 'আগের {refused}টি ডেলিভারি গ্রহণ করা হয়নি',
  ruleAdvanceRequested: 'ক্রেতা ডেলিভারি চার্জ ({deliveryFee}) অগ্রিম দিতে চেয়েছেন',

  lookupTitle: 'একটি নম্বর খুঁজুন',
  phoneLabel: 'মোবাইল নম্বর',
  lookUp: 'খুঁজুন',
  lookupHistory:
    '{delivered}টি ডেলিভারি হয়েছে, {refused}টি দরজায় ফেরানো, {returned}টি ডেলিভারির পর ফেরত, {cancelledAfterShipping}টি বুকিংয়ের পর বাতিল, {cancelled}টি বাতিল, {open}টি চলমান।',
  noHistory: 'এই নম্বরে এখনো কোনো অর্ডার যায়নি।',
  blockedSince: 'ডেলিভারির সময় পেমেন্ট থেকে ব্লক করা: {note}',
  notBlocked: 'এই নম্বরটি ব্লক করা নেই।',
  blockNote: 'কেন (নোটটি ব্লকের সাথে রাখা হয়)',
  block: 'ক্যাশ অন ডেলিভারি থেকে ব্লক করুন',
  unblock: 'ব্লক তুলে নিন',

  settingsTitle: 'সেটিংস',
  enabled: 'ডেলিভারির সময় পেমেন্টের অর্ডার যাচাই করুন',
  codeWhen: 'SMS-এ পাঠানো কোড চাওয়া হবে',
  codeNever: 'কখনো না',
  codeAlways: 'সবসময়',
  codeNewNumbers: 'যে নম্বরে এখনো কোনো অর্ডার ডেলিভারি হয়নি',
  codeAboveTotal: 'নির্দিষ্ট মোট টাকার বেশি অর্ডারে',
  aboveTotal: 'অর্ডারের মোট (টাকা)',
  maxRefused: 'এতগুলো ডেলিভারি গ্রহণ না করা হলে শুধু অনলাইন পেমেন্ট',
  maxRefusedPercent: '…অথবা শেষ হওয়া অর্ডারের এত শতাংশ গ্রহণ না করা হলে (%)',
  minFinishedOrders: '…যখন নম্বরটির অন্তত এতগুলো অর্ডার শেষ হয়েছে',
  holdFromRefused: 'এতগুলো ডেলিভারি গ্রহণ না করা হলে অর্ডার যাচাইয়ের জন্য আটকে রাখুন',
  perPhone: 'একটি নম্বর ২৪ ঘণ্টায় ডেলিভারির সময় পেমেন্টের যতগুলো অর্ডার দিতে পারে (খালি: সীমা নেই)',
  perAddress: 'একটি ঠিকানায় ২৪ ঘণ্টায় ডেলিভারির সময় পেমেন্টের যতগুলো অর্ডার যেতে পারে (খালি: সীমা নেই)',
  save: 'সংরক্ষণ করুন',
  saving: 'সংরক্ষণ করা হচ্ছে...',
  saved: 'সংরক্ষণ করা হয়েছে।',
};
export default bn;
