import type { ProductReviews } from '@haat/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/i18n';
import { QueryState } from '../../../../ui/query-state';
import { productMessages } from './messages';
import { RATING_SUMMARY } from './placeholders';
import { ProductReviewList } from './product-reviews';
import { averageText, type RatingFigures, ratingFigures } from './rating-figures';
import { Stars } from './stars';

type Props = { reviews: Pick<UseQueryResult<ProductReviews>, 'data' | 'isError' | 'refetch'> };

/**
 * The average, the count and a bar per star, then the newest reviews: the product's own once it
 * has reviews, the spec's placeholder figures while it has none.
 */
export function RatingsSummary({ reviews }: Props) {
  const t = useT(productMessages);
  return (
    <section id="product-ratings" className="product-ratings" aria-labelledby="product-ratings-title">
      <h2 id="product-ratings-title" className="product-section__title">
        {t('ratings')}
      </h2>
      <QueryState
        query={reviews}
        error={t('reviewsLoadFailed')}
        // The figures' place is laid out unseen while they load, so nothing moves when they arrive.
        loading={<Figures figures={RATING_SUMMARY} pending />}
      >
        {(answer) => {
          const figures = ratingFigures(answer);
          return (
            <>
              <Figures figures={figures} />
              {figures.reviews.length > 0 ? (
                <ProductReviewList reviews={figures.reviews} count={figures.count} />
              ) : null}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

function Figures({
  figures,
  pending = false,
}: {
  figures: Omit<RatingFigures, 'reviews'>;
  pending?: boolean;
}) {
  const t = useT(productMessages);
  const format = useFormat();
  const { average, count, distribution } = figures;
  return (
    <div
      className={`product-ratings__body${pending ? ' product-ratings__body--pending' : ''}`}
      aria-hidden={pending || undefined}
    >
      <div className="product-ratings__average">
        <p className="product-ratings__figure">
          {averageText(average, format)}
          <span className="product-ratings__out-of"> {t('ratingsOutOf')}</span>
        </p>
        <Stars value={average} />
        <p className="product-ratings__count">{t.plural({ one: 'basedOnOne', other: 'basedOn' }, count)}</p>
      </div>
      <ul className="product-ratings__bars">
        {distribution.map((row) => (
          <li key={row.stars} className="product-ratings__row">
            <span className="visually-hidden">
              {t.plural({ one: 'starsShareOne', other: 'starsShare' }, row.count, { stars: row.stars })}
            </span>
            <span aria-hidden="true" className="product-ratings__label">
              {t('starsRow', { stars: row.stars })}
            </span>
            <span aria-hidden="true" className="product-ratings__track">
              <span className="product-ratings__fill" style={{ width: `${(row.count / count) * 100}%` }} />
            </span>
            <span aria-hidden="true" className="product-ratings__row-count">
              {format.count(row.count)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
