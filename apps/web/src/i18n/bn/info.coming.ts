import type { comingMessages } from '../../features/info/messages/coming';
import type { Translation } from '../../lib/i18n';

const bn: Translation<typeof comingMessages> = {
  loading: 'লোড হচ্ছে...',
  soonTitle: 'শিগগিরই আসছে',
  holdsTitle: 'এখানে যা পাবেন',
  browse: 'পণ্য দেখুন',
  helpCenter: 'হেল্প সেন্টারে যান',
  account: 'আমার অ্যাকাউন্টে যান',
  signIn: 'সাইন ইন',

  messagesEyebrow: 'মেসেজ',
  messagesTitle: 'হাট থেকে মেসেজ',
  messagesLead: 'আপনার অর্ডার, ডেলিভারি আর পেমেন্ট নিয়ে আমাদের টিমের সব বার্তা এখানে আসবে।',
  messagesHolds1: 'অর্ডার কনফার্ম হলে, পাঠানো হলে বা ডেলিভারির পথে থাকলে তার আপডেট।',
  messagesHolds2: 'আপনার পাঠানো প্রশ্নের উত্তর, আমাদের সাপোর্ট টিম থেকে।',
  messagesHolds3: 'আপনার পেমেন্ট, রিফান্ড আর রিটার্ন সংক্রান্ত নোটিশ।',
  messagesSoon:
    'এখানে এখনো কিছু নেই। ততদিন হেল্প সেন্টারের লাইভ সাহায্যে আমাদের সাপোর্ট টিম প্রতিদিন আপনার প্রশ্নের উত্তর দিচ্ছে।',
};
export default bn;
