import { CURRENCY_SYMBOL, type LanguageCode } from '@haat/contracts/constants';

/**
 * How each language writes numbers and dates in mail, as the web app's `lib/format.ts` writes them
 * on the shop's pages: Bengali digits and lakh grouping in Bengali (৳২,৯৫০.০০, ২৮ নভে, ২০২৬),
 * Latin digits with lakh grouping and British dates in English (৳2,950.00, 28 Nov 2026).
 */
const LOCALES: Record<LanguageCode, { numbers: string; dates: string }> = {
  en: { numbers: 'en-IN', dates: 'en-GB' },
  bn: { numbers: 'bn-BD', dates: 'bn-BD' },
};

/** The shop's clock: mail says when things happened in Dhaka. */
const SHOP_TIME_ZONE = 'Asia/Dhaka';

export type MailFormat = {
  /** ৳2,950.00: taka with two decimals, as order totals are shown. */
  taka(amount: number): string;
  /** 12: a count inside a sentence. */
  count(value: number): string;
  /** 28 Nov 2026: the day in Dhaka. */
  date(value: Date): string;
};

function makeFormat(language: LanguageCode): MailFormat {
  const { numbers, dates } = LOCALES[language];
  const money = new Intl.NumberFormat(numbers, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const plain = new Intl.NumberFormat(numbers, { useGrouping: false, maximumFractionDigits: 0 });
  const day = new Intl.DateTimeFormat(dates, { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });
  return {
    taka: (amount) => `${amount < 0 ? '−' : ''}${CURRENCY_SYMBOL}${money.format(Math.abs(amount))}`,
    count: (value) => plain.format(value),
    date: (value) => day.format(value),
  };
}

const FORMATS: Record<LanguageCode, MailFormat> = { en: makeFormat('en'), bn: makeFormat('bn') };

/** Numbers, taka and dates as a reader of `language` reads them. */
export const mailFormat = (language: LanguageCode): MailFormat => FORMATS[language];
