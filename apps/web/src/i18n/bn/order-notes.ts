import type { Translation } from '../../lib/i18n';
import type { orderNoteMessages } from '../../lib/order-note-messages';

const bn: Translation<typeof orderNoteMessages> = {
  placed: 'অর্ডার দেওয়া হয়েছে',
  cancelledUnpaid: 'সময়মতো পেমেন্টের প্রমাণ না আসায় অর্ডারটি নিজে থেকে বাতিল হয়েছে।',
  switchedToCashOnDelivery: 'পেমেন্ট পদ্ধতি বদলে ক্যাশ অন ডেলিভারি করা হয়েছে।',
  byCourier: 'কুরিয়ারের জানানো অনুযায়ী।',
  addressCorrected: 'দোকান ডেলিভারির ঠিকানা ঠিক করে দিয়েছে।',
  heldForReview: 'প্রস্তুত করার আগে দোকান অর্ডারটি যাচাই করছে।',
  awaitingAdvance: 'বিকাশ বা নগদে অগ্রিম ডেলিভারি চার্জের অপেক্ষায়।',
  released: 'দোকান যাচাই করে অর্ডারটি ছেড়ে দিয়েছে।',
  cancelledAfterReview: 'যাচাইয়ের পর দোকান অর্ডারটি বাতিল করেছে। এখনো চাইলে অনুগ্রহ করে আমাদের সাথে যোগাযোগ করুন।',
  advanceVerified: 'অগ্রিম পরিশোধ করা ডেলিভারি চার্জ যাচাই করা হয়েছে।',
};
export default bn;
