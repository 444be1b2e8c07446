import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

/** What happens when the API refuses a call with 401; the session feature decides (SessionEffects). */
let onUnauthorized: () => void = () => {};
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

function whenUnauthorized(error: unknown) {
  if (error instanceof ApiError && error.status === 401) onUnauthorized();
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: whenUnauthorized }),
  defaultOptions: {
    queries: {
      // The catalogue changes slowly; a minute saves refetching while a shopper browses.
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // A refusal (4xx) is an answer; only a failure of the server or the network is worth one retry.
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
    },
    mutations: { onError: whenUnauthorized },
  },
});
