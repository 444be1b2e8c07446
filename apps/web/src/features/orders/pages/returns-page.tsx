import type { ReturnEntry } from '@haat/contracts';
import { Link } from 'react-router';
import { PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useShopperId } from '../../../lib/session';
import { ProductImage } from '../../../ui/product-image';
import { QueryState } from '../../../ui/query-state';
import { useReturns } from '../api';
import { LineName } from '../components/line-name';
import { Badge } from '../components/status-badge';
import { orderMessages } from '../messages';
import { formatOrderDate, RETURN_STATUS_MESSAGES, returnTone } from '../status';
import '../orders.css';

/** /returns, inside the account area: every line the shopper asked to return, newest first. */
export default function ReturnsPage() {
  const userId = useShopperId();
  return userId ? <Returns userId={userId} /> : null;
}

function Returns({ userId }: { userId: string }) {
  const t = useT(orderMessages);
  const returns = useReturns(userId);
  return (
    <>
      <h1 className="account__title">{t('myReturns')}</h1>
      <div className="account-card">
        <QueryState
          query={returns}
          error={t('returnsLoadFailed')}
          isEmpty={(list) => list.length === 0}
          empty={
            <>
              <p>{t('noReturns')}</p>
              <Link to={PATHS.products} className="button button--primary">
                {t('continueShopping')}
              </Link>
            </>
          }
        >
          {(list) => (
            <ul className="returns">
              {list.map((entry) => (
                <ReturnRow key={entry.id} entry={entry} />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </>
  );
}

function ReturnRow({ entry }: { entry: ReturnEntry }) {
  const t = useT(orderMessages);
  const format = useFormat();
  return (
    <li className="return">
      <ProductImage
        className="return__image"
        src={entry.image}
        alt=""
        width={64}
        height={80}
        loading="lazy"
      />
      <div className="return__about">
        <LineName line={entry} className="return__name" />
        <span className="return__meta">
          <Link to={PATHS.order(entry.orderId)}>{t('fromOrder', { orderNumber: entry.orderNumber })}</Link>
          <span>{t('quantity', { quantity: entry.quantity })}</span>
          <span>{t('returnedOn', { date: formatOrderDate(entry.returnDate, format) })}</span>
        </span>
        <p className="return__reason">
          <span className="order-card__label">{t('reason')}: </span>
          {entry.reason}
        </p>
      </div>
      <span className="return__status">
        <span className="visually-hidden">{t('status')}: </span>
        <Badge tone={returnTone(entry.status)}>{t(RETURN_STATUS_MESSAGES[entry.status])}</Badge>
      </span>
    </li>
  );
}
