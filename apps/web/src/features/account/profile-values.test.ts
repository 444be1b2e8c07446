import { ERROR_MESSAGES } from '@haat/contracts';
import { describe, expect, it } from 'vitest';
import {
  birthdayYears,
  checkProfileForm,
  composeBirthday,
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
