import { defineMessages } from '../../../lib/i18n';

export const privacyMessages = defineMessages('info.privacy', {
  eyebrow: 'Privacy',
  title: 'Privacy policy',
  lead: 'What personal data Haat keeps, why we keep it, and what you can do about it.',
  contents: 'On this page',

  keepTitle: 'What we keep',
  keep1:
    'Your account: name, email address and a securely hashed password, plus the phone number, birthday and gender if you add them to your profile.',
  keep2: 'Your addresses, your cart, your wishlist, your orders, and any reviews you write.',
  keep3:
    'Payment proofs you upload: the transaction id, amount, sender number and name, payment date and screenshot. We never see or keep card numbers, PINs or OTPs.',

  whyTitle: 'Why we keep it',
  why1: 'To deliver your orders, verify your payments, handle returns and answer your questions, and to keep the shop safe from fraud. We do not sell your data and we do not use it for advertising by others.',

  shareTitle: 'Who we share it with',
  share1:
    'Couriers receive the name, phone number and address needed to deliver a parcel. Payment providers may be contacted to verify a payment. We share data with the authorities only when Bangladeshi law requires it.',

  browserTitle: 'What your browser keeps',
  browser1:
    'This website stores a few things in your browser’s local storage: your sign-in token, a copy of your cart, your language and display preferences, and the products you recently viewed. They stay on your device, and you can clear them from your browser settings at any time. We use no advertising trackers.',

  howLongTitle: 'How long we keep it',
  howLong1:
    'Account data is kept while your account is open. Orders and payment records are kept as long as we need them for accounts, returns and disputes.',

  rightsTitle: 'Your choices',
  rights1:
    'You can see and change your profile and addresses in My Account at any time, and delete addresses you no longer use. To get a copy of your data or to close your account and have your personal data deleted, write to {email}.',

  contactTitle: 'Contact',
  contact1: 'Questions about your privacy? Email {email} or call {phone}.',
});
