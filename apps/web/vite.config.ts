/// <reference types="vitest/config" />
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** The text files of a build that are worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;

/**
 * Writes `<file>.br` and `<file>.gz` next to every text file of the build, at the highest levels (build time, not
 * request time): the server sends them with @fastify/static's `preCompressed` (apps/server/src/platform/spa.ts), so
 * @fastify/compress never compresses the SPA's files per request.
 */
function precompress(): Plugin {
  let outDir = '';
  let logger: { info(message: string): void } = console;
  return {
    name: 'stoa-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      const started = Date.now();
      const names = (await readdir(outDir, { recursive: true })).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(outDir, name);
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(content, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            promisify(gzip)(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
      logger.info(`precompressed ${names.length} files (.br, .gz) in ${Date.now() - started} ms`);
    },
  };
}

/**
 * One config for `vite` (dev server), `vite build` and the `web` Vitest project.
 * In dev the API runs on its own port, so /api is proxied; in production one process serves both (ARCHITECTURE §1).
 */
export default defineConfig({
  plugins: [react(), precompress()],
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
    // The files of a worker share their modules and page (src/test/setup.ts resets the session, mocks and styles after
    // each test): importing MUI anew per file was most of the 530 s the project took.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@testing-library/jest-dom/vitest', './src/test/setup.ts'],
  },
});
