import type { SavedAddress } from '@haat/contracts';
import { ERROR_MESSAGES } from '@haat/contracts/errors';
import { describe, expect, it } from 'vitest';
import { checkAddressForm, formValuesOf, placeOf, splitErrors } from './address-values';

const saved: SavedAddress = {
  _id: 'a1',
  type: 'work',
  fullName: 'Rahim Uddin',
  phone: '01812345678',
  phoneVerified: false,
  province: 'Chattogram',
  city: 'Chattogram',
  zone: 'Agrabad',
  address: 'Level 4',
  landmark: '',
  postalCode: 'Chattogram - Chattogram - Agrabad',
  country: 'Bangladesh',
  isDefault: true,
};

describe('the address form values', () => {
  it('start empty with HOME for a new address, and with the saved ones for an edit', () => {
    expect(formValuesOf()).toMatchObject({ fullName: '', province: '', label: 'HOME' });
    expect(formValuesOf(saved)).toMatchObject({ province: 'Chattogram', zone: 'Agrabad', label: 'OFFICE' });
    expect(formValuesOf({ ...saved, type: 'other' }).label).toBeNull();
  });

  it('read province, city and zone from the postcode of an address that has only that', () => {
    const legacy = { province: '', city: '', zone: '', postalCode: 'Dhaka - Gazipur - Tongi - East' };
    expect(placeOf(legacy)).toEqual({ province: 'Dhaka', city: 'Gazipur', zone: 'Tongi - East' });
  });
});

describe('checkAddressForm', () => {
  it('lists the empty required fields and leaves the landmark alone', () => {
    const checked = checkAddressForm({ ...formValuesOf(), landmark: 'Near the lake' });
    expect(checked.missing).toEqual(['fullName', 'phone', 'province', 'city', 'zone', 'address']);
    expect(checked.errors).toEqual({});
  });

  it('refuses a city of another province under the city', () => {
    const checked = checkAddressForm({ ...formValuesOf(saved), city: 'Gazipur' });
    expect(checked.missing).toEqual([]);
    expect(checked.errors).toEqual({ city: ERROR_MESSAGES.addressPlaceUnknown });
  });

  it('maps OFFICE to work and keeps an edited address the default', () => {
    const checked = checkAddressForm({ ...formValuesOf(saved), zone: ' Halishahar ' }, saved);
    expect(checked.input).toMatchObject({ type: 'work', zone: 'Halishahar', isDefault: true });
    expect(checkAddressForm({ ...formValuesOf(saved), label: 'HOME' }).input).toMatchObject({
      type: 'home',
      isDefault: false,
    });
  });

  it('keeps the other type of an address no label was chosen for', () => {
    const other = { ...saved, type: 'other' as const };
    expect(checkAddressForm(formValuesOf(other), other).input?.type).toBe('other');
  });
});

it('splitErrors tells missing fields from other problems', () => {
  expect(
    splitErrors({ phone: ERROR_MESSAGES.addressFieldsRequired, city: ERROR_MESSAGES.addressPlaceUnknown }),
  ).toEqual({ missing: ['phone'], errors: { city: ERROR_MESSAGES.addressPlaceUnknown } });
});
