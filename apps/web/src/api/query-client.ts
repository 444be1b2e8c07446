import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The catalogue changes slowly; a minute saves refetching while a shopper browses.
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // A refusal (4xx) is an answer; only a failure of the server or the network is worth one retry.
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
    },
  },
});
