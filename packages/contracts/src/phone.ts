import { z } from 'zod';
import { text } from './common';
import { latinDigits } from './digits';
import { ERROR_MESSAGES } from './errors';

/** A Bangladeshi mobile number as the shop keeps it: 01, an operator digit from 3 to 9, 8 digits. */
const MOBILE = /^01[3-9]\d{8}$/;

/**
 * `written` as the shop keeps a mobile number (`01712345678`), or null when it is not one. Taken as
 * people write it: with +880, 880 or 00880 before it, spaces, dashes, dots or brackets, Bengali
 * digits. Every phone the shop stores is one: couriers call it and SMS goes to it.
 */
export function normalisedMobile(written: string): string | null {
  const compact = latinDigits(written).replace(/[\s\-().]/g, '');
  const international = compact.match(/^(?:\+|00)?880(\d{10})$/);
  const local = international ? `0${international[1]}` : compact;
  return MOBILE.test(local) ? local : null;
}

/**
 * A mobile number field: normalised, or refused with `phoneInvalid`. A required one refuses an
 * empty field with `missing` (the form's own wording); an optional one keeps '' (no number).
 */
export const mobileNumber = ({ required, missing }: { required: boolean; missing?: string }) =>
  text(missing ?? ERROR_MESSAGES.phoneInvalid)
    .trim()
    .max(40, ERROR_MESSAGES.phoneInvalid)
    .transform((value, context) => {
      if (value === '' && !required) return '';
      const number = normalisedMobile(value);
      if (number) return number;
      context.addIssue({
        code: 'custom',
        message: value === '' ? (missing ?? ERROR_MESSAGES.phoneInvalid) : ERROR_MESSAGES.phoneInvalid,
      });
      return z.NEVER;
    });

/**
 * The account a payment was sent from, by method: bKash and Nagad accounts are mobile numbers,
 * a Rocket account is a mobile number and one check digit, a bank account is as the bank writes it.
 * Answers the number as kept, or null.
 */
export function senderAccountOf(method: string, written: string): string | null {
  if (method === 'bkash' || method === 'nagad') return normalisedMobile(written);
  if (method === 'rocket') {
    const compact = latinDigits(written).replace(/[\s\-().]/g, '');
    const mobile = normalisedMobile(compact.slice(0, -1));
    const check = compact.slice(-1);
    return mobile && /^\d$/.test(check) ? `${mobile}${check}` : null;
  }
  return written.trim() || null;
}
