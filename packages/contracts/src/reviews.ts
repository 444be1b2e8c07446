import { z } from 'zod';
import { c, commonResponses, requiredMultilineText, signedIn, text } from './common';
import { ERROR_MESSAGES, ErrorResponse } from './errors';

/** A review of a product the shopper received: 1 to 5 stars and what they think of it. */
export const ReviewInput = z.object({
  rating: z
    .number({ message: ERROR_MESSAGES.reviewRatingInvalid })
    .int(ERROR_MESSAGES.reviewRatingInvalid)
    .min(1, ERROR_MESSAGES.reviewRatingInvalid)
    .max(5, ERROR_MESSAGES.reviewRatingInvalid),
  message: requiredMultilineText(ERROR_MESSAGES.reviewMessageRequired, 2000),
});
export type ReviewInput = z.input<typeof ReviewInput>;

/** One of the shopper's own reviews, as the spec's Reviews page reads it. */
export const MyReview = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  productImage: z.string(),
  rating: z.number().int().min(1).max(5),
  message: z.string(),
  /** When it was written (ISO 8601). */
  date: z.string(),
});
export type MyReview = z.infer<typeof MyReview>;

/** A review on a product's page: the reviewer's first name only, and always a verified purchase. */
export const ProductReview = z.object({
  id: z.string(),
  name: z.string(),
  rating: z.number().int().min(1).max(5),
  message: z.string(),
  date: z.string(),
  /** Only shoppers who received the product may review it. */
  verifiedPurchase: z.literal(true),
});
export type ProductReview = z.infer<typeof ProductReview>;

/** The most reviews a product's page shows, newest first. */
export const PRODUCT_REVIEWS_SHOWN = 20;

export const ProductReviews = z.object({
  success: z.literal(true),
  /** The average of every review, to one decimal; 0 when there are none. */
  average: z.number().min(0).max(5),
  count: z.number().int().nonnegative(),
  /** How many reviews gave each number of stars, five stars first. */
  perStar: z.array(
    z.object({ stars: z.number().int().min(1).max(5), count: z.number().int().nonnegative() }),
  ),
  reviews: z.array(ProductReview),
});
export type ProductReviews = z.infer<typeof ProductReviews>;

export const REVIEW_MESSAGES = {
  written: 'Thank you for your review!',
  deleted: 'Your review is deleted.',
} as const;

const myReviews = {
  method: 'GET',
  path: '/user/reviews',
  summary: "The signed-in shopper's reviews, newest first",
  responses: { 200: z.object({ success: z.literal(true), reviews: z.array(MyReview) }), 401: ErrorResponse },
  ...signedIn,
} as const;

const deleteReview = {
  method: 'DELETE',
  path: '/user/reviews/:id',
  pathParams: z.object({ id: text().max(100) }),
  summary: 'Deletes one of the shopper’s reviews',
  body: c.noBody(),
  responses: {
    200: z.object({ success: z.literal(true), message: z.string() }),
    401: ErrorResponse,
    404: ErrorResponse,
  },
  ...signedIn,
} as const;

export const reviewsContract = c.router({
  writeReview: {
    method: 'POST',
    path: '/products/:id/reviews',
    pathParams: z.object({ id: text().max(100) }),
    summary: 'Reviews a product the shopper received in a delivered order, once',
    body: ReviewInput,
    responses: {
      201: z.object({ success: z.literal(true), message: z.string(), review: MyReview }),
      400: ErrorResponse,
      401: ErrorResponse,
      403: ErrorResponse,
      404: ErrorResponse,
      409: ErrorResponse,
    },
    ...signedIn,
  },
  productReviews: {
    method: 'GET',
    path: '/products/:id/reviews',
    pathParams: z.object({ id: text().max(100) }),
    summary: `A product's review average and count, and its ${PRODUCT_REVIEWS_SHOWN} newest reviews`,
    responses: { 200: ProductReviews, 404: ErrorResponse },
  },
  myReviews,
  deleteReview,
});

/** The spec's review calls outside /api/v1 (purchase spec section 7). */
export const legacyReviewsContract = c.router(
  {
    myReviews: { ...myReviews, path: '/reviews/my' },
    deleteReview: { ...deleteReview, path: '/reviews/:id' },
  },
  { pathPrefix: '/api', strictStatusCodes: true, commonResponses },
);
