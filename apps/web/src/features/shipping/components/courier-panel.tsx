import type { AdminOrder } from '@haat/contracts/admin';
import { type FormEvent, useId, useState } from 'react';
import { useFixedTexts } from '../../../lib/fixed-texts';
import { useT } from '../../../lib/i18n';
import { RefusalText } from '../../../lib/refusals';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { type CourierChoice, useBookShipment, useCancelShipment } from '../api';
import { shippingMessages } from '../messages';
import { CHOICES, COURIER_NAMES } from '../words';
import { ShipmentCard } from './shipment-card';
import '../shipping.css';

/**
 * An order's courier work on its page: booking it (with a courier, or the zone's default), its
 * latest booking as the courier answered it, and the bookings before it. What the last booking or
 * cancelling did stays in view until the next, whichever part of the panel it came from.
 */
export function CourierPanel({ order }: { order: AdminOrder }) {
  const t = useT(shippingMessages);
  const answerText = useFixedTexts(shippingMessages);
  const booking = useBookShipment(order._id);
  const cancelling = useCancelShipment(order._id);
  const [last, setLast] = useState<'book' | 'cancel' | null>(null);
  const lastCall = last === 'book' ? booking : last === 'cancel' ? cancelling : null;
  const [latest, ...earlier] = order.shipments;
  const busy = booking.isPending || cancelling.isPending;
  return (
    <section className="admin-card courier-panel" aria-labelledby="courier-panel-title">
      <h2 id="courier-panel-title">{t('courierTitle')}</h2>
      {order.canBook ? (
        <BookForm
          busy={busy}
          sending={booking.isPending}
          onBook={(courier) => {
            setLast('book');
            cancelling.reset();
            booking.book(courier);
          }}
        />
      ) : null}
      {!order.canBook && !latest ? <p>{t('cannotBook')}</p> : null}
      <div role="status" className="admin-outcome">
        {lastCall?.data ? <p className="admin-done">{answerText(lastCall.data.message)}</p> : null}
      </div>
      {lastCall?.error ? (
        <ErrorBanner>
          <RefusalText error={lastCall.error} />
        </ErrorBanner>
      ) : null}
      {latest ? (
        <ShipmentCard
          key={latest._id}
          orderId={order._id}
          shipment={latest}
          cancel={{
            busy,
            sending: cancelling.isPending,
            onCancel: () => {
              setLast('cancel');
              booking.reset();
              cancelling.cancel();
            },
          }}
        />
      ) : null}
      {earlier.length > 0 ? (
        <details className="courier-panel__earlier">
          <summary>{t('earlierBookings', { count: earlier.length })}</summary>
          {earlier.map((shipment) => (
            <ShipmentCard key={shipment._id} orderId={order._id} shipment={shipment} />
          ))}
        </details>
      ) : null}
    </section>
  );
}

/** The courier to book with and the Book button, which sends once however often it is pressed. */
function BookForm({
  busy,
  sending,
  onBook,
}: {
  busy: boolean;
  sending: boolean;
  onBook: (courier: CourierChoice) => void;
}) {
  const t = useT(shippingMessages);
  const choiceId = useId();
  const [courier, setCourier] = useState<CourierChoice>('by_zone');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onBook(courier);
  };
  return (
    <form className="courier-book" onSubmit={submit}>
      <label htmlFor={choiceId}>{t('chooseCourier')}</label>
      <select
        id={choiceId}
        value={courier}
        onChange={(event) => setCourier(CHOICES.find((choice) => choice === event.target.value) ?? 'by_zone')}
      >
        {CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {choice === 'by_zone' ? t('byZone') : t(COURIER_NAMES[choice])}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--primary" disabled={busy}>
        {sending ? t('booking') : t('book')}
      </button>
    </form>
  );
}
