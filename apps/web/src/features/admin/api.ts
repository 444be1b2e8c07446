import routes from 'virtual:haat/admin-contract-routes';
import type {
  AdminCancellationListQuery,
  AdminContract,
  AdminOrderListQuery,
  AdminReturnListQuery,
  DeliveryCostsInput,
  ImportPayout,
  ImportStatement,
  MessageList,
  MoveOrder,
  PaymentAccountsInput,
  PayoutListQuery,
  PromoCodeInput,
  PromoCodeListQuery,
  SmsEventsInput,
  TaxRateInput,
  UnpaidOrderHoursInput,
} from '@haat/contracts/admin';
import type { PaymentProofStatus } from '@haat/contracts/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InitClientReturn } from '@ts-rest/core';
import { ApiError, bindRoutes, bodyOf } from '../../api/client';

/** The operator's client: the same small fetch as the shopper's, over the admin contract's routes. */
export const adminApi = bindRoutes(routes) as InitClientReturn<AdminContract, { baseUrl: '' }>;

export const adminKeys = {
  all: ['admin'] as const,
  orders: (query: AdminOrderListQuery) => ['admin', 'orders', query] as const,
  order: (orderId: string) => ['admin', 'order', orderId] as const,
  proofs: (status: PaymentProofStatus, page: number) => ['admin', 'proofs', status, page] as const,
  auditLog: (page: number) => ['admin', 'audit-log', page] as const,
  outbox: (list: MessageList, page: number) => ['admin', 'outbox', list, page] as const,
  matches: ['admin', 'statement-matches'] as const,
  payouts: (query: PayoutListQuery) => ['admin', 'payouts', query] as const,
  returns: (query: AdminReturnListQuery) => ['admin', 'returns', query] as const,
  cancellations: (query: AdminCancellationListQuery) => ['admin', 'cancellations', query] as const,
  dashboard: ['admin', 'dashboard'] as const,
  promoCodes: (query: PromoCodeListQuery) => ['admin', 'promo-codes', query] as const,
  settings: ['admin', 'settings'] as const,
};

/** A page of orders; the previous page stays on screen while the next one loads. */
export const useAdminOrders = (query: AdminOrderListQuery) =>
  useQuery({
    queryKey: adminKeys.orders(query),
    queryFn: async ({ signal }) =>
      bodyOf(await adminApi.orders.list({ query, fetchOptions: { signal } }), 200),
    placeholderData: keepPreviousData,
  });

export const useAdminOrder = (orderId: string) =>
  useQuery({
    queryKey: adminKeys.order(orderId),
    queryFn: async ({ signal }) => {
      const response = await adminApi.orders.details({ params: { id: orderId }, fetchOptions: { signal } });
      if (response.status !== 200) throw ApiError.of(response);
      return response.body.order;
    },
  });

/** Moves an order; what the server then holds replaces the cached order, and the lists are read again. */
export function useMoveOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (move: MoveOrder) =>
      bodyOf(await adminApi.orders.move({ params: { id: orderId }, body: move }), 200),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(adminKeys.order(orderId), order);
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

/** Switches an unpaid order paid online to cash on delivery; the server's order replaces the cached one. */
export function useSwitchToCashOnDelivery(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (note: string) =>
      bodyOf(await adminApi.orders.switchToCashOnDelivery({ params: { id: orderId }, body: { note } }), 200),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(adminKeys.order(orderId), order);
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

/** Where the CSV of the orders the filters match is downloaded from (the browser sends the token). */
export async function downloadOrdersCsv(filters: Omit<AdminOrderListQuery, 'page' | 'pageSize'>) {
  const response = await adminApi.orders.exportCsv({ query: filters });
  if (response.status !== 200) throw ApiError.of(response);
  const blob = new Blob([response.body as unknown as string], { type: 'text/csv;charset=utf-8' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = 'haat-orders.csv';
  link.click();
  URL.revokeObjectURL(link.href);
}

export const usePaymentProofs = (status: PaymentProofStatus, page: number) =>
  useQuery({
    queryKey: adminKeys.proofs(status, page),
    queryFn: async ({ signal }) =>
      bodyOf(
        await adminApi.paymentChecks.queue({
          query: { status, page, pageSize: 20 },
          fetchOptions: { signal },
        }),
        200,
      ),
    placeholderData: keepPreviousData,
  });

/** The screenshot of a proof as an object URL (it needs the token, so an <img src> cannot fetch it). */
export const useProofScreenshot = (proofId: string) =>
  useQuery({
    queryKey: ['admin', 'proof-screenshot', proofId],
    queryFn: async ({ signal }) => {
      const response = await adminApi.paymentChecks.screenshot({
        params: { id: proofId },
        fetchOptions: { signal },
      });
      if (response.status !== 200) throw ApiError.of(response);
      return URL.createObjectURL(response.body as unknown as Blob);
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useDecideProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      decision: { proofId: string; verify: true } | { proofId: string; verify: false; reason: string },
    ) =>
      decision.verify
        ? bodyOf(await adminApi.paymentChecks.verify({ params: { id: decision.proofId } }), 200)
        : bodyOf(
            await adminApi.paymentChecks.reject({
              params: { id: decision.proofId },
              body: { reason: decision.reason },
            }),
            200,
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useAuditLog = (page: number) =>
  useQuery({
    queryKey: adminKeys.auditLog(page),
    queryFn: async ({ signal }) =>
      bodyOf(await adminApi.auditLog.list({ query: { page, pageSize: 50 }, fetchOptions: { signal } }), 200),
    placeholderData: keepPreviousData,
  });

export const useOutbox = (list: MessageList, page: number) =>
  useQuery({
    queryKey: adminKeys.outbox(list, page),
    queryFn: async ({ signal }) =>
      bodyOf(
        await adminApi.messages.list({ query: { list, page, pageSize: 50 }, fetchOptions: { signal } }),
        200,
      ),
    placeholderData: keepPreviousData,
  });

export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (messageId: string) =>
      bodyOf(await adminApi.messages.resend({ params: { id: messageId } }), 200),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] }),
  });
}

/** The imported statements matched against the proofs waiting. */
export const useStatementMatches = () =>
  useQuery({
    queryKey: adminKeys.matches,
    queryFn: async ({ signal }) =>
      bodyOf(await adminApi.statements.matches({ fetchOptions: { signal } }), 200),
  });

export function useImportStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (statement: ImportStatement) =>
      bodyOf(await adminApi.statements.importStatement({ body: statement }), 200),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** A courier's payout statement imported: orders paid, charges kept; every list is read again. */
export function useImportPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payout: ImportPayout) =>
      bodyOf(await adminApi.payouts.importPayout({ body: payout }), 200),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** A page of the couriers' payouts imported, newest first. */
export const usePayouts = (query: PayoutListQuery) =>
  useQuery({
    queryKey: adminKeys.payouts(query),
    queryFn: async ({ signal }) =>
      bodyOf(await adminApi.payouts.list({ query, fetchOptions: { signal } }), 200),
    placeholderData: keepPreviousData,
  });

export function useVerifyMatches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (proofIds: string[]) =>
      bodyOf(await adminApi.statements.verifyMatches({ body: { proofIds } }), 200),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useAdminReturns = (query: AdminReturnListQuery) =>
  useQuery({
    queryKey: adminKeys.returns(query),
    queryFn: async ({ signal }) =>
      bodyOf(await adminApi.refunds.returns({ query, fetchOptions: { signal } }), 200),
    placeholderData: keepPreviousData,
  });

/** Approves, rejects (with the reason the shopper reads) or refunds a return. */
export function useDecideReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      decision:
        | { returnId: string; decide: 'approve' | 'refund'; note: string }
        | { returnId: string; decide: 'reject'; reason: string },
    ) => {
      const params = { id: decision.returnId };
      if (decision.decide === 'reject')
        return bodyOf(
          await adminApi.refunds.rejectReturn({ params, body: { reason: decision.reason } }),
          200,
        );
      const body = { note: decision.note };
      return decision.decide === 'approve'
        ? bodyOf(await adminApi.refunds.approveReturn({ params, body }), 200)
        : bodyOf(await adminApi.refunds.refundReturn({ params, body }), 200);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useAdminCancellations = (query: AdminCancellationListQuery) =>
  useQuery({
    queryKey: adminKeys.cancellations(query),
    queryFn: async ({ signal }) =>
      bodyOf(await adminApi.refunds.cancellations({ query, fetchOptions: { signal } }), 200),
    placeholderData: keepPreviousData,
  });

export function useRefundCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderId, note }: { orderId: string; note: string }) =>
      bodyOf(await adminApi.refunds.refundCancellation({ params: { id: orderId }, body: { note } }), 200),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** The dashboard's figures, read again every minute while the page is open. */
export const useDashboard = () =>
  useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: async ({ signal }) =>
      bodyOf(await adminApi.dashboard.figures({ fetchOptions: { signal } }), 200).figures,
    refetchInterval: 60_000,
  });

export const usePromoCodes = (query: PromoCodeListQuery) =>
  useQuery({
    queryKey: adminKeys.promoCodes(query),
    queryFn: async ({ signal }) =>
      bodyOf(await adminApi.promotions.list({ query, fetchOptions: { signal } }), 200),
    placeholderData: keepPreviousData,
  });

/** Creates a promo code, or saves one when `id` is given; the lists are read again. */
export function useSavePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: PromoCodeInput }) =>
      id
        ? bodyOf(await adminApi.promotions.edit({ params: { id }, body: input }), 200)
        : bodyOf(await adminApi.promotions.create({ body: input }), 201),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useSetPromoCodeActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, active }: { id: string; active: boolean }) =>
      bodyOf(await adminApi.promotions.setActive({ params: { id }, body: { active } }), 200),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useShopSettings = () =>
  useQuery({
    queryKey: adminKeys.settings,
    queryFn: async ({ signal }) =>
      bodyOf(await adminApi.settings.read({ fetchOptions: { signal } }), 200).settings,
  });

/** One group of settings and what it takes; each is saved on its own. */
export type SettingsChange =
  | { group: 'deliveryCosts'; body: DeliveryCostsInput }
  | { group: 'taxRate'; body: TaxRateInput }
  | { group: 'unpaidOrderHours'; body: UnpaidOrderHoursInput }
  | { group: 'paymentAccounts'; body: PaymentAccountsInput }
  | { group: 'smsEvents'; body: SmsEventsInput };

async function saveSettings(change: SettingsChange) {
  switch (change.group) {
    case 'deliveryCosts':
      return bodyOf(await adminApi.settings.deliveryCosts({ body: change.body }), 200);
    case 'taxRate':
      return bodyOf(await adminApi.settings.taxRate({ body: change.body }), 200);
    case 'unpaidOrderHours':
      return bodyOf(await adminApi.settings.unpaidOrderHours({ body: change.body }), 200);
    case 'paymentAccounts':
      return bodyOf(await adminApi.settings.paymentAccounts({ body: change.body }), 200);
    case 'smsEvents':
      return bodyOf(await adminApi.settings.smsEvents({ body: change.body }), 200);
  }
}

/** Saves one group; what the server then holds replaces the cached settings. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: ({ settings }) => queryClient.setQueryData(adminKeys.settings, settings),
  });
}
