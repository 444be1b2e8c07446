import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf, navigationAddress } from '../../api/client';

/** Whether Google sign-in is configured on this shop: the button shows only then. */
const providersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: async ({ signal }) => bodyOf(await api.auth.providers({ fetchOptions: { signal } }), 200),
    staleTime: Number.POSITIVE_INFINITY,
  });
export const useSignInProviders = () => useQuery(providersQueryOptions());

/** Where the browser goes to sign in with Google; it comes back to `redirect` afterwards. */
export const googleSignInAddress = (redirect: string | undefined) =>
  navigationAddress(['auth', 'google'], { redirect });
