import { PASSWORD_MIN_LENGTH } from '@haat/contracts/constants';
import { Field } from '../../../ui/form/field';

type FieldProps = { label: string; value: string; onValue: (value: string) => void; error?: string };

/** The email field of the sign-in, sign-up and forgotten-password forms. */
export const EmailField = ({ label, value, onValue, error }: FieldProps) => (
  <Field label={label} name="email" error={error}>
    {(control) => (
      <input
        {...control}
        type="email"
        autoComplete="email"
        required
        value={value}
        onChange={(event) => onValue(event.target.value)}
      />
    )}
  </Field>
);

/** A password being chosen (sign-up, reset), with the rule under it. */
export const NewPasswordField = ({ label, value, onValue, error, hint }: FieldProps & { hint: string }) => (
  <Field label={label} name="password" error={error} hint={hint}>
    {(control) => (
      <input
        {...control}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        value={value}
        onChange={(event) => onValue(event.target.value)}
      />
    )}
  </Field>
);
