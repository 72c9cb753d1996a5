/**
 * Applications in Chromium against the real server (issues #6, #12, #13), every user step through the UI: the SLDC
 * uploads the ATC file on STOA Upload; three applicants (two OA applicants through the application form, and a trader
 * the parties added on Trader Details, with their consent given on the record page) submit day-ahead applications
 * that exceed the margin in the 10:00–12:00 blocks — within the buyer's 12 MW contract demand; the SLDC accepts each
 * on its record page; the Processing tab processes the batch and shows the congested blocks; pro-rata leaves each
 * partially approved with the exact shares; an applicant accepts its allocation; approvers I and II verify and
 * approve; the applicant downloads the schedule PDF with its button. Then a FCFS batch (its margin set on STOA View /
 * Edit) is served in order of receipt. Then party limits: a buyer's second application above its contract demand is
 * refused in the form, and a batch whose seller's ex-bus capacity fell below its applications is capped at
 * allocation, the result saying which limit bound.
 *
 * The API is used only to check what the pages did (statuses, exact shares and MWh read back) and, once, to show the
 * server refuses the over-limit application whoever sends it; the registration correction behind the capacity drop is
 * made in the database while the portal is down (no page edits an approved registration's figures).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import type { Browser, Locator, Page, Response } from 'playwright-core';
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUS_LABELS,
  APPLICATION_TYPE_LABELS,
  TIME_LABELS,
  TRADER_MESSAGES,
  addDays,
  businessDate,
  type ApplicationListType,
  type ApplicationStatus,
  type ApplicationType,
} from '@stoa/shared';
import { pdfText } from '../../apps/server/src/test/pdf-text.ts';
import { launchBrowser, screenshot, startPortal, type Portal } from './harness.ts';
import { actingAs, pickOption, shownDate, waitForText } from './steps.ts';
import { apiFromPage } from './page-api.ts';
import { downloadList, gridRowsOf, xlsxFileOf } from './grid-file.ts';
import { fillDate } from './date-field.ts';
import { applicationRecord, approvePayments, payDues } from './pay-dues.ts';

let portal: Portal;
let browser: Browser;
/** Kept across a restart (the party-limit scenario corrects a registration while the portal is down). */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stoa-e2e-applications-'));

beforeAll(async () => {
  portal = await startPortal({}, { dataDir });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const A = '/api/Application';
// Day-ahead for the day after tomorrow is open all day today (from 3 days before until 15:00 the day before).
const TODAY = businessDate(new Date());
const DELIVERY = addDays(TODAY, 2);
const CORRIDOR = 'Itanagar Zone';
const SELLER = 'Siang Hydro Power Ltd';
const BUYER = 'Papum Ferro Alloys Ltd';
const TRADER = 'Northeast Power Traders Pvt Ltd';

const as = actingAs(() => ({ browser, portal }), { name: 'applications', landing: '/landing' });

/** A CSV of the ATC template's layout: one corridor-day, `mw(block)` per block. */
function atcCsv(date: string, mw: (block: number) => number): string {
  const header = ['Corridor', 'Date', ...TIME_LABELS.slice(0, 96).map((l, i) => `${l}-${TIME_LABELS[i + 1]}`)];
  const values = Array.from({ length: 96 }, (_, i) => mw(i + 1).toFixed(2));
  return `${header.join(',')}\n${[CORRIDOR, date, ...values].join(',')}\n`;
}

/** One time-block row: label indexes `from`..`to` (0..96) of `date` at `mw`. */
interface Row {
  date: string;
  from: number;
  to: number;
  mw: number;
}

interface Applied {
  id: number;
  applicationNo: string;
}

/** The parties the applicant picks (an OA applicant's own side is preset with its registration). */
interface Parties {
  seller?: string;
  buyer?: string;
}

/** The application form as a user fills it: the parties, one time-block row. */
async function fillApplication(page: Page, parties: Parties, row: Row) {
  const form = page.getByRole('form', { name: 'Application form' });
  if (parties.seller) await pickOption(form.getByLabel('Seller', { exact: true }), parties.seller);
  if (parties.buyer) await pickOption(form.getByLabel('Buyer', { exact: true }), parties.buyer);
  const block = form.getByRole('group', { name: 'Time block 1' });
  await fillDate(block, 'From Date', row.date);
  await fillDate(block, 'To Date', row.date);
  await block.getByLabel('From Time').selectOption({ label: TIME_LABELS[row.from]! });
  await block.getByLabel('To Time').selectOption({ label: TIME_LABELS[row.to]! });
  await block.getByLabel('Requirement (MW)').fill(String(row.mw));
}

/** Applications → New Application → the type → the form → Submit; lands on the submitted record. */
async function apply(page: Page, type: ApplicationType, parties: Parties, row: Row): Promise<Applied> {
  await openNewForm(page, type);
  await fillApplication(page, parties, row);
  return submitForm(page, type);
}

/** Is the element wholly inside the window and below the fixed app bar (nothing of it hidden under the bar)? */
const isClearOfAppBar = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const bar = document.querySelector('header')!.getBoundingClientRect();
    return box.top >= bar.bottom && box.bottom <= window.innerHeight;
  });
const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/**
 * After a refused Submit (issue 36 item 3): focus is on the error summary, in view; its link `problem` focuses the
 * field and brings it into view below the app bar.
 */
async function refusalShowsItsField(page: Page, problem: string, field: () => Locator) {
  const summary = page.getByRole('alert', { name: 'Please correct the following' });
  await expect.poll(() => hasFocus(summary)).toBe(true);
  expect(await isClearOfAppBar(summary)).toBe(true);
  // On a phone the field sits screens below the summary: the link is what brings it up.
  expect(await isClearOfAppBar(field())).toBe(false);
  await summary.getByRole('link', { name: problem, exact: true }).click();
  await expect.poll(() => hasFocus(field())).toBe(true);
  expect(await isClearOfAppBar(field())).toBe(true);
}

/**
 * Leaving the changed form asks first: the header's home link waits for 'Keep editing' or 'Discard changes', and so
 * does Back.
 */
async function leavingAsksFirst(page: Page, formPath: string, previousPath: string) {
  const question = page.getByRole('dialog', { name: 'Discard your changes?' });
  await page.getByRole('link', { name: 'STOA Portal home' }).click();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  expect(new URL(page.url()).pathname).toBe(formPath);
  await page.evaluate(() => window.history.back());
  await question.waitFor();
  await expect.poll(() => new URL(page.url()).pathname).toBe(formPath);
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await page.waitForURL((url) => url.pathname === previousPath);
}

/** Submit on the filled form; lands on the submitted record (its id in the address, its number in the heading). */
async function submitForm(page: Page, type: ApplicationType): Promise<Applied> {
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.waitForURL(new RegExp(`/applications/oa/${type}/\\d+$`));
  await waitForText(page, APPLICATION_MESSAGES.submitted);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const heading = page.getByRole('heading', { level: 1 });
  await expect.poll(() => heading.innerText()).toMatch(/^Application \S+$/);
  const applicationNo = (await heading.innerText()).replace(/^Application /, '');
  return { id, applicationNo };
}

async function openNewForm(page: Page, type: ApplicationType) {
  await page.goto('/applications/oa');
  await page.getByRole('button', { name: 'New Application' }).click();
  await page.getByRole('menuitem', { name: APPLICATION_TYPE_LABELS[type], exact: true }).click();
  await page.waitForURL(`**/applications/oa/${type}`);
  await page.getByRole('form', { name: 'Application form' }).waitFor();
}

/** A list's filter panel: the application's number, Submit; then the row's View. */
async function viewFromList(page: Page, applicationNo: string) {
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('Application No').fill(applicationNo);
  await filters.getByRole('button', { name: 'Submit' }).click();
  // The filtered list, not the one shown before it (a click on a row being replaced may go nowhere).
  await page.waitForURL(/[?&]applicationNo=/);
  await expect.poll(() => page.getByRole('link', { name: /^View / }).count()).toBe(1);
  await page.getByRole('link', { name: `View ${applicationNo}`, exact: true }).click();
}

/** The owner's (or a named party's) list → the application → its record page. */
async function openOwn(page: Page, { id, applicationNo }: Applied) {
  await page.goto('/applications/oa');
  await viewFromList(page, applicationNo);
  await page.waitForURL(new RegExp(`/applications/oa/\\w+/${id}$`));
  await page.getByRole('heading', { name: `Application ${applicationNo}` }).waitFor();
}

/** The bell → the newest notification naming the application → its record page (issue 15 item 2). */
async function openFromNotification(page: Page, { id, applicationNo }: Applied) {
  await page.goto('/landing');
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await page.getByRole('menu').getByRole('menuitem').filter({ hasText: applicationNo }).first().click();
  await page.waitForURL(new RegExp(`/applications/oa/\\w+/${id}$`));
  await page.getByRole('heading', { name: `Application ${applicationNo}` }).waitFor();
}

/** The SLDC's list of the type → the application → its record page. */
async function openSldc(page: Page, list: ApplicationListType, { id, applicationNo }: Applied) {
  await page.goto(`/applications/sldc/${list}`);
  await viewFromList(page, applicationNo);
  await page.waitForURL(`**/applications/sldc/${list}/${id}`);
  await page.getByRole('heading', { name: `Application ${applicationNo}` }).waitFor();
}

/** An action on the record page: its button, then the button of the same name in its dialog. */
async function act(page: Page, action: string) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: action, exact: true });
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect.poll(() => dialog.count()).toBe(0);
}

/** The record page shows the status, and the record read back has exactly it. */
async function expectStatus(page: Page, id: number, status: ApplicationStatus) {
  await waitForText(page, APPLICATION_STATUS_LABELS[status]);
  const detail = await apiFromPage<{ status: string }>(page, 'GET', `${A}/Get/${id}`);
  expect(detail.json.data.status).toBe(status);
}

/** The SLDC business user's Accept of a submitted application: the STOA check passed, Accept, confirm. */
async function accept(page: Page, list: ApplicationListType, applied: Applied) {
  await openSldc(page, list, applied);
  await page.getByRole('region', { name: 'STOA check' }).getByText('All checks passed').waitFor();
  await act(page, 'Accept');
  await expectStatus(page, applied.id, 'PendingSTOAApproval');
}

/**
 * The SLDC business user's bulk Accept (issue 15): the list filtered to 'Pending SLDC Verification', each row's
 * checkbox, 'Accept selected (n)', one comment, the results dialog; each record read back.
 */
async function bulkAccept(page: Page, list: ApplicationListType, applied: readonly Applied[]) {
  await page.goto(`/applications/sldc/${list}?status=Submitted`);
  // Every row listed first: a refetch landing between two clicks re-renders the grid and can drop a tick.
  for (const { applicationNo } of applied) {
    await page.getByRole('link', { name: `View ${applicationNo}`, exact: true }).waitFor();
  }
  for (const { applicationNo } of applied) {
    const link = page.getByRole('link', { name: `View ${applicationNo}`, exact: true });
    const box = page.getByRole('row').filter({ has: link }).getByRole('checkbox');
    await box.check();
  }
  await page.getByRole('button', { name: `Accept selected (${applied.length})` }).click();
  const ask = page.getByRole('dialog', { name: `Accept: ${applied.length} selected` });
  await ask.getByLabel('Comments (optional, for every one)').fill('Documents verified');
  await ask.getByRole('button', { name: 'Accept', exact: true }).click();
  const results = page.getByRole('dialog', { name: 'Results' });
  await results.getByText(`${applied.length} of ${applied.length} done.`).waitFor();
  await results.getByRole('button', { name: 'Close' }).click();
  for (const { id } of applied) {
    const detail = await apiFromPage<{ status: string }>(page, 'GET', `${A}/Get/${id}`);
    expect(detail.json.data.status).toBe('PendingSTOAApproval');
  }
}

/** The Processing tab of the SLDC's list with the batch of `date` chosen. */
async function openBatch(page: Page, list: ApplicationListType, date: string) {
  await page.goto(`/applications/sldc/${list}`);
  await page.getByRole('tab', { name: 'Processing' }).click();
  await pickOption(page.getByLabel('Processing Date'), shownDate(date));
}

/** Process, then the type's allocation confirmed in its dialog; each step's snackbar seen. */
async function processAndAllocate(page: Page, allocation: string) {
  await page.getByRole('button', { name: 'Process', exact: true }).click();
  await page.getByText(/^Processed: \d+ fitting, \d+ congested\.$/).waitFor();
  await page.getByRole('button', { name: allocation, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: allocation });
  await dialog.getByRole('button', { name: allocation, exact: true }).click();
  await page.getByText(`${allocation}: done.`).waitFor();
}

/** One tile of the processing summary (Applications, Congested, Congested Blocks, …). */
const tile = (page: Page, name: string) =>
  page
    .getByLabel('Processing summary')
    .locator('div')
    .filter({ has: page.locator('dt').getByText(name, { exact: true }) })
    .locator('dd');

/** Trader Details → Add Traders → the trader → Add. */
async function addTrader(page: Page) {
  await page.goto('/traders');
  await page.getByRole('heading', { name: 'Trader Details' }).waitFor();
  await page.getByRole('button', { name: 'Add Traders' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Traders' });
  await pickOption(dialog.getByLabel('Trader Name'), TRADER);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await waitForText(page, TRADER_MESSAGES.added);
  await page.getByRole('row').filter({ hasText: TRADER }).waitFor();
}

interface ProcessedApplication {
  id: number;
  status: string;
  allocatedMwh: number | null;
  limitedBy: string[];
}
interface ProcessingResult {
  summary: { congested: number; congestedBlocks: number };
  corridorDays: { corridorId: number; date: string; margin: number[]; requested: number[] }[];
  applications: ProcessedApplication[];
}

/** The batch's result as the Processing tab reads it (its first 100 applications). */
async function processingResult(page: Page, type: ApplicationType, date: string) {
  const url = `${A}/GetApplicationProcessingResult/${type}/${date}?pageNumber=1&pageSize=100`;
  const res = await apiFromPage<ProcessingResult>(page, 'GET', url);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data;
}

/** One corridor block's shares, as the Processing tab fetches them when the block is opened. */
async function blockShares(page: Page, type: ApplicationType, date: string, cell: string) {
  const url = `${A}/GetProcessingBlockShares/${type}/${date}?${cell}`;
  const res = await apiFromPage<{ shares: { applicationId: number; share: number }[] | null }>(page, 'GET', url);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.shares ?? [];
}

describe('day-ahead applications exceeding the margin', () => {
  const applied: Applied[] = [];

  it('the SLDC uploads the ATC file: 10 MW, the preview shows the row, the import writes it', async () => {
    await as('sldc', async (page) => {
      await page.goto('/intra-state-stoa/upload');
      await page.getByRole('heading', { name: 'STOA Upload' }).waitFor();
      await page.getByLabel('Upload', { exact: true }).setInputFiles({
        name: 'atc.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(atcCsv(DELIVERY, () => 10)),
      });
      // The preview: one row, without errors.
      await page.getByText('atc.csv: 1 row will be imported, 0 rows have errors and will be skipped').waitFor();
      const preview = page.getByRole('table', { name: 'ATC file preview' });
      const rows = preview.getByRole('row');
      await expect.poll(() => rows.count()).toBe(2);
      const previewRow = rows.nth(1);
      expect(await previewRow.getByRole('cell').nth(1).innerText()).toBe(CORRIDOR);
      expect(await previewRow.getByRole('cell').nth(3).innerText()).toBe('');
      // 10 MW lowers the demo's 50 / 30 MW in every block: the import asks first, listing the 96 falls.
      await page.getByText('This file lowers the ATC of 96 corridor-blocks', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Import valid rows' }).click();
      const confirm = page.getByRole('dialog', { name: 'Lower ATC?' });
      await confirm.getByText('The ATC of 96 corridor-blocks falls', { exact: false }).waitFor();
      await confirm.getByRole('button', { name: 'Import and lower ATC' }).click();
      await waitForText(page, '1 corridor-day imported; 0 rows skipped.');
      await page.getByText('atc.csv').first().waitFor();
      await screenshot(page, 'applications-atc-upload');
    });
  });

  it('three applicants submit: 5 MW all day, 4 MW 08:00–16:00, and a trader’s 3 MW 10:00–12:00 with consent', async () => {
    // Each applicant pays its application's dues (the fee and the charges of the applied schedule; arranged, issue
    // 17): the SLDC reconciles them before it accepts, which needs the fee paid.
    const payments: number[] = [];
    // Both parties add the trader on Trader Details, so it may apply for them.
    await as('oa.injecting', async (page) => {
      applied.push(await apply(page, 'DayAhead', { buyer: BUYER }, { date: DELIVERY, from: 0, to: 96, mw: 5 }));
      await expectStatus(page, applied[0]!.id, 'Submitted');
      payments.push(await payDues(page, [applicationRecord(applied[0]!.id)]));
      await addTrader(page);
    });
    await as('oa.consumer', async (page) => {
      // The applicant's own form: the window, the seller picked, the buyer its own, a row with its MWh.
      await openNewForm(page, 'DayAhead');
      await page
        .getByText('Day-ahead applications may be made', { exact: false })
        .filter({ visible: true })
        .first()
        .waitFor();
      await fillApplication(page, { seller: SELLER }, { date: DELIVERY, from: 32, to: 64, mw: 4 });
      // 8 hours × 4 MW.
      await expect.poll(() => page.getByLabel('MWh of time block 1').innerText()).toBe('32.00');
      await screenshot(page, 'applications-form');
      applied.push(await submitForm(page, 'DayAhead'));
      await expectStatus(page, applied[1]!.id, 'Submitted');
      payments.push(await payDues(page, [applicationRecord(applied[1]!.id)]));
      await addTrader(page);
    });
    const traderApp = await as('trader', async (page) => {
      // The trader picks among the parties that added it.
      await openNewForm(page, 'DayAhead');
      const sellers = page.getByRole('form', { name: 'Application form' }).getByLabel('Seller', { exact: true });
      await expect.poll(() => sellers.locator('option', { hasText: SELLER }).count()).toBe(1);
      const mine = await apply(
        page,
        'DayAhead',
        { seller: SELLER, buyer: BUYER },
        { date: DELIVERY, from: 40, to: 48, mw: 3 },
      );
      await expectStatus(page, mine.id, 'PendingConsent');
      payments.push(await payDues(page, [applicationRecord(mine.id)]));
      return mine;
    });
    applied.push(traderApp);
    // Seller and buyer each give consent on the record page, reached from their list.
    for (const party of ['oa.injecting', 'oa.consumer']) {
      await as(party, async (page) => {
        await openOwn(page, traderApp);
        await act(page, 'Give Consent');
        const side = party === 'oa.injecting' ? 'Seller' : 'Buyer';
        await page.getByRole('region', { name: 'Consent' }).getByText(`${side}: Given`).waitFor();
      });
    }
    // The SLDC accepts the three at once from its Day-ahead list (bulk Accept, one comment, a result per row).
    await as('sldc', async (page) => {
      await approvePayments(page, payments);
      await bulkAccept(page, 'DayAhead', applied);
    });
  }, 150_000);

  it('accepted, each record says what happens next: the SLDC processes its batch there (the link); the applicant when', async () => {
    const batch = `day-ahead applications for ${shownDate(DELIVERY)}`;
    await as('sldc', async (page) => {
      await openSldc(page, 'DayAhead', applied[0]!);
      const next = page.getByRole('region', { name: 'Next step' });
      await next.getByText(`Process the batch of ${batch} on the Processing tab (from `, { exact: false }).waitFor();
      await next.getByText('Who: You · By when: By ', { exact: false }).waitFor();
      await screenshot(page, 'applications-next-step-sldc');
      await next.getByRole('link', { name: 'Open the Processing tab' }).click();
      await page.waitForURL(new RegExp(`/applications/sldc/DayAhead\\?tab=processing&batch=DayAhead:${DELIVERY}$`));
      const tab = page.getByRole('tab', { name: 'Processing' });
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    });
    await as('oa.injecting', async (page) => {
      await openOwn(page, applied[0]!);
      const next = page.getByRole('region', { name: 'Next step' });
      await next.getByText(`The SLDC processes ${batch} from `, { exact: false }).waitFor();
      await next.getByText('; you will be told the outcome.', { exact: false }).waitFor();
      expect(await next.getByRole('link').count()).toBe(0);
      await page.setViewportSize({ width: 375, height: 812 });
      await screenshot(page, 'applications-next-step-applicant-375');
    });
  });

  it('the SLDC downloads its Day Ahead list as Excel: the file holds what the screen shows, row by row', async () => {
    await as('sldc', async (page) => {
      await page.goto('/applications/sldc/DayAhead');
      const grid = page.getByRole('grid', { name: 'Day Ahead applications' });
      await expect.poll(async () => (await gridRowsOf(grid)).length).toBe(applied.length);
      const shown = await gridRowsOf(grid);
      const excel = await xlsxFileOf(await downloadList(page, 'Excel (.xlsx)'));
      const file = excel.rows;
      // Real Excel (issue 36): dates Date cells, MW and MWh numbers, the header frozen, filters over every row.
      expect(excel.types).toMatchObject({ From: 'date', To: 'date', 'Submitted On': 'date', 'Max MW': 'number' });
      expect([excel.isFrozen, excel.filter]).toEqual([true, `A1:L${applied.length + 1}`]);
      const common = Object.keys(shown[0]!).filter((header) => header in file[0]!);
      expect(common).toEqual(['Max MW', 'Requested (MWh)', 'Scheduled (MWh)', 'Status', 'Due']);
      const pick = (row: Record<string, string>) =>
        Object.fromEntries(common.map((header) => [header, row[header] === '\u2014' ? '' : row[header]]));
      expect(file.map(pick)).toEqual(shown.map(pick));
      // Two of the file's columns share one on the screen (issue 36: every number whole at 1366 px): the number over
      // the applicant, the seller over the buyer.
      const both = (row: Record<string, string>, first: string, second: string) =>
        `${row[first] || '\u2014'}${row[second] || '\u2014'}`;
      expect(shown.map((row) => row['Application No / Applicant'])).toEqual(
        file.map((row) => both(row, 'Application No', 'Applicant')),
      );
      expect(shown.map((row) => row['Seller / Buyer'])).toEqual(file.map((row) => both(row, 'Seller', 'Buyer')));
      // The screen's one period column holds the file's From and To, a single day once.
      const period = (row: Record<string, string>) =>
        row['From'] === row['To'] ? row['From'] : `${row['From']}${row['To']}`;
      expect(shown.map((row) => row['From – To'])).toEqual(file.map(period));
      expect(file.map((row) => row['Application No']).sort()).toEqual(applied.map((a) => a.applicationNo).sort());
    });
  });

  it('processing shows the congested blocks; pro-rata gives the exact shares; each is partially approved', async () => {
    await as('sldc', async (page) => {
      await openBatch(page, 'DayAhead', DELIVERY);
      await page.getByRole('button', { name: 'Process', exact: true }).click();
      await page.getByText('Processed: 0 fitting, 3 congested.').waitFor();
      await expect.poll(() => tile(page, 'Congested').innerText()).toBe('3');
      await expect.poll(() => tile(page, 'Congested Blocks').innerText()).toBe('8');
      await page.getByText('Congested', { exact: true }).filter({ visible: true }).first().waitFor();
      await screenshot(page, 'applications-processing');

      await page.getByRole('button', { name: 'Allocate Pro-Rata', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Allocate Pro-Rata' });
      await dialog.getByRole('button', { name: 'Allocate Pro-Rata', exact: true }).click();
      await page.getByText('Allocate Pro-Rata: done.').waitFor();
      // Block 41 (10:00–10:15) opened to its shares:
      // floor(10 × 5 / 12) = 4.16, floor(10 × 4 / 12) = 3.33, floor(10 × 3 / 12) = 2.50 — 9.99 ≤ 10.
      const where = `${CORRIDOR} ${shownDate(DELIVERY)} 10:00\u201310:15`;
      await page.getByRole('button', { name: `Show shares of ${where}` }).click();
      const shares = page.getByRole('table', { name: `Shares of ${where}` });
      const shareOf = (applicationNo: string) =>
        shares.getByRole('row').filter({ hasText: applicationNo }).getByRole('cell').nth(2).innerText();
      await expect.poll(() => shareOf(applied[0]!.applicationNo)).toBe('4.16');
      expect(await shareOf(applied[1]!.applicationNo)).toBe('3.33');
      expect(await shareOf(applied[2]!.applicationNo)).toBe('2.50');
      await waitForText(page, APPLICATION_STATUS_LABELS.PendingApplicantApproval);
      // Each outcome and the run's last step in words (issue 36): never 'Partial' or the code '(ProRata)'.
      await page.getByText('Approved in part', { exact: true }).first().waitFor();
      await page.getByText(/Last step: Allocate Pro-Rata, /).waitFor();
      await screenshot(page, 'applications-allocated');

      // Read back exactly.
      const result = await processingResult(page, 'DayAhead', DELIVERY);
      expect(result.summary).toMatchObject({ congested: 3, congestedBlocks: 8 });
      const day = result.corridorDays.find((d) => d.requested[40]! > d.margin[40]!)!;
      const block41 = await blockShares(
        page,
        'DayAhead',
        DELIVERY,
        `corridorId=${day.corridorId}&date=${day.date}&block=41`,
      );
      expect(Object.fromEntries(block41.map((s) => [s.applicationId, s.share]))).toEqual({
        [applied[0]!.id]: 4.16,
        [applied[1]!.id]: 3.33,
        [applied[2]!.id]: 2.5,
      });
      expect(result.applications.map((a) => a.status)).toEqual(Array(3).fill('PendingApplicantApproval'));
    });
  });

  it('the applicant accepts; approvers I and II approve; the applicant downloads the schedule PDF', async () => {
    const application = applied[1]!;
    const { id } = application;
    await as('oa.consumer', async (page) => {
      await openOwn(page, application);
      await waitForText(page, APPLICATION_STATUS_LABELS.PendingApplicantApproval);
      await page.getByRole('list', { name: 'Timeline' }).getByText('Approved in part (pro-rata)').waitFor();
      await screenshot(page, 'applications-partial');
      await act(page, 'Accept Allocation');
      await expectStatus(page, id, 'PartiallyApproved');
    });
    for (const [user, action, status] of [
      ['approver1', 'Verify and Forward', 'SLDCApproverIApproved'],
      ['approver2', 'Approve', 'Approved'],
    ] as const) {
      await as(user, async (page) => {
        await openSldc(page, 'DayAhead', application);
        await act(page, action);
        await expectStatus(page, id, status);
      });
    }
    await as('oa.consumer', async (page) => {
      await openFromNotification(page, application);
      await waitForText(page, APPLICATION_STATUS_LABELS.Approved);
      await screenshot(page, 'applications-approved');
      const [download, response] = await Promise.all([
        page.waitForEvent('download'),
        page.waitForResponse((r) => r.url().includes(`${A}/DownloadOpenAccessDetails/${id}`)),
        page.getByRole('button', { name: 'Download Schedule (PDF)' }).click(),
      ]);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const text = pdfText(readFileSync((await download.path())!));
      // 4 MW from 08:00 to 16:00 except 3.33 MW from 10:00 to 12:00: 6 h × 4 + 2 h × 3.33 = 30.66 MWh.
      expect(text).toContain('3.33');
      expect(text).toContain('30.66');
      expect(text).toContain('STU Charge');
    });
  }, 120_000);
});

describe('FCFS', () => {
  it('serves applications in order of receipt: the exhausting one partial, the later one rejected (no margin)', async () => {
    const date = addDays(TODAY, 5);
    const applied: Applied[] = [];
    const payments: number[] = [];
    // The margin of the day: 5 MW in every block, set on STOA View / Edit.
    await as('sldc', async (page) => {
      await page.goto('/intra-state-stoa/view-edit');
      await page.getByRole('heading', { name: 'STOA View / Edit' }).waitFor();
      // The date, then the corridor, each shown before the next change (corridor and date live in the address).
      const dayOf = (corridorId: string | null) => (r: Response) =>
        r.url().includes(`/api/Atc/Day/${corridorId ?? ''}`) && r.url().endsWith(`/${date}`);
      await Promise.all([page.waitForResponse(dayOf(null)), fillDate(page, 'Date', date)]);
      const corridor = page.getByLabel('Corridor', { exact: true });
      const option = corridor.locator('option', { hasText: CORRIDOR });
      await expect.poll(() => option.count()).toBe(1);
      const corridorId = (await option.getAttribute('value'))!;
      if ((await corridor.inputValue()) !== corridorId) {
        await Promise.all([page.waitForResponse(dayOf(corridorId)), corridor.selectOption(corridorId)]);
      }
      expect(new URL(page.url()).searchParams.get('date')).toBe(date);
      expect(await corridor.inputValue()).toBe(corridorId);
      const fill = page.getByRole('group', { name: 'Set several blocks' });
      await fill.getByLabel('MW', { exact: true }).fill('5');
      await fill.getByRole('button', { name: 'Set blocks' }).click();
      await expect.poll(() => page.getByLabel('ATC block 96 (MW)').inputValue()).toBe('5');
      // Saved: the PUT answered 200, the page says so, and the day shown again from the server holds the new values.
      // Save asks first: 5 MW lowers the demo's ATC in every block, and the dialog lists the 96 falls.
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Save ATC?' });
      await confirm.getByText('The ATC of 96 corridor-blocks falls', { exact: false }).waitFor();
      const [saved] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/Atc/Day/')),
        confirm.getByRole('button', { name: 'Save ATC', exact: true }).click(),
      ]);
      expect(saved.status()).toBe(200);
      expect(new URL(saved.url()).pathname).toBe(`/api/Atc/Day/${corridorId}/${date}`);
      await page.getByText(/^Last changed by /).waitFor();
      await page.getByText('ATC saved.').waitFor();
      expect(await page.getByLabel('ATC block 1 (MW)').inputValue()).toBe('5');
      expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    });
    // 3 + 3 + 2 MW for a 5 MW margin, all within the buyer's 12 MW contract demand.
    for (const [user, mw] of [
      ['oa.injecting', 3],
      ['oa.consumer', 3],
      ['oa.injecting', 2],
    ] as const) {
      await as(user, async (page) => {
        const parties = user === 'oa.injecting' ? { buyer: BUYER } : { seller: SELLER };
        const application = await apply(page, 'FCFS', parties, { date, from: 0, to: 8, mw });
        applied.push(application);
        // Arranged (issue 17): the dues paid now, reconciled by the SLDC before it accepts.
        payments.push(await payDues(page, [applicationRecord(application.id)]));
      });
    }
    await as('sldc', async (page) => {
      await approvePayments(page, payments);
      for (const application of applied) await accept(page, 'FCFS', application);
      await openBatch(page, 'FCFS', TODAY);
      await processAndAllocate(page, 'Allocate in Order of Receipt');
      await waitForText(page, APPLICATION_STATUS_LABELS.NoSTOARejected);
      const result = await processingResult(page, 'FCFS', TODAY);
      const status = new Map(result.applications.map((a) => [a.id, a.status]));
      expect(applied.map(({ id }) => status.get(id))).toEqual([
        'STOAApproved',
        'PendingApplicantApproval',
        'NoSTOARejected',
      ]);
      await page.goto('/applications/sldc/FCFS');
      await waitForText(page, APPLICATION_STATUS_LABELS.NoSTOARejected);
      await screenshot(page, 'applications-fcfs');
    });
  }, 150_000);
});

describe('party limits (DOMAIN §3)', () => {
  // Day-ahead for three days ahead is open all day today; the demo's ATC (50 MW) never binds here.
  const date = addDays(TODAY, 3);

  it("refuses in the form a buyer's second application above its contract demand less its live ones", async () => {
    await as('oa.consumer', async (page) => {
      // The first: 8 MW of the buyer's 12 MW contract demand, 00:00–04:00.
      await apply(page, 'DayAhead', { seller: SELLER }, { date, from: 0, to: 16, mw: 8 });

      // The second, typed in the form: 5 MW from 02:00 to 04:00, where 4 MW are left — on a phone, where the
      // form is several screens long.
      await page.setViewportSize({ width: 375, height: 667 });
      await openNewForm(page, 'DayAhead');
      await fillApplication(page, { seller: SELLER }, { date, from: 8, to: 16, mw: 5 });
      const block = page.getByRole('group', { name: 'Time block 1' });
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await block.getByText('Applied requirement : 5 is more than approved : 4').waitFor();
      await screenshot(page, 'applications-party-limit-refused');
      expect(new URL(page.url()).pathname).toBe('/applications/oa/DayAhead');
      await refusalShowsItsField(page, 'Row 1: Applied requirement : 5 is more than approved : 4', () =>
        block.getByLabel('Requirement (MW)'),
      );
      await leavingAsksFirst(page, '/applications/oa/DayAhead', '/applications/oa');

      // The server refuses it too, with the stable code, whoever sends it (a check of the API, not a user step).
      const own = await apiFromPage<{ registrationId: number; entityName: string }[]>(
        page,
        'GET',
        `${A}/GetAvailableRegistrations`,
      );
      const sellers = await apiFromPage<{ registrationId: number; entityName: string }[]>(
        page,
        'GET',
        `${A}/GetSellers`,
      );
      const second = await apiFromPage<unknown>(page, 'POST', `${A}/Submit/DayAhead`, {
        isDraft: false,
        sellerRegistrationId: sellers.json.data.find((p) => p.entityName === SELLER)!.registrationId,
        buyerRegistrationId: own.json.data.find((p) => p.entityName === BUYER)!.registrationId,
        timeBlocks: [{ oaFromDate: date, oaToDate: date, fromTimeBlock: 8, toTimeBlock: 16, oaRequirement: 5 }],
      });
      expect(second.status).toBe(400);
      expect(second.json.errors).toEqual([
        {
          fieldName: 'timeBlocks.0.oaRequirement',
          errorMessages: ['Applied requirement : 5 is more than approved : 4'],
          code: 'PARTY_LIMIT_EXCEEDED',
        },
      ]);
      const mine = await apiFromPage<{ items: { fromDate: string }[] }>(page, 'GET', `${A}/GetAppliedApplications`);
      expect(mine.json.data.items.filter((a) => a.fromDate === date)).toHaveLength(1);
    });
  });

  it("caps a batch whose seller's ex-bus capacity fell below its applications, and says which limit bound", async () => {
    const applied: Applied[] = [];
    const payments: number[] = [];
    await as('oa.injecting', async (page) => {
      for (let i = 0; i < 2; i += 1) {
        // Two 6 MW applications of the seller, 10:00–12:00: 12 MW of its 23.50 MW ex-bus capacity.
        applied.push(await apply(page, 'DayAhead', { buyer: BUYER }, { date, from: 40, to: 48, mw: 6 }));
      }
      // Arranged (issue 17): both applications' dues in one payment, reconciled by the SLDC before it accepts.
      const records = applied.map((a) => applicationRecord(a.id));
      payments.push(await payDues(page, records));
    });
    await as('sldc', async (page) => {
      await approvePayments(page, payments);
      for (const application of applied) await accept(page, 'DayAhead', application);
    });
    // The SLDC corrects the seller's registered auxiliary consumption (24 − 14 = 10 MW ex-bus) while the portal is
    // down: the two accepted applications now ask 12 MW of a 10 MW limit.
    await portal.stop();
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
    await db.query(
      `update registrations r set details = jsonb_set(r.details, '{generator,auxiliaryConsumption}', '14')
         from users u where u.id = r.applicant_user_id and u.user_name = 'oa.injecting'`,
    );
    await db.close();
    portal = await startPortal({}, { dataDir });

    await as('sldc', async (page) => {
      await openBatch(page, 'DayAhead', date);
      await page.getByRole('button', { name: 'Process', exact: true }).click();
      await page.getByText('Over party limit').first().waitFor();
      await page.getByRole('button', { name: 'Allocate Pro-Rata', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Allocate Pro-Rata' })
        .getByRole('button', { name: 'Allocate Pro-Rata', exact: true })
        .click();
      const why = "Limited by the seller's ex-bus capacity (Siang Hydro Power Ltd)";
      await page.getByText(why).first().waitFor();
      const limits = page.getByRole('table', { name: 'Party limit blocks' });
      await limits.getByRole('row').nth(1).waitFor();
      expect(await limits.getByRole('row').nth(1).textContent()).toContain("seller's ex-bus capacity");
      await screenshot(page, 'applications-party-limit-capped');
      const result = await processingResult(page, 'DayAhead', date);
      const ids = applied.map((a) => a.id);
      const capped = result.applications.filter((a) => ids.includes(a.id));
      // floor(10 × 6 / 12) = 5 MW each for 2 hours: 10 MWh.
      expect(capped.map((a) => [a.allocatedMwh, a.limitedBy])).toEqual([
        [10, ["seller's ex-bus capacity (Siang Hydro Power Ltd)"]],
        [10, ["seller's ex-bus capacity (Siang Hydro Power Ltd)"]],
      ]);
    });
  }, 120_000);
});
