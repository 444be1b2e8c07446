import type { parcelMessages } from '../../features/orders/parcel-messages';
import type { Translation } from '../../lib/i18n';

const bn: Translation<typeof parcelMessages> = {
  parcel: 'পার্সেল',
  courier: 'কুরিয়ার',
  steadfast: 'স্টেডফাস্ট',
  pathao: 'পাঠাও',
  trackingCode: 'ট্র্যাকিং কোড',
  followOnCourier: '{courier}-এর ওয়েবসাইটে পার্সেলটি দেখুন',
  newTab: '(নতুন ট্যাবে খুলবে)',
  timeline: 'কুরিয়ার যা জানিয়েছে',
  noNews: 'কুরিয়ার এখনো কোনো খবর দেয়নি।',
  progressBooked: 'কুরিয়ারে বুক করা হয়েছে',
  progressPickedUp: 'কুরিয়ার পার্সেলটি নিয়ে গেছে',
  progressOutForDelivery: 'ডেলিভারির পথে',
  progressDelivered: 'ডেলিভারি হয়েছে',
  progressPartlyDelivered: 'আংশিক ডেলিভারি হয়েছে',
  progressReturning: 'দোকানে ফেরত আসছে',
  progressOnHold: 'কুরিয়ারের কাছে অপেক্ষায় আছে',
  progressCancelled: 'ডেলিভারি বাতিল হয়েছে',
  progressNoted: 'কুরিয়ারের খবর',
  trackTitle: 'আপনার অর্ডার ট্র্যাক করুন',
  trackIntro:
    'আপনার অর্ডার নম্বর আর যে ফোন নম্বরে অর্ডারটি ডেলিভারি হবে, তা লিখুন: দুটোই আপনার অর্ডারের মেসেজে আছে। লগইন লাগবে না।',
  orderNumber: 'অর্ডার নম্বর',
  orderNumberHint: 'যেমন HT-2611-000123',
  phone: 'ফোন নম্বর',
  phoneHint: 'যেমন ০১৭১২৩৪৫৬৭৮',
  track: 'ট্র্যাক করুন',
  tracking: 'খোঁজা হচ্ছে...',
  result: 'অর্ডার {orderNumber}',
  notWithCourier: 'আপনার অর্ডারটি এখনো কুরিয়ারের কাছে যায়নি। পাঠানো হলে আবার দেখুন।',
  networkError: 'দোকানের সাথে যোগাযোগ করা যায়নি। অনুগ্রহ করে আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
};
export default bn;
