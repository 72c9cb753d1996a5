// Bundles the server into dist/main.js (our code and packages/shared; npm dependencies stay external), copies the
// migrations beside it and makes the PGlite templates there (dist/make-template.js → dist/pglite-template*.tar.gz).
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const shared = JSON.parse(readFileSync(new URL('../../packages/shared/package.json', import.meta.url), 'utf8'));
const external = [...Object.keys(pkg.dependencies), ...Object.keys(shared.dependencies)].filter(
  (d) => d !== '@stoa/shared',
);

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/main.ts', 'make-template': 'src/db/template-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((d) => `${d}/*`)],
  logLevel: 'warning',
});
cpSync('drizzle', 'dist/drizzle', { recursive: true });
// The embedded database's templates (migrated; empty and demo-seeded), so a first start skips initdb.
execFileSync(process.execPath, ['dist/make-template.js'], { stdio: 'inherit' });
console.log('server built: dist/main.js, dist/pglite-template.tar.gz');
