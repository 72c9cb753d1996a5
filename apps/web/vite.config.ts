/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * One config for `vite` (dev server), `vite build` and the `web` Vitest project.
 * In dev the API runs on its own port, so /api is proxied; in production one process serves both (ARCHITECTURE §1).
 */
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // The Data Grid (lazy admin pages only) would be one chunk of over 500 kB: give the grid's own code and its
        // MUI X helpers chunks of their own. Dependencies are not pulled in (they may be shared with the sign-in
        // route); the table code that imports the grid gets its own chunk, so that no chunk holding the grid's
        // dependencies imports the grid back (chunks importing each other can run modules out of order).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'mui-x-data-grid', test: /node_modules[\\/]@mui[\\/]x-data-grid[\\/]/ },
            { name: 'mui-x-grid-deps', test: /node_modules[\\/](@mui[\\/]x-(internals|virtualizer)|reselect)[\\/]/ },
            { name: 'data-table', test: /src[\\/]components[\\/]data-table[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@testing-library/jest-dom/vitest', './src/test/setup.ts'],
  },
});
