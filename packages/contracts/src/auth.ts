import { z } from 'zod';
import { c, requiredText, signedIn, text } from './common';
import { GENDERS, LANGUAGE_CODES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USER_ROLES } from './constants';
import { ERROR_MESSAGES, ErrorResponse } from './errors';
import { isShopPath } from './shop-path';

/** Texts of the sign-in calls' successful answers. */
export const AUTH_MESSAGES = {
  registered: 'Account created. Please sign in.',
  signedOut: 'You are signed out.',
  signedOutEverywhere: 'You are signed out on every device.',
  verificationSent: 'We sent a new link to your email address. Please open it to verify the address.',
  emailVerified: 'Your email address is verified.',
  emailChanged: 'Your email address is changed.',
  resetSent:
    'If an account uses this email address, we have sent it a link to set a new password. The link works for 30 minutes.',
  passwordReset:
    'Your password is changed and every device is signed out. Please sign in with the new password.',
} as const;

/** The signed-in user as the session keeps it. */
export const SessionUser = z.object({
  /** The same id twice: the spec's clients read `id` (or `user_id`/`sub` from the token). */
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  picture: z.string().nullable(),
  verified_email: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/** What the profile screen shows and edits; phone, birthday and gender are empty until given. */
export const Profile = SessionUser.extend({
  phone: z.string(),
  /** Whether the shopper proved `phone` theirs by a code sent to it (false while it is empty). */
  phone_verified: z.boolean(),
  /** YYYY-MM-DD, or empty. */
  birthday: z.string(),
  gender: z.enum(['', ...GENDERS]),
  /** Whether the account has a password (an account made by Google sign-in has none). */
  has_password: z.boolean(),
  /** A new address the shopper asked for and has not confirmed from its email yet. */
  pending_email: z.string().nullable(),
  /** Whether the shopper reads every order's SMS, or only what an order needs (how to pay, the courier coming). */
  sms_updates: z.boolean(),
});
export type Profile = z.infer<typeof Profile>;

/** The claims of a session token (a JWT signed by the API). */
export type SessionTokenClaims = {
  sub: string;
  user_id: string;
  /** The session, which signing out ends on the server. */
  sid: string;
  email: string;
  name: string;
  role: (typeof USER_ROLES)[number];
  iat: number;
  exp: number;
  iss: string;
  aud: string;
};

export const Email = text(ERROR_MESSAGES.emailRequired)
  .trim()
  .min(1, ERROR_MESSAGES.emailRequired)
  .max(254, ERROR_MESSAGES.emailInvalid)
  .pipe(z.email(ERROR_MESSAGES.emailInvalid));

/** A person's name; `required` words its absence. */
/** The longest name a person may give (and what the shop keeps of a longer name from Google). */
export const NAME_MAX_LENGTH = 100;
export const personName = (required: string) => requiredText(required, NAME_MAX_LENGTH);

/** A password as typed; never trimmed. */
const PasswordText = text(ERROR_MESSAGES.passwordRequired).min(1, ERROR_MESSAGES.passwordRequired);

/**
 * A new password: long enough (NIST SP 800-63B asks for 8 and no other composition rule) and
 * not the shopper's email or name. The API also refuses the most common passwords.
 */
export const NewPassword = PasswordText.min(PASSWORD_MIN_LENGTH, ERROR_MESSAGES.passwordTooShort).max(
  PASSWORD_MAX_LENGTH,
  ERROR_MESSAGES.passwordTooLong,
);

/** Whether `password` is the same as `email` or `name` (whatever the case), which guessing tries first. */
export function passwordRepeats(password: string, email: string, name: string): 'email' | 'name' | null {
  const typed = password.trim().toLowerCase();
  if (typed === email.trim().toLowerCase() || typed === email.trim().toLowerCase().split('@')[0])
    return 'email';
  if (name.trim() && typed === name.trim().toLowerCase()) return 'name';
  return null;
}

export const RegisterBody = z
  .object({
    name: personName(ERROR_MESSAGES.nameRequired),
    email: Email,
    password: NewPassword,
    /** The language the shop is read in, for the emails it sends. */
    language: z.enum(LANGUAGE_CODES).optional(),
  })
  .superRefine((body, context) => {
    const repeated = passwordRepeats(body.password, body.email, body.name);
    if (repeated)
      context.addIssue({
        code: 'custom',
        path: ['password'],
        message: repeated === 'email' ? ERROR_MESSAGES.passwordIsEmail : ERROR_MESSAGES.passwordIsName,
      });
  });
export type RegisterBody = z.infer<typeof RegisterBody>;

export const LoginBody = z.object({
  email: Email,
  password: PasswordText.max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const LoginResponse = z.object({ success: z.literal(true), token: z.string(), user: SessionUser });
export type LoginResponse = z.infer<typeof LoginResponse>;

/** The secret part of a link sent by email. */
export const EmailLinkToken = text(ERROR_MESSAGES.linkRequired)
  .trim()
  .min(1, ERROR_MESSAGES.linkRequired)
  .max(200);

export const VerifyEmailBody = z.object({ token: EmailLinkToken });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;

export const VerifyEmailResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The address now verified: the account's, or the new one it changed to. */
  email: z.string(),
  /** True when the link changed the account's email to this address. */
  changed: z.boolean(),
});
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponse>;

export const ForgotPasswordBody = z.object({ email: Email });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const ResetPasswordBody = z.object({ token: EmailLinkToken, password: NewPassword });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

const Done = z.object({ success: z.literal(true), message: z.string() });

const GoogleStartQuery = z.object({
  /** Where to land after signing in: a path of this shop, such as /cart. */
  redirect: text().refine(isShopPath, ERROR_MESSAGES.redirectNotShopPath).optional(),
});

export const authContract = c.router(
  {
    register: {
      method: 'POST',
      path: '/register',
      summary: 'Create an account with name, email and password; a link to verify the email is sent',
      body: RegisterBody,
      responses: {
        201: z.object({ success: z.literal(true), message: z.string(), user: SessionUser }),
        409: ErrorResponse,
      },
    },
    login: {
      method: 'POST',
      path: '/login',
      summary: 'Sign in with email and password; answers a session token',
      body: LoginBody,
      responses: { 200: LoginResponse, 401: ErrorResponse },
    },
    logout: {
      method: 'POST',
      path: '/logout',
      summary: "Sign out: ends this token's session on the server",
      body: c.noBody(),
      responses: { 200: Done, 401: ErrorResponse },
      ...signedIn,
    },
    logoutEverywhere: {
      method: 'POST',
      path: '/logout-everywhere',
      summary: "Sign out on every device: ends all of the user's sessions",
      body: c.noBody(),
      responses: { 200: Done, 401: ErrorResponse },
      ...signedIn,
    },
    profile: {
      method: 'GET',
      path: '/profile',
      summary: 'The signed-in user',
      responses: { 200: z.object({ success: z.literal(true), user: Profile }), 401: ErrorResponse },
      ...signedIn,
    },
    verifyEmail: {
      method: 'POST',
      path: '/verify-email',
      summary:
        "Follows a link sent by email: verifies the account's address, or changes it to the new one (single use)",
      body: VerifyEmailBody,
      responses: { 200: VerifyEmailResponse, 409: ErrorResponse },
    },
    resendVerification: {
      method: 'POST',
      path: '/verify-email/resend',
      summary: "Sends the link that verifies the signed-in user's email address again",
      body: c.noBody(),
      responses: { 200: Done, 401: ErrorResponse, 409: ErrorResponse },
      ...signedIn,
    },
    forgotPassword: {
      method: 'POST',
      path: '/forgot-password',
      summary:
        'Sends a link to set a new password; the same answer whether or not the address has an account',
      body: ForgotPasswordBody,
      responses: { 200: Done },
    },
    resetPassword: {
      method: 'POST',
      path: '/reset-password',
      summary: "Sets a new password with a link's token; every session of the account ends",
      body: ResetPasswordBody,
      responses: { 200: Done },
    },
    providers: {
      method: 'GET',
      path: '/providers',
      summary: 'Which sign-in providers besides email and password are available',
      responses: { 200: z.object({ success: z.literal(true), google: z.boolean() }) },
    },
    google: {
      method: 'GET',
      path: '/google',
      summary: "Starts Google sign-in: redirects to Google's consent screen",
      query: GoogleStartQuery,
      responses: { 302: c.noBody(), 404: ErrorResponse },
    },
    googleCallback: {
      method: 'GET',
      path: '/google/callback',
      summary: 'Where Google returns; redirects to /auth/success with a session token, or with an error',
      query: z.object({}).passthrough(),
      responses: { 302: c.noBody() },
    },
  },
  { pathPrefix: '/auth' },
);
