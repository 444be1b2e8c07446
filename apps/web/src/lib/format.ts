import { CURRENCY_SYMBOL } from '@haat/contracts/constants';

const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const withPaisa = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ৳1,290 — or ৳1,290.00 where the spec wants two decimals (cart and order totals). */
export function formatTaka(amount: number, { decimals = false } = {}): string {
  return `${CURRENCY_SYMBOL}${(decimals ? withPaisa : whole).format(amount)}`;
}

/** Dates in the shopper's language; English dates read the British way (15 November 2026). */
export const dateFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, options);
