import type { AddCartItem } from '@haat/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, bodyOf } from '../../api/client';

/** Query keys of the cart: one cart per signed-in shopper. */
export const cartKeys = {
  cart: (userId: string) => ['cart', userId] as const,
};

export const cartQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: cartKeys.cart(userId),
    queryFn: async ({ signal }) => bodyOf(await api.cart.cart({ fetchOptions: { signal } }), 200).cart,
  });

/** The server's own words when it refused, else an empty message (the screen then says its own). */
function refusal(status: number, body: unknown): ApiError {
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : '';
  return new ApiError(status, message);
}

/**
 * Puts a product in a size into the signed-in shopper's cart. The server answers the whole cart,
 * which replaces the cached one. A refusal is an ApiError with the server's message; no answer at
 * all (offline) is fetch's own TypeError.
 */
export function useAddCartItem(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (line: AddCartItem) => {
      const response = await api.cart.addItem({ body: line });
      if (response.status !== 201) throw refusal(response.status, response.body);
      return response.body.cart;
    },
    onSuccess: (cart) => {
      if (userId) queryClient.setQueryData(cartQueryOptions(userId).queryKey, cart);
    },
  });
}
