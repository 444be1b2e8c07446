import { ERROR_MESSAGES, RegisterBody } from '@haat/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import bn from '../i18n/bn/worded-refusals';
import { checkWith } from './form-errors';
import { formatFor } from './format';
import { interpolate } from './i18n';
import { fieldProblemsIn, refusalText } from './refusals';
import { type RefusalParams, wordedRefusal } from './worded-refusal-messages';

const inBengali = (code: string) => `bn:${code}`;

describe('refusalText', () => {
  it('words a refusal with its fixed text from the catalogue, by its code', () => {
    const error = new ApiError(409, ERROR_MESSAGES.emailTaken, 'emailTaken');
    expect(refusalText(error, inBengali)).toBe('bn:emailTaken');
  });

  it('keeps the server’s words when they carry details the fixed text has not', () => {
    const error = new ApiError(409, 'Block Print Kurti is sold out in size M.', 'orderLinesChanged');
    expect(refusalText(error, inBengali)).toBe('Block Print Kurti is sold out in size M.');
  });

  it('keeps the words of a code the catalogue does not know, and of a failure that is no refusal', () => {
    expect(refusalText(new ApiError(400, 'Something new.', 'somethingNew'), inBengali)).toBe(
      'Something new.',
    );
    expect(refusalText(new Error('Failed to fetch'), inBengali)).toBe('Failed to fetch');
    expect(refusalText(null, inBengali)).toBe('');
  });
});

describe('refusals worded with details', () => {
  const bengali = bn as Record<string, string>;
  const inLanguage = (language: 'en' | 'bn') => (code: string, params: RefusalParams) => {
    const found = wordedRefusal(code, params, formatFor(language));
    return found && interpolate(bengali[found.key] ?? '', found.values, formatFor(language));
  };

  it('words them in Bengali from their details, with Bengali digits, taka and names', () => {
    const worded = inLanguage('bn');
    const refused = (code: string, params: RefusalParams) =>
      refusalText(new ApiError(409, 'English words', code, {}, params), inBengali, worded);
    expect(refused('onlyLeftInSize', { size: 'M', left: 3, inCart: 2 })).toBe(
      'সাইজ M-এর মাত্র ৩টি বাকি আছে, আর ২টি আগে থেকেই আপনার কার্টে আছে।',
    );
    expect(refused('promoMinimumNotReached', { minimum: 2000, missing: 450.5 })).toBe(
      'এই কোড ব্যবহার করতে আরও ৳৪৫০.৫০-এর পণ্য যোগ করুন: কমপক্ষে ৳২,০০০-এর কেনাকাটা লাগবে।',
    );
    expect(
      refused('orderLineOutOfStock', {
        product: 'Cotton Panjabi',
        productBn: 'সুতির পাঞ্জাবি',
        size: 'L',
        left: 0,
      }),
    ).toBe('সুতির পাঞ্জাবি সাইজ L-এ বিক্রি হয়ে গেছে।');
    // A one-size product has no size to name; a product without a Bengali name keeps its English one.
    expect(refused('orderLineOutOfStock', { product: 'Steel Watch', left: 1 })).toBe(
      'Steel Watch-এর মাত্র ১টি বাকি আছে।',
    );
    expect(refused('tooManyAttempts', { minutes: 15 })).toBe(
      'অনেকবার চেষ্টা করা হয়েছে। অনুগ্রহ করে ১৫ মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
    );
    expect(refused('codRefusalsTooMany', { minutes: 42 })).toBe(
      'গত এক ঘণ্টায় আপনার অ্যাকাউন্টে কয়েকবার ক্যাশ অন ডেলিভারি দেওয়া যায়নি। অনুগ্রহ করে বিকাশ বা নগদে অনলাইনে পেমেন্ট করুন, অথবা ৪২ মিনিট পরে আবার ক্যাশ অন ডেলিভারিতে চেষ্টা করুন।',
    );
  });

  it('keeps the server’s words for a code or details no text words', () => {
    const worded = inLanguage('bn');
    expect(
      refusalText(new ApiError(409, 'English words', 'somethingNew', {}, { a: 1 }), inBengali, worded),
    ).toBe('English words');
    expect(
      refusalText(new ApiError(422, 'English words', 'promoMinimumNotReached', {}, {}), inBengali, worded),
    ).toBe('English words');
  });
});

describe('fieldProblemsIn', () => {
  it('words each field’s problem from the catalogue when it is one of its texts, whoever found it', () => {
    // The form's own check (the contract's schema) and the API's field issues carry the same texts.
    const checked = checkWith(RegisterBody, { name: ' ', email: 'not an email', password: 'short' });
    expect(checked.errors && fieldProblemsIn(checked.errors, inBengali)).toEqual({
      name: 'bn:nameRequired',
      email: 'bn:emailInvalid',
      password: 'bn:passwordTooShort',
    });
  });

  it('keeps a problem the catalogue has no text for, and a field without one', () => {
    expect(
      fieldProblemsIn(
        { code: 'Too big: expected string to have <=30 characters', kind: undefined },
        inBengali,
      ),
    ).toEqual({
      code: 'Too big: expected string to have <=30 characters',
      kind: undefined,
    });
  });
});
