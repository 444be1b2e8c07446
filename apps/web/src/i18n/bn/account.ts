import type { accountMessages } from '../../features/account/components/messages';
import type { Translation } from '../../lib/i18n';

const bn: Translation<typeof accountMessages> = {
  loading: 'লোড হচ্ছে...',
  tryAgain: 'আবার চেষ্টা করুন',

  // The menu
  menuTitle: 'আমার অ্যাকাউন্ট',
  openMenu: 'অ্যাকাউন্ট মেনু',
  closeMenu: 'অ্যাকাউন্ট মেনু বন্ধ করুন',
  greeting: 'হ্যালো, {name}',
  verifiedAccount: 'ভেরিফায়েড অ্যাকাউন্ট',
  unverifiedAccount: 'ইমেইল ভেরিফাই করা হয়নি',
  unverifiedTitle: 'অনুগ্রহ করে আপনার ইমেইল ঠিকানা ভেরিফাই করুন',
  unverifiedText:
    'সাইন আপ করার সময় আমরা {email}-এ একটি লিংক পাঠিয়েছি। ঠিকানাটি ভেরিফাই করতে লিংকটি খুলুন; তার আগে পর্যন্ত আমরা নিশ্চিত হতে পারছি না যে আমাদের পাঠানো মেসেজ আপনার কাছে পৌঁছাচ্ছে।',
  pendingTitle: 'আপনার নতুন ইমেইল ঠিকানার অপেক্ষায়',
  pendingText:
    'আমরা {email}-এ একটি লিংক পাঠিয়েছি। লিংকটি খুললেই আপনার অ্যাকাউন্ট ওই ঠিকানায় চলে যাবে; তার আগে পর্যন্ত বর্তমান ঠিকানা দিয়েই সাইন ইন করুন।',
  securityTitle: 'অন্য কোথাও সাইন ইন করা আছে?',
  securityText:
    'সব জায়গা থেকে সাইন আউট করলে আপনার অ্যাকাউন্টের সব সেশন বন্ধ হয়ে যাবে: এই ডিভাইসে এবং অন্য যেকোনো ফোন বা কম্পিউটারে।',
  signOutEverywhere: 'সব জায়গা থেকে সাইন আউট',
  signingOutEverywhere: 'সাইন আউট হচ্ছে...',
  signOutEverywhereFailed: 'সব জায়গা থেকে সাইন আউট করা যায়নি: {message}',
  dashboard: 'ড্যাশবোর্ড',
  myProfile: 'আমার প্রোফাইল',
  addressBook: 'ঠিকানা বই',
  myOrders: 'আমার অর্ডার',
  myCancellations: 'আমার বাতিল করা অর্ডার',
  myReturns: 'আমার রিটার্ন',
  myReviews: 'আমার রিভিউ',
  myWishlist: 'আমার উইশলিস্ট',
  signOut: 'সাইন আউট',

  // Dashboard
  dashboardTitle: 'আমার অ্যাকাউন্ট ম্যানেজ করুন',
  personalProfile: 'ব্যক্তিগত প্রোফাইল',
  edit: 'এডিট',
  recentOrders: 'সাম্প্রতিক অর্ডার',
  allOrders: 'সব দেখুন',
  noOrders: 'আপনি এখনো কোনো অর্ডার করেননি।',
  ordersLoadFailed: 'তথ্য লোড করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  orderNumber: 'অর্ডার নম্বর',
  placedOn: 'অর্ডারের তারিখ',
  items: 'পণ্য',
  total: 'মোট',
  status: 'স্ট্যাটাস',

  // Profile
  profileTitle: 'আমার প্রোফাইল',
  profileLoadFailed: 'তথ্য লোড করতে সমস্যা হয়েছে।',
  editProfile: 'প্রোফাইল এডিট করুন',
  editProfileTitle: 'প্রোফাইল এডিট করুন',
  fullName: 'পুরো নাম',
  email: 'ইমেইল ঠিকানা',
  phone: 'মোবাইল',
  phonePlaceholder: '01XXXXXXXXX',
  birthday: 'জন্মদিন',
  gender: 'লিঙ্গ',
  notSet: 'দেওয়া হয়নি',
  month: 'মাস',
  day: 'দিন',
  year: 'বছর',
  chooseGender: 'বেছে নিন',
  male: 'পুরুষ',
  female: 'নারী',
  other: 'অন্যান্য',
  birthdayIncomplete: 'মাস, দিন ও বছর তিনটিই বেছে নিন, অথবা কোনোটিই নয়।',
  save: 'পরিবর্তন সেভ করুন',
  saving: 'সেভ হচ্ছে...',
  saved: 'সেভ হয়েছে!',
  cancel: 'বাতিল',
  updateFailed: 'প্রোফাইল আপডেট করা যায়নি: {message}',
  currentPassword: 'বর্তমান পাসওয়ার্ড',
  currentPasswordHint: 'ইমেইল ঠিকানা পরিবর্তন করতে এটি লাগবে।',
};
export default bn;
