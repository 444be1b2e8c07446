/**
 * The test suite's own settings, read from the environment here alone (the shop's are in
 * src/config.ts, the benches' in bench/shop.ts).
 */

/** Which database this run of the suite is on (see vitest.config.ts). */
export const testDatabaseKind = process.env.HAAT_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

/** The PostgreSQL server each test file makes its own database on. */
export function testDatabaseServerUrl(): string {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  return serverUrl;
}

/**
 * The contract fuzzer's seed and requests per call. Fixed, so a run is repeatable; FUZZ_SEED and
 * FUZZ_RUNS explore further by hand (another seed, more requests); the suite keeps these.
 */
export const fuzzSettings = {
  seed: Number(process.env.FUZZ_SEED ?? 20_260_514),
  /** About 2,700 requests in all, in well under a minute on either database. */
  runsPerCall: Number(process.env.FUZZ_RUNS ?? 25),
};
