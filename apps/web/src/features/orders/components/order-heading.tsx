import type { OrderStatus } from '@haat/contracts';
import type { ReactNode } from 'react';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { orderMessages } from '../messages';
import { formatOrderDate } from '../status';
import { StatusBadge } from './status-badge';

/**
 * The top of an order's view (its page, or the tracking page's answer): its heading beside its
 * status, and when it was placed, with any `facts` after it.
 */
export function OrderHeading({
  heading,
  order,
  facts,
}: {
  heading: ReactNode;
  order: { status: OrderStatus; createdAt: string };
  facts?: ReactNode;
}) {
  const t = useT(orderMessages);
  const format = useFormat();
  return (
    <>
      <div className="order-page__title-row">
        {heading}
        <StatusBadge status={order.status} />
      </div>
      <dl className="order-facts">
        <div>
          <dt>{t('placed')}</dt>
          <dd>{formatOrderDate(order.createdAt, format)}</dd>
        </div>
        {facts}
      </dl>
    </>
  );
}
