import { ADDRESS_TYPE_OF_LABEL, AddressInput, ERROR_MESSAGES, type SavedAddress } from '@haat/contracts';
import { ADDRESS_LABELS } from '@haat/contracts/constants';
import { checkWith, type FieldErrors } from '../../lib/form-errors';

export type AddressLabel = (typeof ADDRESS_LABELS)[number];

/** What the address form holds, as the shopper types it. */
export type AddressFormValues = {
  fullName: string;
  phone: string;
  province: string;
  city: string;
  zone: string;
  address: string;
  landmark: string;
  /** Null only for a saved address of the other type, which keeps its type until a label is chosen. */
  label: AddressLabel | null;
};

export type AddressField = Exclude<keyof AddressFormValues, 'label'>;

/** The fields marked * (purchase spec section 5); landmark is the one optional field. */
export const REQUIRED_FIELDS = ['fullName', 'phone', 'province', 'city', 'zone', 'address'] as const;

const labelOf = (type: SavedAddress['type']): AddressLabel | null =>
  ADDRESS_LABELS.find((label) => ADDRESS_TYPE_OF_LABEL[label] === type) ?? null;

/**
 * Province, city and zone of a saved address. An address saved before they were kept apart has
 * only its postcode, built as "province - city - zone"; the zone may itself hold " - ".
 */
export function placeOf(address: Pick<SavedAddress, 'province' | 'city' | 'zone' | 'postalCode'>) {
  if (address.province || address.city || address.zone) {
    return { province: address.province, city: address.city, zone: address.zone };
  }
  const [province = '', city = '', ...zone] = address.postalCode.split(' - ');
  return { province: province.trim(), city: city.trim(), zone: zone.join(' - ').trim() };
}

/** The form's first values: empty with HOME for a new address, the saved ones for an edit. */
export function formValuesOf(address?: SavedAddress): AddressFormValues {
  if (!address) {
    return {
      fullName: '',
      phone: '',
      province: '',
      city: '',
      zone: '',
      address: '',
      landmark: '',
      label: 'HOME',
    };
  }
  return {
    fullName: address.fullName,
    phone: address.phone,
    ...placeOf(address),
    address: address.address,
    landmark: address.landmark,
    label: labelOf(address.type),
  };
}

export type CheckedAddress =
  | { input: AddressInput; missing?: undefined; errors?: undefined }
  | { input?: undefined; missing: AddressField[]; errors: FieldErrors };

/**
 * Checks the form with the contract's own schema. Empty required fields are listed in `missing`
 * (the form says Please fill in all required fields. once, and marks them); any other problem
 * shows under its field. An edit keeps the address's default mark, which the server would
 * otherwise drop.
 */
export function checkAddressForm(values: AddressFormValues, address?: SavedAddress): CheckedAddress {
  const input: AddressInput = {
    type: values.label ? ADDRESS_TYPE_OF_LABEL[values.label] : (address?.type ?? 'home'),
    fullName: values.fullName,
    phone: values.phone,
    province: values.province,
    city: values.city,
    zone: values.zone,
    address: values.address,
    landmark: values.landmark,
    isDefault: address?.isDefault ?? false,
  };
  const checked = checkWith(AddressInput, input);
  if (!checked.errors) return { input: checked.values };
  return splitErrors(checked.errors);
}

/** Splits refusals per field (the form's own check, or the server's) into missing fields and the rest. */
export function splitErrors(fieldErrors: FieldErrors): { missing: AddressField[]; errors: FieldErrors } {
  const missing: AddressField[] = [];
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    if (message === ERROR_MESSAGES.addressFieldsRequired && isRequired(field)) missing.push(field);
    else if (message) errors[field] = message;
  }
  return { missing, errors };
}

const isRequired = (field: string): field is (typeof REQUIRED_FIELDS)[number] =>
  (REQUIRED_FIELDS as readonly string[]).includes(field);
