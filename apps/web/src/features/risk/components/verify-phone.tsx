import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { phoneVerificationMessages } from '../phone-messages';
import { PhoneCodeForm } from './phone-code-form';

type Props = {
  /** The number as the shop keeps it; nothing is shown without one. */
  phone: string;
  /** Whether the shopper proved it theirs. */
  verified: boolean;
  /** Told once a code proved it (the answers that show the mark are read afresh anyway). */
  onVerified?: (phone: string) => void;
};

/** Beside a number: the Verified mark, or Verify, which opens the code form under it. */
export function VerifyPhone({ phone, verified, onVerified }: Props) {
  const t = useT(phoneVerificationMessages);
  const [open, setOpen] = useState(false);
  if (!phone) return null;
  if (verified) {
    return (
      <span className="phone-mark phone-mark--verified" title={t('verifiedTitle')}>
        <span aria-hidden="true">✓ </span>
        {t('verified')}
      </span>
    );
  }
  return (
    <div className="phone-verify">
      <span className="phone-mark">{t('notVerified')}</span>
      <button
        type="button"
        className="phone-verify__toggle"
        aria-expanded={open}
        aria-label={open ? t('close') : t('verifyLabel', { phone })}
        onClick={() => setOpen(!open)}
      >
        {open ? t('close') : t('verify')}
      </button>
      {open ? (
        <PhoneCodeForm
          phone={phone}
          onVerified={(proved) => {
            setOpen(false);
            onVerified?.(proved);
          }}
        />
      ) : null}
    </div>
  );
}
