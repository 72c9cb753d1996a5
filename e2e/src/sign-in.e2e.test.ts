/** Every demo user signs in, lands on their first route, sees their role's nav, and signs out (issue #2). */
import { describe, expect, it } from 'vitest';
import { MESSAGES, ROLE_LABELS, firstRouteFor, navFor, type Role } from '@stoa/shared';
import { isBuilt } from '../../apps/web/src/app/paths.ts';
import { screenshot, signIn } from './harness.ts';
import { browserSuite } from './suite.ts';

const DEMO: [string, Role, string][] = [
  ['admin', 'Admin', 'Anita Rao'],
  ['sldc', 'SLDCBusinessUser', 'Tage Tana'],
  ['approver1', 'SLDCApproverI', 'Nabam Rebia'],
  ['approver2', 'SLDCApproverII', 'Pema Khandu'],
  ['discom', 'DISCOMBusinessUser', 'Mepung Tayeng'],
  ['transco', 'TRANSCOBusinessUser', 'Kento Jini'],
  ['oa.injecting', 'OABusinessUser', 'Ravi Menon'],
  ['oa.drawee', 'OABusinessUser', 'Meera Das'],
  ['oa.both', 'OABusinessUser', 'Karan Singh'],
  ['trader', 'Trader', 'Sunil Kapoor'],
];

const suite = browserSuite();

describe('sign in as each demo user', () => {
  it.each(DEMO)(
    '%s (%s) lands on the first route, sees the role nav, and logs out',
    async (userName, role, fullName) => {
      await suite.withPage(async (page) => {
        await signIn(page, userName);
        await page.waitForURL((url) => url.pathname === firstRouteFor(role, isBuilt));
        if (role === 'Admin') {
          await expect.poll(() => page.getByRole('heading', { name: 'Users List' }).isVisible()).toBe(true);
        } else {
          await expect.poll(() => page.getByText(`Welcome, ${fullName.split(' ')[0]}`).isVisible()).toBe(true);
          await expect.poll(() => page.getByText(ROLE_LABELS[role]).first().isVisible()).toBe(true);
        }

        const nav = page.getByRole('navigation', { name: 'Main navigation' });
        const expected = navFor(role, isBuilt).flatMap((s) => s.items.map((i) => i.label));
        await expect
          .poll(async () => (await nav.getByRole('link').allInnerTexts()).map((s) => s.trim()))
          .toEqual(expected);

        const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('authUser') ?? 'null'));
        expect(stored).toMatchObject({ role, jwtToken: expect.any(String), refreshToken: expect.any(String) });
        await screenshot(page, `landing-${userName}`);

        await page.getByRole('button', { name: 'Account menu' }).click();
        await expect.poll(() => page.getByRole('menu').getByText(fullName).isVisible()).toBe(true);
        await page.getByRole('menuitem', { name: 'Logout' }).click();
        await page.waitForURL('**/login');
        expect(await page.evaluate(() => localStorage.getItem('authUser'))).toBeNull();
        await page.goto('/landing');
        await page.waitForURL('**/login');
      });
    },
  );
});

describe('sign-in failures', () => {
  it("shows 'Incorrect Captcha' and a fresh captcha after a wrong captcha", async () => {
    await suite.withPage(async (page) => {
      await page.goto('/login');
      const firstImage = await page.getByTestId('captcha-image').getAttribute('src');
      await signIn(page, 'sldc', 'Demo@1234', 'WRONG9');
      await expect.poll(() => page.getByRole('alert').innerText()).toContain(MESSAGES.incorrectCaptcha);
      expect(new URL(page.url()).pathname).toBe('/login');
      await expect.poll(() => page.getByRole('button', { name: 'Log In' }).isEnabled()).toBe(true);
      expect(await page.getByLabel('Captcha', { exact: true }).inputValue()).toBe('');
      await screenshot(page, 'login-incorrect-captcha');
      expect(firstImage).toBeTruthy();
    });
  });

  it('shows one generic message for a wrong password', async () => {
    await suite.withPage(async (page) => {
      await signIn(page, 'sldc', 'Wrong@1234');
      await expect.poll(() => page.getByRole('alert').innerText()).toContain(MESSAGES.invalidCredentials);
      expect(new URL(page.url()).pathname).toBe('/login');
    });
  });
});
