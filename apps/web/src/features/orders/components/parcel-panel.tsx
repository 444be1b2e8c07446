import type { Courier, ParcelProgress, ShopperParcel } from '@haat/contracts';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { parcelMessages } from '../parcel-messages';
import { formatOrderTime } from '../status';

type MessageKey = keyof (typeof parcelMessages)['en'];

const COURIER_NAMES = { steadfast: 'steadfast', pathao: 'pathao' } as const satisfies Record<
  Courier,
  MessageKey
>;

/** What each step of a parcel means, whatever words its courier used. */
const PROGRESS_MESSAGES = {
  booked: 'progressBooked',
  picked_up: 'progressPickedUp',
  out_for_delivery: 'progressOutForDelivery',
  delivered: 'progressDelivered',
  partly_delivered: 'progressPartlyDelivered',
  returning: 'progressReturning',
  on_hold: 'progressOnHold',
  cancelled: 'progressCancelled',
  noted: 'progressNoted',
} as const satisfies Record<ParcelProgress, MessageKey>;

/**
 * An order's parcel: its courier, the tracking code, a link to the courier's own page for it, and
 * what the courier said of it, oldest first, at Dhaka's time; `titleId` names its heading.
 */
export function ParcelPanel({ parcel, titleId }: { parcel: ShopperParcel; titleId: string }) {
  const t = useT(parcelMessages);
  const format = useFormat();
  const courier = t(COURIER_NAMES[parcel.courier]);
  return (
    <section className="order-panel parcel" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-panel__title">
        {t('parcel')}
      </h2>
      <dl className="order-facts parcel__facts">
        <div>
          <dt>{t('courier')}</dt>
          <dd>{courier}</dd>
        </div>
        {parcel.trackingCode ? (
          <div>
            <dt>{t('trackingCode')}</dt>
            <dd className="parcel__code">{parcel.trackingCode}</dd>
          </div>
        ) : null}
      </dl>
      {parcel.trackingUrl ? (
        <p className="parcel__link">
          <a href={parcel.trackingUrl} target="_blank" rel="noopener noreferrer">
            {t('followOnCourier', { courier })} <span className="visually-hidden">{t('newTab')}</span>
            <span className="parcel__new-tab" aria-hidden="true">
              ↗
            </span>
          </a>
        </p>
      ) : null}
      <h3 className="parcel__timeline-title">{t('timeline')}</h3>
      {parcel.events.length === 0 ? (
        <p className="parcel__none">{t('noNews')}</p>
      ) : (
        <ol className="order-history parcel__timeline">
          {parcel.events.map((event) => (
            // The shop keeps a piece of news once: its time, meaning and words make it itself.
            <li
              key={`${event.happenedAt}|${event.progress}|${event.message}`}
              className="order-history__step"
            >
              <span className="order-history__status">{t(PROGRESS_MESSAGES[event.progress])}</span>
              <time className="order-history__time" dateTime={event.happenedAt}>
                {formatOrderTime(event.happenedAt, format)}
              </time>
              {event.message ? <span className="order-history__note">{event.message}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
