import type { OrderStatus } from '@haat/contracts';
import { useT } from '../../../lib/i18n';
import { orderMessages } from '../messages';
import { STATUS_MESSAGES, statusTone, type Tone } from '../status';
import './status-badge.css';

/** A coloured pill: an order's status in upper case, or any short word in a tone of its own. */
export function Badge({ tone, children }: { tone: Tone; children: string }) {
  return <span className={`order-badge order-badge--${tone}`}>{children}</span>;
}

/** An order's status, in upper case and in the spec's colour (purchase spec section 4). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useT(orderMessages);
  return <Badge tone={statusTone(status)}>{t(STATUS_MESSAGES[status])}</Badge>;
}
