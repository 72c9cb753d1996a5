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
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
