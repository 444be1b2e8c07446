import { z } from 'zod';
import { Email, Profile, personName } from './auth';
import { c, signedIn, text } from './common';
import { GENDERS, LANGUAGE_CODES, PASSWORD_MAX_LENGTH } from './constants';
import { isRealDate } from './dates';
import { ERROR_MESSAGES, ErrorResponse } from './errors';
import { mobileNumber } from './phone';

/** Texts of the account calls' successful answers. */
export const ACCOUNT_MESSAGES = {
  profileSaved: 'Your profile is saved.',
  emailChangeSent:
    'We sent a link to {email}. Your email address changes when you open it; until then, sign in with the current one.',
} as const;

export const ProfileUpdate = z.object({
  name: personName(ERROR_MESSAGES.fullNameRequired),
  email: Email,
  phone: mobileNumber({ required: false }).optional(),
  birthday: text()
    .trim()
    .refine((value) => value === '' || isRealDate(value), ERROR_MESSAGES.birthdayInvalid)
    .optional(),
  gender: z.enum(['', ...GENDERS]).optional(),
  /** False: only the SMS an order needs (how to pay, the courier on the way) and phone codes. */
  smsUpdates: z.boolean().optional(),
  /** Needed to change the email of an account that has a password. */
  currentPassword: text().max(PASSWORD_MAX_LENGTH).optional(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

const ProfileResponse = z.object({ success: z.literal(true), user: Profile });

/** The language the shopper reads the shop in: the shop's mail to them is written in it. */
export const LanguageChoice = z.object({ language: z.enum(LANGUAGE_CODES) }).strict();
export type LanguageChoice = z.infer<typeof LanguageChoice>;

export const accountContract = c.router(
  {
    profile: {
      method: 'GET',
      path: '/profile',
      summary: "The signed-in user's profile",
      responses: { 200: ProfileResponse, 401: ErrorResponse },
      ...signedIn,
    },
    updateProfile: {
      method: 'PUT',
      path: '/profile',
      summary:
        'Change name, phone, birthday or gender; a new email takes effect when the link sent to it is opened',
      body: ProfileUpdate,
      responses: {
        200: ProfileResponse.extend({ message: z.string() }),
        401: ErrorResponse,
        403: ErrorResponse,
        409: ErrorResponse,
      },
      ...signedIn,
    },
    setLanguage: {
      method: 'PUT',
      path: '/language',
      summary: 'Keeps the language the shopper chose in the header, for the mail the shop sends them',
      body: LanguageChoice,
      responses: {
        200: z.object({ success: z.literal(true), language: z.enum(LANGUAGE_CODES) }),
        400: ErrorResponse,
        401: ErrorResponse,
      },
      ...signedIn,
    },
  },
  { pathPrefix: '/user' },
);
