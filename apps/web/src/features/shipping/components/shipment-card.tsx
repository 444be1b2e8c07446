import type { AdminShipment } from '@haat/contracts/admin';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { dateAndTime } from '../../../lib/format-detail';
import { useT } from '../../../lib/i18n';
import { Badge } from '../../orders';
import { shippingMessages } from '../messages';
import { SHIPPING_PATHS } from '../paths';
import { COURIER_NAMES, hintFor, PROGRESS_MESSAGES, SOURCE_MESSAGES, standingOf } from '../words';

type Cancel = { busy: boolean; sending: boolean; onCancel: () => void };

/**
 * One booking of the order: where it stands, what the courier knows it by and charges, the
 * courier's refusal with what to fix, cancelling it before pickup (`cancel`, for the latest), and
 * the parcel's timeline.
 */
export function ShipmentCard({
  orderId,
  shipment,
  cancel,
}: {
  orderId: string;
  shipment: AdminShipment;
  cancel?: Cancel;
}) {
  const t = useT(shippingMessages);
  const format = useFormat();
  const money = (amount: number | null) =>
    amount === null ? t('notYet') : format.taka(amount, { decimals: true });
  const when = (at: string) => dateAndTime(format, at, { dateStyle: 'medium', timeStyle: 'short' });
  const standing = standingOf(shipment);
  const courier = t(COURIER_NAMES[shipment.courier]);
  const titleId = `shipment-${shipment._id}`;
  return (
    <article className="shipment" aria-labelledby={titleId}>
      <h3 id={titleId} className="shipment__title">
        {courier} <Badge tone={standing.tone}>{t(standing.key)}</Badge>
      </h3>
      {shipment.state === 'booking' ? <Waiting shipment={shipment} /> : null}
      <dl className="shipment__facts">
        <Fact term={t('factInvoice')}>{shipment.invoice}</Fact>
        <Fact term={t('factConsignment')}>{shipment.consignmentId ?? t('notYet')}</Fact>
        <Fact term={t('factTracking')}>
          {shipment.trackingCode && shipment.trackingUrl ? (
            <a href={shipment.trackingUrl} target="_blank" rel="noreferrer noopener">
              {t('trackingLink', { code: shipment.trackingCode, courier })}
            </a>
          ) : (
            (shipment.trackingCode ?? t('notYet'))
          )}
        </Fact>
        {shipment.progress ? (
          <Fact term={t('factProgress')}>{t(PROGRESS_MESSAGES[shipment.progress])}</Fact>
        ) : null}
        <Fact term={t('factCharge')}>{money(shipment.charge)}</Fact>
        <Fact term={t('factCod')}>{money(shipment.codAmount)}</Fact>
        <Fact term={t('factCollected')}>{money(shipment.collectedAmount)}</Fact>
        {shipment.bookedAt ? <Fact term={t('factBookedAt')}>{when(shipment.bookedAt)}</Fact> : null}
        {shipment.cancelledAt ? <Fact term={t('factCancelledAt')}>{when(shipment.cancelledAt)}</Fact> : null}
      </dl>
      {shipment.state === 'refused' && shipment.refusal ? <Refusal refusal={shipment.refusal} /> : null}
      <div className="shipment__actions">
        {shipment.state === 'booked' ? (
          <Link className="button button--outline" to={SHIPPING_PATHS.labels([orderId])}>
            {t('printLabel')}
          </Link>
        ) : null}
        {cancel && shipment.canCancel ? <CancelBooking cancel={cancel} /> : null}
      </div>
      <Timeline shipment={shipment} />
    </article>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A booking on its way, or waiting to be sent again with the courier's last error. */
function Waiting({ shipment }: { shipment: AdminShipment }) {
  const t = useT(shippingMessages);
  if (!shipment.lastError) return <p>{t('bookingNote')}</p>;
  return (
    <div className="shipment__waiting">
      <p>
        {shipment.attempts > 0
          ? t.plural({ one: 'waitingNoteCountOne', other: 'waitingNoteCount' }, shipment.attempts)
          : t('waitingNote')}
      </p>
      <p>
        {t('lastError')}{' '}
        <q className="shipment__words" lang="en">
          {shipment.lastError}
        </q>
      </p>
    </div>
  );
}

/** The courier's refusal in its own words, by field, each with what to fix. */
function Refusal({ refusal }: { refusal: NonNullable<AdminShipment['refusal']> }) {
  const t = useT(shippingMessages);
  const fields = Object.entries(refusal.fields);
  return (
    <div className="shipment__refusal">
      <h4>{t('refusalTitle')}</h4>
      <p>
        <q className="shipment__words">{refusal.message}</q>
      </p>
      {fields.length > 0 ? (
        <ul>
          {fields.map(([field, words]) => (
            <li key={field} className="shipment__field">
              <code lang="en">{field}</code>:{' '}
              {words.map((text) => (
                <q key={text} className="shipment__words">
                  {text}
                </q>
              ))}
              <br />
              <span className="shipment__hint">{t(hintFor(field))}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="shipment__hint">{t('refusalHint')}</p>
    </div>
  );
}

/**
 * Cancel booking, asked once more before the call; the focus goes to the question's safe answer,
 * and back to Cancel booking when the operator keeps it.
 */
function CancelBooking({ cancel }: { cancel: Cancel }) {
  const t = useT(shippingMessages);
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);
  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (answered.current) ask.current?.focus();
  }, [asking]);
  if (!asking)
    return (
      <button
        ref={ask}
        type="button"
        className="button button--outline"
        disabled={cancel.busy}
        onClick={() => setAsking(true)}
      >
        {t('cancelBooking')}
      </button>
    );
  return (
    <fieldset className="shipment__confirm">
      <legend>{t('cancelQuestion')}</legend>
      <button
        type="button"
        className="button button--danger"
        disabled={cancel.busy}
        onClick={cancel.onCancel}
      >
        {cancel.sending ? t('cancelling') : t('cancelYes')}
      </button>
      <button
        ref={keep}
        type="button"
        className="button button--outline"
        disabled={cancel.busy}
        onClick={() => {
          answered.current = true;
          setAsking(false);
        }}
      >
        {t('cancelNo')}
      </button>
    </fieldset>
  );
}

/** Everything the courier said of the parcel, oldest first, with whether each moved the order. */
function Timeline({ shipment }: { shipment: AdminShipment }) {
  const t = useT(shippingMessages);
  const format = useFormat();
  const headingId = `shipment-${shipment._id}-timeline`;
  return (
    <section className="shipment__timeline" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('timelineTitle')}</h4>
      {shipment.events.length === 0 ? (
        <p>{t('noEvents')}</p>
      ) : (
        <>
          <p className="shipment__hint">{t('timelineNote')}</p>
          <ol>
            {shipment.events.map((event) => (
              <li
                key={`${event.happenedAt}-${event.courierStatus}-${event.source}-${event.applied}`}
                className="shipment__event"
              >
                <time dateTime={event.happenedAt}>
                  {dateAndTime(format, event.happenedAt, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>{' '}
                <strong>{t(PROGRESS_MESSAGES[event.progress])}</strong>{' '}
                <code lang="en">{event.courierStatus}</code>{' '}
                <span className="shipment__hint">{t(SOURCE_MESSAGES[event.source])}</span>
                {event.message ? (
                  <p className="shipment__event-note">
                    <q className="shipment__words">{event.message}</q>
                  </p>
                ) : null}
                <p className={`shipment__event-note ${event.applied ? 'shipment__moved' : 'shipment__hint'}`}>
                  {event.applied ? t('eventMoved') : t('eventNotMoved')}
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
