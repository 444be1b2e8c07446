import { useT } from '../../../lib/i18n';
import type { FailureMessage } from '../failures';
import { authMessages } from '../messages';

/** Why the form's call failed, in the spec's words, announced to screen readers. */
export function FormMessage({ failure }: { failure: FailureMessage | null }) {
  const t = useT(authMessages);
  if (!failure) return null;
  return (
    <p className="auth__message auth__message--error" role="alert">
      {t(failure.key, { message: failure.serverMessage || t('unknownError') })}
    </p>
  );
}
