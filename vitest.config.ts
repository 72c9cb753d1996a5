import { defineConfig } from 'vitest/config';

/** `npm test`: every unit and integration suite (e2e runs separately with `npm run test:e2e`). */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
