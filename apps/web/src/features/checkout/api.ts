import type { Order, PaymentProofInput, PlaceOrder } from '@haat/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, bodyOf } from '../../api/client';
import { currentPreferences } from '../../lib/preferences';
import { useShopperId } from '../../lib/session';
import { cartKeys } from '../cart';
import { orderKeys } from '../orders';

/** Where to send a bKash, Nagad, Rocket or bank payment. */
export const usePaymentAccounts = () =>
  useQuery({
    queryKey: ['payment-accounts'],
    queryFn: async ({ signal }) =>
      bodyOf(await api.paymentAccounts.paymentAccounts({ fetchOptions: { signal } }), 200).accounts,
    staleTime: 5 * 60_000,
  });

/** A placed order goes into the order lists, and its lines out of the cart. */
function useOrderLanded() {
  const queryClient = useQueryClient();
  const userId = useShopperId() ?? '';
  return (order: Order) => {
    queryClient.setQueryData(orderKeys.order(userId, order._id), order);
    void queryClient.invalidateQueries({ queryKey: orderKeys.all(userId) });
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  };
}

/**
 * Places the order, in the language the shop is read in now (its confirmation mail is written in
 * it). The same Idempotency-Key goes with every attempt at the same order, so a double click or a
 * retry after a lost answer gets the first order back instead of a second one.
 */
export function usePlaceOrder() {
  const landed = useOrderLanded();
  return useMutation({
    mutationFn: async ({ order, key }: { order: PlaceOrder; key: string }) => {
      const response = await api.orders.placeOrder({
        body: { ...order, language: currentPreferences().language },
        headers: { 'idempotency-key': key },
      });
      if (response.status !== 201) throw ApiError.of(response);
      return response.body.order;
    },
    onSuccess: landed,
  });
}

/** Sends a payment proof; the order comes back with its payment status `submitted`. */
export function useSubmitPaymentProof(orderId: string) {
  const landed = useOrderLanded();
  return useMutation({
    mutationFn: async (proof: PaymentProofInput) => {
      const response = await api.paymentProofs.submitPaymentProof({ params: { id: orderId }, body: proof });
      if (response.status !== 201) throw ApiError.of(response);
      return response.body;
    },
    onSuccess: ({ order }) => landed(order),
  });
}
