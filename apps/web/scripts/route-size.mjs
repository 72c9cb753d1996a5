/**
 * Gzip size of the JavaScript a route needs on first load: the entry chunk from dist/index.html, plus the named
 * route chunks, plus everything they import statically. Run after `vite build`:
 *   node scripts/route-size.mjs login-page
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
const files = readdirSync(assets);
for (const name of process.argv.slice(2)) {
  const chunk = files.find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
  if (!chunk) throw new Error(`No chunk named ${name}`);
  entries.push(chunk);
}

const seen = new Set();
function visit(file) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(assets, file), 'utf8');
  // Static imports only: `import ... from "./x.js"` and `import "./x.js"`; dynamic import("./x.js") loads later.
  for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(m[1]);
}
entries.forEach(visit);

let total = 0;
for (const file of [...seen].sort()) {
  const size = gzipSync(readFileSync(join(assets, file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}`);
}
console.log(
  `${(total / 1024).toFixed(2).padStart(8)} KB  total (gzip) for ${['entry', ...process.argv.slice(2)].join(' + ')}`,
);
