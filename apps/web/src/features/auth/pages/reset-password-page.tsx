import { ResetPasswordBody } from '@haat/contracts';
import { PASSWORD_MIN_LENGTH } from '@haat/contracts/constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../api/client';
import { checkWith, type FieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { getSession, logout } from '../../../lib/session';
import { useResetPassword } from '../api';
import { NewPasswordField } from '../components/auth-field';
import { AuthForm } from '../components/auth-form';
import { useTokenFromAddress } from '../components/use-token-from-address';
import { recoveryMessages } from '../messages';
import '../auth.css';
import { PATHS } from '../../../config/paths';
import { useFieldProblems, useRefusal } from '../../../lib/refusals';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { PageTitle } from '../../../ui/page-title';

/**
 * /reset-password?token=…: the page a reset link opens. The token leaves the address bar at once;
 * a new password is checked here with the contract's rules and on the server with its own. A
 * refused password keeps the link usable; an expired or used link says so.
 */
export default function ResetPasswordPage() {
  const t = useT(recoveryMessages);
  const refusal = useRefusal();
  const token = useTokenFromAddress();
  const [password, setPassword] = useState('');
  const [checkedErrors, setErrors] = useState<FieldErrors>({});
  const errors = useFieldProblems()(checkedErrors);
  const reset = useResetPassword();

  const submit = () => {
    const checked = checkWith(ResetPasswordBody, { token, password });
    setErrors(checked.errors ?? {});
    if (!checked.values) return;
    reset.mutate(checked.values, {
      // Every session of the account is over now, this browser's too if it was signed in to it.
      onSuccess: () => {
        if (getSession().token) logout();
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fieldErrors);
      },
    });
  };

  const linkUnusable =
    token === '' || (reset.error instanceof ApiError && reset.error.code === 'linkInvalid');
  // A refused password shows under its field; anything else above the button.
  const failure =
    !reset.error || errors.password
      ? null
      : reset.error instanceof ApiError
        ? t('failed', { message: refusal(reset.error) })
        : t('networkError');

  return (
    <main id="main" tabIndex={-1} className="page auth">
      <div className="auth__card">
        <PageTitle page={t('resetTitle')} />
        <h1 className="auth__title">{t('resetTitle')}</h1>
        {reset.isSuccess ? (
          <>
            <p className="auth__message auth__message--success" role="status">
              {t('resetDone')}
            </p>
            <Link to={PATHS.auth} className="button button--primary auth__submit">
              {t('signIn')}
            </Link>
          </>
        ) : linkUnusable ? (
          <>
            <ErrorBanner>{token === '' ? t('linkMissing') : t('linkInvalid')}</ErrorBanner>
            <Link to={PATHS.forgotPassword} className="button button--primary auth__submit">
              {t('askAgain')}
            </Link>
          </>
        ) : (
          <AuthForm
            onSubmit={submit}
            failure={failure}
            busy={reset.isPending}
            submitLabel={reset.isPending ? t('saving') : t('save')}
          >
            <p className="auth__subtitle">{t('resetIntro')}</p>
            <NewPasswordField
              label={t('newPassword')}
              value={password}
              onValue={setPassword}
              hint={t('passwordRule', { min: PASSWORD_MIN_LENGTH })}
              error={errors.password}
            />
          </AuthForm>
        )}
      </div>
    </main>
  );
}
