import type { AddressInput, SavedAddress } from '@haat/contracts';
import { type APIRequestContext, expect } from '@playwright/test';
import type { Shopper } from './session';

export const HOME_IN_DHAKA: AddressInput = {
  type: 'home',
  fullName: 'Nusrat Jahan',
  phone: '01711000111',
  province: 'Dhaka',
  city: 'Dhaka',
  zone: 'Mirpur',
  address: 'House 7, Road 3, Section 10',
  landmark: '',
};

/** Saves an address straight through the API, as an earlier visit would have. */
export async function savedAddress(request: APIRequestContext, shopper: Shopper, input: AddressInput) {
  const response = await request.post('/api/v1/user/addresses', {
    headers: { authorization: `Bearer ${shopper.token}` },
    data: input,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { address: SavedAddress }).address;
}
