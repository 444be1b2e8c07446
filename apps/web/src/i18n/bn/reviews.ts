import type { reviewsMessages } from '../../features/reviews/messages';
import type { Translation } from '../../lib/i18n';

const bn: Translation<typeof reviewsMessages> = {
  title: 'আমার রিভিউ',
  loadFailed: 'আপনার রিভিউগুলো লোড করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  empty: 'আপনি এখনো কোনো পণ্যের রিভিউ দেননি।',
  emptyHint: 'কোনো পণ্যের অর্ডার ডেলিভারি হওয়ার পর আপনি সেটির রিভিউ দিতে পারবেন।',
  toOrders: 'আমার অর্ডারে যান',
  rated: '৫-এর মধ্যে {rating} রেটিং',
  writtenOn: '{date} তারিখে লেখা',
  delete: 'মুছে ফেলুন',
  deleteLabel: '{name}-এর রিভিউ মুছে ফেলুন',
  confirmTitle: 'রিভিউ মুছে ফেলুন',
  confirm: 'আপনি কি নিশ্চিত যে এই রিভিউটি মুছে ফেলতে চান?',
  confirmDelete: 'মুছে ফেলুন',
  deleting: 'মুছে ফেলা হচ্ছে...',
  cancel: 'বাতিল',
  close: 'বন্ধ করুন',
  deleteFailed: 'রিভিউটি মুছে ফেলা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  deleted: 'আপনার রিভিউ মুছে ফেলা হয়েছে।',
};
export default bn;
