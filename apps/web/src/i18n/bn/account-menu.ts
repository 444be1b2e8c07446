import type { accountMenuMessages } from '../../app/header/messages';
import type { Translation } from '../../lib/i18n';

const bn: Translation<typeof accountMenuMessages> = {
  loading: 'লোড হচ্ছে...',
  greeting: 'হাই, {name}',
  signIn: 'সাইন ইন',
  menu: 'মেনু',
  orders: 'অর্ডার',
  messages: 'মেসেজ',
  cart: 'কার্ট',
  favorites: 'পছন্দের তালিকা',
  account: 'অ্যাকাউন্ট',
  signOut: 'সাইন আউট',
};
export default bn;
