import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** `npm test`: every unit and integration suite (e2e runs separately with `npm run test:e2e`). */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Vitest's default leaves a core idle (cores − 1: one worker on CI's two cores); the suites wait on imports,
    // jsdom and the database as much as they compute, so one worker per core.
    maxWorkers: availableParallelism(),
  },
});
