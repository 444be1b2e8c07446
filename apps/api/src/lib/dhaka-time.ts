/** Bangladesh keeps UTC+6 all year (no daylight saving). */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** The wall-clock time in Dhaka at `at`, as an ISO 8601 text (its `Z` is not meant): dates shoppers read. */
export const dhakaIso = (at: Date = new Date()) => new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString();

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight in Dhaka `daysBefore` days before the day of `now`, as an instant. */
export const dhakaMidnight = (now: Date, daysBefore: number) =>
  new Date(new Date(`${dhakaIso(now).slice(0, 10)}T00:00:00+06:00`).getTime() - daysBefore * DAY_MS);
