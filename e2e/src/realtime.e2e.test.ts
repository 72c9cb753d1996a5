/**
 * The bell's realtime link in Chromium against the real server (issue 20). oa.both sits on its dashboard; the SLDC
 * verifies oa.both's pending registration on the record page and clicks Verify and Forward: oa.both's bell counts
 * the new notification within a second, without a reload (the page never polls meanwhile: its poll is a minute).
 * Then the Admin turns oa.both's Enabled switch off on the Users page: the server ends the session, closes its link, and the page signs out. First, the
 * Admin's jobs page (/hangfire): the recurring jobs, and Run now.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { RECORD_LINKS } from '@stoa/shared';
import { newPage, screenshot, signIn } from './harness.ts';
import { browserSuite } from './suite.ts';
import { markDocumentsValid, pendingRegistrationOf } from './steps.ts';

const suite = browserSuite();
const BOTH = 'Dirang Captive Power & Steel';
const STREAM = '/api/Notification/Stream';

const pages = new Map<string, Page>();
/** Each page's first answer of the realtime link (listened for before signing in: it comes with the first page). */
const links = new Map<string, Promise<Response>>();
afterAll(async () => {
  for (const page of pages.values())
    await page
      .context()
      .close()
      .catch(() => undefined);
});

async function signedIn(userName: string): Promise<Page> {
  const existing = pages.get(userName);
  if (existing) return existing;
  const { page } = await newPage(suite.browser, suite.portal);
  links.set(
    userName,
    page.waitForResponse((r) => new URL(r.url()).pathname === STREAM, { timeout: 15_000 }),
  );
  await signIn(page, userName);
  await page.waitForURL((url) => url.pathname !== '/login');
  pages.set(userName, page);
  return page;
}

const bellLabel = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .getAttribute('aria-label');
const unreadOf = (label: string | null) => Number(/(\d+) unread/.exec(label ?? '')?.[1] ?? 0);

describe('the jobs page', () => {
  it('shows the Admin the recurring jobs, and runs one now', async () => {
    const admin = await signedIn('admin');
    await admin.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Hangfire' }).click();
    await admin.waitForURL('**/hangfire');
    await expect.poll(() => admin.getByRole('heading', { name: 'Recurring Jobs' }).isVisible()).toBe(true);
    await expect
      .poll(() => admin.getByRole('gridcell', { name: 'registration-expiry' }).first().isVisible())
      .toBe(true);
    await admin.getByRole('button', { name: 'Run now: registration-expiry' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Run now' }).click();
    await expect.poll(() => admin.getByText('registration-expiry ran: expired: 0').isVisible()).toBe(true);
    await expect.poll(() => admin.getByText('Run now by admin').first().isVisible()).toBe(true);
    await screenshot(admin, 'jobs-page');
  });
});

describe('realtime notifications', () => {
  let registrationId = 0;

  it("rings the applicant's open page within a second when the SLDC forwards its registration", async () => {
    const applicant = await signedIn('oa.both');
    // The link is up: the stream answered and the page holds it open.
    const stream = await links.get('oa.both')!;
    expect([stream.status(), stream.headers()['content-type']]).toEqual([200, 'text/event-stream; charset=utf-8']);
    const before = unreadOf(await bellLabel(applicant));

    const sldc = await signedIn('sldc');
    // Arranged: the registration's documents marked valid (the page's verification is registration.e2e's subject).
    registrationId = (await pendingRegistrationOf(sldc, BOTH)).id;
    await markDocumentsValid(sldc, registrationId, 'BothEntity');
    await sldc.goto(RECORD_LINKS.registration('BothEntity', registrationId));
    await sldc
      .getByRole('group', { name: 'Workflow actions' })
      .getByRole('button', { name: 'Verify and Forward' })
      .click();
    const dialog = sldc.getByRole('dialog', { name: 'Verify and Forward' });
    await dialog.getByRole('button', { name: 'Verify and Forward' }).click();
    await expect.poll(() => sldc.getByText('Registration forwarded.').isVisible()).toBe(true);
    const forwardedAt = Date.now();

    await expect
      .poll(async () => unreadOf(await bellLabel(applicant)), { timeout: 1000, interval: 50 })
      .toBeGreaterThan(before);
    expect(Date.now() - forwardedAt).toBeLessThan(1000);
    await applicant
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    await expect
      .poll(() =>
        applicant
          .getByRole('menu')
          .getByText(/Pending DISCOM approval/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await screenshot(applicant, 'realtime-applicant-bell');
    await applicant.keyboard.press('Escape');
  });

  it("closes the applicant's link when the Admin disables it, and the page signs out", async () => {
    const applicant = await signedIn('oa.both');
    // The link's request ends: finished (the server closed it) or failed (the page let go after SessionEnded).
    const isStream = (r: { url(): string }) => new URL(r.url()).pathname === STREAM;
    const settled = (waiting: Promise<unknown>) =>
      waiting.then(
        () => true,
        () => false,
      );
    // The Admin's Users page: oa.both's row, its Enabled switch off.
    const admin = await signedIn('admin');
    await admin.goto('/admin/users');
    await admin.getByLabel('User Name').fill('oa.both');
    await admin.getByRole('button', { name: 'Submit' }).click();
    const enabled = admin
      .getByRole('row')
      .filter({ hasText: 'oa.both' })
      .getByRole('switch', { name: 'Enabled oa.both' });
    await expect.poll(() => enabled.isChecked()).toBe(true);
    const closed = Promise.race([
      settled(applicant.waitForEvent('requestfinished', { predicate: isStream, timeout: 10_000 })),
      settled(applicant.waitForEvent('requestfailed', { predicate: isStream, timeout: 10_000 })),
    ]);
    const answered = admin.waitForResponse(
      (r) => new URL(r.url()).pathname.startsWith('/api/Admin/EnableDisableUser/') && r.request().method() === 'POST',
      { timeout: 15_000 },
    );
    // What the Admin's page asked of the server, for a failure to say whether the click sent anything.
    const started = Date.now();
    const asked: string[] = [];
    admin.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/'))
        asked.push(`${Date.now() - started} ms ${r.method()} ${r.url()}`);
    });
    const clicked = enabled.click().then(() => `clicked after ${Date.now() - started} ms`);
    // The server's answer first (a failure names what it said), then the switch it settles.
    const answer = await answered.catch(async (error: Error) => {
      const state = await enabled
        .evaluate((el) => ({ checked: (el as HTMLInputElement).checked, online: navigator.onLine }), undefined, {
          timeout: 2_000,
        })
        .catch((e: Error) => e.message);
      const click = await Promise.race([
        clicked.catch((e: Error) => `click failed: ${e.message}`),
        new Promise((r) => setTimeout(() => r('click pending'), 100)),
      ]);
      throw new Error(
        `${error.message}\n${String(click)}; switch ${JSON.stringify(state)}; the page asked:\n${asked.join('\n')}`,
      );
    });
    await clicked;
    expect(answer.status(), await answer.text()).toBe(200);
    await expect.poll(() => enabled.isChecked(), { timeout: 10_000 }).toBe(false);
    expect(await closed).toBe(true);
    await applicant.waitForURL('**/login', { timeout: 10_000 });
    // Enabled again for whatever follows in this database.
    await enabled.click();
    await expect.poll(() => enabled.isChecked()).toBe(true);
  });
});
