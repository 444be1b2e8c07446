import { TRACKING_FIELD_MAX, type TrackedOrder, TrackParcel } from '@haat/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { checkWith, type FieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { useFieldProblems, useRefusal } from '../../../lib/refusals';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { Field, useFocusOnRefusal } from '../../../ui/form/field';
import { PageTitle } from '../../../ui/page-title';
import { useTrackParcel } from '../api';
import { OrderHeading } from '../components/order-heading';
import { ParcelPanel } from '../components/parcel-panel';
import { parcelMessages } from '../parcel-messages';
import '../orders.css';
import '../parcel.css';

/**
 * /track: where a shopper who comes from a message (or a parcel label's QR code, /track?order=…)
 * follows their order without signing in, by its number and the phone it is delivered to. The
 * page shows the order's status and its parcel, and nothing else of the order.
 */
export default function TrackPage() {
  const t = useT(parcelMessages);
  const refusal = useRefusal();
  const [params] = useSearchParams();
  const [orderNumber, setOrderNumber] = useState(
    () => params.get('order')?.trim().slice(0, TRACKING_FIELD_MAX) ?? '',
  );
  const [phone, setPhone] = useState('');
  const [checkedErrors, setErrors] = useState<FieldErrors>({});
  const errors = useFieldProblems()(checkedErrors);
  const lookup = useTrackParcel();
  const form = useFocusOnRefusal(checkedErrors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWith(TrackParcel, { orderNumber, phone });
    setErrors(checked.errors ?? {});
    if (checked.values) lookup.mutate(checked.values);
  };
  const failure = lookup.error
    ? lookup.error instanceof ApiError
      ? refusal(lookup.error)
      : t('networkError')
    : null;

  return (
    <main id="main" tabIndex={-1} className="page track-page">
      <PageTitle page={t('trackTitle')} />
      <h1 className="track-page__title">{t('trackTitle')}</h1>
      <p className="track-page__intro">{t('trackIntro')}</p>
      <form ref={form} className="order-panel track-page__form" onSubmit={submit} noValidate>
        <Field
          label={t('orderNumber')}
          hint={t('orderNumberHint')}
          error={errors.orderNumber}
          required
          className="track-page__field"
        >
          {(control) => (
            <input
              {...control}
              name="orderNumber"
              value={orderNumber}
              onChange={(event) => setOrderNumber(event.target.value)}
              maxLength={TRACKING_FIELD_MAX}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
        <Field
          label={t('phone')}
          hint={t('phoneHint')}
          error={errors.phone}
          required
          className="track-page__field"
        >
          {(control) => (
            <input
              {...control}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              maxLength={TRACKING_FIELD_MAX}
            />
          )}
        </Field>
        <button
          type="submit"
          className="button button--primary track-page__submit"
          disabled={lookup.isPending}
        >
          {lookup.isPending ? t('tracking') : t('track')}
        </button>
        {failure ? <ErrorBanner className="track-page__failure">{failure}</ErrorBanner> : null}
      </form>
      {lookup.data ? <TrackedOrderView key={lookup.submittedAt} order={lookup.data} /> : null}
    </main>
  );
}

/** The order found: its number, status and date, and its parcel once a courier has it. */
function TrackedOrderView({ order }: { order: TrackedOrder }) {
  const t = useT(parcelMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  // Each answer takes the focus as it arrives (the page keys it by its lookup), so that a screen
  // reader reads it and the keyboard goes on from it.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <article className="track-page__result" aria-labelledby="tracked-order-title">
      <header className="order-panel">
        <OrderHeading
          order={order}
          heading={
            <h2 id="tracked-order-title" ref={heading} tabIndex={-1} className="track-page__order">
              {t('result', { orderNumber: order.orderNumber })}
            </h2>
          }
        />
      </header>
      {order.parcel ? (
        <ParcelPanel parcel={order.parcel} titleId="tracked-parcel-title" />
      ) : (
        <p className="order-panel track-page__waiting">{t('notWithCourier')}</p>
      )}
    </article>
  );
}
