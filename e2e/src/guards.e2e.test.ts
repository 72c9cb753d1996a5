/** Route guards of spec §2.1 in a real browser. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MESSAGES } from '@stoa/shared';
import { launchBrowser, newPage, screenshot, signIn, startPortal, type Portal } from './harness.ts';

let portal: Portal;
let browser: Browser;
beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const path = (url: string) => new URL(url).pathname;

describe('route guards', () => {
  it('sends a signed-out visitor of a signed-in page to /login', async () => {
    const { context, page } = await newPage(browser, portal);
    try {
      await page.goto('/landing');
      await page.waitForURL('**/login');
      await page.getByRole('button', { name: 'Log In' }).waitFor();
      await page.getByTestId('captcha-image').waitFor();
      await screenshot(page, 'login');
    } finally {
      await context.close();
    }
  });

  it('shows the forbidden page to a role the page does not allow, and to a signed-in visitor of a signed-out page', async () => {
    const { context, page } = await newPage(browser, portal);
    try {
      await signIn(page, 'trader');
      await page.waitForURL('**/landing');
      await page.goto('/admin/users');
      await page.waitForURL('**/forbidden');
      await expect.poll(() => page.getByText('Access denied').isVisible()).toBe(true);
      await screenshot(page, 'forbidden');
      await page.goto('/pre-register');
      await page.waitForURL('**/forbidden');
      await page.goto('/login');
      await page.waitForURL((url) => url.pathname === '/landing');
      expect(path(page.url())).toBe('/landing');
    } finally {
      await context.close();
    }
  });

  it('shows the not-found page with a link home for an unknown route', async () => {
    const { context, page } = await newPage(browser, portal);
    try {
      await page.goto('/no/such/page');
      await expect.poll(() => page.getByText(MESSAGES.notFound).isVisible()).toBe(true);
      await screenshot(page, 'not-found');
      await page.getByRole('link', { name: /home/i }).click();
      await page.waitForURL('**/login');
    } finally {
      await context.close();
    }
  });
});
