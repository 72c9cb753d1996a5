/**
 * The live link for a whole desk (issue 35), in Chromium against the real server: the SLDC's desk opens ten tabs in
 * one browser — every one loads (a stream per tab would have starved the seventh) and one live link serves them all;
 * an applicant's payment rings every tab's bell, and the desk's open Payment Reconciliation lists it without a
 * reload. The applicant's open Payments list turns 'Approved' when the SLDC approves, without a reload. The server
 * restarts while the applicant's page is open; a notification written while its link was down shows on its bell
 * (the reconnect sends Last-Event-ID and the server replays it). A sign-out in tab 3 signs out tab 9.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { launchBrowser, newPage, signIn, startPortal, screenshot, type Portal } from './harness.ts';
import { payDues, registrationRecord } from './pay-dues.ts';
import { approveOpenPayment, markDocumentsValid, actOnRegistration, pendingRegistrationOf } from './steps.ts';

const STREAM = '/api/Notification/Stream';
const BOTH = 'Dirang Captive Power & Steel';
/** The desk's tabs: ten pages of the SLDC's nav. */
const DESK_PAGES = [
  '/landing',
  '/registrations',
  '/applications/sldc/DayAhead',
  '/applications/sldc/Advance',
  '/revision/sldc',
  '/curtailment',
  '/payments/challan',
  '/payments/refund',
  '/e-bidding',
  '/payments/dashboard',
];

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stoa-e2e-live-'));
let portal: Portal;
let browser: Browser;
let desk: BrowserContext;
let tabs: Page[] = [];
let applicant: Page;
/** The 'Both' registration whose fee the applicant pays. */
let registrationId = 0;
/** The live-link requests each browser context made, and those still open. */
const streams = new Map<BrowserContext, Request[]>();
const openStreams = new Map<BrowserContext, Set<Request>>();

beforeAll(async () => {
  portal = await startPortal({}, { dataDir });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signedInContext(userName: string): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, portal);
  streams.set(context, []);
  openStreams.set(context, new Set());
  const isStream = (r: Request) => new URL(r.url()).pathname === STREAM;
  context.on('request', (r) => {
    if (!isStream(r)) return;
    streams.get(context)!.push(r);
    openStreams.get(context)!.add(r);
  });
  const ended = (r: Request) => openStreams.get(context)!.delete(r);
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  await signIn(page, userName);
  await page.waitForURL((url) => url.pathname !== '/login');
  return { context, page };
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const unreadOf = async (page: Page) =>
  Number(/(\d+) unread/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);

describe("a desk's ten tabs", () => {
  it('all load and share one live link; an applicant’s payment rings every bell and shows on the open list', async () => {
    const signedIn = await signedInContext('sldc');
    desk = signedIn.context;
    tabs = [signedIn.page];
    for (let i = 1; i < DESK_PAGES.length; i += 1) tabs.push(await desk.newPage());
    for (const [i, url] of DESK_PAGES.entries()) {
      await tabs[i]!.goto(url);
      // Loaded: the page's own heading is up (not the loader, not a request left waiting for a connection).
      await tabs[i]!.getByRole('main').getByRole('heading').first().waitFor({ timeout: 15_000 });
    }
    // One stream open for the browser: one tab holds it, the others hear it.
    expect(openStreams.get(desk)!.size).toBe(1);
    const before = await Promise.all(tabs.map(unreadOf));

    const applicantContext = await signedInContext('oa.both');
    applicant = applicantContext.page;
    registrationId = (await pendingRegistrationOf(tabs[0]!, BOTH)).id;
    await payDues(applicant, [registrationRecord(registrationId)]);
    const paidAt = Date.now();
    // Every tab's bell, watched at once (the figures printed; on an idle machine well under a second).
    const rungAt = await Promise.all(
      tabs.map(async (tab, i) => {
        await expect.poll(() => unreadOf(tab), { timeout: 5000, interval: 50 }).toBeGreaterThan(before[i]!);
        return Date.now() - paidAt;
      }),
    );
    console.log(`live link: ten tabs rang in ${rungAt.join(', ')} ms`);
    expect(Math.max(...rungAt)).toBeLessThan(3000);
    // The desk's Payment Reconciliation (tab 10) lists it without a reload.
    const reconciliation = tabs[9]!;
    await reconciliation.getByRole('grid', { name: 'Payments' }).getByText(BOTH).first().waitFor({ timeout: 5000 });
    await screenshot(reconciliation, 'live-desk-reconciliation');
  });
});

describe("the applicant's open payments list", () => {
  it("turns 'Approved' when the SLDC approves, without a reload", async () => {
    await applicant.goto('/payments/dashboard');
    await applicant.getByRole('tab', { name: 'Payments', exact: true }).click();
    const row = applicant.getByRole('grid', { name: 'Payments' }).getByRole('row').filter({ hasText: 'E2E-UTR-' });
    await row.getByText('Pending Reconciliation', { exact: true }).waitFor();
    const sldc = tabs[9]!;
    await sldc
      .getByRole('link', { name: /^View E2E-UTR-/ })
      .first()
      .click();
    await sldc.waitForURL(/\/payments\/\d+$/);
    await approveOpenPayment(sldc);
    await row.getByText('Approved', { exact: true }).waitFor({ timeout: 5000 });
    await screenshot(applicant, 'live-applicant-payment-approved');
  });
});

describe('a server restart', () => {
  it('loses no notification: one written while the link was down shows on the bell', async () => {
    const before = await unreadOf(applicant);
    const port = Number(new URL(portal.url).port);
    // Until the server is back and the desk has acted, the applicant's link cannot come back.
    await applicant.context().route(`**${STREAM}`, (route) => route.abort());
    await portal.stop();
    portal = await startPortal({}, { dataDir, port });
    const sldc = tabs[0]!;
    await markDocumentsValid(sldc, registrationId, 'BothEntity');
    await actOnRegistration(sldc, 'ApproveAndForward', registrationId);
    const requested = streams.get(applicant.context())!.length;
    await applicant.context().unroute(`**${STREAM}`);
    await expect.poll(() => unreadOf(applicant), { timeout: 15_000, interval: 100 }).toBeGreaterThan(before);
    const reconnect = streams.get(applicant.context())!.slice(requested).at(-1);
    expect(Number(await reconnect?.headerValue('last-event-id'))).toBeGreaterThan(0);
    await bell(applicant).click();
    await applicant
      .getByRole('menu')
      .getByText(/Pending DISCOM approval/i)
      .first()
      .waitFor();
    await applicant.keyboard.press('Escape');
  });
});

describe('a sign-out', () => {
  it('in tab 3 signs out tab 9', async () => {
    await tabs[2]!.getByRole('button', { name: 'Account menu' }).click();
    await tabs[2]!.getByRole('menuitem', { name: 'Logout' }).click();
    await tabs[2]!.waitForURL('**/login');
    await tabs[8]!.waitForURL('**/login', { timeout: 5000 });
  });
});
