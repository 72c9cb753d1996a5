import { defineConfig } from 'vitest/config';

/** Browser tests: Playwright (playwright-core) drives Debian's Chromium against a freshly started server. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['src/**/*.e2e.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    // Tests marked concurrent (the nav walk) run two at a time: two cores.
    maxConcurrency: 2,
    hookTimeout: 120_000,
    // A browser round trip on a busy 2-core CI machine can take longer than expect.poll's default 1 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
