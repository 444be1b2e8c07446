import { RegisterBody } from '@haat/contracts';
import { PASSWORD_MIN_LENGTH } from '@haat/contracts/constants';
import { useState } from 'react';
import { api } from '../../../api/client';
import { useT } from '../../../lib/i18n';
import { answeredFailure, failureOf, signUpFailureMessage } from '../failures';
import { authMessages } from '../messages';
import { AuthField } from './auth-field';
import { FormMessage } from './form-message';
import { useCheckedSubmit } from './use-checked-submit';

type Props = {
  email: string;
  onEmailChange: (email: string) => void;
  /** Called when the account exists; the shopper then logs in with it. */
  onSignedUp: () => void;
};

export function SignUpForm({ email, onEmailChange, onSignedUp }: Props) {
  const t = useT(authMessages);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const { errors, failure, busy, submit } = useCheckedSubmit(RegisterBody, async (values) => {
    try {
      const response = await api.auth.register({ body: values });
      if (response.status !== 201) return signUpFailureMessage(answeredFailure(response));
      onSignedUp();
      return null;
    } catch (error) {
      return signUpFailureMessage(failureOf(error));
    }
  });

  return (
    <form
      className="auth__form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit({ name, email, password });
      }}
      noValidate
    >
      <AuthField
        label={t('name')}
        name="name"
        autoComplete="name"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <AuthField
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={errors.email}
      />
      <AuthField
        label={t('password')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={t('passwordRule', { min: PASSWORD_MIN_LENGTH })}
        error={errors.password}
      />
      <FormMessage failure={failure} />
      <button type="submit" className="button button--primary auth__submit" disabled={busy}>
        {busy ? t('signingUp') : t('signUp')}
      </button>
    </form>
  );
}
