/**
 * The delivery fee rule (purchase spec section 9), one function for the server that prices an
 * order and the client that shows it. Zod-free, so the checkout page loads it without the schemas.
 */

/** Taka: the fees when the operator has set none. */
export const DEFAULT_DELIVERY_COSTS = { dhakaInside: 60, dhakaOutside: 120 } as const;

export type DeliveryCosts = { dhakaInside: number; dhakaOutside: number };

/**
 * The fee for a place in `city`: inside Dhaka when the city's text names Dhaka in any case,
 * outside otherwise, an unknown or empty city too. Works on taka or poisha alike.
 */
export function deliveryFeeFor(city: string | null | undefined, costs: DeliveryCosts): number {
  return costs[deliveryZoneOf(city)];
}

export type DeliveryZone = keyof DeliveryCosts;

/** The delivery zone of a place in `city`: inside Dhaka when the city's text names Dhaka, outside otherwise. */
export const deliveryZoneOf = (city: string | null | undefined): DeliveryZone =>
  city?.toLowerCase().includes('dhaka') ? 'dhakaInside' : 'dhakaOutside';
