import { defineConfig } from 'vitest/config';

/**
 * Server suites: each test file gets its own database, copied from a template migrated once in global setup
 * (PGlite by default; a PostgreSQL database per file when TEST_DATABASE_URL is set).
 */
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/setup.ts'],
    // The files of a worker share their modules (each still opens its own app and database): importing the app anew
    // per file was 140 of the 390 s, and on PostgreSQL most of the CI's 14 minutes.
    isolate: false,
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
