import type { ForgotPasswordBody, ResetPasswordBody } from '@haat/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
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

/** Asks for a link to set a new password; the answer is the same whether or not the address has an account. */
export const useForgotPassword = () =>
  useMutation({
    mutationFn: async (body: ForgotPasswordBody) => bodyOf(await api.auth.forgotPassword({ body }), 200),
  });

/** Sets a new password with the token of a reset link. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: async (body: ResetPasswordBody) => bodyOf(await api.auth.resetPassword({ body }), 200),
  });

/** Follows a link that verifies an address or confirms a new one. */
export const verifyEmail = async (token: string) =>
  bodyOf(await api.auth.verifyEmail({ body: { token } }), 200);

/** Sends the signed-in shopper's verification link again. */
export const useResendVerification = () =>
  useMutation({
    mutationFn: async () => bodyOf(await api.auth.resendVerification(), 200),
  });
