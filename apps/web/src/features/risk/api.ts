import type { ConfirmPhoneCode, RequestPhoneCode } from '@haat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, bodyOf } from '../../api/client';

/** Asks the shop to text a code to a number: answers how long it works and how long before another. */
export const useRequestPhoneCode = () =>
  useMutation({
    mutationFn: async (body: RequestPhoneCode) =>
      bodyOf(await api.phoneVerification.requestPhoneCode({ body }), 200),
  });

/**
 * Checks the code the shopper read; the number is then theirs. A verified number shows on the
 * profile, on each pickup point with it and at the checkout, whichever feature owns them: every
 * answer kept is read afresh (at once if on screen, else when next shown).
 */
export function useConfirmPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ConfirmPhoneCode) =>
      bodyOf(await api.phoneVerification.confirmPhoneCode({ body }), 200),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
