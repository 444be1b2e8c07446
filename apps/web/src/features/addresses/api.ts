import type { AddressInput, SavedAddress } from '@haat/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, bodyOf, listOf } from '../../api/client';
import { useShopperId } from '../../lib/session';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage-keys';

/** Query keys of the address book: one list per signed-in shopper. */
export const addressKeys = {
  all: ['addresses'] as const,
  list: (userId: string) => [...addressKeys.all, userId] as const,
};

/** The address list mirrored in local storage (purchase spec section 3), marked with its owner. */
type MirroredAddresses = { userId: string; addresses: SavedAddress[] };

function mirroredAddresses(userId: string): SavedAddress[] | undefined {
  const stored = readStored<Partial<MirroredAddresses> | null>(STORAGE_KEYS.addresses, null);
  return stored && stored.userId === userId && Array.isArray(stored.addresses) ? stored.addresses : undefined;
}

function mirror(userId: string, addresses: SavedAddress[]) {
  writeStored(STORAGE_KEYS.addresses, { userId, addresses } satisfies MirroredAddresses);
}

export const addressesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: addressKeys.list(userId),
    queryFn: async ({ signal }) => {
      const addresses = listOf(
        bodyOf(await api.addresses.list({ fetchOptions: { signal } }), 200)?.addresses,
      );
      mirror(userId, addresses);
      return addresses;
    },
  });

/**
 * The signed-in shopper's saved addresses, the default first (they are also the checkout's pickup
 * points). The local mirror shows at once while the server answers; nothing is asked for a guest.
 */
export function useAddresses() {
  const userId = useShopperId();
  return useQuery({
    ...addressesQueryOptions(userId ?? ''),
    enabled: userId !== undefined,
    placeholderData: () => (userId ? mirroredAddresses(userId) : undefined),
  });
}

/** A new address (no `id`) or the change of a saved one. */
export type AddressChange = { id?: string; input: AddressInput };

/**
 * Saves an address: POST for a new one, PUT for a saved one. The list is read again afterwards.
 */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  const userId = useShopperId();
  return useMutation({
    mutationFn: async ({ id, input }: AddressChange): Promise<SavedAddress> =>
      id === undefined
        ? bodyOf(await api.addresses.create({ body: input }), 201).address
        : bodyOf(await api.addresses.update({ params: { id }, body: input }), 200).address,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.list(userId ?? '') }),
  });
}

/** Deletes a saved address; the list is read again (the server may have moved the default). */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  const userId = useShopperId();
  return useMutation({
    mutationFn: async (id: string) => {
      bodyOf(await api.addresses.remove({ params: { id } }), 200);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.list(userId ?? '') }),
  });
}

/** What a saved address sends back when it is saved again unchanged, as with Make default. */
export const inputOf = (address: SavedAddress): AddressInput => ({
  type: address.type,
  fullName: address.fullName,
  phone: address.phone,
  province: address.province,
  city: address.city,
  zone: address.zone,
  address: address.address,
  landmark: address.landmark,
  isDefault: address.isDefault,
});
