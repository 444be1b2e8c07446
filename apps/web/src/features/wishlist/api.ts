import type { WishlistEntry } from '@haat/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, bodyOf, listOf } from '../../api/client';

/** Query keys of the wishlist: one list per signed-in shopper. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  list: (userId: string) => [...wishlistKeys.all, userId] as const,
};

export const wishlistQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: wishlistKeys.list(userId),
    queryFn: async ({ signal }) =>
      listOf(bodyOf(await api.wishlist.wishlist({ fetchOptions: { signal } }), 200)?.wishlist),
  });

/** The signed-in shopper's wishlist; nothing is asked for a guest (`userId` undefined). */
export const useWishlist = (userId: string | undefined) =>
  useQuery({ ...wishlistQueryOptions(userId ?? ''), enabled: userId !== undefined });

/** Save (`save: true`) or remove a product; `product` is what the list shows until the server answers. */
export type WishlistChange = { product: WishlistEntry['product']; save: boolean };

/**
 * Saves or removes a product on the shopper's wishlist. The cached list changes at once and goes
 * back to what it was if the server refuses; changes reach the server one at a time, in the order
 * they were made, and the list is read again once the last one has landed.
 */
export function useChangeWishlist(userId: string | undefined) {
  const queryClient = useQueryClient();
  const queryKey = wishlistKeys.list(userId ?? '');
  return useMutation({
    mutationKey: wishlistKeys.all,
    scope: { id: 'wishlist' },
    mutationFn: async ({ product, save }: WishlistChange) => {
      if (save) bodyOf(await api.wishlist.add({ body: { productId: product._id } }), 201);
      else bodyOf(await api.wishlist.remove({ params: { productId: product._id } }), 200);
    },
    onMutate: async ({ product, save }) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<WishlistEntry[]>(queryKey);
      const others = (before ?? []).filter((entry) => entry.product._id !== product._id);
      // A new entry shows first (newest first) under a stand-in id until the list is read again.
      queryClient.setQueryData<WishlistEntry[]>(
        queryKey,
        save ? [{ _id: `saving-${product._id}`, product }, ...others] : others,
      );
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context) queryClient.setQueryData(queryKey, context.before);
    },
    onSettled: async () => {
      if (queryClient.isMutating({ mutationKey: wishlistKeys.all }) === 1) {
        await queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
