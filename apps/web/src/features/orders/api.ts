import type { Order, ReturnRequest, TrackParcel } from '@haat/contracts';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, bodyOf, listOf } from '../../api/client';
import { orderKeys } from './keys';

export const myOrdersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: orderKeys.mine(userId),
    queryFn: async ({ signal }) =>
      listOf(bodyOf(await api.orders.myOrders({ fetchOptions: { signal } }), 200)?.orders),
  });

/** The signed-in shopper's orders, newest first. */
export const useMyOrders = (userId: string) => useQuery(myOrdersQueryOptions(userId));

/** One of the shopper's orders with its history; a refusal (403, 404) is an ApiError with its status. */
export const useOrderDetails = (userId: string, orderId: string) =>
  useQuery({
    queryKey: orderKeys.order(userId, orderId),
    queryFn: async ({ signal }) => {
      const response = await api.orders.orderDetails({ params: { id: orderId }, fetchOptions: { signal } });
      if (response.status !== 200) throw ApiError.of(response);
      return response.body.order;
    },
  });

export const useCancellations = (userId: string) =>
  useQuery({
    queryKey: orderKeys.cancellations(userId),
    queryFn: async ({ signal }) =>
      listOf(bodyOf(await api.orders.myCancellations({ fetchOptions: { signal } }), 200)?.cancellations),
  });

export const useReturns = (userId: string) =>
  useQuery({
    queryKey: orderKeys.returns(userId),
    queryFn: async ({ signal }) =>
      listOf(bodyOf(await api.returns.myReturns({ fetchOptions: { signal } }), 200)?.returns),
  });

/** The order as the server now has it replaces the cached one, and every list of orders is read again. */
function orderChanged(queryClient: QueryClient, userId: string, order?: Order) {
  if (order) queryClient.setQueryData(orderKeys.order(userId, order._id), order);
  return queryClient.invalidateQueries({ queryKey: orderKeys.all(userId) });
}

/** Cancels an order with the shopper's reason; the server's refusal is an ApiError with its message. */
export function useCancelOrder(userId: string, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) =>
      bodyOf(await api.orders.cancelOrder({ params: { id: orderId }, body: { reason } }), 200).order,
    onSuccess: (order) => orderChanged(queryClient, userId, order),
  });
}

/** Asks to return lines of a received order; answers the server's message. */
export function useRequestReturn(userId: string, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ReturnRequest) =>
      bodyOf(await api.returns.requestReturn({ params: { id: orderId }, body: request }), 201).message,
    onSuccess: () => orderChanged(queryClient, userId),
  });
}

/**
 * Looks an order and its parcel up by the order's number and the phone it is delivered to, without
 * signing in; a refusal (404 for any mismatch, 429) is an ApiError with its code.
 */
export const useTrackParcel = () =>
  useMutation({
    mutationFn: async (question: TrackParcel) =>
      bodyOf(await api.tracking.trackParcel({ body: question }), 200).order,
  });
