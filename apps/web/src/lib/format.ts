import { CURRENCY_SYMBOL } from '@haat/contracts/constants';
import { type LanguageCode, usePreferences } from './preferences';

/**
 * How each language writes numbers and dates. Bengali: Bengali digits and lakh grouping
 * (৳১,২৯,০০০). English keeps the spec's texts: Latin digits with lakh grouping as Bangladesh writes
 * them (৳1,29,000, which `en-BD` in the browsers' data does not do) and dates the British way
 * (15 Nov 2026).
 */
const LOCALES: Record<LanguageCode, { numbers: string; dates: string }> = {
  en: { numbers: 'en-IN', dates: 'en-GB' },
  bn: { numbers: 'bn-BD', dates: 'bn-BD' },
};

/** The shop's clock: orders, payments and reviews happen in Dhaka, whatever the shopper's device says. */
const SHOP_TIME_ZONE = 'Asia/Dhaka';

export type Format = {
  /** ৳1,290 — or ৳1,290.00 where the spec wants two decimals (cart and order totals). */
  taka(amount: number, options?: { decimals?: boolean }): string;
  /** 1,29,000 — a figure shown on its own. */
  number(value: number): string;
  /** 12 — a count inside a sentence, without grouping, as the messages have always shown it. */
  count(value: number): string;
  /** 4.0, 02 — a figure with a set number of digits after the point, or at least so many before it. */
  fixed(value: number, digits: { fraction?: number; integer?: number }): string;
  /** A moment, in Dhaka time unless the options name another zone (birthdays are UTC dates). */
  date(value: string | number | Date, options: Intl.DateTimeFormatOptions): string;
  /** The plural category of a count in the language: `one` or `other` for English and Bengali. */
  plural(count: number): Intl.LDMLPluralRule;
};

/**
 * The browsers' Bengali writes a time with a Latin AM or PM after it (২:০৫ PM). Bengali names the part
 * of the day before the hour instead (দুপুর ২:০৫), with the words Intl has for them.
 */
function withPartOfDay(formatter: Intl.DateTimeFormat, moment: Date): string {
  const parts = formatter.formatToParts(moment);
  if (!parts.some((part) => part.type === 'dayPeriod')) return formatter.format(moment);
  const { timeZone } = formatter.resolvedOptions();
  const partOfDay = new Intl.DateTimeFormat('bn-BD', { timeZone, hour: 'numeric', dayPeriod: 'short' })
    .formatToParts(moment)
    .find((part) => part.type === 'dayPeriod')?.value;
  return parts
    .map((part, index) => {
      if (part.type === 'hour') return `${partOfDay} ${part.value}`;
      if (part.type === 'dayPeriod') return '';
      // The space before AM or PM goes with it.
      return part.type === 'literal' && parts[index + 1]?.type === 'dayPeriod' ? '' : part.value;
    })
    .join('');
}

function makeFormat(language: LanguageCode): Format {
  const { numbers, dates } = LOCALES[language];
  const whole = new Intl.NumberFormat(numbers, { maximumFractionDigits: 0 });
  const withPaisa = new Intl.NumberFormat(numbers, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const plain = new Intl.NumberFormat(numbers, { useGrouping: false, maximumFractionDigits: 2 });
  const grouped = new Intl.NumberFormat(numbers, { maximumFractionDigits: 2 });
  const plurals = new Intl.PluralRules(numbers);
  return {
    taka: (amount, { decimals = false } = {}) =>
      `${CURRENCY_SYMBOL}${(decimals ? withPaisa : whole).format(amount)}`,
    number: (value) => grouped.format(value),
    count: (value) => plain.format(value),
    fixed: (value, { fraction = 0, integer = 1 }) =>
      new Intl.NumberFormat(numbers, {
        useGrouping: false,
        minimumFractionDigits: fraction,
        maximumFractionDigits: fraction,
        minimumIntegerDigits: integer,
      }).format(value),
    date: (value, options) => {
      const moment = new Date(value);
      const formatter = new Intl.DateTimeFormat(dates, { timeZone: SHOP_TIME_ZONE, ...options });
      return language === 'bn' ? withPartOfDay(formatter, moment) : formatter.format(moment);
    },
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
