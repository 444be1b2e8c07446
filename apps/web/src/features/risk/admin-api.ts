import routes from 'virtual:haat/admin-contract-routes';
import type { AdminContract, CodGuardSettingsInput } from '@haat/contracts/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InitClientReturn } from '@ts-rest/core';
import { bindRoutes, bodyOf } from '../../api/client';

/** The operator's COD guard calls, over the admin contract's routes (loaded with the back office). */
const riskApi = (bindRoutes(routes) as InitClientReturn<AdminContract, { baseUrl: '' }>).risk;

/** Every back-office key starts with 'admin': a decision changes the orders and the dashboard too. */
export const riskKeys = {
  held: (page: number) => ['admin', 'risk', 'held', page] as const,
  settings: ['admin', 'risk', 'settings'] as const,
  figures: ['admin', 'risk', 'figures'] as const,
  phone: (phone: string) => ['admin', 'risk', 'phone', phone] as const,
};

export const useHeldOrders = (page: number) =>
  useQuery({
    queryKey: riskKeys.held(page),
    queryFn: async ({ signal }) =>
      bodyOf(await riskApi.heldOrders({ query: { page, pageSize: 25 }, fetchOptions: { signal } }), 200),
    placeholderData: keepPreviousData,
  });

export const useGuardFigures = () =>
  useQuery({
    queryKey: riskKeys.figures,
    queryFn: async ({ signal }) =>
      bodyOf(await riskApi.figures({ query: { days: 30 }, fetchOptions: { signal } }), 200).figures,
  });

export const useGuardSettings = () =>
  useQuery({
    queryKey: riskKeys.settings,
    queryFn: async ({ signal }) => bodyOf(await riskApi.settings({ fetchOptions: { signal } }), 200).settings,
  });

/** A number's history; nothing is asked until a number is given. */
export const usePhoneLookup = (phone: string) =>
  useQuery({
    queryKey: riskKeys.phone(phone),
    enabled: phone !== '',
    queryFn: async ({ signal }) =>
      bodyOf(await riskApi.phone({ params: { phone }, fetchOptions: { signal } }), 200).lookup,
  });

function useRiskChange<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useSaveGuardSettings = () =>
  useRiskChange(async (settings: CodGuardSettingsInput) =>
    bodyOf(await riskApi.saveSettings({ body: settings }), 200),
  );

/** Releases or cancels a held order. */
export const useReviewDecision = () =>
  useRiskChange(async ({ orderId, approve }: { orderId: string; approve: boolean }) =>
    bodyOf(
      approve
        ? await riskApi.approve({ params: { id: orderId }, body: { note: '' } })
        : await riskApi.cancel({ params: { id: orderId }, body: { note: '' } }),
      200,
    ),
  );

export const useBlockPhone = () =>
  useRiskChange(async ({ phone, note, block }: { phone: string; note: string; block: boolean }) =>
    block
      ? bodyOf(await riskApi.blockPhone({ params: { phone }, body: { note } }), 200)
      : bodyOf(await riskApi.unblockPhone({ params: { phone } }), 200),
  );
