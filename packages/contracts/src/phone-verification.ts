import { z } from 'zod';
import { c, signedIn, text } from './common';
import { latinDigits } from './digits';
import { ERROR_MESSAGES, ErrorResponse } from './errors';
import { mobileNumber } from './phone';

/** A phone code's digits, how long it is good for, and how long before another may be sent. */
export const PHONE_CODE_DIGITS = 6;
export const PHONE_CODE_VALID_SECONDS = 5 * 60;
export const PHONE_CODE_RESEND_SECONDS = 60;
/** How many tries one code allows, right or wrong, before it is dead. */
export const PHONE_CODE_TRIES = 5;

/** The number to send a code to: any way a shopper writes a Bangladeshi mobile number. */
export const RequestPhoneCode = z.object({
  phone: mobileNumber({ required: true, missing: ERROR_MESSAGES.phoneCodePhoneRequired }),
});
export type RequestPhoneCode = z.input<typeof RequestPhoneCode>;

/** The number and the code the shopper read in its SMS (Bengali digits taken as typed). */
export const ConfirmPhoneCode = z.object({
  phone: mobileNumber({ required: true, missing: ERROR_MESSAGES.phoneCodePhoneRequired }),
  code: text(ERROR_MESSAGES.phoneCodeRequired)
    .max(20, ERROR_MESSAGES.phoneCodeWrong)
    .transform((value) => latinDigits(value).replace(/\s/g, ''))
    .pipe(
      z
        .string()
        .min(1, ERROR_MESSAGES.phoneCodeRequired)
        .regex(new RegExp(`^\\d{${PHONE_CODE_DIGITS}}$`), ERROR_MESSAGES.phoneCodeWrong),
    ),
});
export type ConfirmPhoneCode = z.input<typeof ConfirmPhoneCode>;

/**
 * Proving a mobile number the shopper's own by a code sent to it by SMS. The answer to a request
 * is the same whatever the number (another account's, one that does not exist): nothing about who
 * owns a number can be learned from it.
 */
export const phoneVerificationContract = c.router({
  requestPhoneCode: {
    method: 'POST',
    path: '/phone-verification',
    summary:
      'Sends a six-digit code by SMS to the number, good for five minutes; another may be asked for after a minute. ' +
      'Limited per account and number, per account (different numbers a day), per number and per address',
    body: RequestPhoneCode,
    responses: {
      200: z.object({
        success: z.literal(true),
        phone: z.string(),
        /** How long the code is good for. */
        expiresInSeconds: z.number().int(),
        /** How long before another code may be asked for. */
        resendAfterSeconds: z.number().int(),
      }),
      400: ErrorResponse,
      401: ErrorResponse,
      /**
       * `phoneCodeResendTooSoon` within a minute of the last code the shopper asked for the number
       * (`params.seconds` and Retry-After say how long is left); `phoneCodeTooManyNumbers` for a
       * number past the account's different numbers in 24 hours (PHONE_CODE_NUMBERS_PER_DAY); or
       * `tooManyAttempts` over an hourly limit (the shopper's for the number, the number's from
       * every account, the address's).
       */
      429: ErrorResponse,
    },
    ...signedIn,
  },
  confirmPhoneCode: {
    method: 'POST',
    path: '/phone-verification/confirm',
    summary:
      'Checks the code sent to the number; the number is then remembered as the shopper’s verified number. ' +
      'A code allows a few tries and is used once',
    body: ConfirmPhoneCode,
    responses: {
      200: z.object({ success: z.literal(true), phone: z.string() }),
      /** `phoneCodeWrong` (`params.triesLeft`), or `phoneCodeExpired` when there is no live code. */
      400: ErrorResponse,
      401: ErrorResponse,
      /** `phoneCodeTriesUsed`: the code is dead after PHONE_CODE_TRIES tries. */
      429: ErrorResponse,
    },
    ...signedIn,
  },
});
