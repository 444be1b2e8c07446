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
  },
});

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      databaseProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [databaseProject('postgres')] : []),
    ],
  },
});
