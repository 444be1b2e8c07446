import type { Translation } from '../../lib/i18n';
import type { orderNoteMessages } from '../../lib/order-note-messages';

const bn: Translation<typeof orderNoteMessages> = {
  placed: 'অর্ডার দেওয়া হয়েছে',
  cancelledUnpaid: 'সময়মতো পেমেন্টের প্রমাণ না আসায় অর্ডারটি নিজে থেকে বাতিল হয়েছে।',
  switchedToCashOnDelivery: 'পেমেন্ট পদ্ধতি বদলে ক্যাশ অন ডেলিভারি করা হয়েছে।',
  byCourier: 'কুরিয়ারের জানানো অনুযায়ী।',
  addressCorrected: 'দোকান ডেলিভারির ঠিকানা ঠিক করে দিয়েছে।',
};
export default bn;
