import type { ReviewInput } from '@haat/contracts';

/** The star ratings a shopper may give, lowest first. */
export const RATINGS = [1, 2, 3, 4, 5] as const;

/** The longest review message the contract's ReviewInput takes. */
export const REVIEW_MESSAGE_MAX_LENGTH = 2000;

/** What is wrong with a review before it is sent: `required` for a field left empty, else the server's words. */
export type ReviewProblems = { rating?: string; message?: string };

/**
 * The checks the contract makes, made before sending so that nothing is sent in vain: a rating
 * of 1 to 5 stars (0 is none chosen) and a message of more than spaces. The message is sent trimmed.
 */
export function checkReview(form: { rating: number; message: string }): {
  review?: ReviewInput;
  problems: ReviewProblems;
} {
  const message = form.message.trim();
  const problems: ReviewProblems = {
    ...((RATINGS as readonly number[]).includes(form.rating) ? {} : { rating: 'required' }),
    ...(message ? {} : { message: 'required' }),
  };
  if (problems.rating || problems.message) return { problems };
  return { review: { rating: form.rating, message }, problems };
}
