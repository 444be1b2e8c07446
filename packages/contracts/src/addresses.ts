import { z } from 'zod';
import { isDistrictOf } from './bangladesh';
import { c, requiredText, signedIn, text } from './common';
import { ERROR_MESSAGES, ErrorResponse } from './errors';
import { mobileNumber } from './phone';

/** HOME maps to home and OFFICE to work (purchase spec section 4); other is kept for neither. */
export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;
/** The type each of the form's labels (ADDRESS_LABELS) is saved as. */
export const ADDRESS_TYPE_OF_LABEL = { HOME: 'home', OFFICE: 'work' } as const;

export const ADDRESS_MESSAGES = {
  saved: 'Address saved successfully',
  deleted: 'Address deleted.',
} as const;

/** A saved address, as the spec's address book and pickup list read it. */
export const SavedAddress = z.object({
  _id: z.string(),
  type: z.enum(ADDRESS_TYPES),
  fullName: z.string(),
  phone: z.string(),
  /** Whether the shopper proved this address's phone theirs by a code sent to it. */
  phoneVerified: z.boolean(),
  province: z.string(),
  city: z.string(),
  zone: z.string(),
  address: z.string(),
  landmark: z.string(),
  /** Built by the server as "province - city - zone", as the spec's form builds it. */
  postalCode: z.string(),
  country: z.literal('Bangladesh'),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof SavedAddress>;

const required = (max: number) => requiredText(ERROR_MESSAGES.addressFieldsRequired, max);

/**
 * The address form's fields (name, phone, province, city, zone, address, landmark, label) in the
 * saved address's names. `postalCode` and `country` are accepted as the spec's call sends them
 * and ignored: the server builds them.
 */
export const AddressInput = z
  .object({
    type: z.enum(ADDRESS_TYPES).default('home'),
    fullName: required(100),
    phone: mobileNumber({ required: true, missing: ERROR_MESSAGES.addressFieldsRequired }),
    province: required(40),
    city: required(40),
    zone: required(100),
    address: required(300),
    landmark: text().trim().max(200).default(''),
    postalCode: text().max(300).optional(),
    country: text().max(60).optional(),
    isDefault: z.boolean().default(false),
  })
  .refine((input) => isDistrictOf(input.province, input.city), {
    message: ERROR_MESSAGES.addressPlaceUnknown,
    path: ['city'],
  });
export type AddressInput = z.input<typeof AddressInput>;

const AddressParams = z.object({ id: text().max(100) });
const AddressResponse = z.object({ success: z.literal(true), message: z.string(), address: SavedAddress });

export const addressesContract = c.router(
  {
    list: {
      method: 'GET',
      path: '',
      summary: "The shopper's saved addresses, the default first: also the checkout's pickup points",
      responses: {
        200: z.object({ success: z.literal(true), addresses: z.array(SavedAddress) }),
        401: ErrorResponse,
      },
      ...signedIn,
    },
    create: {
      method: 'POST',
      path: '',
      summary: 'Saves a new address; the first one, or one marked default, becomes the default',
      body: AddressInput,
      responses: { 201: AddressResponse, 401: ErrorResponse, 409: ErrorResponse },
      ...signedIn,
    },
    update: {
      method: 'PUT',
      path: '/:id',
      summary: "Changes one of the shopper's addresses",
      pathParams: AddressParams,
      body: AddressInput,
      responses: { 200: AddressResponse, 401: ErrorResponse },
      ...signedIn,
    },
    remove: {
      method: 'DELETE',
      path: '/:id',
      summary: "Deletes one of the shopper's addresses; orders keep their own copy",
      pathParams: AddressParams,
      responses: { 200: z.object({ success: z.literal(true), message: z.string() }), 401: ErrorResponse },
      ...signedIn,
    },
  },
  { pathPrefix: '/user/addresses' },
);

/** An address as the server takes it: the form's fields, checked, with their defaults. */
export type AddressFields = z.output<typeof AddressInput>;
