import { PASSWORD_MIN_LENGTH } from '@haat/contracts/constants';
import type { InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  label: string;
  name: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: string;
};

/** A labelled input with its hint and its error underneath, tied to it for screen readers. */
export function AuthField({ label, name, onValue, error, hint, ...input }: Props) {
  const id = `auth-${name}`;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="auth__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onValue(event.target.value)}
        {...input}
      />
      {hint ? (
        <small id={`${id}-hint`} className="auth__hint">
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={`${id}-error`} className="auth__field-error">
          {error}
        </small>
      ) : null}
    </div>
  );
}

type FieldProps = { label: string; value: string; onValue: (value: string) => void; error?: string };

/** The email field of the sign-in, sign-up and forgotten-password forms. */
export const EmailField = (props: FieldProps) => (
  <AuthField name="email" type="email" autoComplete="email" required {...props} />
);

/** A password being chosen (sign-up, reset), with the rule under it. */
export const NewPasswordField = (props: FieldProps & { hint: string }) => (
  <AuthField
    name="password"
    type="password"
    autoComplete="new-password"
    required
    minLength={PASSWORD_MIN_LENGTH}
    {...props}
  />
);
