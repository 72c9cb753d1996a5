// The web app over the wire (issue 14): the JavaScript Debian's Chromium downloads to show /login — the entry, every
// chunk it imports and what the sign-in page loads before it takes input (the MD5 code comes with the first attempt,
// so it is not counted) — from the real built server on a fresh DATA_DIR: the bytes transferred with brotli (what
// the browser asks for), with gzip only, and the files' own size. Budget: 150 KB brotli. Also the server's start-up
// time to healthy (migrations + demo seed). Builds nothing it finds: apps/web/dist and apps/server/dist are built
// only when missing (a stale build is measured as it is, with a note). `--files` lists each script.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBrowser, startPortal, type Portal } from '../e2e/src/harness.ts';

const BUDGET_KB = 150;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p: string[]) => path.join(root, ...p);

function buildIfMissing(workspace: string, output: string): void {
  if (existsSync(output)) return;
  console.log(`${path.relative(root, output)} is missing: npm run build -w ${workspace}`);
  execSync(`npm run build -w ${workspace}`, { cwd: root, stdio: 'inherit' });
}

function newest(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newest(path.join(entry, name))), stat.mtimeMs);
}

const builds = [
  {
    workspace: '@stoa/web',
    output: at('apps/web/dist/index.html'),
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'packages/shared/src',
    ],
  },
  {
    workspace: '@stoa/server',
    output: at('apps/server/dist/main.js'),
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/shared/src'],
  },
];
for (const { workspace, output, sources } of builds) {
  buildIfMissing(workspace, output);
  if (Math.max(...sources.map((p) => newest(at(p)))) > statSync(output).mtimeMs) {
    console.log(`note: ${path.relative(root, output)} is older than its sources (npm run build -w ${workspace})`);
  }
}

interface Script {
  path: string;
  /** The file's own bytes. */
  raw: number;
  /** The body as it came over the wire. */
  transferred: number;
  encoding: string;
}

/** The scripts a fresh browser context loads until the sign-in form takes input, asking for `acceptEncoding`. */
async function loginScripts(browser: Browser, portal: Portal, acceptEncoding?: string): Promise<Script[]> {
  const context = await browser.newContext(
    acceptEncoding ? { extraHTTPHeaders: { 'accept-encoding': acceptEncoding } } : {},
  );
  const scripts: Promise<Script>[] = [];
  try {
    const page = await context.newPage();
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(
        (async () => {
          const response = await request.response();
          if (!response) throw new Error(`no response for ${request.url()}`);
          const [sizes, body] = await Promise.all([request.sizes(), response.body()]);
          return {
            path: new URL(request.url()).pathname,
            raw: body.length,
            transferred: sizes.responseBodySize,
            encoding: response.headers()['content-encoding'] ?? 'identity',
          };
        })(),
      );
    });
    await page.goto(`${portal.url}/login`, { waitUntil: 'networkidle' });
    // Interactive: the form is there and the captcha has arrived (the button waits for it).
    const logIn = page.getByRole('button', { name: 'Log In' });
    await logIn.waitFor();
    for (let i = 0; i < 100 && !(await logIn.isEnabled()); i += 1) await page.waitForTimeout(50);
    await page.waitForLoadState('networkidle');
    return await Promise.all(scripts);
  } finally {
    await context.close();
  }
}

const started = Date.now();
const portal = await startPortal();
const startupMs = Date.now() - started;
let runs: { br: Script[]; gzip: Script[] };
try {
  const browser = await launchBrowser();
  try {
    runs = { br: await loginScripts(browser, portal), gzip: await loginScripts(browser, portal, 'gzip') };
  } finally {
    await browser.close();
  }
} finally {
  await portal.stop();
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (scripts: Script[], size: 'raw' | 'transferred') => scripts.reduce((total, s) => total + s[size], 0);
for (const [encoding, scripts] of Object.entries(runs)) {
  const other = scripts.filter((s) => s.encoding !== encoding);
  if (other.length > 0) {
    console.log(`note: ${other.length} of ${scripts.length} scripts came without ${encoding}: ${other[0]!.path} …`);
  }
}
if (process.argv.includes('--files')) {
  const gzipOf = new Map(runs.gzip.map((s) => [s.path, s.transferred]));
  for (const s of [...runs.br].sort((a, b) => b.raw - a.raw)) {
    console.log(`  ${s.path}  ${kb(s.raw)} KB raw, ${kb(s.transferred)} KB br, ${kb(gzipOf.get(s.path) ?? 0)} KB gzip`);
  }
}
const br = sum(runs.br, 'transferred');
console.log(`web.login.js.files: ${runs.br.length} files`);
console.log(`web.login.js.raw: ${kb(sum(runs.br, 'raw'))} KB`);
console.log(`web.login.js.br: ${kb(br)} KB`);
console.log(`web.login.js.gzip: ${kb(sum(runs.gzip, 'transferred'))} KB`);
console.log(`web.login.js.br.budget: ${BUDGET_KB} KB`);
console.log(`web.login.js.br.headroom: ${kb(BUDGET_KB * 1024 - br)} KB`);
console.log(`web.server.startup: ${startupMs} ms`);
