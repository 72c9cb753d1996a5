/**
 * Two server processes on one PostgreSQL behave as one portal (ARCHITECTURE §9, issue 20): a captcha issued by one is
 * accepted by the other, a session opened on one works on the other, and a logout on one ends it on both. In
 * Chromium: the applicant's page on one instance rings within a second when the SLDC, signed in on the other,
 * forwards its registration; the applicant pays its fee through the pages of one and the SLDC approves it and clears
 * the STOA check through the other; each hourly job ran once across the two.
 * Runs when PostgreSQL answers at TEST_DATABASE_URL (default: this machine's 127.0.0.1:5432).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import {
  RECORD_LINKS,
  RECORD_STATUS_LABELS,
  businessDate,
  formatInr,
  md5Hex,
  type JobRun,
  type RecurringJob,
} from '@stoa/shared';
import { CAPTCHA, PASSWORD, launchBrowser, newPage, screenshot, signIn, startPortal, type Portal } from './harness.ts';
import { apiFromPage } from './page-api.ts';
import {
  actOnRegistration,
  actingAs,
  fact,
  markDocumentsValid,
  approveOpenPayment,
  openNav,
  openToReconcile,
  payInDialog,
  pendingRegistrationOf,
} from './steps.ts';

const baseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `stoa_e2e_${randomBytes(4).toString('hex')}`;
const urlFor = (name: string) => Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString();

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: urlFor('postgres'), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const available = await postgresAnswers();
let a: Portal;
let b: Portal;
let browser: Browser;

beforeAll(async () => {
  if (!available) return;
  const admin = new pg.Client({ connectionString: urlFor('postgres') });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const env = { DATABASE_URL: urlFor(database), JWT_SECRET: randomBytes(32).toString('hex') };
  // Started together: migrations and the demo seed must run once, queued on the start-up lock.
  [a, b] = await Promise.all([startPortal(env), startPortal(env)]);
  browser = await launchBrowser();
});

afterAll(async () => {
  if (!available) return;
  await browser?.close();
  await a?.stop();
  await b?.stop();
  const admin = new pg.Client({ connectionString: urlFor('postgres') });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
});

async function call(
  portal: Portal,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${portal.url}/api${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as { data: Record<string, string> } };
}

/** Signs in on `portal` with a captcha issued by `captchaFrom`. */
async function signInAcross(captchaFrom: Portal, portal: Portal, userName: string) {
  const captcha = await call(captchaFrom, 'GET', '/Account/Captcha');
  return call(portal, 'POST', '/Account/authenticate', {
    userName,
    password: md5Hex(PASSWORD),
    captchaId: captcha.json.data.captchaId,
    captchaValue: CAPTCHA,
  });
}

describe.skipIf(!available)('two instances on one PostgreSQL', () => {
  it('share captchas, sessions and logout', async () => {
    const signIn = await signInAcross(a, b, 'sldc');
    expect(signIn.status).toBe(200);
    const auth = { authorization: `Bearer ${signIn.json.data.jwtToken}` };
    expect((await call(a, 'GET', '/Notification/NotificationCount', undefined, auth)).status).toBe(200);

    const refreshed = await call(a, 'POST', '/Account/refresh-token', undefined, {
      'x-refresh-token': signIn.json.data.refreshToken!,
    });
    expect(refreshed.status).toBe(200);
    const reuse = await call(b, 'POST', '/Account/refresh-token', undefined, {
      'x-refresh-token': signIn.json.data.refreshToken!,
    });
    expect(reuse.status).toBe(401);
    const newAuth = { authorization: `Bearer ${refreshed.json.data.jwtToken}` };
    expect((await call(b, 'GET', '/Notification/NotificationCount', undefined, newAuth)).status).toBe(401);
  });

  it('a logout on one instance ends the session on the other', async () => {
    const signIn = await signInAcross(b, a, 'trader');
    const auth = { authorization: `Bearer ${signIn.json.data.jwtToken}` };
    expect((await call(b, 'POST', '/Account/logout', {}, auth)).status).toBe(200);
    expect((await call(a, 'GET', '/Dashboard/Summary', undefined, auth)).status).toBe(401);
  });
});

const BOTH = 'Dirang Captive Power & Steel';
const STREAM = '/api/Notification/Stream';
/** A user's session in a fresh context on instance `portal()`, signed in through its login form. */
const on = (portal: () => Portal, name: string) => actingAs(() => ({ browser, portal: portal() }), { name });
const onA = on(() => a, 'scale-out-a');
const onB = on(() => b, 'scale-out-b');

const unreadOf = async (page: Page) =>
  Number(
    /(\d+) unread/.exec(
      (await page
        .getByRole('banner')
        .getByRole('button', { name: /^Notifications/ })
        .getAttribute('aria-label')) ?? '',
    )?.[1] ?? 0,
  );
const forwardButton = (page: Page) =>
  page.getByRole('group', { name: 'Workflow actions' }).getByRole('button', { name: 'Verify and Forward' });

describe.skipIf(!available)('two instances in Chromium', () => {
  let registrationId = 0;

  it("rings the applicant's page on one instance within a second when the SLDC forwards on the other", async () => {
    const applicant = await newPage(browser, b);
    const sldc = await newPage(browser, a);
    try {
      const link = applicant.page.waitForResponse((r) => new URL(r.url()).pathname === STREAM, { timeout: 15_000 });
      await signIn(applicant.page, 'oa.both');
      await applicant.page.waitForURL('**/landing');
      expect((await link).status()).toBe(200);
      const before = await unreadOf(applicant.page);

      await signIn(sldc.page, 'sldc');
      await sldc.page.waitForURL('**/landing');
      registrationId = (await pendingRegistrationOf(sldc.page, BOTH)).id;
      await markDocumentsValid(sldc.page, registrationId, 'BothEntity');
      await sldc.page.goto(RECORD_LINKS.registration('BothEntity', registrationId));
      await forwardButton(sldc.page).click();
      await sldc.page
        .getByRole('dialog', { name: 'Verify and Forward' })
        .getByRole('button', { name: 'Verify and Forward' })
        .click();
      await sldc.page.getByText('Registration forwarded.').waitFor();
      const forwardedAt = Date.now();
      await expect.poll(() => unreadOf(applicant.page), { timeout: 1000, interval: 50 }).toBeGreaterThan(before);
      expect(Date.now() - forwardedAt).toBeLessThan(1000);
      await screenshot(applicant.page, 'scale-out-bell-on-b');
    } finally {
      await applicant.context.close();
      await sldc.context.close();
    }
  }, 60_000);

  it('takes a payment through one instance and its approval and the STOA check through the other', async () => {
    // Arranged: the DISCOM (on A) and the TRANSCO (on B) forward, so the SLDC's STOA check is next.
    expect(await onA('discom.west', (page) => actOnRegistration(page, 'ApproveAndForward', registrationId))).toBe(
      'PendingTRANSCOApproval',
    );
    expect(await onB('transco', (page) => actOnRegistration(page, 'ApproveAndForward', registrationId))).toBe(
      'PendingSTOACheck',
    );
    const reference = `UTR-SCALE-${registrationId}`;
    const fee = formatInr(10_000);
    await onB('oa.both', async (page) => {
      await openNav(page, 'Payments', 'Payment Details');
      const row = page.getByRole('grid', { name: 'Dues' }).getByRole('row').filter({ hasText: 'Registration Fee' });
      await row.getByText(fee).first().waitFor();
      await row.getByRole('checkbox').check();
      await page.getByText(`1 selected, net payable ${fee}`).waitFor();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await payInDialog(page, { reference, net: '10000.00', paidOn: businessDate(new Date()) });
    });
    await onA('sldc', async (page) => {
      await openToReconcile(page, reference);
      await approveOpenPayment(page);
    });
    await onB('sldc', async (page) => {
      await page.goto(RECORD_LINKS.registration('BothEntity', registrationId));
      await expect.poll(() => forwardButton(page).isEnabled()).toBe(true);
      await forwardButton(page).click();
      await page
        .getByRole('dialog', { name: 'Verify and Forward' })
        .getByRole('button', { name: 'Verify and Forward' })
        .click();
      await expect.poll(() => fact(page, 'Status').innerText()).toBe(RECORD_STATUS_LABELS.STOAApproved);
    });
  }, 120_000);

  it('ran each hourly job once across the two, as the jobs page of either shows', async () => {
    await onA('admin', async (page) => {
      await page.goto('/hangfire');
      await page.getByRole('heading', { name: 'Recurring Jobs' }).waitFor();
      const jobs = await apiFromPage<{ jobs: RecurringJob[] }>(page, 'GET', '/api/Jobs/GetRecurringJobs');
      const hourly = jobs.json.data.jobs.filter((job) => job.everyMinutes >= 60);
      expect(hourly.length).toBeGreaterThanOrEqual(2);
      for (const job of hourly) {
        await page.getByRole('gridcell', { name: job.id }).first().waitFor();
        const runs = await apiFromPage<{ runs: JobRun[] }>(page, 'GET', `/api/Jobs/GetRuns?job=${job.id}&pageSize=100`);
        const scheduled = runs.json.data.runs.filter((run) => run.trigger === 'Schedule');
        expect(
          scheduled.map((run) => [run.jobId, run.status]),
          job.id,
        ).toEqual([[job.id, 'Succeeded']]);
      }
      await screenshot(page, 'scale-out-jobs');
    });
  });
});
