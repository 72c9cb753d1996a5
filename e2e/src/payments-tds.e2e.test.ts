/**
 * TDS in Chromium against the real server (issue 17, DOMAIN §5). Arranged through the API: the OA applicant
 * `oa.consumer` configures TDS of 2 % on STU charges from today and submits a day-ahead application (6 MW, 10:00–12:00
 * of the day after tomorrow). Through the UI: it ticks the application's STU charges and fee on Payment Details and
 * pays them net (the Make Payment dialog shows the gross, the 2 % TDS and the net, and prefills the net); the SLDC
 * approves the payment on Payment Reconciliation. Then the portal is restarted on the same data with its clock (and
 * the browser's) moved to the day after the month's challan due date: the applicant's TDS Challan Details shows the
 * month's TDS overdue with the interest it would draw today; it uploads the challan deposited today; the SLDC approves
 * it on TDS Reconciliation; the applicant sees it Approved with that interest, raised as a 'TDS Interest' due.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  TDS_MESSAGES,
  addDays,
  businessDate,
  firstOfNextMonth,
  formatInr,
  type DueRow,
  type MonthlyTdsRow,
} from '@stoa/shared';
import { launchBrowser, screenshot, startPortal, type Portal } from './harness.ts';
import { actingAs, approveOpenPayment, fact, openNav, openToReconcile, submitPaymentDialog } from './steps.ts';
import { apiFromPage } from './page-api.ts';
import { fillDate } from './date-field.ts';
import { PROOF_PDF, ownDues } from './pay-dues.ts';

const DAY_MS = 86_400_000;
const TODAY = businessDate(new Date());
const MONTH = TODAY.slice(0, 7);
/** 'Nov 2026', as the grid and the actions' names write a month. */
const MONTH_LABEL = new Date(`${MONTH}-01T00:00:00Z`).toLocaleString('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** The month's challan is due by the 7th of the next month (30 April for March). */
const NEXT = firstOfNextMonth(TODAY);
const DUE_ON = MONTH.endsWith('-03') ? `${NEXT.slice(0, 7)}-30` : `${NEXT.slice(0, 7)}-07`;
/** The portal's (and the browser's) day after the restart: the day after the due date, the deposit date. */
const LATE = addDays(DUE_ON, 1);
const OFFSET_DAYS = Math.round((Date.parse(LATE) - Date.parse(TODAY)) / DAY_MS);
/** Every calendar month from the deduction's to the deposit's, both included. */
const MONTHS =
  Number(LATE.slice(0, 4)) * 12 +
  Number(LATE.slice(5, 7)) -
  (Number(TODAY.slice(0, 4)) * 12 + Number(MONTH.slice(5))) +
  1;

const DELIVERY = addDays(TODAY, 2);
const A = '/api/Application';
const SELLER = 'Siang Hydro Power Ltd';
const PAYER = 'oa.consumer';
const RATE_PERCENT = 2;
const INTEREST_PERCENT_PER_MONTH = 1.5; // the demo's TDS interest rate

/** Rupees × percent / 100 in paise, rounded half up to the paisa (the amounts here are exact in paise). */
const percentOf = (rupees: number, percent: number) =>
  Math.floor((Math.round(rupees * 100) * percent + 50) / 100) / 100;

let portal: Portal;
let browser: Browser;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stoa-e2e-tds-'));

beforeAll(async () => {
  portal = await startPortal({}, { dataDir });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * The browser's clock, in days ahead of the real one: the server's after the restart, so both agree on today. The
 * pages take today from the browser (Upload Challan refuses a deposit date after it: 'Deposit Date cannot be in the
 * future'), so a browser on the real clock could not enter the server's today.
 */
let browserOffsetDays = 0;

/** Signed in as `userName` through the login form; a screenshot when `fn` fails. */
const as = actingAs(() => ({ browser, portal }), {
  name: 'payments-tds',
  prepare: async (context) => {
    if (browserOffsetDays !== 0) await context.clock.install({ time: Date.now() + browserOffsetDays * DAY_MS });
  },
});

/** The month's row of the TDS Challans grid. */
const monthRow = (page: Page) =>
  page.getByRole('grid', { name: 'TDS Challans' }).getByRole('row').filter({ hasText: MONTH_LABEL });

/** The signed-in caller's row of the month, read through the API (to check the page). */
async function monthOf(page: Page): Promise<MonthlyTdsRow> {
  const res = await apiFromPage<{ rows: MonthlyTdsRow[] }>(page, 'GET', '/api/Payment/GetMonthlyTDSList?pageSize=100');
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const row = res.json.data.rows.find((r) => r.month === MONTH);
  expect(row, JSON.stringify(res.json.data)).toBeDefined();
  return row!;
}

describe('TDS on a payment, its challan deposited late', () => {
  let applicationId = 0;
  let applicationNo = '';
  let stu = 0;
  let fee = 0;
  let tds = 0;
  const reference = `UTR-TDS-${Date.now() % 1_000_000}`;
  const challanNo = `CH${Date.now() % 1_000_000}`;

  it('an applicant with TDS configured pays an application’s charges net; the SLDC approves', async () => {
    // Arranged: TDS 2 % on STU charges from today, and a day-ahead application of 6 MW for 2 hours.
    await as(PAYER, async (page) => {
      const configured = await apiFromPage(page, 'POST', '/api/Configuration/Tds/Add', {
        chargeType: 'STUCharges',
        ratePercent: RATE_PERCENT,
        section: '194C',
        effectiveFrom: TODAY,
        effectiveTo: null,
      });
      expect(configured.status, JSON.stringify(configured.json)).toBe(200);
      type Party = { registrationId: number; entityName: string };
      const own = (await apiFromPage<Party[]>(page, 'GET', `${A}/GetAvailableRegistrations`)).json.data[0]!;
      const seller = (await apiFromPage<Party[]>(page, 'GET', `${A}/GetSellers`)).json.data.find(
        (p) => p.entityName === SELLER,
      )!;
      const submitted = await apiFromPage<{ id: number }>(page, 'POST', `${A}/Submit/DayAhead`, {
        isDraft: false,
        sellerRegistrationId: seller.registrationId,
        buyerRegistrationId: own.registrationId,
        timeBlocks: [
          { oaFromDate: DELIVERY, oaToDate: DELIVERY, fromTimeBlock: 40, toTimeBlock: 48, oaRequirement: 6 },
        ],
      });
      expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
      applicationId = submitted.json.data.id;
      const dues = (await ownDues(page)).filter((d) => d.recordType === 'Application' && d.recordId === applicationId);
      const of = (label: string) => dues.find((d) => d.dueTypeLabel === label) as DueRow;
      applicationNo = of('STU Charges').recordNo;
      stu = of('STU Charges').balance;
      fee = of('Application Fee').balance;
      // 6 MW × 2 h = 12 MWh at ₹0.08/kWh: ₹960.00 of STU charges (as payments.e2e's refund reads them).
      expect(stu).toBe(960);
      expect(fee).toBeGreaterThan(0);
    });
    tds = percentOf(stu, RATE_PERCENT); // ₹960.00 × 2 % = ₹19.20
    expect(tds).toBe(19.2);
    const net = stu - tds + fee;

    await as(PAYER, async (page) => {
      // The rate in force shows on TDS Configuration (and beside each due's TDS in the Make Payment dialog).
      await openNav(page, 'Payments', 'TDS Configuration');
      await expect
        .poll(() => page.getByRole('list', { name: 'Charges with TDS' }).innerText())
        .toBe(`STU Charges: ${RATE_PERCENT}% under section 194C`);

      await openNav(page, 'Payments', 'Payment Details');
      const grid = page.getByRole('grid', { name: 'Dues' });
      for (const label of ['STU Charges', 'Application Fee']) {
        const row = grid.getByRole('row').filter({ hasText: applicationNo }).filter({ hasText: label });
        await row.getByRole('checkbox').check();
      }
      await page.getByText(`2 selected, net payable ${formatInr(net)}`).waitFor();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();

      const dialog = page.getByRole('dialog', { name: 'Make Payment' });
      const lines = dialog.getByRole('table', { name: 'Dues paid' });
      const line = (text: string) => lines.getByRole('row').filter({ hasText: text });
      await expect
        .poll(() => line('STU Charges').getByRole('cell').allInnerTexts())
        .toEqual([
          applicationNo,
          'STU Charges',
          formatInr(stu),
          `${formatInr(tds)}\nat ${RATE_PERCENT}%`,
          formatInr(stu - tds),
        ]);
      expect(await line('Application Fee').getByRole('cell').allInnerTexts()).toEqual([
        applicationNo,
        'Application Fee',
        formatInr(fee),
        formatInr(0),
        formatInr(fee),
      ]);
      expect(await line('Total').getByRole('cell').allInnerTexts()).toEqual([
        'Total',
        formatInr(stu + fee),
        formatInr(tds),
        formatInr(net),
      ]);
      await expect.poll(() => dialog.getByLabel('Amount (₹)').inputValue()).toBe(net.toFixed(2));
      await screenshot(page, 'payments-tds-make-payment');
      await submitPaymentDialog(page, { reference, paidOn: TODAY });
    });

    await as('sldc', async (page) => {
      await openToReconcile(page, reference);
      await approveOpenPayment(page);
      await expect.poll(() => fact(page, 'Status').innerText()).toBe('Approved');
    });
  }, 120_000);

  it('after the due date the applicant uploads the month’s challan; on approval its interest falls due', async () => {
    // Interest: deducted × 1.5 % per month × each calendar month from the deduction's to the deposit's, half up.
    // Hand-checked for a November deduction deposited on 8 December (2 months): ₹19.20 × 1.5 % × 2 = ₹0.576 → ₹0.58.
    const interest = percentOf(tds, INTEREST_PERCENT_PER_MONTH * MONTHS);
    if (MONTHS === 2) expect(interest).toBe(0.58);
    const interestText = `${formatInr(interest)} (${MONTHS} months)`;

    await portal.stop();
    portal = await startPortal({ CLOCK_OFFSET_DAYS: String(OFFSET_DAYS) }, { dataDir });
    browserOffsetDays = OFFSET_DAYS;

    await as(PAYER, async (page) => {
      await openNav(page, 'Payments', 'TDS Challan Details');
      const row = monthRow(page);
      await expect
        .poll(() => row.getByRole('gridcell').allInnerTexts())
        .toEqual(expect.arrayContaining([formatInr(tds), interestText]));
      await row.getByText('Challan Not Uploaded', { exact: true }).waitFor();
      await row.getByText('Overdue', { exact: true }).waitFor();
      expect(await monthOf(page)).toMatchObject({
        deducted: tds,
        dueOn: DUE_ON,
        interest,
        interestMonths: MONTHS,
        isOverdue: true,
      });
      await screenshot(page, 'payments-tds-challan-overdue');

      await row.getByRole('button', { name: `Upload Challan ${MONTH_LABEL}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload TDS Challan' });
      expect(await dialog.getByLabel('Amount (₹)').inputValue()).toBe(tds.toFixed(2));
      await dialog.getByLabel('Challan Serial No.').fill(challanNo);
      await dialog.getByLabel('BSR Code').fill('0510308');
      await fillDate(dialog, 'Deposit Date', LATE);
      await dialog
        .getByLabel('Upload Challan Copy', { exact: true })
        .setInputFiles({ name: `${challanNo}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(PROOF_PDF) });
      await dialog.getByText(`${challanNo}.pdf`).waitFor();
      await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      await page.getByText(TDS_MESSAGES.uploaded).waitFor();
      await row.getByText('Pending Reconciliation', { exact: true }).waitFor();
    });

    await as('sldc', async (page) => {
      await openNav(page, 'Payments', 'TDS Reconciliation');
      const row = page.getByRole('grid', { name: 'TDS Challans' }).getByRole('row').filter({ hasText: challanNo });
      await row.getByText('Pending Reconciliation', { exact: true }).waitFor();
      await screenshot(page, 'payments-tds-reconciliation');
      await row.getByRole('button', { name: /^Approve / }).click();
      await page
        .getByRole('dialog', { name: 'Approve Challan' })
        .getByRole('button', { name: 'Approve', exact: true })
        .click();
      await page.getByText(TDS_MESSAGES.approved).waitFor();
      await row.getByText('Approved', { exact: true }).waitFor();
    });

    await as(PAYER, async (page) => {
      await openNav(page, 'Payments', 'TDS Challan Details');
      const row = monthRow(page);
      await row.getByText('Approved', { exact: true }).waitFor();
      expect(await row.getByRole('gridcell').allInnerTexts()).toEqual(
        expect.arrayContaining([formatInr(tds), challanNo, interestText]),
      );
      expect(await row.getByText('Overdue', { exact: true }).count()).toBe(0);
      await screenshot(page, 'payments-tds-challan-approved');

      await openNav(page, 'Payments', 'Payment Details');
      const due = page.getByRole('grid', { name: 'Dues' }).getByRole('row').filter({ hasText: 'TDS Interest' });
      await expect.poll(() => due.count()).toBe(1);
      await expect.poll(() => due.getByRole('gridcell').allInnerTexts()).toContain(formatInr(interest));
      expect(await due.innerText()).toContain(challanNo);
      await screenshot(page, 'payments-tds-interest-due');
      const dues = (await ownDues(page)).filter((d) => d.dueType === 'TdsInterest');
      expect(dues.map((d) => [d.balance, d.tdsPayable, d.netPayable])).toEqual([[interest, 0, interest]]);
      // The STU charges were settled in full by the net paid and the TDS withheld.
      const settled = (await ownDues(page)).filter((d) => d.recordId === applicationId && d.dueType === 'STUCharges');
      expect(settled.map((d) => d.balance)).toEqual([0]);
    });
  }, 180_000);
});
