// Builds the server bundle (with its PGlite templates) and the SPA when they are missing or older than their
// sources, so that `npm start` on a fresh clone "builds what it needs" and a second start is instant.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newest(path.join(entry, name))), stat.mtimeMs);
}

const sources = Math.max(
  ...[
    'packages/shared/src',
    'apps/server/src',
    'apps/server/drizzle',
    'apps/server/build.mjs',
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'package-lock.json',
  ].map((p) => newest(at(p))),
);
// The server build also makes the PGlite templates (migrated, demo-seeded) from drizzle/, src/db and src/seed.
const outputs = [
  at('apps/server/dist/main.js'),
  at('apps/server/dist/pglite-template.tar.gz'),
  at('apps/server/dist/pglite-template-empty.tar.gz'),
  at('apps/web/dist/index.html'),
];
const built = outputs.every(existsSync) && Math.min(...outputs.map((p) => statSync(p).mtimeMs)) >= sources;

if (built) {
  console.log('build is up to date');
} else {
  console.log('building the server and the web app…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
