import type { authMessages } from '../../features/auth/messages';
import type { Translation } from '../../lib/i18n';

const bn: Translation<typeof authMessages> = {
  title: 'হাট-এ স্বাগতম',
  subtitle: 'কার্ট ও উইশলিস্ট রাখতে এবং অর্ডার ট্র্যাক করতে সাইন ইন করুন।',
  tabs: 'সাইন ইন বা সাইন আপ',
  loginTab: 'লগইন',
  signUpTab: 'সাইন আপ',
  name: 'পুরো নাম',
  email: 'ইমেইল',
  password: 'পাসওয়ার্ড',
  passwordRule: 'কমপক্ষে {min}টি অক্ষর।',
  login: 'লগইন',
  loggingIn: 'লগইন হচ্ছে...',
  signUp: 'সাইন আপ',
  signingUp: 'সাইন আপ হচ্ছে...',
  loginSuccessful: 'লগইন সফল হয়েছে!',
  signedUp: 'অ্যাকাউন্ট তৈরি হয়েছে। অনুগ্রহ করে নতুন পাসওয়ার্ড দিয়ে লগইন করুন।',
  or: 'অথবা',
  google: 'Google দিয়ে চালিয়ে যান',
  invalidCredentials: 'ইমেইল বা পাসওয়ার্ড ভুল।',
  loginServerError: 'সার্ভারে সমস্যা হয়েছে। অনুগ্রহ করে কিছুক্ষণ পর আবার চেষ্টা করুন।',
  loginFailedWith: 'লগইন ব্যর্থ হয়েছে: {message}',
  unknownError: 'অজানা সমস্যা',
  loginNetworkError: 'নেটওয়ার্কে সমস্যা। অনুগ্রহ করে আপনার ইন্টারনেট সংযোগ দেখুন।',
  loginFailed: 'লগইন ব্যর্থ হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
  emailTaken: 'এই ইমেইল দিয়ে আগেই অ্যাকাউন্ট খোলা আছে। অনুগ্রহ করে অন্য একটি ইমেইল ব্যবহার করুন।',
  signUpServerError: 'সাইন আপের সময় সার্ভারে সমস্যা হয়েছে। অনুগ্রহ করে কিছুক্ষণ পর আবার চেষ্টা করুন।',
  signUpFailedWith: 'সাইন আপ ব্যর্থ হয়েছে: {message}',
  signUpNetworkError: 'সাইন আপের সময় নেটওয়ার্কে সমস্যা হয়েছে। অনুগ্রহ করে আপনার ইন্টারনেট সংযোগ দেখুন।',
};
export default bn;
