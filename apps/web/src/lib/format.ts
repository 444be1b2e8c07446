import { CURRENCY_SYMBOL } from '@haat/contracts/constants';
import { type LanguageCode, usePreferences } from './preferences';

/**
 * How each language writes numbers and dates. Bengali: Bengali digits and lakh grouping
 * (৳১,২৯,০০০). English keeps the spec's texts: Latin digits with lakh grouping as Bangladesh writes
 * them (৳1,29,000, which `en-BD` in the browsers' data does not do) and dates the British way
 * (15 Nov 2026).
 */
export const LOCALES: Record<LanguageCode, { numbers: string; dates: string }> = {
  en: { numbers: 'en-IN', dates: 'en-GB' },
  bn: { numbers: 'bn-BD', dates: 'bn-BD' },
};

/** The shop's clock: orders, payments and reviews happen in Dhaka, whatever the shopper's device says. */
export const SHOP_TIME_ZONE = 'Asia/Dhaka';

export type Format = {
  language: LanguageCode;
  /** ৳1,290 — or ৳1,290.00 where the spec wants two decimals (cart and order totals). */
  taka(amount: number, options?: { decimals?: boolean }): string;
  /** 1,29,000 — a figure shown on its own. */
  number(value: number): string;
  /** 12 — a count inside a sentence, without grouping, as the messages have always shown it. */
  count(value: number): string;
  /**
   * A day, in Dhaka time unless the options name another zone (birthdays are UTC dates). A moment
   * with its time of day goes through `dateAndTime` (format-detail.ts).
   */
  date(value: string | number | Date, options: Intl.DateTimeFormatOptions): string;
  /** The plural category of a count in the language: `one` or `other` for English and Bengali. */
  plural(count: number): Intl.LDMLPluralRule;
};

function makeFormat(language: LanguageCode): Format {
  const { numbers, dates } = LOCALES[language];
  const whole = new Intl.NumberFormat(numbers, { maximumFractionDigits: 0 });
  const withPaisa = new Intl.NumberFormat(numbers, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const plain = new Intl.NumberFormat(numbers, { useGrouping: false, maximumFractionDigits: 2 });
  const grouped = new Intl.NumberFormat(numbers, { maximumFractionDigits: 2 });
  const plurals = new Intl.PluralRules(numbers);
  return {
    language,
    taka: (amount, { decimals = false } = {}) =>
      `${CURRENCY_SYMBOL}${(decimals ? withPaisa : whole).format(amount)}`,
    number: (value) => grouped.format(value),
    count: (value) => plain.format(value),
    date: (value, options) =>
      new Intl.DateTimeFormat(dates, { timeZone: SHOP_TIME_ZONE, ...options }).format(new Date(value)),
    plural: (count) => plurals.select(count),
  };
}

const formats = new Map<LanguageCode, Format>();

/** The formats of a language, made once. */
export function formatFor(language: LanguageCode): Format {
  let format = formats.get(language);
  if (!format) {
    format = makeFormat(language);
    formats.set(language, format);
  }
  return format;
}

/** Numbers, taka and dates in the shopper's language. */
export function useFormat(): Format {
  return formatFor(usePreferences().language);
}
