import { GENDERS, type Profile } from '@haat/contracts';
import { PASSWORD_MAX_LENGTH, TIMINGS_MS } from '@haat/contracts/constants';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ApiError } from '../../../api/client';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useFieldProblems, useRefusal } from '../../../lib/refusals';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { Field, useFocusOnRefusal } from '../../../ui/form/field';
import { useUpdateProfile } from '../api';
import {
  type BirthdayParts,
  birthdayYears,
  checkProfileForm,
  formValuesOf,
  type Gender,
  needsCurrentPassword,
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
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesOf(profile));
  const [checkedErrors, setErrors] = useState<ProfileFormErrors>({});
  const errors = useFieldProblems()(checkedErrors);
  const [refusals, setRefusals] = useState(0);
  const form = useFocusOnRefusal(refusals);
  const [saved, setSaved] = useState(false);
  const update = useUpdateProfile(userId);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), TIMINGS_MS.profileSaved);
    return () => clearTimeout(timer);
  }, [saved]);

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

  const birthdayError = `${id}-birthday-error`;
  const birthdayControl = {
    className: 'field__control',
    ...(errors.birthday ? { 'aria-invalid': true as const, 'aria-describedby': birthdayError } : {}),
  };
  const monthName = (value: string | number | Date) => format.date(value, { month: 'long', timeZone: 'UTC' });

  return (
    <form ref={form} className="account-form" aria-label={t('editProfileTitle')} noValidate onSubmit={submit}>
      <Field label={t('fullName')} error={errors.name}>
        {(control) => (
          <input
            {...control}
            value={values.name}
            onChange={(event) => change('name', event.target.value)}
            autoComplete="name"
            aria-required="true"
            maxLength={100}
          />
        )}
      </Field>
      <Field label={t('email')} error={errors.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
            autoComplete="email"
            aria-required="true"
            maxLength={254}
          />
        )}
      </Field>
      {needsCurrentPassword(profile, values) ? (
        <Field label={t('currentPassword')} error={errors.currentPassword} hint={t('currentPasswordHint')}>
          {(control) => (
            <input
              {...control}
              type="password"
              value={values.currentPassword}
              onChange={(event) => change('currentPassword', event.target.value)}
              autoComplete="current-password"
              required
              maxLength={PASSWORD_MAX_LENGTH}
            />
          )}
        </Field>
      ) : null}
      <Field label={t('phone')} error={errors.phone}>
        {(control) => (
          <input
            {...control}
            type="tel"
            value={values.phone}
            onChange={(event) => change('phone', event.target.value)}
            autoComplete="tel"
            placeholder={t('phonePlaceholder')}
            maxLength={20}
          />
        )}
      </Field>
      <Field label={t('gender')} error={errors.gender}>
        {(control) => (
          <select
            {...control}
            value={values.gender}
            onChange={(event) => change('gender', event.target.value as Gender)}
          >
            <option value="">{t('chooseGender')}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(gender)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset
        className="field account-form__field--wide account-form__birthday"
        aria-describedby={errors.birthday ? birthdayError : undefined}
      >
        <legend className="field__label">{t('birthday')}</legend>
        <div className="account-form__selects">
          <select
            {...birthdayControl}
            aria-label={t('month')}
            value={values.birthday.month}
            onChange={(event) => changeBirthday('month', event.target.value)}
          >
            <option value="">{t('month')}</option>
            {MONTHS.map((month) => (
              <option key={month} value={twoDigits(month)}>
                {monthName(Date.UTC(2000, month - 1, 1))}
              </option>
            ))}
          </select>
          <select
            {...birthdayControl}
            aria-label={t('day')}
            value={values.birthday.day}
            onChange={(event) => changeBirthday('day', event.target.value)}
          >
            <option value="">{t('day')}</option>
            {DAYS.map((day) => (
              <option key={day} value={twoDigits(day)}>
                {day}
              </option>
            ))}
          </select>
          <select
            {...birthdayControl}
            aria-label={t('year')}
            value={values.birthday.year}
            onChange={(event) => changeBirthday('year', event.target.value)}
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
          <p id={birthdayError} className="field__error">
            {errors.birthday}
          </p>
        ) : null}
      </fieldset>

      <label className="account-form__field--wide account-form__check">
        <input
          type="checkbox"
          checked={values.smsUpdates}
          onChange={(event) => change('smsUpdates', event.target.checked)}
        />
        <span>
          {t('smsUpdates')}
          <small className="account-form__check-hint">{t('smsUpdatesHint')}</small>
        </span>
      </label>

      {update.isError ? (
        <ErrorBanner className="account-form__failure">
          {t('updateFailed', { message: refusal(update.error) })}
        </ErrorBanner>
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
