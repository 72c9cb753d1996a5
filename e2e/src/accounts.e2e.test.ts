/**
 * Account flows in Chromium against the real server, with mail delivered over SMTP to an in-process sink
 * (issue #3): pre-register → code from the mail → set password → sign in → profile → change password; forgot
 * password; the Admin creates, edits, disables, marks defaulter and resets a user.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNT_MESSAGES } from '@stoa/shared';
import { screenshot, signIn } from './harness.ts';
import { browserSuite } from './suite.ts';
import { startSmtpSink, waitForCode } from './mail-sink.ts';
import { fillDate } from './date-field.ts';

const smtp = await startSmtpSink();
const suite = browserSuite({ SMTP_URL: smtp.url, MAIL_POLL_MS: '500' });
afterAll(() => smtp.close());

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function setPassword(page: Page, code: string, password: string) {
  await page.getByLabel('Verification Code').fill(code);
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/login');
  await expect.poll(() => page.getByText(ACCOUNT_MESSAGES.passwordSet).isVisible()).toBe(true);
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
}

describe('an applicant', () => {
  it('pre-registers, sets a password from the mailed code, edits the profile and changes the password', async () => {
    await suite.withPage(async (page) => {
      await page.goto('/pre-register');
      await page.getByLabel('Entity Type').selectOption('DraweeEntity');
      await page.getByLabel('Entity Name').fill('Pasighat Rice Mills Ltd');
      await page.getByLabel('Registered Address').fill('Pasighat, East Siang');
      await fillDate(page, 'Date of Incorporation', '2011-08-01');
      await page.getByLabel('PAN Card Number').fill('pasig1234r');
      await page.getByLabel('First Name').fill('Oyin');
      await page.getByLabel('Last Name').fill('Moyong');
      await page.getByLabel('Email').fill('oyin@pasighat-rice.in');
      await page.getByLabel('User Name').fill('pasighat.rice');
      await page.getByLabel('Contact Number').fill('9436077777');
      await page.getByLabel('I accept that my contract demand is 1 MW and above').check();
      await page.getByLabel('I accept the dedicated feeder terms').check();
      await page.getByLabel('I accept the terms and conditions').check();
      await screenshot(page, 'pre-register');
      await page.getByRole('button', { name: 'Submit' }).click();

      await page.waitForURL('**/set-password');
      await expect.poll(() => page.getByText(ACCOUNT_MESSAGES.preRegistered).isVisible()).toBe(true);
      expect(await page.getByLabel('Email').inputValue()).toBe('oyin@pasighat-rice.in');
      const code = await waitForCode(smtp, 'oyin@pasighat-rice.in');
      await screenshot(page, 'set-password');
      await setPassword(page, code, 'Rice@2026');

      await signIn(page, 'pasighat.rice', 'Rice@2026');
      await page.waitForURL('**/landing');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'My Profile' }).click();
      await page.waitForURL('**/profile');
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByLabel('Contact Person Name').fill('Tamat Moyong');
      await page.getByLabel('First Name').fill('Oyinga');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => page.getByText(ACCOUNT_MESSAGES.profileUpdated).isVisible()).toBe(true);
      await screenshot(page, 'profile');

      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Change password' }).click();
      await page.waitForURL('**/change-password');
      await page.getByLabel('Current Password', { exact: true }).fill('Rice@2026');
      await page.getByLabel('New Password', { exact: true }).fill('Paddy#2027');
      await page.getByLabel('Confirm Password', { exact: true }).fill('Paddy#2027');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect.poll(() => page.getByText(ACCOUNT_MESSAGES.passwordChanged).isVisible()).toBe(true);
      await logout(page);

      await signIn(page, 'pasighat.rice', 'Rice@2026');
      await expect.poll(() => page.getByRole('alert').innerText()).toContain('Invalid user name or password.');
      await signIn(page, 'pasighat.rice', 'Paddy#2027');
      await page.waitForURL('**/landing');
      await expect.poll(() => page.getByText('Welcome, Oyinga').isVisible()).toBe(true);
    });
  });

  it('resets a forgotten password with the mailed code', async () => {
    await suite.withPage(async (page) => {
      await page.goto('/login');
      await page.getByRole('link', { name: /Forgot Password/ }).click();
      await page.waitForURL('**/forgot-password');
      await page.getByLabel('Email').fill('oa-both@stoa-demo.in');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL('**/set-password');
      await expect.poll(() => page.getByText(ACCOUNT_MESSAGES.codeSent).isVisible()).toBe(true);
      await setPassword(page, await waitForCode(smtp, 'oa-both@stoa-demo.in'), 'Captive@2026');
      await signIn(page, 'oa.both', 'Captive@2026');
      await page.waitForURL('**/landing');
    });
  });
});

describe('the Admin', () => {
  async function row(page: Page, userName: string) {
    await page.getByLabel('User Name').fill(userName);
    await page.getByRole('button', { name: 'Submit' }).click();
    return page.getByRole('row').filter({ hasText: userName });
  }

  it('creates a user who sets a password from the mailed code, then edits, disables, marks defaulter and resets', async () => {
    await suite.withPage(async (admin) => {
      await signIn(admin, 'admin');
      await admin.waitForURL('**/admin/users');
      await admin.getByRole('button', { name: 'Add User' }).click();
      const dialog = admin.getByRole('dialog');
      await dialog.getByLabel('Role').selectOption('SLDCApproverI');
      await dialog.getByLabel('First Name').fill('Likha');
      await dialog.getByLabel('Last Name').fill('Saaya');
      await dialog.getByLabel('User Name').fill('approver.likha');
      await dialog.getByLabel('Email').fill('likha@sldc.in');
      await dialog.getByLabel('Contact Number').fill('9436088888');
      await dialog.getByLabel('Registered Address').fill('SLDC, Itanagar');
      await dialog.getByLabel('PAN Card Number').fill('LIKHA1234S');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => admin.getByText(ACCOUNT_MESSAGES.userAdded).isVisible()).toBe(true);
      await screenshot(admin, 'admin-users');

      await suite.withPage(async (likha) => {
        await likha.goto('/set-password');
        await likha.getByLabel('Email').fill('likha@sldc.in');
        await setPassword(likha, await waitForCode(smtp, 'likha@sldc.in'), 'Likha@2026');
        await signIn(likha, 'approver.likha', 'Likha@2026');
        await likha.waitForURL('**/landing');

        const likhaRow = await row(admin, 'approver.likha');
        await likhaRow.getByRole('button', { name: 'Edit approver.likha' }).click();
        await dialog.getByLabel('Last Name').fill('Saaya-Tok');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect.poll(() => admin.getByText(ACCOUNT_MESSAGES.userUpdated).isVisible()).toBe(true);
        // Let the dialog close and the list settle (its refetch after the save shows the new name) before toggling in
        // the row. Not 'networkidle': the bell's realtime link keeps a request open for as long as the page lives.
        await expect.poll(() => dialog.isVisible()).toBe(false);
        await expect.poll(() => likhaRow.getByText('Saaya-Tok').isVisible()).toBe(true);

        await likhaRow.getByRole('switch', { name: 'Defaulter approver.likha' }).click();
        await expect
          .poll(() => likhaRow.getByRole('switch', { name: 'Defaulter approver.likha' }).isChecked())
          .toBe(true);
        await likhaRow.getByRole('switch', { name: 'Enabled approver.likha' }).click();
        await expect
          .poll(() => likhaRow.getByRole('switch', { name: 'Enabled approver.likha' }).isChecked())
          .toBe(false);

        // The disabled user is refused on the next request and sent to /login.
        await likha.reload();
        await likha.waitForURL('**/login');
        expect(pathOf(likha)).toBe('/login');

        await likhaRow.getByRole('switch', { name: 'Enabled approver.likha' }).click();
        await expect
          .poll(() => likhaRow.getByRole('switch', { name: 'Enabled approver.likha' }).isChecked())
          .toBe(true);
        await likhaRow.getByRole('button', { name: 'Reset Password approver.likha' }).click();
        await admin.getByRole('dialog', { name: 'Reset Password' }).getByRole('button', { name: 'Reset' }).click();
        await expect.poll(() => admin.getByText(ACCOUNT_MESSAGES.passwordReset).isVisible()).toBe(true);

        await likha.goto('/set-password');
        await likha.getByLabel('Email').fill('likha@sldc.in');
        await setPassword(likha, await waitForCode(smtp, 'likha@sldc.in', 2), 'Again@2026');
        await signIn(likha, 'approver.likha', 'Again@2026');
        await likha.waitForURL('**/landing');
      });
    });
  });
});
