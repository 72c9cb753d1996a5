/**
 * Registration in Chromium against the real server (issue #5), with mail delivered over SMTP to an in-process sink:
 * a Drawee entity fills the multi-step form with its documents and goes SLDC → DISCOM → TRANSCO → STOA check →
 * approver I → approver II to Approved with a registration number, each next actor hearing of it by mail and bell;
 * a registration returned by the SLDC is edited and submitted again; an OA adds a trader, who then sees the OA
 * under Entities; and, after a restart on the same data with the clock moved 400 days (the expiry job runs at
 * start), the expired registration is renewed and the comparison PDF shows the changed fields.
 *
 * The tests run in file order and share one portal: the renewal needs the registration approved by the first test,
 * and the traders test must run before the clock moves (the demo registrations expire with it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  DOCUMENT_TYPES,
  RECORD_STATUS_LABELS,
  REGISTRATION_MESSAGES,
  TRADER_MESSAGES,
  addDays,
  businessDate,
  documentTypesFor,
  type RecordStatus,
} from '@stoa/shared';
import { pdfText } from '../../apps/server/src/test/pdf-text.ts';
import { launchBrowser, screenshot, startPortal, type Portal } from './harness.ts';
import { startSmtpSink } from './mail-sink.ts';
import { actingAs } from './steps.ts';
import { apiFromPage, downloadFromPage } from './page-api.ts';
import { fillDate } from './date-field.ts';
import { approvePayments, payDues, registrationRecord } from './pay-dues.ts';

const smtp = await startSmtpSink();
const env = { SMTP_URL: smtp.url, MAIL_POLL_MS: '500' };
// Kept across the restart with the moved clock; removed at the end.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stoa-e2e-registration-'));
let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal(env, { dataDir });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const PDF = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
const DRAWEE = 'Itanagar Cement Works';
const BOTH = 'Dirang Captive Power & Steel';
const INJECTING = 'Siang Hydro Power Ltd';
const TRADER = 'Northeast Power Traders Pvt Ltd';
const REGISTRATION_NO = /^STOA\/DRW\/\d{4}\/\d{4}$/;
/** A registration reason of the default list (shared DEFAULT_REASONS). */
const MISMATCH = 'Details do not match the documents';

const emailOf = (userName: string) => `${userName.replace('.', '-')}@stoa-demo.in`;
const label = (status: RecordStatus) => RECORD_STATUS_LABELS[status];

/** A new browser context on the portal running now, signed in as `userName`; closed afterwards. */
const as = actingAs(() => ({ browser, portal }), { name: 'registration', landing: '/landing' });

/** A mail's text with quoted-printable soft breaks and folded header lines joined. */
const mailText = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');

/** Waits for a mail to `userName` about the record's step (its link and the status it reached). */
async function expectMail(userName: string, link: string, status: RecordStatus) {
  const to = emailOf(userName);
  await expect
    .poll(
      () =>
        smtp.received.some((m) => {
          const text = mailText(m.raw);
          return m.to.includes(to) && text.includes(link) && text.includes(label(status));
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** The bell of the signed-in user: an unread count on the badge and a notification about the step. */
async function expectBell(page: Page, entityName: string, status: RecordStatus) {
  const count = await apiFromPage<{ count: number }>(page, 'GET', '/api/Notification/NotificationCount');
  expect(count.json.data.count).toBeGreaterThan(0);
  const unread = await apiFromPage<{ message: string }[]>(page, 'GET', '/api/Notification/NotificationResult');
  expect(unread.json.data.some((n) => n.message.includes(entityName) && n.message.includes(label(status)))).toBe(true);
  await expect
    .poll(() => page.getByRole('button', { name: 'Notifications' }).innerText())
    .toBe(String(count.json.data.count));
}

/** The value of one fact of the record's summary (Status, Registration No, ...). */
const fact = (page: Page, name: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt').getByText(name, { exact: true }) })
    .locator('dd');

async function expectStatus(page: Page, status: RecordStatus) {
  await expect.poll(() => fact(page, 'Status').innerText()).toBe(label(status));
}

/** The processor's list (Registration Requests) → the entity's row → View. */
async function openFromRequests(page: Page, entityName: string) {
  await page.goto('/registrations');
  await page.getByRole('heading', { name: 'Registration Requests' }).waitFor();
  await page.getByRole('row').filter({ hasText: entityName }).getByRole('link', { name: 'View' }).click();
  await page.waitForURL('**/registrations/view/**');
  await fact(page, 'Status').waitFor();
}

/** A workflow action from the record page: the button, then the same button in its dialog (reasons ticked first). */
async function act(page: Page, action: string, comments?: string, reasons: readonly string[] = []) {
  await page.getByRole('group', { name: 'Workflow actions' }).getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: action });
  for (const reason of reasons) await dialog.getByRole('checkbox', { name: reason }).check();
  if (comments) await dialog.getByRole('textbox').fill(comments);
  await dialog.getByRole('button', { name: action }).click();
  await expect.poll(() => dialog.count()).toBe(0);
}

describe('a Drawee entity', () => {
  let id = 0;
  let link = '';
  let paymentId = 0;

  it('registers with documents; SLDC verifies and forwards; DISCOM and TRANSCO approve; STOA check; approver I and II approve → Approved with a registration number; mail and bell at each step', async () => {
    await as('oa.drawee', async (page) => {
      await page.goto('/registrations');
      await page.getByRole('button', { name: 'New Registration' }).click();
      await page.waitForURL('**/registrations/new');

      // Connection
      await page.getByLabel('TRANSCO').selectOption({ label: 'State Transmission Corporation' });
      await page.getByLabel('DISCOM').selectOption({ label: 'Eastern Power Distribution Company' });
      await page.getByLabel('Voltage Level').selectOption({ label: '33 kV' });
      await fillDate(page, 'Date of Open Access Start', addDays(businessDate(new Date()), 10));
      await page.getByLabel('Sub-station').fill('Chimpu 132/33 kV');
      await page.getByLabel('Feeder', { exact: true }).fill('Feeder 4');
      await page.getByLabel('Transmission Zone').selectOption('Itanagar');
      await page.getByLabel('Distribution Zone').selectOption('Itanagar');
      await screenshot(page, 'registration-form-connection');
      await page.getByRole('button', { name: 'Next' }).click();

      // Consumer
      await page.getByLabel('Consumer Number').fill('EPDC-33-0042');
      await page.getByLabel('Consumer Type').selectOption('Full Open Access Consumer');
      await page.getByLabel('Contract Demand (MW)').fill('5');
      await page.getByLabel('Sanctioned Load (MW)').fill('6');
      await page.getByLabel('STOA Drawl Quantum (MW)').fill('4');
      await page.getByLabel('Dedicated Feeder').check();
      await page.getByRole('button', { name: 'Next' }).click();

      // Documents: every document of a Drawee entity, through its file input.
      await page.getByRole('heading', { name: 'Documents' }).waitFor();
      for (const type of documentTypesFor('DraweeEntity')) {
        const documentLabel = DOCUMENT_TYPES[type].label;
        await page
          .getByLabel(`Upload ${documentLabel}`, { exact: true })
          .setInputFiles({ name: `${type}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(PDF) });
        await expect.poll(() => page.getByLabel(`Replace ${documentLabel}`, { exact: true }).count()).toBe(1);
      }
      await screenshot(page, 'registration-form-documents');
      await page.getByRole('button', { name: 'Next' }).click();

      // Declaration
      await page.getByLabel('I declare that the information given is true and complete.').check();
      await page.getByLabel('I agree to abide by the open access regulations and the SLDC procedures.').check();
      await page.getByLabel('Place').fill('Itanagar');
      await page.getByLabel('Authorized Person Name').fill('Meera Das');
      await page.getByLabel('Authorized Person Designation').fill('Director');
      await screenshot(page, 'registration-form-declaration');
      await page.getByRole('button', { name: 'Submit' }).click();

      await page.waitForURL('**/registrations/view/DraweeEntity/*');
      await expect.poll(() => page.getByText(REGISTRATION_MESSAGES.submitted).isVisible()).toBe(true);
      await expectStatus(page, 'Submitted');
      id = Number(new URL(page.url()).pathname.split('/').pop());
      link = `/registrations/view/DraweeEntity/${id}`;
      await screenshot(page, 'registration-submitted');
      // Arranged (issue 17): the applicant pays the registration fee raised on submission.
      paymentId = await payDues(page, [registrationRecord(id)]);
    });
    expect(id).toBeGreaterThan(0);
    await expectMail('sldc', link, 'Submitted');
    // The runner never tells the actor of its own step (issue #13): the applicant hears of the SLDC's answers, not of
    // its own submission (the SLDC's mail above has arrived, so the applicant's would have too).
    const toApplicant = smtp.received.filter(
      (m) => m.to.includes(emailOf('oa.drawee')) && mailText(m.raw).includes(link),
    );
    expect(toApplicant.some((m) => mailText(m.raw).includes(label('Submitted')))).toBe(false);

    // SLDC: every document Valid, saved; Verify and Forward. (Arranged: it reconciles the fee payment first.)
    await as('sldc', async (page) => {
      await expectBell(page, DRAWEE, 'Submitted');
      await approvePayments(page, [paymentId]);
      await openFromRequests(page, DRAWEE);
      expect(new URL(page.url()).pathname).toBe(link);
      const groups = await page.getByRole('radiogroup').all();
      expect(groups.length).toBe(documentTypesFor('DraweeEntity').length);
      for (const group of groups) await group.getByRole('radio', { name: 'Valid', exact: true }).check();
      await page.getByRole('button', { name: 'Save verification' }).click();
      await expect.poll(() => page.getByText('Document verification saved.').isVisible()).toBe(true);
      await act(page, 'Verify and Forward');
      await expect.poll(() => page.getByText('Registration forwarded.').isVisible()).toBe(true);
      await expectStatus(page, 'PendingDISCOMApproval');
    });
    await expectMail('discom', link, 'PendingDISCOMApproval');

    await as('discom', async (page) => {
      await expectBell(page, DRAWEE, 'PendingDISCOMApproval');
      await openFromRequests(page, DRAWEE);
      await act(page, 'Verify and Forward');
      await expectStatus(page, 'PendingTRANSCOApproval');
    });
    await expectMail('transco', link, 'PendingTRANSCOApproval');

    await as('transco', async (page) => {
      await expectBell(page, DRAWEE, 'PendingTRANSCOApproval');
      await openFromRequests(page, DRAWEE);
      await act(page, 'Verify and Forward');
      await expectStatus(page, 'PendingSTOACheck');
    });
    await expectMail('sldc', link, 'PendingSTOACheck');

    // The STOA availability check: the SLDC sees the mandatory checks, all passed, and forwards.
    await as('sldc', async (page) => {
      await expectBell(page, DRAWEE, 'PendingSTOACheck');
      await openFromRequests(page, DRAWEE);
      const checks = page.getByRole('list', { name: 'Mandatory checks' });
      await expect.poll(() => checks.getByRole('listitem').count()).toBeGreaterThan(0);
      // The documents are verified, both utilities forwarded and the fee paid and reconciled.
      for (const check of ['Documents verified', 'Utility approvals', 'Registration fee']) {
        const item = checks.getByRole('listitem').filter({ hasText: check });
        expect(await item.getByRole('img', { name: 'Passed', exact: true }).count()).toBe(1);
      }
      await screenshot(page, 'registration-stoa-check');
      await act(page, 'Verify and Forward');
      await expectStatus(page, 'STOAApproved');
    });
    await expectMail('approver1', link, 'STOAApproved');

    await as('approver1', async (page) => {
      await expectBell(page, DRAWEE, 'STOAApproved');
      // Approver I finds it from its landing: the tile of its queue leads to the list filtered to it (issue 15).
      await page.goto('/landing');
      const tile = page.getByRole('link', { name: /^Registrations: Pending SLDC approver I/ });
      await expect.poll(() => tile.innerText()).toMatch(/\b1\b/);
      await tile.click();
      await page.waitForURL('**/registrations?status=STOAApproved');
      await page.getByRole('row').filter({ hasText: DRAWEE }).getByRole('link', { name: 'View' }).click();
      await page.waitForURL('**/registrations/view/**');
      await fact(page, 'Status').waitFor();
      await act(page, 'Verify and Forward');
      await expectStatus(page, 'SLDCApproverIApproved');
    });
    await expectMail('approver2', link, 'SLDCApproverIApproved');

    await as('approver2', async (page) => {
      await expectBell(page, DRAWEE, 'SLDCApproverIApproved');
      await openFromRequests(page, DRAWEE);
      await act(page, 'Approve', 'All in order');
      await expect.poll(() => page.getByText(/^Registration approved\. Registration No\./).isVisible()).toBe(true);
      await expectStatus(page, 'Approved');
      expect(await fact(page, 'Registration No').innerText()).toMatch(REGISTRATION_NO);
      await screenshot(page, 'registration-approved');
    });
    await expectMail('oa.drawee', link, 'Approved');

    // The applicant: Approved with its number, in the record and the list, and told by the bell.
    await as('oa.drawee', async (page) => {
      const count = await apiFromPage<{ count: number }>(page, 'GET', '/api/Notification/NotificationCount');
      expect(count.json.data.count).toBeGreaterThan(0);
      const unread = await apiFromPage<{ message: string }[]>(page, 'GET', '/api/Notification/NotificationResult');
      expect(unread.json.data.some((n) => n.message.endsWith(`is now: ${label('Approved')}.`))).toBe(true);
      await page.goto(link);
      await expectStatus(page, 'Approved');
      const registrationNo = await fact(page, 'Registration No').innerText();
      expect(registrationNo).toMatch(REGISTRATION_NO);
      const detail = await apiFromPage<{ registrationNo: string; timeline: { action: string }[] }>(
        page,
        'GET',
        `/api/Registration/GetDraweeEntityRegistration/${id}`,
      );
      expect(detail.json.data.registrationNo).toBe(registrationNo);
      expect(detail.json.data.timeline.map((e) => e.action)).toEqual([
        'Submit',
        'Forward',
        'Forward',
        'Forward',
        'Forward',
        'Forward',
        'Approve',
      ]);
    });
  }, 150_000);

  it('a Returned registration is edited and resubmitted', async () => {
    // The demo 'Both' applicant's registration waits for the SLDC's verification; the SLDC seeks clarification.
    let bothLink = '';
    await as('sldc', async (page) => {
      await openFromRequests(page, BOTH);
      bothLink = new URL(page.url()).pathname;
      await expectStatus(page, 'Submitted');
      await act(page, 'Seek Clarification', 'Name the feeder as on the connection agreement', [MISMATCH]);
      await expect.poll(() => page.getByText('Clarification sought from the applicant.').isVisible()).toBe(true);
      await expectStatus(page, 'SLDCReturned');
    });
    await expectMail('oa.both', bothLink, 'SLDCReturned');
    // The mail names the reason by its label (issue 36 item 8).
    expect(smtp.received.some((m) => m.to.includes(emailOf('oa.both')) && mailText(m.raw).includes(MISMATCH))).toBe(
      true,
    );

    await as('oa.both', async (page) => {
      await page.goto('/registrations');
      const row = page.getByRole('row').filter({ hasText: BOTH });
      await expect.poll(() => row.getByText(label('SLDCReturned'), { exact: true }).isVisible()).toBe(true);
      await row.getByRole('link', { name: 'View' }).click();
      await page.waitForURL(`**${bothLink}`);
      await expectStatus(page, 'SLDCReturned');
      await expect
        .poll(() => page.getByText('Name the feeder as on the connection agreement').first().isVisible())
        .toBe(true);
      // The reasons as a checklist on the record (issue 36 item 8).
      const checklist = page.getByRole('region', { name: 'Returned for these reasons' });
      await expect.poll(() => checklist.getByText(MISMATCH).isVisible()).toBe(true);
      await screenshot(page, 'registration-returned');
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.waitForURL('**/registrations/edit/BothEntity/*');
      const feeder = page.getByLabel('Feeder', { exact: true });
      await expect.poll(() => feeder.inputValue()).toBe('Steel plant feeder');
      await feeder.fill('Steel plant feeder 2 (Dirang 33 kV)');
      await page.getByRole('tab', { name: 'Declaration' }).click();
      // Submitting without answering the reason is refused, naming it; answered, it goes.
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect.poll(() => page.getByText(`Answer the reason '${MISMATCH}'`).first().isVisible()).toBe(true);
      await page.getByLabel(`Answer: ${MISMATCH}`).fill('Feeder renamed as on the agreement');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(`**${bothLink}`);
      await expect.poll(() => page.getByText(REGISTRATION_MESSAGES.submitted).isVisible()).toBe(true);
      await expectStatus(page, 'Submitted');
      await expect.poll(() => page.getByText('Steel plant feeder 2 (Dirang 33 kV)').isVisible()).toBe(true);
    });
    await expectMail('sldc', bothLink, 'Submitted');
  });
});

describe('traders', () => {
  it('an OA adds the trader and the trader sees that OA under Entities', async () => {
    await as('oa.injecting', async (page) => {
      await page.goto('/traders');
      await page.getByRole('heading', { name: 'Trader Details' }).waitFor();
      await page.getByRole('button', { name: 'Add Traders' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Traders' });
      const select = dialog.getByLabel('Trader Name');
      await expect.poll(() => select.locator('option', { hasText: TRADER }).count()).toBe(1);
      const value = await select.locator('option', { hasText: TRADER }).getAttribute('value');
      await select.selectOption(value!);
      await dialog.getByRole('button', { name: 'Add' }).click();
      await expect.poll(() => page.getByText(TRADER_MESSAGES.added).isVisible()).toBe(true);
      const row = page.getByRole('row').filter({ hasText: TRADER });
      await expect.poll(() => row.isVisible()).toBe(true);
      expect(await row.innerText()).toMatch(/STOA\/TRD\/\d{4}\/\d{4}/);
      await screenshot(page, 'traders-added');
    });
    await as('trader', async (page) => {
      await page.goto('/entities');
      await page.getByRole('heading', { name: 'Associated Approved Applicants' }).waitFor();
      const row = page.getByRole('row').filter({ hasText: INJECTING });
      await expect.poll(() => row.isVisible()).toBe(true);
      expect(await row.innerText()).toContain(emailOf('oa.injecting'));
      await screenshot(page, 'trader-entities');
    });
  });
});

describe('a year later', () => {
  it('an expired one (job run with a moved clock) is renewed and the comparison PDF shows the changed fields', async () => {
    await portal.stop();
    portal = await startPortal({ ...env, CLOCK_OFFSET_DAYS: '400' }, { dataDir });

    let previousId = 0;
    let renewalId = 0;
    let renewalPaymentId = 0;
    await as('oa.drawee', async (page) => {
      // The expiry job ran at start: the approved registration is Expired, in the list and in the record.
      await page.goto('/registrations');
      const row = page.getByRole('row').filter({ hasText: DRAWEE });
      await expect.poll(() => row.getByText(label('Expired'), { exact: true }).isVisible()).toBe(true);
      await row.getByRole('link', { name: 'View' }).click();
      await page.waitForURL('**/registrations/view/DraweeEntity/*');
      await expectStatus(page, 'Expired');
      previousId = Number(new URL(page.url()).pathname.split('/').pop());
      const registrationNo = await fact(page, 'Registration No').innerText();
      expect(registrationNo).toMatch(REGISTRATION_NO);

      await page.goto('/registrations/renew');
      const renewable = page.getByRole('group', { name: registrationNo });
      await expect.poll(() => renewable.getByText(label('Expired'), { exact: true }).isVisible()).toBe(true);
      await renewable.getByRole('button', { name: 'Renew' }).click();
      await page.waitForURL(`**/registrations/renew/${previousId}`);

      await page.getByRole('tab', { name: 'Consumer' }).click();
      const demand = page.getByLabel('Contract Demand (MW)');
      await expect.poll(() => demand.inputValue()).toBe('5');
      await demand.fill('5.5');
      await page.getByLabel('STOA Drawl Quantum (MW)').fill('5');
      await page.getByRole('tab', { name: 'Declaration' }).click();
      await page.getByLabel('I declare that the information given is true and complete.').check();
      await page.getByLabel('I agree to abide by the open access regulations and the SLDC procedures.').check();
      await page.getByRole('button', { name: 'Renew' }).click();

      await page.waitForURL('**/registrations/view/DraweeEntity/*');
      await expect.poll(() => page.getByText(REGISTRATION_MESSAGES.renewalSubmitted).isVisible()).toBe(true);
      await expectStatus(page, 'Submitted');
      renewalId = Number(new URL(page.url()).pathname.split('/').pop());
      // Arranged (issue 17): the renewal fee paid now, reconciled by the SLDC before its STOA check.
      renewalPaymentId = await payDues(page, [registrationRecord(renewalId)]);
    });
    expect(renewalId).toBeGreaterThan(previousId);

    // The renewal through the chain, from each user's signed-in page.
    const base = `/api/Registration`;
    await as('sldc', async (page) => {
      const files = await apiFromPage<{ fileId: string }[]>(
        page,
        'GET',
        `${base}/GetFileValidationDetails/${renewalId}/DraweeEntity`,
      );
      expect(files.json.data.length).toBe(documentTypesFor('DraweeEntity').length);
      const saved = await apiFromPage(page, 'POST', `${base}/SaveFileValidationDetails/${renewalId}/DraweeEntity`, {
        files: files.json.data.map((f) => ({ fileId: f.fileId, isValid: true })),
      });
      expect(saved.status).toBe(200);
      await approvePayments(page, [renewalPaymentId]);
    });
    const chain: [string, 'ApproveAndForward' | 'Approve', RecordStatus][] = [
      ['sldc', 'ApproveAndForward', 'PendingDISCOMApproval'],
      ['discom', 'ApproveAndForward', 'PendingTRANSCOApproval'],
      ['transco', 'ApproveAndForward', 'PendingSTOACheck'],
      ['sldc', 'ApproveAndForward', 'STOAApproved'],
      ['approver1', 'ApproveAndForward', 'SLDCApproverIApproved'],
      ['approver2', 'Approve', 'Approved'],
    ];
    for (const [userName, action, status] of chain) {
      await as(userName, async (page) => {
        const res = await apiFromPage<{ status: RecordStatus }>(
          page,
          'POST',
          `${base}/${action}/${renewalId}/DraweeEntity`,
          {},
        );
        expect(res.status).toBe(200);
        expect(res.json.data.status).toBe(status);
      });
    }

    await as('oa.drawee', async (page) => {
      await page.goto(`/registrations/view/DraweeEntity/${renewalId}`);
      await expectStatus(page, 'Approved');
      await page.getByRole('button', { name: 'Download Comparison' }).waitFor();
      await screenshot(page, 'renewal-approved');

      const pdf = await downloadFromPage(page, `/api/InterState/DownloadRegistrationComparisons/${renewalId}`);
      expect(pdf.status).toBe(200);
      expect(pdf.contentType).toBe('application/pdf');
      const lines = pdfText(pdf.text).split('\n');
      const demand = lines.indexOf('Contract Demand (MW)');
      expect(demand).toBeGreaterThan(-1);
      // Field, Previous, Renewal.
      expect(lines.slice(demand, demand + 3)).toEqual(['Contract Demand (MW)', '5', '5.5  (changed)']);
      const drawl = lines.indexOf('STOA Drawl Quantum (MW)');
      expect(lines.slice(drawl, drawl + 3)).toEqual(['STOA Drawl Quantum (MW)', '4', '5  (changed)']);
      const load = lines.indexOf('Sanctioned Load (MW)');
      expect(lines.slice(load, load + 3)).toEqual(['Sanctioned Load (MW)', '6', '6']);

      // The registration it renews is now Renewed.
      await page.goto(`/registrations/view/DraweeEntity/${previousId}`);
      await expectStatus(page, 'Renewed');
      await screenshot(page, 'renewal-previous-renewed');
    });
  }, 150_000);
});
