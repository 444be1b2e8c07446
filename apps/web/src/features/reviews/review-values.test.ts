import { ERROR_MESSAGES, REVIEW_MESSAGES, ReviewInput } from '@haat/contracts';
import { describe, expect, it } from 'vitest';
import { reviewFormMessages, reviewsMessages } from './messages';
import { checkReview, REVIEW_MESSAGE_MAX_LENGTH } from './review-values';

describe('checkReview', () => {
  it('asks for a rating and a message before anything is sent', () => {
    expect(checkReview({ rating: 0, message: '   ' })).toEqual({
      problems: { rating: 'required', message: 'required' },
    });
    expect(checkReview({ rating: 6, message: 'Lovely' }).problems).toEqual({ rating: 'required' });
  });

  it('sends the stars and the message trimmed, as the contract reads them', () => {
    const checked = checkReview({ rating: 4, message: '  Soft cotton, true to size.\n' });
    expect(checked).toEqual({ review: { rating: 4, message: 'Soft cotton, true to size.' }, problems: {} });
    expect(ReviewInput.safeParse(checked.review).success).toBe(true);
  });

  it('limits the message to what the contract takes', () => {
    const longest = 'a'.repeat(REVIEW_MESSAGE_MAX_LENGTH);
    expect(ReviewInput.safeParse({ rating: 5, message: longest }).success).toBe(true);
    expect(ReviewInput.safeParse({ rating: 5, message: `${longest}a` }).success).toBe(false);
  });
});

describe('review texts', () => {
  it('say what the contract says', () => {
    expect(reviewFormMessages.en.written).toBe(REVIEW_MESSAGES.written);
    expect(reviewFormMessages.en.ratingRequired).toBe(ERROR_MESSAGES.reviewRatingInvalid);
    expect(reviewFormMessages.en.messageRequired).toBe(ERROR_MESSAGES.reviewMessageRequired);
    expect(reviewsMessages.en.deleted).toBe(REVIEW_MESSAGES.deleted);
  });
});
