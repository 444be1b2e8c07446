import type { ProductReview, ProductReviews } from '@haat/contracts';
import type { Format } from '../../../../lib/format';
import { fixedFigure } from '../../../../lib/format-detail';
import { RATING_SUMMARY } from './placeholders';

/** What a product's page says of its ratings. */
export type RatingFigures = {
  average: number;
  count: number;
  /** Reviews per star, five stars first. */
  distribution: readonly { stars: number; count: number }[];
  /** The newest reviews, newest first; none with the placeholder figures. */
  reviews: readonly ProductReview[];
};

/**
 * The product's own figures once it has reviews, and the spec's placeholder figures while it has
 * none (storefront spec sections 1 and 9).
 */
export function ratingFigures(
  answer: Pick<ProductReviews, 'average' | 'count' | 'perStar' | 'reviews'>,
): RatingFigures {
  if (answer.count === 0) return { ...RATING_SUMMARY, reviews: [] };
  return {
    average: answer.average,
    count: answer.count,
    distribution: answer.perStar,
    reviews: answer.reviews,
  };
}

/** An average as the page writes it: one decimal, 4.0 rather than 4. */
export const averageText = (average: number, format: Format) => fixedFigure(format, average, { fraction: 1 });
