/**
 * A browser context that carries axe-core on every page it opens (STACK: axe-core): injected as an init script, so
 * the context bypasses our CSP, which rightly refuses injected scripts. The nav walk and the record, form and dialog
 * checks (a11y.e2e) open their contexts here; walk-checks.ts runs axe in them.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Portal } from './harness.ts';

export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const DESKTOP = { width: 1366, height: 850 };

/** A new context at 1366 px in IST whose pages have axe loaded. */
export async function axeContext(browser: Browser, portal: Portal): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: portal.url,
    viewport: DESKTOP,
    timezoneId: 'Asia/Kolkata',
    bypassCSP: true,
  });
  await context.addInitScript({ content: AXE_SOURCE });
  return context;
}

/**
 * The page has drawn its data: no progress indicator for two looks in a row, and the drawer, ripples and highlight
 * transitions finished (axe reads colours as drawn).
 */
export async function settled(page: Page): Promise<void> {
  const isBusy = () => page.locator('[role="progressbar"], .MuiSkeleton-root').count();
  const deadline = Date.now() + 15_000;
  for (let quietLooks = 0; quietLooks < 2; await page.waitForTimeout(100)) {
    quietLooks = (await isBusy()) === 0 ? quietLooks + 1 : 0;
    if (Date.now() > deadline) throw new Error(`${page.url()} is still loading after 15 s`);
  }
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}
