// Measures the JavaScript the /login route really loads: starts the built portal (fresh DATA_DIR), opens /login in
// Debian's Chromium, collects every script response and prints its size raw and gzip-compressed (budget 250 KB
// gzip), plus the server's start-up time to healthy on a fresh data directory (migrations + demo seed).
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchBrowser, startPortal } from '../e2e/src/harness.ts';

const BUDGET_KB = 250;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execSync('node scripts/ensure-built.mjs', { cwd: root, stdio: 'inherit' });

const started = Date.now();
const portal = await startPortal();
const startupMs = Date.now() - started;
const browser = await launchBrowser();
const scripts: { url: string; body: Buffer }[] = [];
try {
  const page = await browser.newPage();
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') scripts.push({ url: res.url(), body: await res.body() });
  });
  await page.goto(`${portal.url}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Log In' }).waitFor();
} finally {
  await browser.close();
  await portal.stop();
}

const kb = (n: number) => (n / 1024).toFixed(1);
const gz = (b: Buffer) => gzipSync(b).length;
for (const s of scripts)
  console.log(`  ${new URL(s.url).pathname}  ${kb(s.body.length)} KB raw, ${kb(gz(s.body))} KB gzip`);
const raw = scripts.reduce((sum, s) => sum + s.body.length, 0);
const gzip = scripts.reduce((sum, s) => sum + gz(s.body), 0);
console.log(`server start to healthy (fresh DATA_DIR, migrations + demo seed, bench harness): ${startupMs} ms`);
console.log(
  `login route JS: ${scripts.length} files, ${kb(raw)} KB raw, ${kb(gzip)} KB gzip ` +
    `(budget ${BUDGET_KB} KB gzip: ${gzip / 1024 <= BUDGET_KB ? 'within' : 'OVER'})`,
);
