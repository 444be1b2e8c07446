import { z } from 'zod';
import { Email, Profile } from './auth';
import { c } from './common';
import { GENDERS } from './constants';
import { ERROR_MESSAGES, ErrorResponse } from './errors';

const isRealDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

export const ProfileUpdate = z.object({
  name: z
    .string({ message: ERROR_MESSAGES.fullNameRequired })
    .trim()
    .min(1, ERROR_MESSAGES.fullNameRequired)
    .max(100),
  email: Email,
  phone: z.string().trim().max(20).optional(),
  birthday: z
    .string()
    .trim()
    .refine(
      (text) => text === '' || (/^\d{4}-\d{2}-\d{2}$/.test(text) && isRealDate(text)),
      ERROR_MESSAGES.birthdayInvalid,
    )
    .optional(),
  gender: z.enum(['', ...GENDERS]).optional(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

const ProfileResponse = z.object({ success: z.literal(true), user: Profile });

export const accountContract = c.router(
  {
    profile: {
      method: 'GET',
      path: '/profile',
      summary: "The signed-in user's profile",
      responses: { 200: ProfileResponse, 401: ErrorResponse },
    },
    updateProfile: {
      method: 'PUT',
      path: '/profile',
      summary: 'Change name, email, phone, birthday or gender',
      body: ProfileUpdate,
      responses: { 200: ProfileResponse, 401: ErrorResponse, 409: ErrorResponse },
    },
  },
  { pathPrefix: '/user' },
);
