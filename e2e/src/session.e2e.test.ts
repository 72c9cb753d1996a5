/** Silent token refresh and the idle time-out (spec §4 Session, §7.1). */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, signIn } from './harness.ts';
import { browserSuite } from './suite.ts';

// A 3-second access token, so the test sees it expire.
const suite = browserSuite({ ACCESS_TOKEN_TTL_SECONDS: '3' });

const storedTokens = (page: Page) =>
  page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('authUser') ?? 'null');
    return user ? { jwt: user.jwtToken as string, refresh: user.refreshToken as string } : null;
  });

describe('session', () => {
  it('refreshes the access token silently after it expires and retries the call', async () => {
    await suite.withPage(async (page) => {
      await signIn(page, 'oa.both');
      await page.waitForURL('**/landing');
      const before = await storedTokens(page);
      await new Promise((r) => setTimeout(r, 4000));
      const summary = page.waitForResponse(
        (res) => res.url().endsWith('/api/Dashboard/Summary') && res.status() === 200,
      );
      await page.reload();
      await summary;
      await expect.poll(() => page.getByText('Unread notifications').isVisible()).toBe(true);
      const after = await storedTokens(page);
      expect(after).not.toBeNull();
      expect(after!.jwt).not.toBe(before!.jwt);
      expect(after!.refresh).not.toBe(before!.refresh);
      expect(new URL(page.url()).pathname).toBe('/landing');
    });
  });

  it('asks "Are you still there?" after the idle time, keeps the session on Stay Logged In, logs out at zero', async () => {
    await suite.withPage(
      async (page) => {
        await signIn(page, 'sldc');
        await page.waitForURL('**/landing');
        const dialog = page.getByRole('dialog');
        await expect.poll(() => dialog.getByText('Are you still there?').isVisible(), { timeout: 15_000 }).toBe(true);
        expect(await dialog.innerText()).toContain('You will be logged out automatically in');
        await screenshot(page, 'idle-dialog');
        await dialog.getByRole('button', { name: 'Stay Logged In' }).click();
        await expect.poll(() => dialog.isVisible()).toBe(false);
        expect(new URL(page.url()).pathname).toBe('/landing');

        await expect.poll(() => page.getByRole('dialog').isVisible(), { timeout: 15_000 }).toBe(true);
        await page.waitForURL('**/login', { timeout: 15_000 });
        expect(await page.evaluate(() => localStorage.getItem('authUser'))).toBeNull();
      },
      () => {
        (window as unknown as Record<string, number>).__STOA_IDLE_MS__ = 3000;
        (window as unknown as Record<string, number>).__STOA_IDLE_COUNTDOWN_MS__ = 4000;
      },
    );
  });

  it('Log Out Now ends the session at once', async () => {
    await suite.withPage(
      async (page) => {
        await signIn(page, 'approver1');
        await page.waitForURL('**/landing');
        await page.getByRole('button', { name: 'Log Out Now' }).click({ timeout: 15_000 });
        await page.waitForURL('**/login');
      },
      () => {
        (window as unknown as Record<string, number>).__STOA_IDLE_MS__ = 2000;
      },
    );
  });
});
