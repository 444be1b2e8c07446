import { defineMessages } from '../../../lib/i18n';

export const aboutMessages = defineMessages('info.about', {
  eyebrow: 'About us',
  title: 'Premium clothing, authentic style',
  lead: 'Haat is an online clothing and general retail shop for Bangladesh. We bring sarees, panjabi, kurtis, kids’ wear, winter wear and home textiles from trusted Bangladeshi brands and weavers to your door, priced in taka.',
  shopNow: 'Shop all products',
  browseCategories: 'Browse categories',

  whoTitle: 'Who we are',
  whoBody1:
    'A haat is the weekly market of a Bangladeshi town: the place where people have always come to feel the cloth, compare colours and buy for the family. We started Haat to bring that market online, with the same choice and none of the crowd.',
  whoBody2:
    'We work directly with brands, workshops and weavers across the country, from Tangail and Narayanganj to Rajshahi and Sylhet. Every product is checked before it is listed, so what you see is what arrives: authentic fabric, honest pictures and fair prices.',

  offerTitle: 'What we offer',
  offerLead: 'Clothing for every day and every festival, and a few things for the home.',
  offerWomen: 'Women’s fashion',
  offerWomenNote: 'Sarees, salwar kameez, kurtis, hijabs and palazzos.',
  offerMen: 'Men’s fashion',
  offerMenNote: 'Panjabi, shirts, polos, lungis and trousers.',
  offerKids: 'Kids’ wear',
  offerKidsNote: 'Frocks, panjabi, rompers and play clothes.',
  offerFestive: 'Eid and festive',
  offerFestiveNote: 'Sherwanis, lehengas and katan sarees for Eid, Pohela Boishakh and weddings.',
  offerWinter: 'Winter collection',
  offerWinterNote: 'Shawls, mufflers, cardigans and blazers.',
  offerMore: 'Footwear, accessories and home',
  offerMoreNote: 'Sandals, bags, watches, nakshi kantha, bedsheets and curtains.',

  deliveryTitle: 'How delivery works',
  deliveryStep1Title: 'You order',
  deliveryStep1: 'Choose your size, add to cart and place the order with your delivery address.',
  deliveryStep2Title: 'We confirm and pack',
  deliveryStep2: 'We confirm the order, check each item and pack it with care.',
  deliveryStep3Title: 'It reaches you',
  deliveryStep3:
    'A courier delivers anywhere in Bangladesh in 2-4 days. Delivery costs {inside} inside Dhaka and {outside} outside Dhaka.',
  deliveryStep4Title: 'You follow it',
  deliveryStep4: 'Every order and its status is in My Orders, from confirmed to delivered.',

  paymentTitle: 'How payment works',
  paymentCod: 'Cash on delivery',
  paymentCodNote: 'Pay the delivery person in cash when the parcel reaches you.',
  paymentMobile: 'bKash, Nagad and Rocket',
  paymentMobileNote: 'Send the amount, then upload the payment proof and we confirm your order.',
  paymentBank: 'Bank transfer',
  paymentBankNote: 'Transfer from any Bangladeshi bank and upload the payment proof the same way.',
  paymentMore: 'Read about payment options',

  promiseTitle: 'Our promise',
  promiseAuthentic: 'Authentic products from the brands and weavers themselves.',
  promiseReturns: 'Returns within 7 days of delivery when something is not right.',
  promiseSupport: 'Support around the clock, in Bangla and English.',
  promisePrices: 'Clear prices in taka, with the delivery fee shown before you pay.',
});
