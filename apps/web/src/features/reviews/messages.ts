import { defineMessages } from '../../lib/i18n';

/**
 * Texts of the review form. `written` and the two field checks are the contract's own words
 * (REVIEW_MESSAGES.written, ERROR_MESSAGES.reviewRatingInvalid and reviewMessageRequired).
 */
export const reviewFormMessages = defineMessages('review-form', {
  formLabel: 'Review {name}',
  rating: 'Your rating',
  star: '{count} star',
  stars: '{count} stars',
  ratingRequired: 'Please choose a rating from 1 to 5 stars.',
  message: 'Your review',
  messageHint: 'What did you like or dislike? Up to {max} characters.',
  messageRequired: 'Please write a few words about the product.',
  submit: 'Submit',
  submitting: 'Submitting...',
  written: 'Thank you for your review!',
  failed: 'Could not send your review. Please try again.',
});

/** Texts of the Reviews page of the account area (purchase spec sections 2 and 8). */
export const reviewsMessages = defineMessages('reviews', {
  title: 'My Reviews',
  loadFailed: 'Failed to load your reviews. Please try again.',
  empty: "You haven't reviewed any products yet.",
  emptyHint: 'You can review a product once an order of it has been delivered.',
  toOrders: 'Go to My Orders',
  rated: 'Rated {rating} out of 5',
  writtenOn: 'Written on {date}',
  delete: 'Delete',
  deleteLabel: 'Delete your review of {name}',
  confirmTitle: 'Delete review',
  confirm: 'Are you sure you want to delete this review?',
  confirmDelete: 'Delete',
  deleting: 'Deleting...',
  cancel: 'Cancel',
  close: 'Close',
  deleteFailed: 'Could not delete the review. Please try again.',
  deleted: 'Your review is deleted.',
});
