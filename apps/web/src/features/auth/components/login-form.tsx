import { LoginBody } from '@haat/contracts';
import { useState } from 'react';
import { api } from '../../../api/client';
import { useT } from '../../../lib/i18n';
import { answeredFailure, failureOf, loginFailureMessage } from '../failures';
import { authMessages } from '../messages';
import { login, SessionError } from '../session';
import { AuthField } from './auth-field';
import { AuthForm } from './auth-form';
import { useCheckedSubmit } from './use-checked-submit';

type Props = {
  email: string;
  onEmailChange: (email: string) => void;
  /** Called once the session holds the new token and user. */
  onSignedIn: () => void;
};

export function LoginForm({ email, onEmailChange, onSignedIn }: Props) {
  const t = useT(authMessages);
  const [password, setPassword] = useState('');
  const { errors, failure, busy, submit } = useCheckedSubmit(LoginBody, async (values) => {
    try {
      const response = await api.auth.login({ body: values });
      if (response.status !== 200) return loginFailureMessage(answeredFailure(response));
      await login(response.body.token, response.body.user);
      onSignedIn();
      return null;
    } catch (error) {
      return loginFailureMessage(error instanceof SessionError ? { kind: 'unexpected' } : failureOf(error));
    }
  });

  return (
    <AuthForm
      onSubmit={() => void submit({ email, password })}
      failure={failure}
      busy={busy}
      submitLabel={busy ? t('loggingIn') : t('login')}
    >
      <AuthField
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onValue={onEmailChange}
        error={errors.email}
      />
      <AuthField
        label={t('password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onValue={setPassword}
        error={errors.password}
      />
    </AuthForm>
  );
}
