import type { Order, OrderItem } from '@haat/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useProductText } from '../../../lib/product-text';
import { ProductImage } from '../../../ui/product-image';
import { ReviewForm } from '../../reviews';
import { orderMessages } from '../messages';
import { isReceived } from '../status';

/** The order's lines: picture, name, size, quantity, unit price and line total; received ones may be reviewed. */
export function OrderLines({ order }: { order: Order }) {
  const reviewable = isReceived(order);
  return (
    <ul className="order-lines">
      {order.items.map((item) => (
        <OrderLine key={item._id} item={item} reviewable={reviewable} />
      ))}
    </ul>
  );
}

function OrderLine({ item, reviewable }: { item: OrderItem; reviewable: boolean }) {
  const format = useFormat();
  const t = useT(orderMessages);
  // The name the line was sold under, in Bengali when the shopper reads Bengali and it had one.
  const name = useProductText().name(item);
  const [reviewing, setReviewing] = useState(false);
  const [reviewed, setReviewed] = useState(false);
  const formId = `review-${item._id}`;
  const productId = item.product_id;
  return (
    <li className="order-line">
      <ProductImage
        className="order-line__image"
        src={item.image}
        alt=""
        width={72}
        height={90}
        loading="lazy"
      />
      <div className="order-line__about">
        {productId ? (
          <Link to={PATHS.product(productId)} className="order-line__name" lang={name.lang}>
            {name.text}
          </Link>
        ) : (
          <span className="order-line__name" lang={name.lang}>
            {name.text}
          </span>
        )}
        <span className="order-line__meta">
          {item.size ? <span>{t('size', { size: item.size })}</span> : null}
          <span>{t('quantity', { quantity: item.quantity })}</span>
          <span>{t('eachPrice', { price: format.taka(item.price, { decimals: true }) })}</span>
        </span>
        {productId ? null : <span className="order-line__gone">{t('productGone')}</span>}
      </div>
      <span className="order-line__total">
        <span className="visually-hidden">{t('lineTotal')}: </span>
        {format.taka(item.price * item.quantity, { decimals: true })}
      </span>
      {reviewable && productId ? (
        <div className="order-line__review">
          {reviewed ? null : (
            <button
              type="button"
              className="button button--outline order-line__review-button"
              aria-expanded={reviewing}
              aria-controls={formId}
              aria-label={t('writeReviewOf', { name: name.text })}
              onClick={() => setReviewing((open) => !open)}
            >
              {t('writeReview')}
            </button>
          )}
          <div id={formId} hidden={!reviewing}>
            {reviewing ? (
              <ReviewForm productId={productId} productName={name.text} onDone={() => setReviewed(true)} />
            ) : null}
          </div>
        </div>
      ) : null}
    </li>
  );
}
