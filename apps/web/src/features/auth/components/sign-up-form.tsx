import { RegisterBody } from '@haat/contracts';
import { PASSWORD_MIN_LENGTH } from '@haat/contracts/constants';
import { useState } from 'react';
import { ApiError, api } from '../../../api/client';
import { useT } from '../../../lib/i18n';
import { usePreferences } from '../../../lib/preferences';
import { Field } from '../../../ui/form/field';
import { answeredFailure, failureOf, signUpFailureMessage } from '../failures';
import { authMessages } from '../messages';
import { EmailField, NewPasswordField } from './auth-field';
import { AuthForm } from './auth-form';
import { useCheckedSubmit } from './use-checked-submit';

type Props = {
  email: string;
  onEmailChange: (email: string) => void;
  /** Called when the account exists; the shopper then logs in with it. */
  onSignedUp: () => void;
};

export function SignUpForm({ email, onEmailChange, onSignedUp }: Props) {
  const t = useT(authMessages);
  const { language } = usePreferences();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const { errors, failure, busy, submit } = useCheckedSubmit(RegisterBody, async (values) => {
    try {
      const response = await api.auth.register({ body: { ...values, language } });
      // A password the server's own list refuses (too common) is shown under the password field.
      const { fieldErrors } = ApiError.of(response);
      if (response.status === 400 && Object.keys(fieldErrors).length > 0) return { fieldErrors };
      if (response.status !== 201) return signUpFailureMessage(answeredFailure(response));
      onSignedUp();
      return null;
    } catch (error) {
      return signUpFailureMessage(failureOf(error));
    }
  });

  return (
    <AuthForm
      onSubmit={() => void submit({ name, email, password })}
      failure={failure}
      busy={busy}
      submitLabel={busy ? t('signingUp') : t('signUp')}
    >
      <Field label={t('name')} name="name" error={errors.name}>
        {(control) => (
          <input
            {...control}
            autoComplete="name"
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <EmailField label={t('email')} value={email} onValue={onEmailChange} error={errors.email} />
      <NewPasswordField
        label={t('password')}
        value={password}
        onValue={setPassword}
        hint={t('passwordRule', { min: PASSWORD_MIN_LENGTH })}
        error={errors.password}
      />
    </AuthForm>
  );
}
