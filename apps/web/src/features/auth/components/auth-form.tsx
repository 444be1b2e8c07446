import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import { ErrorBanner } from '../../../ui/form/error-banner';
import type { FailureMessage } from '../failures';
import { authMessages } from '../messages';

type Props = {
  onSubmit: () => void;
  /** Why the last call failed, in the spec's words (or already worded); announced to screen readers. */
  failure: FailureMessage | string | null;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
};

/** The frame every sign-in form shares: its fields, the failure, and the submit button. */
export function AuthForm({ onSubmit, failure, busy, submitLabel, children }: Props) {
  const t = useT(authMessages);
  return (
    <form
      className="auth__form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      {children}
      {failure ? (
        <ErrorBanner>
          {typeof failure === 'string'
            ? failure
            : t(failure.key, { message: failure.serverMessage || t('unknownError') })}
        </ErrorBanner>
      ) : null}
      <button type="submit" className="button button--primary auth__submit" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
