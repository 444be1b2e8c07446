import type { MyReview, ReviewInput } from '@haat/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, bodyOf, listOf } from '../../api/client';

/** Query keys of reviews: the shopper's own list, and what each product's page shows. */
export const reviewKeys = {
  all: ['reviews'] as const,
  allMine: ['reviews', 'mine'] as const,
  mine: (userId: string) => [...reviewKeys.allMine, userId] as const,
  product: (productId: string) => [...reviewKeys.all, 'product', productId] as const,
};

export const myReviewsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: reviewKeys.mine(userId),
    queryFn: async ({ signal }) =>
      listOf(bodyOf(await api.reviews.myReviews({ fetchOptions: { signal } }), 200)?.reviews),
  });

/** The signed-in shopper's reviews, newest first. */
export const useMyReviews = (userId: string) => useQuery(myReviewsQueryOptions(userId));

export const productReviewsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: reviewKeys.product(productId),
    queryFn: async ({ signal }) =>
      bodyOf(await api.reviews.productReviews({ params: { id: productId }, fetchOptions: { signal } }), 200),
  });

/** A product's average, count, stars and newest reviews; anyone may read them. */
export const useProductReviews = (productId: string) => useQuery(productReviewsQueryOptions(productId));

/**
 * Writes the shopper's review of one product. Their list and the product's figures are read again
 * afterwards.
 */
export function useWriteReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (review: ReviewInput) =>
      bodyOf(await api.reviews.writeReview({ params: { id: productId }, body: review }), 201),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.allMine }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.product(productId) }),
      ]),
  });
}

/** Deletes one of the shopper's reviews; it leaves their list at once, and its product's figures are read again. */
export function useDeleteReview(userId: string) {
  const queryClient = useQueryClient();
  const mine = reviewKeys.mine(userId);
  return useMutation({
    mutationFn: async (review: Pick<MyReview, 'id' | 'productId'>) =>
      bodyOf(await api.reviews.deleteReview({ params: { id: review.id } }), 200),
    onSuccess: async (_answer, review) => {
      queryClient.setQueryData<MyReview[]>(mine, (list) => list?.filter((entry) => entry.id !== review.id));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: mine }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.product(review.productId) }),
      ]);
    },
  });
}
