import { GENDERS, type Profile } from '@haat/contracts';
import { PASSWORD_MAX_LENGTH, TIMINGS_MS } from '@haat/contracts/constants';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../api/client';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useFieldProblems, useRefusal } from '../../../lib/refusals';
import { useUpdateProfile } from '../api';
import {
  type BirthdayParts,
  birthdayYears,
  checkProfileForm,
  formValuesOf,
  type Gender,
  needsCurrentPassword,
  type ProfileField,
  type ProfileFormErrors,
  type ProfileFormValues,
  twoDigits,
} from '../profile-values';
import { accountMessages } from './messages';

type Props = { profile: Profile; userId: string; onClose: () => void };

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);

/**
 * The profile form: name, email, phone, birthday (month, day and year) and gender. The button
 * reads Saving... while the change is on its way, then Saved! for 3 s.
 */
export function ProfileForm({ profile, userId, onClose }: Props) {
  const format = useFormat();
  const t = useT(accountMessages);
  const refusal = useRefusal();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesOf(profile));
  const [checkedErrors, setErrors] = useState<ProfileFormErrors>({});
  const errors = useFieldProblems()(checkedErrors);
  const [refusals, setRefusals] = useState(0);
  const [saved, setSaved] = useState(false);
  const update = useUpdateProfile(userId);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), TIMINGS_MS.profileSaved);
    return () => clearTimeout(timer);
  }, [saved]);

  // After a refused submit, the first field to fix takes the focus.
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const change = <K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setSaved(false);
    if (update.isError) update.reset();
  };
  const changeBirthday = (part: keyof BirthdayParts, value: string) =>
    change('birthday', { ...values.birthday, [part]: value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const passwordNeeded = needsCurrentPassword(profile, values);
    const checked = checkProfileForm(values, { birthdayIncomplete: t('birthdayIncomplete'), passwordNeeded });
    if (checked.errors) {
      setErrors(checked.errors);
      setRefusals((n) => n + 1);
      return;
    }
    setErrors({});
    setSaved(false);
    const asksNewEmail = checked.change.email.toLowerCase() !== profile.email.toLowerCase();
    update.mutate(checked.change, {
      // A new address waits for its link: the form closes on the profile, which says so.
      onSuccess: () => (asksNewEmail ? onClose() : setSaved(true)),
      onError: (error) => {
        // The server's refusal of one field (a wrong current password) shows under that field.
        if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
          setErrors(error.fieldErrors);
          setRefusals((n) => n + 1);
          update.reset();
        }
      },
    });
  };

  const errorId = (field: ProfileField) => `${id}-${field}-error`;
  const invalid = (field: ProfileField) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {};
  const monthName = (value: string | number | Date) => format.date(value, { month: 'long', timeZone: 'UTC' });

  return (
    <form ref={form} className="account-form" aria-label={t('editProfileTitle')} noValidate onSubmit={submit}>
      <Field label={t('fullName')} htmlFor={`${id}-name`} error={errors.name} errorId={errorId('name')}>
        <input
          id={`${id}-name`}
          className="account-form__input"
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
          autoComplete="name"
          aria-required="true"
          maxLength={100}
          {...invalid('name')}
        />
      </Field>
      <Field label={t('email')} htmlFor={`${id}-email`} error={errors.email} errorId={errorId('email')}>
        <input
          id={`${id}-email`}
          className="account-form__input"
          type="email"
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
          autoComplete="email"
          aria-required="true"
          maxLength={254}
          {...invalid('email')}
        />
      </Field>
      {needsCurrentPassword(profile, values) ? (
        <Field
          label={t('currentPassword')}
          htmlFor={`${id}-current-password`}
          error={errors.currentPassword}
          errorId={errorId('currentPassword')}
        >
          <input
            id={`${id}-current-password`}
            className="account-form__input"
            type="password"
            value={values.currentPassword}
            onChange={(event) => change('currentPassword', event.target.value)}
            autoComplete="current-password"
            required
            maxLength={PASSWORD_MAX_LENGTH}
            {...invalid('currentPassword')}
          />
          <small className="account-form__hint">{t('currentPasswordHint')}</small>
        </Field>
      ) : null}
      <Field label={t('phone')} htmlFor={`${id}-phone`} error={errors.phone} errorId={errorId('phone')}>
        <input
          id={`${id}-phone`}
          className="account-form__input"
          type="tel"
          value={values.phone}
          onChange={(event) => change('phone', event.target.value)}
          autoComplete="tel"
          placeholder={t('phonePlaceholder')}
          maxLength={20}
          {...invalid('phone')}
        />
      </Field>
      <Field label={t('gender')} htmlFor={`${id}-gender`} error={errors.gender} errorId={errorId('gender')}>
        <select
          id={`${id}-gender`}
          className="account-form__input"
          value={values.gender}
          onChange={(event) => change('gender', event.target.value as Gender)}
          {...invalid('gender')}
        >
          <option value="">{t('chooseGender')}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {t(gender)}
            </option>
          ))}
        </select>
      </Field>
      <fieldset
        className="account-form__field account-form__field--wide account-form__birthday"
        aria-describedby={errors.birthday ? errorId('birthday') : undefined}
      >
        <legend className="account-form__label">{t('birthday')}</legend>
        <div className="account-form__selects">
          <select
            className="account-form__input"
            aria-label={t('month')}
            value={values.birthday.month}
            onChange={(event) => changeBirthday('month', event.target.value)}
            {...invalid('birthday')}
          >
            <option value="">{t('month')}</option>
            {MONTHS.map((month) => (
              <option key={month} value={twoDigits(month)}>
                {monthName(Date.UTC(2000, month - 1, 1))}
              </option>
            ))}
          </select>
          <select
            className="account-form__input"
            aria-label={t('day')}
            value={values.birthday.day}
            onChange={(event) => changeBirthday('day', event.target.value)}
            {...invalid('birthday')}
          >
            <option value="">{t('day')}</option>
            {DAYS.map((day) => (
              <option key={day} value={twoDigits(day)}>
                {day}
              </option>
            ))}
          </select>
          <select
            className="account-form__input"
            aria-label={t('year')}
            value={values.birthday.year}
            onChange={(event) => changeBirthday('year', event.target.value)}
            {...invalid('birthday')}
          >
            <option value="">{t('year')}</option>
            {birthdayYears().map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </select>
        </div>
        {errors.birthday ? (
          <p id={errorId('birthday')} className="account-form__error">
            {errors.birthday}
          </p>
        ) : null}
      </fieldset>

      {update.isError ? (
        <p className="account-form__failure" role="alert">
          {t('updateFailed', { message: refusal(update.error) })}
        </p>
      ) : null}
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={update.isPending}>
          {update.isPending ? t('saving') : saved ? t('saved') : t('save')}
        </button>
        <button
          type="button"
          className="button button--outline"
          onClick={onClose}
          disabled={update.isPending}
        >
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

type FieldProps = { label: string; htmlFor: string; error?: string; errorId: string; children: ReactNode };

function Field({ label, htmlFor, error, errorId, children }: FieldProps) {
  return (
    <div className="account-form__field">
      <label className="account-form__label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={errorId} className="account-form__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
