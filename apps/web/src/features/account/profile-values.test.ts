import { ERROR_MESSAGES } from '@haat/contracts';
import { describe, expect, it } from 'vitest';
import {
  birthdayYears,
  checkProfileForm,
  composeBirthday,
  needsCurrentPassword,
  type ProfileFormValues,
  splitBirthday,
} from './profile-values';

const texts = { birthdayIncomplete: 'incomplete' };
const values = (change: Partial<ProfileFormValues> = {}): ProfileFormValues => ({
  name: 'Nusrat Jahan',
  email: 'nusrat@example.com',
  phone: '',
  birthday: { year: '', month: '', day: '' },
  gender: '',
  smsUpdates: true,
  currentPassword: '',
  ...change,
});

describe('birthdayYears', () => {
  it('goes from this year back 100 years', () => {
    const years = birthdayYears(new Date('2026-06-01T12:00:00'));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1926);
    expect(years).toHaveLength(101);
  });
});

describe('the birthday selects', () => {
  it('split a stored birthday and put it back together', () => {
    expect(splitBirthday('1995-04-09')).toEqual({ year: '1995', month: '04', day: '09' });
    expect(composeBirthday(splitBirthday('1995-04-09'))).toBe('1995-04-09');
    expect(splitBirthday('')).toEqual({ year: '', month: '', day: '' });
    expect(composeBirthday({ year: '', month: '', day: '' })).toBe('');
    expect(composeBirthday({ year: '1995', month: '', day: '09' })).toBeNull();
  });
});

describe('checkProfileForm', () => {
  it('answers the change to send', () => {
    const result = checkProfileForm(
      values({
        birthday: { year: '1995', month: '04', day: '14' },
        gender: 'female',
        phone: ' 01711000000 ',
      }),
      texts,
    );
    expect(result.change).toEqual({
      name: 'Nusrat Jahan',
      email: 'nusrat@example.com',
      phone: '01711000000',
      birthday: '1995-04-14',
      gender: 'female',
      smsUpdates: true,
    });
  });

  it('words the problems as the contract does, one per field', () => {
    expect(checkProfileForm(values({ name: ' ', email: '' }), texts).errors).toEqual({
      name: ERROR_MESSAGES.fullNameRequired,
      email: ERROR_MESSAGES.emailRequired,
    });
    expect(
      checkProfileForm(values({ birthday: { year: '1995', month: '02', day: '30' } }), texts).errors,
    ).toEqual({
      birthday: ERROR_MESSAGES.birthdayInvalid,
    });
    expect(
      checkProfileForm(values({ birthday: { year: '1995', month: '02', day: '' } }), texts).errors,
    ).toEqual({
      birthday: 'incomplete',
    });
  });
});

describe('changing the email', () => {
  const profile = {
    id: 'u1',
    _id: 'u1',
    name: 'Nusrat Jahan',
    email: 'Nusrat@example.com',
    role: 'user',
    picture: null,
    verified_email: true,
    phone: '',
    phone_verified: false,
    birthday: '',
    gender: '',
    has_password: true,
    pending_email: null,
    sms_updates: true,
  } as const;

  it('asks for the current password only for another address on an account with a password', () => {
    expect(needsCurrentPassword(profile, values({ email: 'nusrat@EXAMPLE.com ' }))).toBe(false);
    expect(needsCurrentPassword(profile, values({ email: 'new@example.com' }))).toBe(true);
    expect(
      needsCurrentPassword({ ...profile, has_password: false }, values({ email: 'new@example.com' })),
    ).toBe(false);
  });

  it('refuses to send a new address without the current password, and sends it with one', () => {
    const asked = { ...texts, passwordNeeded: true };
    expect(checkProfileForm(values({ email: 'new@example.com' }), asked).errors).toEqual({
      currentPassword: ERROR_MESSAGES.currentPasswordRequired,
    });
    expect(
      checkProfileForm(values({ email: 'new@example.com', currentPassword: 'my secret' }), asked).change,
    ).toMatchObject({ email: 'new@example.com', currentPassword: 'my secret' });
    // Not asked, not sent.
    expect(checkProfileForm(values({ currentPassword: 'typed anyway' }), texts).change).not.toHaveProperty(
      'currentPassword',
    );
  });
});
