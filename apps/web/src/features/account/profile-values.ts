import { ERROR_MESSAGES, type Profile, ProfileUpdate } from '@haat/contracts';
import { checkWith } from '../../lib/form-errors';

export type Gender = Profile['gender'];

/** The birthday as its three selects hold it: each part empty, or two (four for the year) digits. */
export type BirthdayParts = { year: string; month: string; day: string };

/** What the profile form holds while the shopper edits. */
export type ProfileFormValues = {
  name: string;
  email: string;
  phone: string;
  birthday: BirthdayParts;
  gender: Gender;
  /** Every order's SMS, or only what an order needs. */
  smsUpdates: boolean;
  /** Asked for only when the email changes on an account with a password. */
  currentPassword: string;
};

export type ProfileField = 'name' | 'email' | 'phone' | 'birthday' | 'gender' | 'currentPassword';
export type ProfileFormErrors = Partial<Record<ProfileField, string>>;

/** How many years back the birthday's year select goes (purchase spec section 2). */
export const BIRTHDAY_YEARS_BACK = 100;

/** The year choices: this year first, back to 100 years ago. */
export function birthdayYears(today: Date = new Date()): number[] {
  const thisYear = today.getFullYear();
  return Array.from({ length: BIRTHDAY_YEARS_BACK + 1 }, (_, back) => thisYear - back);
}

export const twoDigits = (value: number) => String(value).padStart(2, '0');

export function splitBirthday(birthday: string): BirthdayParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  return match
    ? { year: match[1] ?? '', month: match[2] ?? '', day: match[3] ?? '' }
    : { year: '', month: '', day: '' };
}

/** YYYY-MM-DD, empty when no part is chosen, or null when only some are. */
export function composeBirthday({ year, month, day }: BirthdayParts): string | null {
  if (!year && !month && !day) return '';
  if (!year || !month || !day) return null;
  return `${year}-${month}-${day}`;
}

export const formValuesOf = (profile: Profile): ProfileFormValues => ({
  name: profile.name,
  email: profile.email,
  phone: profile.phone,
  birthday: splitBirthday(profile.birthday),
  gender: profile.gender,
  smsUpdates: profile.sms_updates,
  currentPassword: '',
});

/** Whether the form asks for the current password: a new email on an account that has one. */
export const needsCurrentPassword = (profile: Profile, values: ProfileFormValues) =>
  profile.has_password && values.email.trim().toLowerCase() !== profile.email.toLowerCase();

/**
 * The change to send, checked by the contract's own schema (the texts shown are the ones the API
 * would answer with), or the problems per field.
 */
export function checkProfileForm(
  values: ProfileFormValues,
  { birthdayIncomplete, passwordNeeded = false }: { birthdayIncomplete: string; passwordNeeded?: boolean },
): { change: ProfileUpdate; errors?: undefined } | { change?: undefined; errors: ProfileFormErrors } {
  const birthday = composeBirthday(values.birthday);
  const checked = checkWith(ProfileUpdate, {
    name: values.name,
    email: values.email,
    phone: values.phone,
    birthday: birthday ?? '',
    gender: values.gender,
    smsUpdates: values.smsUpdates,
    ...(passwordNeeded ? { currentPassword: values.currentPassword } : {}),
  });
  const passwordMissing = passwordNeeded && !values.currentPassword;
  if (checked.values && birthday !== null && !passwordMissing) return { change: checked.values };
  return {
    errors: {
      ...checked.errors,
      ...(birthday === null ? { birthday: birthdayIncomplete } : {}),
      ...(passwordMissing ? { currentPassword: ERROR_MESSAGES.currentPasswordRequired } : {}),
    },
  };
}
