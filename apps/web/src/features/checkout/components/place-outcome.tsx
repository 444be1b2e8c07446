import { ApiError } from '../../../api/client';
import { useT } from '../../../lib/i18n';
import { useRefusal } from '../../../lib/refusals';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { PhoneCodeForm } from '../../risk';
import { placeFailureText } from '../failures';
import { checkoutMessages } from '../messages';

type Props = {
  /** The order has been on its way longer than the spec's 5 s. */
  slow: boolean;
  /** Why the order was not placed; null while it is on its way, or before it is sent. */
  error: Error | null;
  /**
   * The number the order was sent with, which the COD guard may ask to be proven by a code; the
   * refusal's own number, as the shop keeps it, is proven when it names one.
   */
  phone: string;
  /** Places the order again with the delivery fee paid first, when the COD guard offers that. */
  onAdvance: () => void;
  /** Places the order again once the number is proven. */
  onVerified: () => void;
};

/**
 * What became of the order while it is on its way, for both checkouts: still working, or refused
 * with the server's words, and the COD guard's way on from its refusals (a code to prove the
 * number, or paying the delivery fee in advance). A number not proven the shopper's is refused
 * without its reason (`codPhoneNotOffered`): the code form proves it, and the order sent again then
 * says why. Rendered outside the checkout's own form: the code form is a form of its own.
 */
export function PlaceOutcome({ slow, error, phone, onAdvance, onVerified }: Props) {
  const t = useT(checkoutMessages);
  const refusal = useRefusal();
  if (slow) {
    return (
      <p className="checkout__notice" role="status">
        {t('stillPlacing')}
      </p>
    );
  }
  if (!error) return null;
  const refused = error instanceof ApiError ? error : null;
  const refusedPhone = refused?.params?.phone;
  const codePhone = typeof refusedPhone === 'string' && refusedPhone ? refusedPhone : phone;
  return (
    <div className="checkout-outcome">
      <ErrorBanner>{placeFailureText(error, t, refusal)}</ErrorBanner>
      {refused?.code === 'codOnlinePaymentOnly' ? (
        <button type="button" className="button button--outline" onClick={onAdvance}>
          {t('payFeeInAdvance')}
        </button>
      ) : null}
      {(refused?.code === 'codPhoneCodeRequired' || refused?.code === 'codPhoneNotOffered') && codePhone ? (
        <PhoneCodeForm phone={codePhone} onVerified={onVerified} />
      ) : null}
    </div>
  );
}
