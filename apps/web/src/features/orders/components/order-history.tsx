import type { Order } from '@haat/contracts';
import { useFixedTexts } from '../../../lib/fixed-texts';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { orderNoteMessages } from '../../../lib/order-note-messages';
import { orderMessages } from '../messages';
import { formatOrderTime, STATUS_MESSAGES } from '../status';

/** Every status the order has been in, oldest first, with when and any note. */
export function OrderHistory({ order }: { order: Order }) {
  const t = useT(orderMessages);
  const format = useFormat();
  // The shop's own notes in the shopper's language; a person's note or reason as written.
  const noteText = useFixedTexts(orderNoteMessages);
  return (
    <ol className="order-history">
      {order.statusEvents.map((event) => (
        <li key={`${event.status}-${event.createdAt}`} className="order-history__step">
          <span className="order-history__status">{t(STATUS_MESSAGES[event.status])}</span>
          <time className="order-history__time" dateTime={event.createdAt}>
            {formatOrderTime(event.createdAt, format)}
          </time>
          {event.note ? <span className="order-history__note">{noteText(event.note)}</span> : null}
        </li>
      ))}
    </ol>
  );
}
