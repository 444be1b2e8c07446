import type { MyReview } from '@haat/contracts';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useShopperId } from '../../../lib/session';
import { StarIcon } from '../../../ui/icons';
import { Modal } from '../../../ui/modal';
import { ProductImage } from '../../../ui/product-image';
import { QueryState } from '../../../ui/query-state';
import { useDeleteReview, useMyReviews } from '../api';
import { reviewsMessages } from '../messages';
import { RATINGS } from '../review-values';
import '../reviews.css';
import { ErrorBanner } from '../../../ui/form/error-banner';

/** The Reviews section of the account area (the area lets only a signed-in shopper in). */
export default function ReviewsPage() {
  const userId = useShopperId();
  return userId ? <MyReviews userId={userId} /> : null;
}

/** The shopper's reviews, newest first, each with Delete behind a confirmation (purchase spec section 2). */
function MyReviews({ userId }: { userId: string }) {
  const t = useT(reviewsMessages);
  const reviews = useMyReviews(userId);
  const remove = useDeleteReview(userId);
  const [confirming, setConfirming] = useState<MyReview | null>(null);
  const [deleted, setDeleted] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);

  const ask = (review: MyReview) => {
    remove.reset();
    setDeleted(false);
    setConfirming(review);
  };
  const close = () => {
    if (!remove.isPending) setConfirming(null);
  };
  const confirm = (review: MyReview) =>
    remove.mutate(review, {
      onSuccess: () => {
        setConfirming(null);
        setDeleted(true);
        // The row and its Delete button are gone: the keyboard carries on from the page's title.
        title.current?.focus();
      },
    });

  return (
    <section className="reviews" aria-labelledby="reviews-title">
      <h1 id="reviews-title" ref={title} tabIndex={-1} className="reviews__title">
        {t('title')}
      </h1>
      <p className="reviews__deleted" role="status">
        {deleted ? t('deleted') : null}
      </p>
      <QueryState
        query={reviews}
        error={t('loadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={
          <div className="reviews__empty">
            <p>{t('empty')}</p>
            <p>{t('emptyHint')}</p>
            <Link to={PATHS.orders} className="button button--primary">
              {t('toOrders')}
            </Link>
          </div>
        }
      >
        {(list) => (
          <ul className="reviews__list">
            {list.map((review) => (
              <ReviewRow key={review.id} review={review} onDelete={() => ask(review)} />
            ))}
          </ul>
        )}
      </QueryState>
      <Modal
        open={confirming !== null}
        onClose={close}
        title={t('confirmTitle')}
        closeLabel={t('close')}
        className="reviews__confirm"
      >
        <p className="reviews__question">{t('confirm')}</p>
        {confirming ? <p className="reviews__about">{confirming.productName}</p> : null}
        {remove.isError ? <ErrorBanner>{t('deleteFailed')}</ErrorBanner> : null}
        <div className="reviews__choices">
          <button
            type="button"
            className="button button--outline"
            disabled={remove.isPending}
            onClick={close}
          >
            {t('cancel')}
          </button>
          <button
            type="button"
            className="button reviews__confirm-delete"
            disabled={remove.isPending}
            onClick={() => confirming && confirm(confirming)}
          >
            {remove.isPending ? t('deleting') : t('confirmDelete')}
          </button>
        </div>
      </Modal>
    </section>
  );
}

function ReviewRow({ review, onDelete }: { review: MyReview; onDelete: () => void }) {
  const format = useFormat();
  const t = useT(reviewsMessages);
  const written = new Date(review.date);
  return (
    <li className="reviews__entry">
      <Link
        to={PATHS.product(review.productId)}
        className="reviews__picture"
        tabIndex={-1}
        aria-hidden="true"
      >
        <ProductImage src={review.productImage} alt="" width={120} height={150} loading="lazy" />
      </Link>
      <div className="reviews__about-review">
        <Link to={PATHS.product(review.productId)} className="reviews__name">
          {review.productName}
        </Link>
        <p className="reviews__rating">
          <span className="reviews__stars" aria-hidden="true">
            {RATINGS.map((star) => (
              <StarIcon key={star} fill={star <= review.rating ? 'currentColor' : 'none'} />
            ))}
          </span>
          <span className="visually-hidden">{t('rated', { rating: review.rating })}</span>
        </p>
        <p className="reviews__message">{review.message}</p>
        <p className="reviews__date">
          <time dateTime={review.date}>
            {t('writtenOn', { date: format.date(written, { dateStyle: 'medium' }) })}
          </time>
        </p>
      </div>
      <div className="reviews__actions">
        <button
          type="button"
          className="button button--outline reviews__delete"
          onClick={onDelete}
          aria-label={t('deleteLabel', { name: review.productName })}
        >
          {t('delete')}
        </button>
      </div>
    </li>
  );
}
