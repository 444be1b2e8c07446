import routes from 'virtual:haat/admin-contract-routes';
import type { AdminContract, BookShipment, BookShipments, CourierDefaults } from '@haat/contracts/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InitClientReturn } from '@ts-rest/core';
import { useRef } from 'react';
import { bindRoutes, bodyOf } from '../../api/client';

/** The operator's shipping calls, over the admin contract's routes (loaded with the back office). */
const shippingApi = (bindRoutes(routes) as InitClientReturn<AdminContract, { baseUrl: '' }>).shipping;

export type CourierChoice = NonNullable<BookShipment['courier']>;

/**
 * Every back-office query's key starts with 'admin' (features/admin/api.ts): a booking changes the
 * order's page, the lists and the dashboard, so all of them are read again.
 */
const BACK_OFFICE = ['admin'] as const;

export const shippingKeys = {
  couriers: ['admin', 'shipping', 'couriers'] as const,
  labels: (orderIds: readonly string[]) => ['admin', 'shipping', 'labels', ...orderIds] as const,
};

/**
 * A call sent once at a time: a second click (or Enter) before the first answer is ignored, also
 * when both come before the button is drawn disabled.
 */
function useOnceAtATime() {
  const busy = useRef(false);
  return {
    claim: () => {
      if (busy.current) return false;
      busy.current = true;
      return true;
    },
    release: () => {
      busy.current = false;
    },
  };
}

/** Books the order with a courier; the back office is read again before the button is free. */
export function useBookShipment(orderId: string) {
  const queryClient = useQueryClient();
  const once = useOnceAtATime();
  const mutation = useMutation({
    mutationFn: async (courier: CourierChoice) =>
      bodyOf(await shippingApi.book({ params: { id: orderId }, body: { courier } }), 200),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACK_OFFICE }),
    onSettled: once.release,
  });
  return {
    ...mutation,
    book: (courier: CourierChoice) => {
      if (once.claim()) mutation.mutate(courier);
    },
  };
}

export function useCancelShipment(orderId: string) {
  const queryClient = useQueryClient();
  const once = useOnceAtATime();
  const mutation = useMutation({
    mutationFn: async () => bodyOf(await shippingApi.cancel({ params: { id: orderId }, body: {} }), 200),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACK_OFFICE }),
    onSettled: once.release,
  });
  return {
    ...mutation,
    cancel: () => {
      if (once.claim()) mutation.mutate();
    },
  };
}

/** Records bookings of the chosen orders, or of every confirmed one a filter matches. */
export function useBookMany() {
  const queryClient = useQueryClient();
  const once = useOnceAtATime();
  const mutation = useMutation({
    mutationFn: async (request: BookShipments) => bodyOf(await shippingApi.bookMany({ body: request }), 202),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACK_OFFICE }),
    onSettled: once.release,
  });
  return {
    ...mutation,
    bookMany: (request: BookShipments) => {
      if (once.claim()) mutation.mutate(request);
    },
  };
}

const readCouriers = async (signal: AbortSignal) =>
  bodyOf(await shippingApi.couriers({ fetchOptions: { signal } }), 200);
type Couriers = Awaited<ReturnType<typeof readCouriers>>;

/** The couriers as the server finds them now (each set-up courier is asked its balance). */
export const useCouriers = () =>
  useQuery({ queryKey: shippingKeys.couriers, queryFn: ({ signal }) => readCouriers(signal) });

export function useSaveCourierDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (defaults: CourierDefaults) =>
      bodyOf(await shippingApi.saveDefaults({ body: defaults }), 200),
    onSuccess: ({ defaults }) =>
      queryClient.setQueryData<Couriers>(
        shippingKeys.couriers,
        (current) => current && { ...current, defaults },
      ),
  });
}

/** The labels of the chosen orders' booked parcels, read once for the print page. */
export const useParcelLabels = (orderIds: readonly string[]) =>
  useQuery({
    queryKey: shippingKeys.labels(orderIds),
    queryFn: async ({ signal }) =>
      bodyOf(await shippingApi.labels({ body: { orderIds: [...orderIds] }, fetchOptions: { signal } }), 200)
        .labels,
    enabled: orderIds.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
