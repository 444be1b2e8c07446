import type { SavedAddress } from '@haat/contracts';
import { DIVISIONS, divisionNamed, type Place } from '@haat/contracts/bangladesh';
import { ADDRESS_LABELS, TIMINGS_MS } from '@haat/contracts/constants';
import { type FormEvent, type InputHTMLAttributes, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/client';
import { PATHS } from '../../../config/paths';
import type { FieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { usePreferences } from '../../../lib/preferences';
import { useFieldProblems, useRefusal } from '../../../lib/refusals';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { type ControlProps, Field, useFocusOnRefusal } from '../../../ui/form/field';
import {
  type AddressField,
  type AddressFormValues,
  type AddressLabel,
  checkAddressForm,
  formValuesOf,
  splitErrors,
} from '../address-values';
import { useSaveAddress } from '../api';
import { addressMessages } from '../messages';
import '../addresses.css';

type Props = {
  /** The saved address to edit; without it the form adds a new one. */
  address?: SavedAddress;
  /** Called with the saved address once the success banner has shown. */
  onSaved: (address: SavedAddress) => void;
  onCancel: () => void;
};

/**
 * The address form (purchase spec sections 2, 4 and 5): name, phone, province and city from
 * Bangladesh's divisions and districts, zone, address, an optional landmark and the label HOME or
 * OFFICE. It adds (POST) or changes (PUT) the address, shows Address saved successfully for 1.5 s,
 * then hands the saved address to `onSaved`.
 */
export function AddressForm({ address, onSaved, onCancel }: Props) {
  const t = useT(addressMessages);
  const refusal = useRefusal();
  const { language } = usePreferences();
  const navigate = useNavigate();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<AddressFormValues>(() => formValuesOf(address));
  const [missing, setMissing] = useState<AddressField[]>([]);
  const [checkedErrors, setErrors] = useState<FieldErrors>({});
  const errors = useFieldProblems()(checkedErrors);
  const [refusals, setRefusals] = useState(0);
  const form = useFocusOnRefusal(refusals);
  const [saved, setSaved] = useState<SavedAddress | null>(null);
  const save = useSaveAddress();

  // A keyboard or screen reader user lands on the form's title when it opens.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  // The latest onSaved, so a parent's re-render does not restart the banner's timer.
  const savedCallback = useRef(onSaved);
  savedCallback.current = onSaved;
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => savedCallback.current(saved), TIMINGS_MS.addressSaved);
    return () => clearTimeout(timer);
  }, [saved]);

  const division = divisionNamed(values.province);
  const placeName = (place: Place) => (language === 'bn' ? place.bn : place.en);

  const change = <K extends keyof AddressFormValues>(field: K, value: AddressFormValues[K]) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      // A city belongs to its province: another province asks for its city again.
      if (
        field === 'province' &&
        !divisionNamed(String(value))?.districts.some((d) => d.en === current.city)
      ) {
        next.city = '';
      }
      return next;
    });
    setMissing((current) => current.filter((name) => name !== field));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (save.isError) save.reset();
  };

  const refuse = (problems: { missing: AddressField[]; errors: FieldErrors }) => {
    setMissing(problems.missing);
    setErrors(problems.errors);
    setRefusals((n) => n + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || saved) return;
    const checked = checkAddressForm(values, address);
    if (!checked.input) {
      refuse(checked);
      return;
    }
    setMissing([]);
    setErrors({});
    save.mutate(
      { id: address?._id, input: checked.input },
      {
        onSuccess: (result) => setSaved(result),
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          // The server's refusal of single fields shows under those fields.
          if (Object.keys(error.fieldErrors).length > 0) {
            refuse(splitErrors(error.fieldErrors));
            save.reset();
          } else if (error.message.includes('Not authorized')) {
            navigate(PATHS.auth);
          }
        },
      },
    );
  };

  /** What a field says of itself: its error, or that it is one of the fields still missing. */
  const problem = (field: AddressField) => ({
    error: errors[field],
    invalid: missing.includes(field),
    describedBy: !errors[field] && missing.includes(field) ? `${id}-missing` : undefined,
  });
  const textInput =
    (field: Exclude<AddressField, 'province' | 'city'>, extra: InputExtras) => (control: ControlProps) => (
      <input
        {...control}
        value={values[field]}
        onChange={(event) => change(field, event.target.value)}
        {...extra}
      />
    );

  const busy = save.isPending || saved !== null;
  const failure = save.isError ? failureText(save.error, t, refusal) : null;

  return (
    <div className="address-form">
      <div className="address-form__head">
        <button type="button" className="address-form__back" onClick={onCancel} disabled={busy}>
          <span aria-hidden="true">‹</span> {t('back')}
        </button>
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="address-form__title">
          {address ? t('editTitle') : t('addTitle')}
        </h2>
      </div>

      {saved ? (
        <p className="address-form__banner" role="status">
          {t('saved')}
        </p>
      ) : null}

      <form
        ref={form}
        className="address-form__grid"
        aria-labelledby={`${id}-title`}
        noValidate
        onSubmit={submit}
      >
        <Field label={t('fullName')} required {...problem('fullName')}>
          {textInput('fullName', { autoComplete: 'name', maxLength: 100, required: true })}
        </Field>
        <Field label={t('phone')} required {...problem('phone')}>
          {textInput('phone', {
            type: 'tel',
            autoComplete: 'tel',
            inputMode: 'tel',
            placeholder: t('phonePlaceholder'),
            maxLength: 20,
            required: true,
          })}
        </Field>
        <Field label={t('province')} required {...problem('province')}>
          {(control) => (
            <select
              {...control}
              value={values.province}
              onChange={(event) => change('province', event.target.value)}
              required
            >
              <option value="">{t('chooseProvince')}</option>
              {DIVISIONS.map((place) => (
                <option key={place.en} value={place.en}>
                  {placeName(place)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('city')} required {...problem('city')}>
          {(control) => (
            <select
              {...control}
              value={values.city}
              onChange={(event) => change('city', event.target.value)}
              required
            >
              <option value="">{division ? t('chooseCity') : t('chooseProvinceFirst')}</option>
              {division?.districts.map((place) => (
                <option key={place.en} value={place.en}>
                  {placeName(place)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('zone')} required {...problem('zone')}>
          {textInput('zone', { placeholder: t('zoneHint'), maxLength: 100, required: true })}
        </Field>
        <Field label={t('address')} required {...problem('address')}>
          {textInput('address', {
            autoComplete: 'street-address',
            placeholder: t('addressPlaceholder'),
            maxLength: 300,
            required: true,
          })}
        </Field>
        <Field
          label={t('landmark')}
          note={t('optional')}
          {...problem('landmark')}
          className="address-form__wide"
        >
          {textInput('landmark', { placeholder: t('landmarkPlaceholder'), maxLength: 200 })}
        </Field>

        <fieldset className="address-form__labels">
          <legend className="field__label">{t('labelHint')}</legend>
          <div className="address-form__choices">
            {ADDRESS_LABELS.map((label) => (
              <LabelChoice
                key={label}
                name={`${id}-label`}
                label={label}
                text={t(label)}
                checked={values.label === label}
                onChoose={(chosen) => change('label', chosen)}
              />
            ))}
          </div>
        </fieldset>

        {missing.length > 0 ? (
          <ErrorBanner id={`${id}-missing`} className="address-form__wide">
            {t('fieldsRequired')}
          </ErrorBanner>
        ) : null}
        {failure ? <ErrorBanner className="address-form__wide">{failure}</ErrorBanner> : null}

        <div className="address-form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {save.isPending ? t('saving') : t('save')}
          </button>
          <button type="button" className="button button--outline" onClick={onCancel} disabled={busy}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </div>
  );
}

type InputExtras = Omit<InputHTMLAttributes<HTMLInputElement>, keyof ControlProps | 'value' | 'onChange'>;

type Translate = ReturnType<typeof useT<(typeof addressMessages)['en']>>;

/** A refused save in the spec's words: the server's message, or the fallback when there is none. */
function failureText(error: Error, t: Translate, refusal: (error: Error) => string): string {
  return error instanceof ApiError && error.code !== undefined && error.message
    ? t('saveFailed', { message: refusal(error) })
    : t('saveFailedFallback');
}

type LabelChoiceProps = {
  name: string;
  label: AddressLabel;
  text: string;
  checked: boolean;
  onChoose: (label: AddressLabel) => void;
};

function LabelChoice({ name, label, text, checked, onChoose }: LabelChoiceProps) {
  return (
    <label className={`address-form__choice${checked ? ' address-form__choice--on' : ''}`}>
      <input type="radio" name={name} value={label} checked={checked} onChange={() => onChoose(label)} />
      {text}
    </label>
  );
}
