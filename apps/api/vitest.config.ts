import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The API suite runs on embedded PGlite, and again on a PostgreSQL server when TEST_DATABASE_URL is
 * set; each test file gets a new database made from a migrated template.
 */
const databaseProject = (name: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    env: { HAAT_TEST_DATABASE: name },
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/file-setup.ts'],
  },
});

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // A test that builds a shop of its own on embedded PGlite can take half a minute on a busy
    // machine; a hung test still fails.
    testTimeout: 60_000,
    // Every core: many tests wait on child processes, mail and timers (vitest's default leaves one
    // core idle, which on a two-core machine halves the suite's speed).
    maxWorkers: availableParallelism(),
    hookTimeout: 60_000,
    // Each worker keeps one module graph for all its files instead of importing the app again per
    // file (half of the suite's time was imports). Nothing shares state through modules: each file
    // still builds its own app on its own database (test/shop-test.ts).
    isolate: false,
    // With a server to run on, TEST_SKIP_PGLITE=1 leaves PGlite out: CI runs that project once, on
    // the newer Node.js LTS (.ci/run), rather than on both.
    projects: process.env.TEST_DATABASE_URL
      ? [...(process.env.TEST_SKIP_PGLITE ? [] : [databaseProject('pglite')]), databaseProject('postgres')]
      : [databaseProject('pglite')],
  },
});
