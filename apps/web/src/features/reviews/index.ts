/** What the rest of the app may use of reviews (the Reviews page is routed in app/routes.tsx). */
export { productReviewsQueryOptions, reviewKeys, useProductReviews } from './api';
export { ReviewForm } from './components/review-form';
