/** Route guards of spec §2.1 in a real browser. */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@stoa/shared';
import { screenshot, signIn } from './harness.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite();

const path = (url: string) => new URL(url).pathname;

describe('route guards', () => {
  it('sends a signed-out visitor of a signed-in page to /login', async () => {
    await suite.withPage(async (page) => {
      await page.goto('/landing');
      await page.waitForURL('**/login');
      await page.getByRole('button', { name: 'Log In' }).waitFor();
      await page.getByTestId('captcha-image').waitFor();
      await screenshot(page, 'login');
    });
  });

  it('shows the forbidden page to a role the page does not allow, and to a signed-in visitor of a signed-out page', async () => {
    await suite.withPage(async (page) => {
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
    });
  });

  it('shows the not-found page with a link home for an unknown route', async () => {
    await suite.withPage(async (page) => {
      await page.goto('/no/such/page');
      await expect.poll(() => page.getByText(MESSAGES.notFound).isVisible()).toBe(true);
      await screenshot(page, 'not-found');
      await page.getByRole('link', { name: /home/i }).click();
      await page.waitForURL('**/login');
    });
  });
});
