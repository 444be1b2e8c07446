import type { PlaceOrder, SavedAddress } from '@haat/contracts';

type PickupPoint = Exclude<NonNullable<PlaceOrder['shippingAddress']>, string>;

/** A saved address as the order's pickup point: the street with its zone, in its city. */
export const pickupPointOf = (address: SavedAddress): PickupPoint => ({
  fullName: address.fullName,
  phone: address.phone,
  address: address.zone ? `${address.address}, ${address.zone}` : address.address,
  city: address.city,
  postalCode: address.postalCode,
  country: address.country,
});

/** The point checkout starts with: the default address, else the first one. */
export const startingPoint = (addresses: readonly SavedAddress[]) =>
  addresses.find((address) => address.isDefault) ?? addresses[0];
