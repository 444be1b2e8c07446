import { describe, expect, it } from 'vitest';
import { DIVISIONS, isDistrictOf } from './bangladesh';
import { DEFAULT_DELIVERY_COSTS, deliveryFeeFor } from './delivery';

describe('deliveryFeeFor', () => {
  it.each([
    ['Dhaka', 60],
    ['dhaka', 60],
    ['North DHAKA city', 60],
    ['Chattogram', 120],
    ['', 120],
    [null, 120],
    [undefined, 120],
  ])('charges %j %i taka', (city, fee) => {
    expect(deliveryFeeFor(city, DEFAULT_DELIVERY_COSTS)).toBe(fee);
  });
});

describe("Bangladesh's places", () => {
  it('are 8 divisions of 64 districts, each named once in English and in Bengali', () => {
    expect(DIVISIONS).toHaveLength(8);
    const districts = DIVISIONS.flatMap((division) => division.districts);
    expect(districts).toHaveLength(64);
    expect(new Set(districts.map((place) => place.en)).size).toBe(64);
    expect(new Set(districts.map((place) => place.bn)).size).toBe(64);
    for (const place of [...DIVISIONS, ...districts]) expect(place.bn).toMatch(/^[\u0980-\u09FF\s]+$/);
  });

  it('know which district is in which division', () => {
    expect(isDistrictOf('Dhaka', 'Gazipur')).toBe(true);
    expect(isDistrictOf('Chattogram', "Cox's Bazar")).toBe(true);
    expect(isDistrictOf('Dhaka', 'Sylhet')).toBe(false);
    expect(isDistrictOf('Nowhere', 'Dhaka')).toBe(false);
  });
});
