import { ApiError } from '../../../api/client';
import { useT } from '../../../lib/i18n';
import { useRefusal } from '../../../lib/refusals';
import { useResendVerification } from '../api';
import { verifyMessages } from '../messages';

/** "Send me a new link": another verification mail for the signed-in shopper, and how that went. */
export function ResendVerification({ className = 'button button--outline' }: { className?: string }) {
  const t = useT(verifyMessages);
  const refusal = useRefusal();
  const resend = useResendVerification();
  const error = resend.error;
  return (
    <div className="resend-verification">
      {resend.isSuccess ? (
        <p className="resend-verification__status" role="status">
          {t('resent')}
        </p>
      ) : (
        <button
          type="button"
          className={className}
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {resend.isPending ? t('resending') : t('resend')}
        </button>
      )}
      {error ? (
        <p className="resend-verification__status resend-verification__status--error" role="alert">
          {error instanceof ApiError
            ? error.code === 'emailAlreadyVerified'
              ? t('alreadyVerified')
              : t('failed', { message: refusal(error) })
            : t('networkError')}
        </p>
      ) : null}
    </div>
  );
}
