import type { ProductReview } from '@haat/contracts';
import { useId, useState } from 'react';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/i18n';
import { ShieldIcon } from '../../../../ui/icons';
import { productMessages } from './messages';
import { Stars } from './stars';

/** How many of the newest reviews show before the shopper asks for the rest. */
const FIRST_SHOWN = 3;

/**
 * The product's newest reviews, newest first: the reviewer's first name, the stars, the date,
 * the message and the verified-purchase mark (only shoppers who received the product review it).
 */
export function ProductReviewList({ reviews, count }: { reviews: readonly ProductReview[]; count: number }) {
  const format = useFormat();
  const t = useT(productMessages);
  const listId = useId();
  const [all, setAll] = useState(false);
  const dates = (value: string | number | Date) => format.date(value, { dateStyle: 'medium' });
  const shown = all ? reviews : reviews.slice(0, FIRST_SHOWN);

  return (
    <div className="product-reviews">
      <h3 className="product-reviews__title">{t('newestReviews')}</h3>
      {count > reviews.length ? (
        <p className="product-reviews__note">{t('newestOf', { shown: reviews.length, count })}</p>
      ) : null}
      <ul id={listId} className="product-reviews__list">
        {shown.map((review) => (
          <li key={review.id} className="product-review">
            <p className="product-review__head">
              <strong className="product-review__name">{review.name}</strong>
              <span className="product-review__verified">
                <ShieldIcon />
                {t('verifiedPurchase')}
              </span>
            </p>
            <p className="product-review__rating">
              <Stars value={review.rating} />
              <span className="visually-hidden">{t('ratingAverage', { rating: review.rating })}</span>
              <time className="product-review__date" dateTime={review.date}>
                {dates(new Date(review.date))}
              </time>
            </p>
            <p className="product-review__message">{review.message}</p>
          </li>
        ))}
      </ul>
      {reviews.length > FIRST_SHOWN ? (
        <button
          type="button"
          className="button button--outline product-reviews__more"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll((was) => !was)}
        >
          {all ? t('showFewerReviews') : t('showAllReviews', { count: reviews.length })}
        </button>
      ) : null}
    </div>
  );
}
