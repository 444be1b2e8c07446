/** Bangladesh keeps UTC+6 all year (no daylight saving). */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** The wall-clock time in Dhaka at `at`, as an ISO 8601 text (its `Z` is not meant): dates shoppers read. */
export const dhakaIso = (at: Date = new Date()) => new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString();
