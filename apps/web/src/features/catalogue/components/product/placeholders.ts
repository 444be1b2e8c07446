/**
 * Figures the spec calls placeholder content (storefront sections 1 and 9): the same for every
 * product until reviews and seller statistics exist.
 */
export const RATING_SUMMARY = {
  average: 4.3,
  count: 187,
  /** Reviews per star, five stars first; they add up to `count` and average 4.3. */
  distribution: [
    { stars: 5, count: 112 },
    { stars: 4, count: 41 },
    { stars: 3, count: 18 },
    { stars: 2, count: 9 },
    { stars: 1, count: 7 },
  ],
} as const;

export const SELLER_STATS = { positiveRatingsPercent: 84, shipOnTimePercent: 94 } as const;
