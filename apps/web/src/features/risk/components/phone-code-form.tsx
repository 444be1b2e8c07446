import { ConfirmPhoneCode } from '@haat/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../../api/client';
import { useT } from '../../../lib/i18n';
import { useFieldProblems, useRefusal } from '../../../lib/refusals';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { Field, useFocusOnRefusal } from '../../../ui/form/field';
import { useConfirmPhoneCode, useRequestPhoneCode } from '../api';
import { phoneVerificationMessages } from '../phone-messages';
import '../phone-verification.css';

/** The seconds left until `at` (a time in ms), ticking down each second; 0 once it has passed. */
function useSecondsUntil(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= at) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The seconds a refusal of a code asked for too soon says to wait, when it is one. */
function waitOf(error: Error): number | null {
  if (!(error instanceof ApiError) || error.code !== 'phoneCodeResendTooSoon') return null;
  const seconds = Number(error.params?.seconds);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

type Props = {
  /** The number to prove, as the shop keeps it (`01712345678`). */
  phone: string;
  /** Told once a code proved the number the shopper's. */
  onVerified: (phone: string) => void;
};

/**
 * Proving a number the shopper's: Send code texts six digits to it, the shopper types them (in
 * Bengali or Latin digits) and the shop checks them. A new code may be asked for once the minute
 * the shop waits between codes has passed, counted down here. Every refusal is the catalogue's, in
 * the shopper's language: a wrong code under the field with the tries left, the rest above the
 * buttons. The profile, the address book and the checkout use it alike.
 */
export function PhoneCodeForm({ phone, onVerified }: Props) {
  const t = useT(phoneVerificationMessages);
  const refusal = useRefusal();
  const fieldProblems = useFieldProblems();
  const request = useRequestPhoneCode();
  const confirm = useConfirmPhoneCode();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [minutes, setMinutes] = useState<number | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [verified, setVerified] = useState(false);
  const waitSeconds = useSecondsUntil(resendAt);
  const form = useFocusOnRefusal(problem ?? confirm.error);

  const send = () => {
    confirm.reset();
    setProblem(undefined);
    request.mutate(
      { phone },
      {
        onSuccess: (answer) => {
          setCode('');
          setMinutes(Math.round(answer.expiresInSeconds / 60));
          setResendAt(Date.now() + answer.resendAfterSeconds * 1000);
        },
        onError: (error) => {
          // A code went to the number a moment ago (from another tab, or before a reload): it may be typed.
          const wait = waitOf(error);
          if (wait !== null) setResendAt(Date.now() + wait * 1000);
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ConfirmPhoneCode.safeParse({ phone, code });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    confirm.mutate(
      { phone, code },
      {
        onSuccess: () => {
          setVerified(true);
          onVerified(phone);
        },
      },
    );
  };

  if (verified) {
    return (
      <p className="phone-code phone-code__done" role="status">
        {t('done', { phone })}
      </p>
    );
  }

  const wrong =
    confirm.error instanceof ApiError && confirm.error.code === 'phoneCodeWrong' ? confirm.error : null;
  const triesLeft = Number(wrong?.params?.triesLeft);
  const codeError = problem
    ? fieldProblems({ code: problem }).code
    : wrong
      ? [
          refusal(wrong),
          Number.isFinite(triesLeft) ? t.plural({ one: 'triesLeftOne', other: 'triesLeft' }, triesLeft) : '',
        ]
          .filter(Boolean)
          .join(' ')
      : undefined;
  // The newest failure: a confirmation's (but a wrong code, shown under the field), else a request's.
  const failure = confirm.error ? (wrong ? null : confirm.error) : request.error;
  const codeSent = minutes !== null || resendAt !== null;

  return (
    <form
      ref={form}
      className="phone-code"
      aria-label={t('formLabel', { phone })}
      noValidate
      onSubmit={submit}
    >
      {codeSent ? (
        <>
          {minutes !== null ? (
            <p className="phone-code__text" role="status">
              {t('sent', { phone, minutes })}
            </p>
          ) : null}
          <Field label={t('code')} hint={t('codeHint')} error={codeError}>
            {(control) => (
              <input
                {...control}
                className={`${control.className} phone-code__input`}
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={20}
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  setProblem(undefined);
                  if (wrong) confirm.reset();
                }}
              />
            )}
          </Field>
          <div className="phone-code__actions">
            <button type="submit" className="button button--primary" disabled={confirm.isPending}>
              {confirm.isPending ? t('confirming') : t('confirm')}
            </button>
            {waitSeconds > 0 ? (
              <p className="phone-code__wait">{t('resendIn', { seconds: waitSeconds })}</p>
            ) : (
              <button
                type="button"
                className="button button--outline"
                disabled={request.isPending}
                onClick={send}
              >
                {request.isPending ? t('sending') : t('resend')}
              </button>
            )}
          </div>
        </>
      ) : (
        <>
          <p className="phone-code__text">{t('intro', { phone })}</p>
          <div className="phone-code__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={request.isPending}
              onClick={send}
            >
              {request.isPending ? t('sending') : t('send')}
            </button>
          </div>
        </>
      )}
      {failure ? <ErrorBanner className="phone-code__failure">{refusal(failure)}</ErrorBanner> : null}
    </form>
  );
}
