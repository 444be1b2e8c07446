import type { Translation } from '../../lib/i18n';
import type { wordedRefusalMessages } from '../../lib/worded-refusal-messages';

const bn: Translation<typeof wordedRefusalMessages> = {
  tooManyAttempts: 'অনেকবার চেষ্টা করা হয়েছে। অনুগ্রহ করে {minutes} মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
  sizeSoldOut: 'সাইজ {size} বিক্রি হয়ে গেছে।',
  soldOut: 'এটি বিক্রি হয়ে গেছে।',
  onlyLeftInSize: 'সাইজ {size}-এর মাত্র {left}টি বাকি আছে।',
  onlyLeftInSizeInCart: 'সাইজ {size}-এর মাত্র {left}টি বাকি আছে, আর {inCart}টি আগে থেকেই আপনার কার্টে আছে।',
  onlyLeft: 'মাত্র {left}টি বাকি আছে।',
  onlyLeftInCart: 'মাত্র {left}টি বাকি আছে, আর {inCart}টি আগে থেকেই আপনার কার্টে আছে।',
  lineLimitReached: 'একটি অর্ডারে একই সাইজের সর্বোচ্চ {limit}টি নেওয়া যায়।',
  lineLimitReachedInCart:
    'একটি অর্ডারে একই সাইজের সর্বোচ্চ {limit}টি নেওয়া যায়, আর {inCart}টি আগে থেকেই আপনার কার্টে আছে।',
  promoMinimumNotReached: 'এই কোড ব্যবহার করতে আরও {missing}-এর পণ্য যোগ করুন: কমপক্ষে {minimum}-এর কেনাকাটা লাগবে।',
  orderLineSoldOut: '{product} সাইজ {size}-এ বিক্রি হয়ে গেছে।',
  orderLineSoldOutOneSize: '{product} বিক্রি হয়ে গেছে।',
  orderLineOutOfStock: 'সাইজ {size}-এ {product}-এর মাত্র {left}টি বাকি আছে।',
  orderLineOutOfStockOneSize: '{product}-এর মাত্র {left}টি বাকি আছে।',
  orderProductGone: '{product} আর বিক্রি হয় না। অনুগ্রহ করে এটি কার্ট থেকে সরিয়ে দিন।',
  codPhoneDailyLimit:
    'এই ফোন নম্বর থেকে গত ২৪ ঘণ্টায় ডেলিভারির সময় পেমেন্টের {limit}টি অর্ডার দেওয়া হয়েছে, একটি নম্বরের জন্য এটাই সর্বোচ্চ। অনুগ্রহ করে বিকাশ বা নগদে অনলাইনে পেমেন্ট করুন, অথবা আগামীকাল আবার অর্ডার দিন।',
  codAddressDailyLimit:
    'এই ঠিকানায় গত ২৪ ঘণ্টায় ডেলিভারির সময় পেমেন্টের {limit}টি অর্ডার গেছে, একটি ঠিকানার জন্য এটাই সর্বোচ্চ। অনুগ্রহ করে বিকাশ বা নগদে অনলাইনে পেমেন্ট করুন, অথবা আগামীকাল আবার অর্ডার দিন।',
  codOnlinePaymentOnly:
    'এই ফোন নম্বরে আগের {refused}টি ডেলিভারি গ্রহণ করা হয়নি, তাই ক্যাশ অন ডেলিভারি পাওয়া যাবে না। অনুগ্রহ করে বিকাশ বা নগদে অনলাইনে পেমেন্ট করুন, অথবা {deliveryFee} ডেলিভারি চার্জ অগ্রিম দিন।',
  codOnlinePaymentOnlyOne:
    'এই ফোন নম্বরে আগের ১টি ডেলিভারি গ্রহণ করা হয়নি, তাই ক্যাশ অন ডেলিভারি পাওয়া যাবে না। অনুগ্রহ করে বিকাশ বা নগদে অনলাইনে পেমেন্ট করুন, অথবা {deliveryFee} ডেলিভারি চার্জ অগ্রিম দিন।',
  codRefusalsTooMany:
    'গত এক ঘণ্টায় আপনার অ্যাকাউন্টে কয়েকবার ক্যাশ অন ডেলিভারি দেওয়া যায়নি। অনুগ্রহ করে বিকাশ বা নগদে অনলাইনে পেমেন্ট করুন, অথবা {minutes} মিনিট পরে আবার ক্যাশ অন ডেলিভারিতে চেষ্টা করুন।',
};
export default bn;
