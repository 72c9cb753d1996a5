/**
 * The reports in Chromium against the real server (issue 19). The SLDC first finds the Reports section with its 18
 * links and the demo's pending registration (oa.both's) on Pending Registrations, charted by age. Then, arranged
 * through the API, that registration is approved and two FCFS applications are applied for, paid and approved, each
 * buying all day from Siang Hydro: oa.consumer 5 MW on D1–D1+1 (240.00 MWh) and oa.both 3 MW on D2 = D1 + 2 (72.00
 * MWh). Through the pages:
 * - the SLDC opens Application Details — both, a Total of 312.00 MWh —, filters From Date D2 (only oa.both's, 72.00)
 *   and downloads it: the xlsx holds what the screen shows, the PDF prints the title and the filter;
 * - the SLDC opens STU Charges: at ₹0.08/kWh ₹19,200.00 + ₹5,760.00 = ₹24,960.00 charged and paid, the chart of the
 *   month and its 'Show as table' figures;
 * - oa.both reads 13 reports in the nav and only its own application on Application Details.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  APPLICATION_TYPE_LABELS,
  ENTITY_TYPE_LABELS,
  REPORTS,
  REPORT_TITLES,
  addDays,
  businessDate,
  formatDisplayDate,
  formatInr,
  formatMw,
  reportsFor,
  type ApplicationStatus,
  type PaymentList,
  type ReportKey,
} from '@stoa/shared';
import { pdfText } from '../../apps/server/src/test/pdf-text.ts';
import { newPage, screenshot, signIn } from './harness.ts';
import { browserSuite } from './suite.ts';
import { actOnRegistration, markDocumentsValid } from './steps.ts';
import { apiFromPage } from './page-api.ts';
import { fillDate } from './date-field.ts';
import { downloadList, gridRowsOf, xlsxFileOf, xlsxRowsOf, type TableRows } from './grid-file.ts';
import { applicationRecord, approvePayments, payDues, registrationRecord } from './pay-dues.ts';

const suite = browserSuite();
const A = '/api/Application';
const TODAY = businessDate(new Date());
// FCFS opens four days ahead: oa.consumer's two days, then oa.both's day.
const D1 = addDays(TODAY, 5);
const D2 = addDays(TODAY, 7);
const SELLER = 'Siang Hydro Power Ltd';
const CONSUMER = 'Papum Ferro Alloys Ltd';
const BOTH = 'Dirang Captive Power & Steel';
type Party = { registrationId: number; entityName: string };

/** One browser context per user for the whole file, signed in once through the login form. */
const sessions = new Map<string, Page>();
afterAll(async () => {
  for (const page of sessions.values())
    await page
      .context()
      .close()
      .catch(() => undefined);
});

/** Runs `fn` on the page of `userName`'s session; a screenshot when it fails. */
async function as<T>(userName: string, fn: (page: Page) => Promise<T>): Promise<T> {
  let page = sessions.get(userName);
  if (!page) {
    page = (await newPage(suite.browser, suite.portal)).page;
    await signIn(page, userName);
    await page.waitForURL((url) => url.pathname !== '/login');
    sessions.set(userName, page);
  }
  try {
    return await fn(page);
  } catch (error) {
    await screenshot(page, `reports-failed-${userName}`).catch(() => undefined);
    throw error;
  }
}

const reportLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('list', { name: 'Reports' }).getByRole('link');

/** A report through its link in the drawer's Reports section: its title and its one line. */
async function openReport(page: Page, key: ReportKey) {
  const def = REPORTS[key];
  await reportLinks(page).getByText(def.title, { exact: true }).click();
  await page.waitForURL(`**/reports/${key}`);
  await page.getByRole('heading', { level: 1, name: def.title, exact: true }).waitFor();
  await page.getByText(def.answers, { exact: true }).waitFor();
  return page.getByRole('grid', { name: def.title });
}

/** The record count above the grid ('2 records'), once the rows asked for are shown. */
const recordCount = (page: Page, count: number) =>
  page.getByText(`${count} ${count === 1 ? 'record' : 'records'}`, { exact: true }).waitFor();

/** The grid's rows as shown, the Total row apart. */
async function shownRows(grid: Locator): Promise<{ rows: TableRows; total: Record<string, string> | undefined }> {
  const all = await gridRowsOf(grid);
  const isTotal = (row: Record<string, string>) => Object.values(row)[0] === 'Total';
  return { rows: all.filter((row) => !isTotal(row)), total: all.find(isTotal) };
}

/** The chart section titled `title` with its bars drawn; its description (what the bars add up to) for a reader. */
async function shownChart(page: Page, title: string): Promise<Locator> {
  const chart = page.getByRole('region', { name: title });
  await chart.getByRole('heading', { name: title }).waitFor();
  const figure = chart.getByRole('figure', { name: title });
  await figure.locator('svg').first().waitFor();
  return figure;
}

/** The chart's 'Show as table' figures: the header, then a row per month, band or category. */
async function chartAsTable(page: Page, title: string): Promise<string[][]> {
  const chart = page.getByRole('region', { name: title });
  await chart.getByLabel('Show as table').check();
  const rows = chart.getByRole('table', { name: title }).getByRole('row');
  await rows.first().waitFor();
  const cells: string[][] = [];
  for (const row of await rows.all()) cells.push((await row.locator('th, td').allInnerTexts()).map((t) => t.trim()));
  return cells;
}

/** Saves the report's file through its Download menu; the file's path and the name the server gave it. */
async function downloadPdf(page: Page): Promise<{ path: string; name: string }> {
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'PDF (.pdf)' }).click(),
  ]);
  return { path: (await download.path())!, name: download.suggestedFilename() };
}

/** All day (blocks 0–96) from `from` to `to`, `mw` MW, seller Siang Hydro and the caller as the buyer (arrangement). */
async function applyFcfs(page: Page, from: string, to: string, mw: number): Promise<number> {
  const own = (await apiFromPage<Party[]>(page, 'GET', `${A}/GetAvailableRegistrations`)).json.data[0]!;
  const seller = (await apiFromPage<Party[]>(page, 'GET', `${A}/GetSellers`)).json.data.find(
    (p) => p.entityName === SELLER,
  )!;
  const res = await apiFromPage<{ id: number }>(page, 'POST', `${A}/Submit/FCFS`, {
    isDraft: false,
    sellerRegistrationId: seller.registrationId,
    buyerRegistrationId: own.registrationId,
    timeBlocks: [{ oaFromDate: from, oaToDate: to, fromTimeBlock: 0, toTimeBlock: 96, oaRequirement: mw }],
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.id;
}

/** The signed-in processor's `path` action on the registration (arrangement); its new status. */
const ids = { consumer: 0, both: 0 };
const numbers = { consumer: '', both: '' };

/** Figures as a sheet keeps them: no rupee sign, no thousands separators ('₹1,234.50' → '1234.50'). */
const plain = (rows: TableRows) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, /^₹?[\d,]+\.\d\d$/.test(v) ? v.replace(/[₹,]/g, '') : v]),
    ),
  );

describe('reports', () => {
  it('the SLDC reads 18 reports; Pending Registrations shows the demo registration charted by age', async () => {
    await as('sldc', async (page) => {
      await expect
        .poll(() => reportLinks(page).allInnerTexts())
        .toEqual(reportsFor('SLDCBusinessUser').map((key) => REPORT_TITLES[key]));
      const grid = await openReport(page, 'PendingRegistrations');
      await recordCount(page, 1);
      const { rows } = await shownRows(grid);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        Entity: BOTH,
        'Entity Type': ENTITY_TYPE_LABELS.BothEntity,
        Kind: 'Registration',
        'Days Pending': '0',
      });
      await shownChart(page, 'Pending by age');
      const bands = await chartAsTable(page, 'Pending by age');
      expect(bands[0]).toEqual(['Age', 'Registrations']);
      expect(bands.slice(1)).toEqual([
        ['0–3 days', '1'],
        ['4–7 days', '0'],
        ['8–15 days', '0'],
        ['16–30 days', '0'],
        ['Over 30 days', '0'],
      ]);
      await screenshot(page, 'reports-sldc-pending-registrations');
    });
  });

  it("arranges oa.both's registration approved and two approved FCFS applications", async () => {
    // oa.both's pending registration: documents verified, forwarded by the SLDC, its DISCOM and TRANSCO, the fee
    // paid and reconciled, the STOA check, both approvers.
    const registrationId = await as('sldc', async (page) => {
      const dues = await apiFromPage<PaymentList>(
        page,
        'GET',
        '/api/Payment/GetPaymentList?view=dues&dueType=RegistrationFee&pageSize=100',
      );
      const id = dues.json.data.dues.find((d) => d.partyName === BOTH)!.recordId;
      await markDocumentsValid(page, id, 'BothEntity');
      expect(await actOnRegistration(page, 'ApproveAndForward', id)).toBe('PendingDISCOMApproval');
      return id;
    });
    expect(await as('discom.west', (page) => actOnRegistration(page, 'ApproveAndForward', registrationId))).toBe(
      'PendingTRANSCOApproval',
    );
    expect(await as('transco', (page) => actOnRegistration(page, 'ApproveAndForward', registrationId))).toBe(
      'PendingSTOACheck',
    );
    const fee = await as('oa.both', (page) => payDues(page, [registrationRecord(registrationId)]));
    await as('sldc', async (page) => {
      await approvePayments(page, [fee]);
      expect(await actOnRegistration(page, 'ApproveAndForward', registrationId)).toBe('STOAApproved');
    });
    expect(await as('approver1', (page) => actOnRegistration(page, 'ApproveAndForward', registrationId))).toBe(
      'SLDCApproverIApproved',
    );
    expect(await as('approver2', (page) => actOnRegistration(page, 'Approve', registrationId))).toBe('Approved');

    // The two applications, each paid in advance, accepted and allocated by the SLDC, approved by both approvers.
    const payments: number[] = [];
    await as('oa.consumer', async (page) => {
      ids.consumer = await applyFcfs(page, D1, addDays(D1, 1), 5);
      payments.push(await payDues(page, [applicationRecord(ids.consumer)]));
    });
    await as('oa.both', async (page) => {
      ids.both = await applyFcfs(page, D2, D2, 3);
      payments.push(await payDues(page, [applicationRecord(ids.both)]));
    });
    const approveBoth = async (page: Page) => {
      for (const id of [ids.consumer, ids.both]) {
        const res = await apiFromPage(page, 'POST', `${A}/Approve/FCFS/${id}`, {});
        expect(res.status, JSON.stringify(res.json)).toBe(200);
      }
    };
    await as('sldc', async (page) => {
      await approvePayments(page, payments);
      await approveBoth(page);
      const fcfs = await apiFromPage(page, 'POST', `${A}/AllocateQuantumProRataBasis/${TODAY}/FCFS`);
      expect(fcfs.status, JSON.stringify(fcfs.json)).toBe(200);
    });
    await as('approver1', approveBoth);
    await as('approver2', approveBoth);
    await as('sldc', async (page) => {
      for (const key of ['consumer', 'both'] as const) {
        const res = await apiFromPage<{ status: ApplicationStatus; applicationNo: string }>(
          page,
          'GET',
          `${A}/Get/${ids[key]}`,
        );
        expect(res.json.data.status).toBe('Approved');
        numbers[key] = res.json.data.applicationNo;
      }
    });
  }, 120_000);

  it('the SLDC filters Application Details, sees its totals and downloads it as Excel and PDF', async () => {
    await as('sldc', async (page) => {
      const grid = await openReport(page, 'ApplicationDetails');
      await recordCount(page, 2);
      const all = await shownRows(grid);
      // The newest submission first.
      expect(all.rows.map((r) => r['Application No'])).toEqual([numbers.both, numbers.consumer]);
      expect(all.rows.map((r) => [r['Requested (MWh)'], r['Approved (MWh)'], r['Status']])).toEqual([
        ['72.00', '72.00', 'Approved'],
        ['240.00', '240.00', 'Approved'],
      ]);
      expect(all.total).toMatchObject({ 'Requested (MWh)': formatMw(312), 'Approved (MWh)': formatMw(312) });
      // The Excel file of every row: the screen's rows in the screen's order, real Excel (dates Date cells, figures
      // numbers, the header frozen, filters on).
      const excel = await xlsxFileOf(await downloadList(page, 'Excel (.xlsx)'));
      expect(excel.rows).toEqual(plain(all.rows));
      expect(excel.types).toMatchObject({ 'From Date': 'date', 'To Date': 'date', 'Requested (MWh)': 'number' });
      expect([excel.isFrozen, excel.filter?.startsWith('A1:')]).toEqual([true, true]);

      const filters = page.getByRole('search', { name: 'Filters' });
      await fillDate(filters, 'From Date', D2);
      await filters.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(/[?&]fromDate=/);
      await recordCount(page, 1);
      const filtered = await shownRows(grid);
      expect(filtered.rows).toHaveLength(1);
      expect(filtered.rows[0]).toMatchObject({
        'Application No': numbers.both,
        Type: APPLICATION_TYPE_LABELS.FCFS,
        Seller: SELLER,
        Buyer: BOTH,
        'From Date': formatDisplayDate(D2),
        'To Date': formatDisplayDate(D2),
      });
      expect(filtered.total).toMatchObject({ 'Requested (MWh)': '72.00', 'Approved (MWh)': '72.00' });
      await screenshot(page, 'reports-sldc-application-details');

      // The files follow the filter: the Excel file has the one row shown.
      expect(await xlsxRowsOf(await downloadList(page, 'Excel (.xlsx)'))).toEqual(plain(filtered.rows));

      // The PDF: its title, the filter it was run with, the row and the Total.
      const pdf = await downloadPdf(page);
      expect(pdf.name).toBe(`Application Details ${TODAY}.pdf`);
      const bytes = readFileSync(pdf.path);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(bytes);
      expect(text).toContain('Application Details');
      expect(text).toContain(`Filters: Delivery period: ${formatDisplayDate(D2)} to the end`);
      // A cell wraps onto lines of its own ('STOA/' then 'FCFS/2026/00002').
      const cells = text.replaceAll('\n', '');
      expect(cells).toContain(numbers.both);
      expect(cells).not.toContain(numbers.consumer);
      expect(text).toMatch(/Total[\s\S]*72\.00/);
    });
  });

  it('the SLDC sees STU Charges with their totals and the chart of the month, also as a table', async () => {
    await as('sldc', async (page) => {
      const grid = await openReport(page, 'STOACharges');
      await recordCount(page, 2);
      const { rows, total } = await shownRows(grid);
      // 240 MWh and 72 MWh at ₹0.08/kWh, paid in full.
      expect(rows.map((r) => [r['Application No'], r['Entity'], r['Charged'], r['Paid']])).toEqual([
        [numbers.both, BOTH, formatInr(5_760), formatInr(5_760)],
        [numbers.consumer, CONSUMER, formatInr(19_200), formatInr(19_200)],
      ]);
      expect(total).toMatchObject({
        Charged: formatInr(24_960),
        Paid: formatInr(24_960),
        Refunded: formatInr(0),
        Outstanding: formatInr(0),
      });
      const month = formatDisplayDate(TODAY).replace(/ \d\d, /, ' ');
      const figure = await shownChart(page, 'Charged and paid per month');
      await expect
        .poll(() => figure.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`).textContent()))
        .toBe(
          `Charged: ${formatInr(24_960)} in all, most in ${month} (${formatInr(24_960)}). ` +
            `Paid: ${formatInr(24_960)} in all, most in ${month} (${formatInr(24_960)}).`,
        );
      await screenshot(page, 'reports-sldc-stu-charges-chart');
      const figures = await chartAsTable(page, 'Charged and paid per month');
      expect(figures).toEqual([
        ['Month', 'Charged', 'Paid'],
        [month, formatInr(24_960), formatInr(24_960)],
      ]);
      await screenshot(page, 'reports-sldc-stu-charges-table');
    });
  });

  it('the applicant reads 13 reports and only its own application', async () => {
    await as('oa.both', async (page) => {
      // Its session began before its registration was approved: the portal opened afresh.
      await page.goto('/');
      const titles = reportsFor('OABusinessUser').map((key) => REPORT_TITLES[key]);
      expect(titles).toHaveLength(13);
      await expect.poll(() => reportLinks(page).allInnerTexts()).toEqual(titles);
      // The whole section in view for the picture.
      await reportLinks(page).last().scrollIntoViewIfNeeded();
      await screenshot(page, 'reports-applicant-menu');

      const grid = await openReport(page, 'ApplicationDetails');
      await recordCount(page, 1);
      const { rows, total } = await shownRows(grid);
      expect(rows.map((r) => r['Application No'])).toEqual([numbers.both]);
      expect(total).toMatchObject({ 'Requested (MWh)': '72.00' });
      expect(await page.getByText(numbers.consumer).count()).toBe(0);
      // An applicant has no entity to choose: its reports are its own already.
      expect(await page.getByRole('search', { name: 'Filters' }).getByLabel('Entity').count()).toBe(0);
      await screenshot(page, 'reports-applicant-application-details');
    });
  });
});
