/** One portal and one browser per spec file, started before its tests and stopped after. */
import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startPortal, type Portal } from './harness.ts';

export interface BrowserSuite {
  portal: Portal;
  browser: Browser;
  /** Runs `fn` on a new page in its own browser context (fresh storage), closed afterwards. */
  withPage(fn: (page: Page) => Promise<void>, init?: () => void): Promise<void>;
}

export function browserSuite(env: Record<string, string> = {}): BrowserSuite {
  const suite = {
    async withPage(fn: (page: Page) => Promise<void>, init?: () => void) {
      const { context, page } = await newPage(suite.browser, suite.portal, init);
      try {
        await fn(page);
      } finally {
        await context.close();
      }
    },
  } as BrowserSuite;
  beforeAll(async () => {
    suite.portal = await startPortal(env);
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.portal?.stop();
  });
  return suite;
}
