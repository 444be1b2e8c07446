import {
  MAX_SCREENSHOT_BYTES,
  type Order,
  PAYMENT_PROOF_METHODS,
  PaymentProofInput,
  type PaymentProofMethod,
} from '@haat/contracts';
import { type ChangeEvent, type FormEvent, type ReactNode, useId, useState } from 'react';
import { ApiError } from '../../../api/client';
import { checkWith, type FieldErrors } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useFieldProblems, useRefusal } from '../../../lib/refusals';
import { revealDateField } from '../../../ui/date-field';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { type ControlProps, Field, useFocusOnRefusal } from '../../../ui/form/field';
import { amountDue } from '../../orders';
import { useSubmitPaymentProof } from '../api';
import { checkoutMessages } from '../messages';

type ProofValues = {
  transaction_id: string;
  payment_method: PaymentProofMethod | '';
  amount: string;
  screenshot: string;
  sender_number: string;
  sender_name: string;
  payment_date: string;
};

/** Today in the shopper's own calendar, as a date field writes it. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

const startingValues = (order: Order): ProofValues => ({
  transaction_id: '',
  payment_method: (PAYMENT_PROOF_METHODS as readonly string[]).includes(order.paymentMethod)
    ? (order.paymentMethod as PaymentProofMethod)
    : '',
  amount: amountDue(order).toFixed(2),
  screenshot: '',
  sender_number: '',
  sender_name: '',
  payment_date: today(),
});

/** A picture file as the data URL the call carries; rejects what is not a picture. */
function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(reader.error));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

type Props = {
  order: Order;
  /** The method chosen, so that the page shows where to send the money. */
  onMethod: (method: PaymentProofMethod | '') => void;
  /** The proof is in: the page says so in place of the form. */
  onSubmitted: () => void;
};

/**
 * The payment proof form (purchase spec sections 2, 5 and 8): transaction id, method, amount,
 * screenshot with its preview, sender number and name, and payment date, each with its own error
 * under it. The server checks the screenshot's bytes; the form only keeps non-pictures out early.
 */
export function PaymentProofForm({ order, onMethod, onSubmitted }: Props) {
  const format = useFormat();
  const t = useT(checkoutMessages);
  const id = useId();
  const submit = useSubmitPaymentProof(order._id);
  const [values, setValues] = useState<ProofValues>(() => startingValues(order));
  const [checkedErrors, setErrors] = useState<FieldErrors>({});
  const errors = useFieldProblems()(checkedErrors);
  // Each refused submit, the form's or the shop's, takes the focus to the first field in error.
  const [refusals, setRefusals] = useState(0);
  const formRef = useFocusOnRefusal(refusals);
  const refuse = (fieldErrors: FieldErrors) => {
    setErrors(fieldErrors);
    setRefusals((count) => count + 1);
  };

  const set = (field: keyof ProofValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (field === 'payment_method') onMethod(value as PaymentProofMethod | '');
  };

  const chooseScreenshot = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return set('screenshot', '');
    if (!file.type.startsWith('image/')) {
      setValues((current) => ({ ...current, screenshot: '' }));
      return setErrors((current) => ({ ...current, screenshot: t('imageOnly') }));
    }
    if (file.size > MAX_SCREENSHOT_BYTES) {
      setValues((current) => ({ ...current, screenshot: '' }));
      return setErrors((current) => ({ ...current, screenshot: t('screenshotTooLarge') }));
    }
    try {
      set('screenshot', await dataUrlOf(file));
    } catch {
      setErrors((current) => ({ ...current, screenshot: t('imageFailed') }));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const checked = checkWith(PaymentProofInput, {
      ...values,
      payment_method: values.payment_method || undefined,
      amount: values.amount.trim() === '' ? Number.NaN : Number(values.amount),
    });
    if (checked.errors) return refuse(checked.errors);
    submit.mutate(checked.values, {
      onSuccess: onSubmitted,
      onError: (error) => {
        if (error instanceof ApiError) refuse(error.fieldErrors);
      },
    });
  };

  /** A field of the proof: every one is required, and its error is read out as it appears. */
  const field = (
    name: keyof ProofValues,
    label: string,
    control: (props: ControlProps) => ReactNode,
    hint?: string,
  ) => (
    <Field label={label} required error={errors[name]} hint={hint} announceError className="checkout-field">
      {control}
    </Field>
  );
  const text =
    (
      name: keyof ProofValues,
      extra: Record<string, string | number> = {},
      onFocus?: typeof revealDateField,
    ) =>
    (props: ControlProps) => (
      <input
        {...props}
        {...extra}
        onFocus={onFocus}
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
      />
    );

  return (
    <form
      ref={formRef}
      className="checkout-card proof"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="checkout-card__title">
        {t('proofTitle')}
      </h2>
      <p className="checkout__muted">
        {/* An order waiting for its delivery fee asks for the fee alone now (amountDue), and says so. */}
        {order.status === 'awaiting_advance'
          ? t('proofForFee', {
              orderNumber: order.orderNumber,
              fee: format.taka(amountDue(order), { decimals: true }),
            })
          : t('proofFor', {
              orderNumber: order.orderNumber,
              total: format.taka(order.total, { decimals: true }),
            })}
      </p>
      <div className="proof__grid">
        {field(
          'transaction_id',
          t('transactionId'),
          text('transaction_id', { maxLength: 60, autoComplete: 'off' }),
        )}
        {field('payment_method', t('proofMethod'), (props) => (
          <select
            {...props}
            value={values.payment_method}
            onChange={(event) => set('payment_method', event.target.value)}
          >
            <option value="">{t('choosePayment')}</option>
            {PAYMENT_PROOF_METHODS.map((method) => (
              <option key={method} value={method}>
                {t(`method_${method}`)}
              </option>
            ))}
          </select>
        ))}
        {field(
          'amount',
          t('amount'),
          text('amount', { type: 'number', step: '0.01', min: '0.01', inputMode: 'decimal' }),
        )}
        {field(
          'payment_date',
          t('paymentDate'),
          text('payment_date', { type: 'date', max: today() }, revealDateField),
        )}
        {field(
          'sender_number',
          t('senderNumber'),
          text('sender_number', {
            type: 'tel',
            maxLength: 20,
            placeholder: '01XXXXXXXXX',
            autoComplete: 'tel',
          }),
        )}
        {field('sender_name', t('senderName'), text('sender_name', { maxLength: 100, autoComplete: 'name' }))}
        <div className="proof__wide">
          {field(
            'screenshot',
            t('screenshot'),
            (props) => (
              <input
                {...props}
                type="file"
                accept="image/png,image/jpeg,image/webp"
                onChange={(event) => void chooseScreenshot(event)}
              />
            ),
            t('screenshotHint'),
          )}
          {values.screenshot ? (
            <img className="proof__preview" src={values.screenshot} alt={t('screenshotPreview')} />
          ) : null}
        </div>
      </div>
      {/* Focusable while it sends (aria-disabled): a disabled button would drop the focus. */}
      <button type="submit" className="button button--primary proof__submit" aria-disabled={submit.isPending}>
        {submit.isPending ? t('submitting') : t('submitProof')}
      </button>
      <ProofFailure error={submit.isPending ? null : submit.error} />
    </form>
  );
}

/**
 * Why the proof was not taken: what is wrong with a field the shop refused (it also shows under
 * that field), the server's words, or that it could not be reached.
 */
function ProofFailure({ error }: { error: Error | null }) {
  const t = useT(checkoutMessages);
  const refusal = useRefusal();
  if (!error) return null;
  const fieldRefusal = error instanceof ApiError && Object.keys(error.fieldErrors).length > 0;
  return (
    <ErrorBanner>
      {fieldRefusal
        ? refusal(error)
        : error instanceof ApiError
          ? t('serverError', { message: refusal(error) || String(error.status) })
          : error instanceof TypeError
            ? t('networkError')
            : t('serverError', { message: refusal(error) })}
    </ErrorBanner>
  );
}
