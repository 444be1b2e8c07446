import { describe, expect, it } from 'vitest';
import { formatFor } from '../../../../lib/format';
import { RATING_SUMMARY } from './placeholders';
import { averageText, ratingFigures } from './rating-figures';

const review = {
  id: 'r1',
  name: 'Rahim',
  rating: 4,
  message: 'Soft cotton.',
  date: '2026-11-24T03:34:17.145Z',
  verifiedPurchase: true as const,
};

describe('ratingFigures', () => {
  it('keeps the placeholder figures while a product has no reviews', () => {
    const none = ratingFigures({ average: 0, count: 0, perStar: [], reviews: [] });
    expect(none).toEqual({ ...RATING_SUMMARY, reviews: [] });
    expect(averageText(none.average, formatFor('en'))).toBe('4.3');
  });

  it("shows the product's own average, count, stars and reviews once it has one", () => {
    const perStar = [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 4 ? 1 : 0 }));
    expect(ratingFigures({ average: 4, count: 1, perStar, reviews: [review] })).toEqual({
      average: 4,
      count: 1,
      distribution: perStar,
      reviews: [review],
    });
    expect(averageText(4, formatFor('en'))).toBe('4.0');
    expect(averageText(4, formatFor('bn'))).toBe('৪.০');
  });
});
