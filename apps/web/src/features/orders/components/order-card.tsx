import type { OrderSummary } from '@haat/contracts';
import { Link } from 'react-router';
import { PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { ProductImage } from '../../../ui/product-image';
import { orderMessages } from '../messages';
import { canPay, formatOrderDate, PAYMENT_METHOD_MESSAGES } from '../status';
import { LineName } from './line-name';
import { StatusBadge } from './status-badge';

/** One order on My Orders: its number, date, status, payment, items and total, and where to go from here. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const format = useFormat();
  const t = useT(orderMessages);
  const titleId = `order-${order._id}`;
  return (
    <article className="order-card" aria-labelledby={titleId}>
      <header className="order-card__head">
        <div className="order-card__who">
          <h2 id={titleId} className="order-card__number">
            {t('orderLabel', { orderNumber: order.orderNumber })}
          </h2>
          <p className="order-card__meta">
            <span>{t('placedOn', { date: formatOrderDate(order.createdAt, format) })}</span>
            <span>
              <span className="visually-hidden">{t('paymentMethod')}: </span>
              {t(PAYMENT_METHOD_MESSAGES[order.paymentMethod])}
            </span>
          </p>
        </div>
        <StatusBadge status={order.status} />
      </header>
      <ul className="order-card__items">
        {order.items.map((item) => (
          <li key={item._id} className="order-item">
            <ProductImage
              className="order-item__image"
              src={item.image}
              alt=""
              width={56}
              height={70}
              loading="lazy"
            />
            <div className="order-item__about">
              <LineName line={item} className="order-item__name" />
              <span className="order-item__meta">
                {item.size ? <span>{t('size', { size: item.size })}</span> : null}
                <span>{t('quantity', { quantity: item.quantity })}</span>
              </span>
            </div>
          </li>
        ))}
      </ul>
      <footer className="order-card__foot">
        <p className="order-card__total">
          {t('total')} <strong>{format.taka(order.total, { decimals: true })}</strong>
        </p>
        <div className="order-card__actions">
          {canPay(order) ? (
            <Link
              to={PATHS.payOrder(order._id)}
              className="button button--primary"
              aria-label={t('payNowFor', { orderNumber: order.orderNumber })}
            >
              {t('payNow')}
            </Link>
          ) : null}
          <Link
            to={PATHS.order(order._id)}
            className="button button--outline"
            aria-label={t('viewDetailsOf', { orderNumber: order.orderNumber })}
          >
            {t('viewDetails')}
          </Link>
        </div>
      </footer>
    </article>
  );
}
