/** Pathao's lists, field rules and prices, as its stand-in (`pathao-stand-in.ts`) answers them. */

export type PathaoAnswer = { status: number; body: unknown };

/** A handful of Pathao's places, with its ids and its spellings (Chittagong, Comilla, Bogra). */
export const PATHAO_PLACES = {
  cities: [
    { city_id: 1, city_name: 'Dhaka' },
    { city_id: 2, city_name: 'Chittagong' },
    { city_id: 3, city_name: 'Gazipur' },
    { city_id: 11, city_name: 'Comilla' },
    { city_id: 14, city_name: 'Jessore' },
    { city_id: 15, city_name: 'Bogra' },
    { city_id: 17, city_name: 'Barisal' },
    { city_id: 32, city_name: 'B. Baria' },
  ],
  zones: {
    1: [
      { zone_id: 52, zone_name: 'Dhanmondi' },
      { zone_id: 298, zone_name: 'Mirpur 1' },
      { zone_id: 299, zone_name: 'Mirpur 10' },
      { zone_id: 68, zone_name: 'Gulshan 1' },
      { zone_id: 69, zone_name: 'Gulshan 2' },
      { zone_id: 90, zone_name: 'Uttara' },
      { zone_id: 82, zone_name: 'Mohammadpur' },
    ],
    2: [
      { zone_id: 370, zone_name: 'Pahartali' },
      { zone_id: 372, zone_name: 'Agrabad' },
      { zone_id: 375, zone_name: 'Halishahar' },
    ],
    11: [{ zone_id: 510, zone_name: 'Comilla Sadar' }],
  } as Record<number, { zone_id: number; zone_name: string }[]>,
  areas: {
    52: [
      { area_id: 9013, area_name: 'Dhanmondi 27', home_delivery_available: true, pickup_available: true },
      { area_id: 9014, area_name: 'Dhanmondi 32', home_delivery_available: true, pickup_available: true },
      { area_id: 9015, area_name: 'Jigatola', home_delivery_available: true, pickup_available: false },
    ],
    370: [
      { area_id: 11010, area_name: 'Pahartali', home_delivery_available: true, pickup_available: true },
      { area_id: 11011, area_name: 'Foy’s Lake', home_delivery_available: false, pickup_available: true },
    ],
  } as Record<
    number,
    { area_id: number; area_name: string; home_delivery_available: boolean; pickup_available: boolean }[]
  >,
};

const zonesOf = (cityId: unknown) => PATHAO_PLACES.zones[Number(cityId)] ?? [];

/**
 * Pathao's validation of a new order, in its words (Laravel's, as its API answers them), by field.
 * `taken` says whether a merchant order id is already one of the store's.
 */
export function pathaoOrderErrors(
  order: Record<string, unknown>,
  storeId: number,
  taken: (merchantOrderId: string) => boolean,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, text: string) => {
    errors[field] = [...(errors[field] ?? []), text];
  };
  const text = (field: string) => (typeof order[field] === 'string' ? (order[field] as string) : null);
  const integer = (field: string) => Number.isInteger(order[field]);
  if (order.store_id === undefined) add('store_id', 'The store id field is required.');
  else if (order.store_id !== storeId) add('store_id', 'The selected store id is invalid.');
  const merchantOrderId = text('merchant_order_id');
  if (merchantOrderId !== null && taken(merchantOrderId))
    add('merchant_order_id', 'The merchant order id has already been taken.');
  const name = text('recipient_name');
  if (!name) add('recipient_name', 'The recipient name field is required.');
  else if (name.length < 3) add('recipient_name', 'The recipient name must be at least 3 characters.');
  else if (name.length > 100)
    add('recipient_name', 'The recipient name may not be greater than 100 characters.');
  const phone = text('recipient_phone');
  if (!phone) add('recipient_phone', 'The recipient phone field is required.');
  else if (phone.length !== 11) add('recipient_phone', 'The recipient phone must be 11 characters.');
  else if (!/^01\d{9}$/.test(phone)) add('recipient_phone', 'The recipient phone format is invalid.');
  const address = text('recipient_address');
  if (!address) add('recipient_address', 'The recipient address field is required.');
  else if (address.length < 10)
    add('recipient_address', 'The recipient address must be at least 10 characters.');
  else if (address.length > 220)
    add('recipient_address', 'The recipient address may not be greater than 220 characters.');
  // City, zone and area may be left out (Pathao reads the address); given, they must be its ids.
  for (const field of ['recipient_city', 'recipient_zone', 'recipient_area'] as const)
    if (field in order && !integer(field)) add(field, `The ${field.replace('_', ' ')} must be an integer.`);
  if (
    integer('recipient_city') &&
    !PATHAO_PLACES.cities.some((city) => city.city_id === order.recipient_city)
  )
    add('recipient_city', 'The selected recipient city is invalid.');
  if (
    integer('recipient_zone') &&
    !zonesOf(order.recipient_city).some((zone) => zone.zone_id === order.recipient_zone)
  )
    add('recipient_zone', 'The selected recipient zone is invalid.');
  if (order.delivery_type !== 48 && order.delivery_type !== 12)
    add('delivery_type', 'The selected delivery type is invalid.');
  if (order.item_type !== 1 && order.item_type !== 2) add('item_type', 'The selected item type is invalid.');
  if (!integer('item_quantity') || Number(order.item_quantity) < 1)
    add('item_quantity', 'The item quantity must be at least 1.');
  const weight = Number(order.item_weight);
  if (typeof order.item_weight !== 'number' || weight < 0.5 || weight > 10)
    add('item_weight', 'The item weight must be between 0.5 and 10.');
  if (!integer('amount_to_collect')) add('amount_to_collect', 'The amount to collect must be an integer.');
  else if (Number(order.amount_to_collect) < 0)
    add('amount_to_collect', 'The amount to collect must be at least 0.');
  return errors;
}

/** Pathao's price plan for a parcel: 60 taka inside Dhaka, 110 outside, 15 more a kilogram after the first. */
export function pricePlanOf(plan: Record<string, unknown>, storeId: number): PathaoAnswer {
  const missing = [
    'store_id',
    'item_type',
    'delivery_type',
    'item_weight',
    'recipient_city',
    'recipient_zone',
  ].filter((field) => plan[field] === undefined);
  if (missing.length > 0 || plan.store_id !== storeId)
    return {
      status: 422,
      body: {
        message: 'Please fix the given errors',
        type: 'error',
        code: 422,
        errors: Object.fromEntries(
          (missing.length > 0 ? missing : ['store_id']).map((field) => [
            field,
            [`The ${field.replace('_', ' ')} field is required.`],
          ]),
        ),
      },
    };
  const price =
    (plan.recipient_city === 1 ? 60 : 110) + 15 * Math.max(0, Math.ceil(Number(plan.item_weight)) - 1);
  return {
    status: 200,
    body: {
      message: 'price',
      type: 'success',
      code: 200,
      data: {
        price,
        discount: 0,
        promo_discount: 0,
        plan_id: 69,
        cod_enabled: 1,
        cod_percentage: 0.01,
        additional_charge: 0,
        final_price: price,
      },
    },
  };
}
