import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';

/** Texts the API answers with. The spec's own wording where it gives one. */
export const ERROR_MESSAGES = {
  invalidRequest: 'The request is not valid.',
  routeNotFound: 'Not found.',
  unexpected: 'Something went wrong on our side. Please try again.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  productNotFound: 'Product not found.',
  heroImageMissing: 'No hero image is set.',
  invalidCredentials: 'Invalid email or password.',
  emailTaken: 'Email already exists. Please use a different email.',
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  googleUnavailable: 'Google sign-in is not available.',
  nameRequired: 'Name is required.',
  fullNameRequired: 'Full Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: 'Password must be at most 128 characters.',
  birthdayInvalid: 'Birthday must be a real date (YYYY-MM-DD).',
} as const;

export const ValidationIssue = z.object({
  /** Dotted path of the field, such as `body.email` or `query.page`. */
  path: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssue>;

/** The one error shape every failing call answers with. */
export const ErrorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  issues: z.array(ValidationIssue).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;
