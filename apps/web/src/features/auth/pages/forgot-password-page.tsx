import { ForgotPasswordBody } from '@haat/contracts';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../../api/client';
import { checkWith, type FieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { useForgotPassword } from '../api';
import { EmailField } from '../components/auth-field';
import { AuthForm } from '../components/auth-form';
import { recoveryMessages } from '../messages';
import '../auth.css';
import { PATHS } from '../../../config/paths';
import { useFieldProblems, useRefusal } from '../../../lib/refusals';
import { PageTitle } from '../../../ui/page-title';

/** Where the login tab's email arrives from, so the shopper need not type it again. */
const emailFrom = (state: unknown) =>
  state && typeof state === 'object' && 'email' in state && typeof state.email === 'string'
    ? state.email
    : '';

/**
 * /forgot-password: asks for a link to set a new password. The page says the same whether or not
 * the address has an account, as the server does.
 */
export default function ForgotPasswordPage() {
  const t = useT(recoveryMessages);
  const refusal = useRefusal();
  const location = useLocation();
  const [email, setEmail] = useState(() => emailFrom(location.state));
  const [checkedErrors, setErrors] = useState<FieldErrors>({});
  const errors = useFieldProblems()(checkedErrors);
  const request = useForgotPassword();

  const submit = () => {
    const checked = checkWith(ForgotPasswordBody, { email });
    setErrors(checked.errors ?? {});
    if (checked.values) request.mutate(checked.values);
  };
  const failure = request.error
    ? request.error instanceof ApiError
      ? t('failed', { message: refusal(request.error) })
      : t('networkError')
    : null;

  return (
    <main id="main" tabIndex={-1} className="page auth">
      <div className="auth__card">
        <PageTitle page={t('forgotTitle')} />
        <h1 className="auth__title">{t('forgotTitle')}</h1>
        {request.isSuccess ? (
          <p className="auth__message auth__message--success" role="status">
            {t('sent', { email: request.variables.email })}
          </p>
        ) : (
          <AuthForm
            onSubmit={submit}
            failure={failure}
            busy={request.isPending}
            submitLabel={request.isPending ? t('sending') : t('send')}
          >
            <p className="auth__subtitle">{t('forgotIntro')}</p>
            <EmailField label={t('email')} value={email} onValue={setEmail} error={errors.email} />
          </AuthForm>
        )}
        <p className="auth__links">
          <Link to={PATHS.auth}>{t('backToSignIn')}</Link>
        </p>
      </div>
    </main>
  );
}
