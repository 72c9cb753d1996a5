/**
 * Starts the built portal (apps/server/dist, serving apps/web/dist) on a free port with a fresh PGlite DATA_DIR,
 * the demo seed and CAPTCHA_FIXED; opens Debian's Chromium through playwright-core. No mock of our own server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CAPTCHA = 'E2E123';
export const PASSWORD = 'Demo@1234';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SCREENSHOT_DIR = path.join(root, 'test-results', 'screenshots');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface Portal {
  url: string;
  stop(): Promise<void>;
}

export interface PortalOptions {
  /** Reuse this DATA_DIR (a restart of the same portal); it is then kept when the portal stops. */
  dataDir?: string;
  /** Listen on this port (a restart at the same address); a free one otherwise. */
  port?: number;
}

export async function startPortal(env: Record<string, string> = {}, options: PortalOptions = {}): Promise<Portal> {
  const main = path.join(root, 'apps/server/dist/main.js');
  if (!existsSync(main)) throw new Error('apps/server/dist/main.js is missing: run `npm run build` first');
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'stoa-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CAPTCHA_FIXED: CAPTCHA,
      SEED: 'demo',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`portal exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('portal did not become healthy within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Playwright gives every launch a fresh, empty profile of its own (the --user-data-dir of ARCHITECTURE §10). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
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
}

export async function newPage(
  browser: Browser,
  portal: Portal,
  init?: () => void,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: portal.url,
    viewport: { width: 1366, height: 850 },
    timezoneId: 'Asia/Kolkata',
  });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  return { context, page };
}

export async function signIn(page: Page, userName: string, password = PASSWORD, captcha = CAPTCHA): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('User Name').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Captcha', { exact: true }).fill(captcha);
  await page.getByRole('button', { name: 'Log In' }).click();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
