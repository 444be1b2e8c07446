import { LoginBody } from '@haat/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../../api/client';
import { PATHS } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { login, SessionError } from '../../../lib/session';
import { Field } from '../../../ui/form/field';
import { answeredFailure, failureOf, loginFailureMessage } from '../failures';
import { authMessages, recoveryMessages } from '../messages';
import { EmailField } from './auth-field';
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
  const tr = useT(recoveryMessages);
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
      <EmailField label={t('email')} value={email} onValue={onEmailChange} error={errors.email} />
      <Field label={t('password')} name="password" error={errors.password}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      <Link className="auth__forgot" to={PATHS.forgotPassword} state={{ email }}>
        {tr('forgotLink')}
      </Link>
    </AuthForm>
  );
}
