import type { Profile, ProfileUpdate } from '@haat/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, bodyOf } from '../../api/client';
import { updateSessionUser } from '../../lib/session';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage-keys';

/** Query keys of the account area; the shopper's orders are the orders feature's (its orderKeys). */
export const accountKeys = {
  profile: (userId: string) => ['account', userId, 'profile'] as const,
};

/** The profile mirrored in local storage (purchase spec section 3), if it is this shopper's. */
function mirroredProfile(userId: string): Profile | undefined {
  const stored = readStored<Profile | null>(STORAGE_KEYS.profile, null);
  return stored && typeof stored === 'object' && stored.id === userId ? stored : undefined;
}

/** What the session keeps of a profile: the header greets by name, the account area shows the badge. */
const sessionFieldsOf = (profile: Profile) => ({
  name: profile.name,
  email: profile.email,
  verifiedEmail: profile.verified_email,
});

function mirror(profile: Profile) {
  writeStored(STORAGE_KEYS.profile, profile);
}

export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.profile(userId),
    queryFn: async ({ signal }) => {
      const { user } = bodyOf(await api.account.profile({ fetchOptions: { signal } }), 200);
      mirror(user);
      updateSessionUser(userId, sessionFieldsOf(user));
      return user;
    },
  });

/** The signed-in shopper's profile; the local mirror shows at once while the server answers. */
export const useProfile = (userId: string) =>
  useQuery({ ...profileQueryOptions(userId), placeholderData: () => mirroredProfile(userId) });

/**
 * Saves the profile. The new profile replaces the cached one and its mirror, and the session takes
 * the new name and email, so the header greets the shopper by the new name.
 */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ProfileUpdate) =>
      bodyOf(await api.account.updateProfile({ body: change }), 200).user,
    onSuccess: (profile) => {
      mirror(profile);
      queryClient.setQueryData(accountKeys.profile(userId), profile);
      updateSessionUser(userId, sessionFieldsOf(profile));
    },
  });
}
