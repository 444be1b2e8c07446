import type { CancelledOrder } from '@haat/contracts';
import { Link } from 'react-router';
import { PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useShopperId } from '../../../lib/session';
import { ProductImage } from '../../../ui/product-image';
import { QueryState } from '../../../ui/query-state';
import { useCancellations } from '../api';
import { LineName } from '../components/line-name';
import { StatusBadge } from '../components/status-badge';
import { orderMessages } from '../messages';
import { formatOrderDate } from '../status';
import '../orders.css';
import { useFixedTexts } from '../../../lib/fixed-texts';
import { orderNoteMessages } from '../../../lib/order-note-messages';

/** /cancellations, inside the account area: the shopper's cancelled orders, most recent first. */
export default function CancellationsPage() {
  const userId = useShopperId();
  return userId ? <Cancellations userId={userId} /> : null;
}

function Cancellations({ userId }: { userId: string }) {
  const t = useT(orderMessages);
  const cancellations = useCancellations(userId);
  return (
    <>
      <h1 className="account__title">{t('myCancellations')}</h1>
      <div className="account-card orders">
        <QueryState
          query={cancellations}
          error={t('cancellationsLoadFailed')}
          isEmpty={(list) => list.length === 0}
          empty={<p>{t('noCancellations')}</p>}
        >
          {(list) => (
            <ul className="orders__list">
              {list.map((cancelled) => (
                <li key={cancelled.id}>
                  <CancellationCard cancelled={cancelled} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </>
  );
}

function CancellationCard({ cancelled }: { cancelled: CancelledOrder }) {
  const t = useT(orderMessages);
  // The shop's own notes in the shopper's language; a person's note or reason as written.
  const noteText = useFixedTexts(orderNoteMessages);
  const format = useFormat();
  const titleId = `cancelled-${cancelled.id}`;
  return (
    <article className="order-card" aria-labelledby={titleId}>
      <header className="order-card__head">
        <div className="order-card__who">
          <h2 id={titleId} className="order-card__number">
            {t('orderLabel', { orderNumber: cancelled.orderNumber })}
          </h2>
          <p className="order-card__meta">
            <span>{t('requestedOn', { date: formatOrderDate(cancelled.requestedDate, format) })}</span>
          </p>
        </div>
        <Link
          to={PATHS.order(cancelled.id)}
          className="order-card__more"
          aria-label={t('moreDetailsOf', { orderNumber: cancelled.orderNumber })}
        >
          {t('moreDetails')}
        </Link>
      </header>
      {cancelled.reason ? (
        <p className="order-card__reason">
          <span className="order-card__label">{t('reason')}: </span>
          {noteText(cancelled.reason)}
        </p>
      ) : null}
      <ul className="order-card__items" aria-label={t('products')}>
        {cancelled.products.map((product, index) => (
          <li key={product.id ?? `${product.name}-${index}`} className="order-item">
            <ProductImage
              className="order-item__image"
              src={product.image}
              alt=""
              width={56}
              height={70}
              loading="lazy"
            />
            <div className="order-item__about">
              <LineName line={product} className="order-item__name" />
              <span className="order-item__meta">
                <span>{t('quantity', { quantity: product.qty })}</span>
              </span>
            </div>
            <StatusBadge status={cancelled.status} />
          </li>
        ))}
      </ul>
    </article>
  );
}
