import { z } from 'zod';
import { c } from './common';
import { GENDERS, PASSWORD_MIN_LENGTH, USER_ROLES } from './constants';
import { ERROR_MESSAGES, ErrorResponse } from './errors';
import { isShopPath } from './shop-path';

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
  /** YYYY-MM-DD, or empty. */
  birthday: z.string(),
  gender: z.enum(['', ...GENDERS]),
});
export type Profile = z.infer<typeof Profile>;

/** The claims of a session token (a JWT signed by the API). */
export type SessionTokenClaims = {
  sub: string;
  user_id: string;
  email: string;
  name: string;
  role: (typeof USER_ROLES)[number];
  iat: number;
  exp: number;
};

export const Email = z
  .string({ message: ERROR_MESSAGES.emailRequired })
  .trim()
  .min(1, ERROR_MESSAGES.emailRequired)
  .max(254, ERROR_MESSAGES.emailInvalid)
  .pipe(z.email(ERROR_MESSAGES.emailInvalid));

export const RegisterBody = z.object({
  name: z
    .string({ message: ERROR_MESSAGES.nameRequired })
    .trim()
    .min(1, ERROR_MESSAGES.nameRequired)
    .max(100),
  email: Email,
  password: z
    .string({ message: ERROR_MESSAGES.passwordRequired })
    .min(1, ERROR_MESSAGES.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, ERROR_MESSAGES.passwordTooShort)
    .max(128, ERROR_MESSAGES.passwordTooLong),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const LoginBody = z.object({
  email: Email,
  password: z
    .string({ message: ERROR_MESSAGES.passwordRequired })
    .min(1, ERROR_MESSAGES.passwordRequired)
    .max(128),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const LoginResponse = z.object({ success: z.literal(true), token: z.string(), user: SessionUser });
export type LoginResponse = z.infer<typeof LoginResponse>;

const GoogleStartQuery = z.object({
  /** Where to land after signing in: a path of this shop, such as /cart. */
  redirect: z.string().refine(isShopPath, 'Must be a path of this shop.').optional(),
});

export const authContract = c.router(
  {
    register: {
      method: 'POST',
      path: '/register',
      summary: 'Create an account with name, email and password',
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
    profile: {
      method: 'GET',
      path: '/profile',
      summary: 'The signed-in user (bearer token)',
      responses: { 200: z.object({ success: z.literal(true), user: Profile }), 401: ErrorResponse },
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
