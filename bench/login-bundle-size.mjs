// Measures the JavaScript the /login route really loads: starts the built portal, opens /login in Debian's
// Chromium, collects every script response and prints its size raw and gzip-compressed (budget: 250 KB gzip).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { execSync } from 'node:child_process';
import { chromium } from 'playwright-core';

const BUDGET_KB = 250;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execSync('node scripts/ensure-built.mjs', { cwd: root, stdio: 'inherit' });

const port = await new Promise((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stoa-bench-'));
const started = Date.now();
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const url = `http://127.0.0.1:${port}`;
for (;;) {
  try {
    if ((await fetch(`${url}/api/health`)).ok) break;
  } catch {
    // not up yet
  }
  await new Promise((r) => setTimeout(r, 100));
}
const startupMs = Date.now() - started;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const scripts = [];
try {
  const page = await browser.newPage();
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') scripts.push({ url: res.url(), body: await res.body() });
  });
  await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Log In' }).waitFor();
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

const raw = scripts.reduce((sum, s) => sum + s.body.length, 0);
const gzip = scripts.reduce((sum, s) => sum + gzipSync(s.body).length, 0);
const kb = (n) => (n / 1024).toFixed(1);
for (const s of scripts)
  console.log(`  ${new URL(s.url).pathname}  ${kb(s.body.length)} KB raw, ${kb(gzipSync(s.body).length)} KB gzip`);
console.log(`server start to healthy (fresh DATA_DIR, migrate + demo seed): ${startupMs} ms`);
console.log(
  `login route JS: ${scripts.length} files, ${kb(raw)} KB raw, ${kb(gzip)} KB gzip (budget ${BUDGET_KB} KB gzip: ${gzip / 1024 <= BUDGET_KB ? 'within' : 'OVER'})`,
);
