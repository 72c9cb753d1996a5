/**
 * Payments in Chromium against the real server (issue 17), every step under test through the pages: the demo's
 * pending 'Both' registration owes its registration fee; its applicant pays it on Payment Details (the due ticked,
 * Pay, the Make Payment dialog with a proof uploaded through its file control); the SLDC reverts it on Payment
 * Reconciliation with a reason, which reaches the applicant's bell; the applicant pays again; the SLDC approves and
 * downloads the receipt; the registration's STOA check then shows the fee paid and reconciled and lets the SLDC
 * forward. Then a refund: two day-ahead applications over a corridor's margin, paid in full in advance, get 5 of
 * their 6 MW pro-rata; the SLDC refunds one's unallocated part on Payments → Refund and reads it in History.
 *
 * The API arranges what earlier issues test through their own pages (the registration's chain up to the STOA check,
 * the ATC, the applications, their payments, acceptance and processing) and checks what the pages did.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  PAYMENT_MESSAGES,
  PAY_AGAIN_LABEL,
  RECORD_STATUS_LABELS,
  addDays,
  businessDate,
  formatInr,
  type ApplicationStatus,
  type PaymentList,
  type RecordStatus,
  type RefundHistory,
} from '@stoa/shared';
import { pdfText } from '../../apps/server/src/test/pdf-text.ts';
import { screenshot } from './harness.ts';
import { browserSuite } from './suite.ts';
import { apiFromPage } from './page-api.ts';
import {
  actOnRegistration,
  actingAs,
  approveOpenPayment,
  fact,
  followFeePayLink,
  markDocumentsValid,
  openNav,
  openToReconcile,
  payInDialog,
  pickOption,
  shownDate,
} from './steps.ts';
import { fillDate } from './date-field.ts';
import { applicationRecord, approvePayments, payDues } from './pay-dues.ts';

const suite = browserSuite();

const TODAY = businessDate(new Date());
const BOTH = 'Dirang Captive Power & Steel';
const REGISTRATION_FEE = formatInr(10_000);

const as = actingAs(() => suite, { name: 'payments' });

/** The payer's Payments tab: the row of `reference` shows `status`. */
async function expectPaymentRow(page: Page, reference: string, status: string) {
  await page.getByRole('tab', { name: 'Payments', exact: true }).click();
  const row = page.getByRole('grid', { name: 'Payments' }).getByRole('row').filter({ hasText: reference });
  await row.getByText(status, { exact: true }).waitFor();
}

/** The registration fee's line of the STOA check on the registration's page. */
const feeLine = (page: Page) =>
  page.getByRole('list', { name: 'Mandatory checks' }).getByRole('listitem').filter({ hasText: 'Registration fee' });

const forwardButton = (page: Page) =>
  page.getByRole('group', { name: 'Workflow actions' }).getByRole('button', { name: 'Verify and Forward' });

describe('a registration fee', () => {
  it('paid by NEFT, reverted with a reason, paid again, approved with a receipt; the STOA check passes its fee line', async () => {
    // Arranged: the pending registration's documents verified and the registration forwarded by the SLDC, its DISCOM
    // and TRANSCO, so that the SLDC's STOA check is the next step.
    let registrationId = 0;
    let recordNo = '';
    const actorOf: Partial<Record<RecordStatus, string>> = {
      Submitted: 'sldc',
      // The demo's Western DISCOM desk: the 'Both' registration (Dirang) is connected to it.
      PendingDISCOMApproval: 'discom.west',
      PendingTRANSCOApproval: 'transco',
    };
    let status: RecordStatus = 'Submitted';
    await as('sldc', async (page) => {
      const list = await apiFromPage<PaymentList>(
        page,
        'GET',
        '/api/Payment/GetPaymentList?view=dues&dueType=RegistrationFee&pageSize=100',
      );
      const due = list.json.data.dues.find((d) => d.partyName === BOTH)!;
      expect(due).toMatchObject({ recordType: 'Registration', balance: 10_000, pendingPaymentId: null });
      registrationId = due.recordId;
      recordNo = due.recordNo;
      await markDocumentsValid(page, registrationId, 'BothEntity');
    });
    while (actorOf[status]) {
      status = await as(actorOf[status]!, (page) => actOnRegistration(page, 'ApproveAndForward', registrationId));
    }
    expect(status).toBe('PendingSTOACheck');

    const first = `UTR${registrationId}A`;
    const second = `UTR${registrationId}B`;
    const reason = 'UTR not found in the bank statement of the day';

    // The applicant ticks its registration fee and pays it by NEFT.
    await as('oa.both', async (page) => {
      await openNav(page, 'Payments', 'Payment Details');
      const row = page.getByRole('grid', { name: 'Dues' }).getByRole('row').filter({ hasText: 'Registration Fee' });
      await row.getByText(REGISTRATION_FEE).first().waitFor();
      await row.getByRole('checkbox').check();
      await page.getByText(`1 selected, net payable ${REGISTRATION_FEE}`).waitFor();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await payInDialog(page, { reference: first, net: '10000.00', paidOn: TODAY });
      await expectPaymentRow(page, first, 'Pending Reconciliation');
      await screenshot(page, 'payments-pending');
    });

    // The SLDC: the STOA check still waits on the fee; it reverts the payment with a reason.
    await as('sldc', async (page) => {
      await openToReconcile(page, first);
      await expect
        .poll(() => page.getByRole('region', { name: 'Next step' }).innerText())
        .toContain('Check the amount against the bank statement');
      await page.getByRole('table', { name: 'Dues paid' }).getByRole('link', { name: recordNo }).click();
      await page.waitForURL(`**/registrations/view/BothEntity/${registrationId}`);
      await expect
        .poll(() => feeLine(page).innerText())
        .toContain(`${REGISTRATION_FEE} due; a payment awaits reconciliation.`);
      expect(await feeLine(page).getByRole('img', { name: 'Failed', exact: true }).count()).toBe(1);
      await expect.poll(() => forwardButton(page).isDisabled()).toBe(true);
      await page.goBack();
      await page.getByRole('button', { name: 'Revert', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Revert Payment' });
      await dialog.getByLabel('Reason').fill(reason);
      await dialog.getByRole('button', { name: 'Revert', exact: true }).click();
      await page.getByText(PAYMENT_MESSAGES.reverted).waitFor();
      await expect.poll(() => fact(page, 'Status').innerText()).toBe('Reverted');
    });

    // The applicant hears of it on the bell, with the reason, and pays again with a new reference.
    await as('oa.both', async (page) => {
      await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
      const notice = page.getByRole('menu').getByRole('menuitem').filter({ hasText: reason });
      await expect.poll(() => notice.innerText()).toContain(`(${first}) was reverted: ${reason}.`);
      await screenshot(page, 'payments-reverted-bell');
      await notice.click();
      await page.waitForURL(/\/payments\/\d+$/);
      await expect.poll(() => fact(page, 'Status').innerText()).toBe('Reverted');
      expect(await fact(page, 'Revert Reason').innerText()).toBe(reason);
      // The record says what happens next and leads to the dues to pay again.
      const next = page.getByRole('region', { name: 'Next step' });
      await expect.poll(() => next.innerText()).toContain('Pay the dues again: this payment was reverted');
      await next.getByRole('link', { name: PAY_AGAIN_LABEL }).click();
      await page.waitForURL(/\/payments\/dashboard\?tab=dues&search=/);
      await page.getByRole('button', { name: `Pay ${recordNo} Registration Fee`, exact: true }).waitFor();

      await openNav(page, 'Payments', 'Payment Details');
      await expectPaymentRow(page, first, 'Reverted');
      await page.getByRole('tab', { name: 'Dues', exact: true }).click();
      await page.getByRole('button', { name: `Pay ${recordNo} Registration Fee`, exact: true }).click();
      await payInDialog(page, { reference: second, net: '10000.00', paidOn: TODAY });
      await expectPaymentRow(page, second, 'Pending Reconciliation');
    });

    // The SLDC approves it and downloads the receipt; the STOA check's fee line has passed and it forwards.
    await as('sldc', async (page) => {
      await openToReconcile(page, second);
      await approveOpenPayment(page);
      const heading = page.getByRole('heading', { level: 1 });
      await expect.poll(() => heading.innerText()).toMatch(/^Payment RCPT\/\d{4}\/\d{4}$/);
      const receiptNo = (await heading.innerText()).replace(/^Payment /, '');
      expect(await fact(page, 'Receipt No.').innerText()).toBe(receiptNo);
      await screenshot(page, 'payments-approved');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Receipt' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`Receipt-${receiptNo.replaceAll('/', '-')}.pdf`);
      const bytes = readFileSync((await download.path())!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(bytes);
      for (const expected of [receiptNo, BOTH, second, '10,000.00']) expect(text).toContain(expected);

      await page.getByRole('table', { name: 'Dues paid' }).getByRole('link', { name: recordNo }).click();
      await page.waitForURL(`**/registrations/view/BothEntity/${registrationId}`);
      await expect.poll(() => feeLine(page).innerText()).toContain(`${REGISTRATION_FEE} paid and reconciled.`);
      expect(await feeLine(page).getByRole('img', { name: 'Passed', exact: true }).count()).toBe(1);
      await screenshot(page, 'payments-stoa-check-fee-passed');
      await expect.poll(() => forwardButton(page).isEnabled()).toBe(true);
      await forwardButton(page).click();
      const dialog = page.getByRole('dialog', { name: 'Verify and Forward' });
      await dialog.getByRole('button', { name: 'Verify and Forward' }).click();
      await expect.poll(() => fact(page, 'Status').innerText()).toBe(RECORD_STATUS_LABELS.STOAApproved);
    });
  }, 120_000);
});

describe('a refund', () => {
  // Day-ahead for the day after tomorrow is open all day today; 10 MW in 10:00–12:00 for two 6 MW applications.
  const DELIVERY = addDays(TODAY, 2);
  const A = '/api/Application';
  const SELLER = 'Siang Hydro Power Ltd';
  const BUYER = 'Papum Ferro Alloys Ltd';
  type Party = { registrationId: number; entityName: string };

  /** A day-ahead application of 6 MW from 10:00 to 12:00 on the delivery day (arrangement). */
  async function applyDayAhead(page: Page) {
    const own = (await apiFromPage<Party[]>(page, 'GET', `${A}/GetAvailableRegistrations`)).json.data[0]!;
    const other = async (side: 'GetSellers' | 'GetBuyers', name: string) =>
      (await apiFromPage<Party[]>(page, 'GET', `${A}/${side}`)).json.data.find((p) => p.entityName === name)!;
    const isSeller = own.entityName === SELLER;
    const res = await apiFromPage<{ id: number }>(page, 'POST', `${A}/Submit/DayAhead`, {
      isDraft: false,
      sellerRegistrationId: isSeller ? own.registrationId : (await other('GetSellers', SELLER)).registrationId,
      buyerRegistrationId: isSeller ? (await other('GetBuyers', BUYER)).registrationId : own.registrationId,
      timeBlocks: [{ oaFromDate: DELIVERY, oaToDate: DELIVERY, fromTimeBlock: 40, toTimeBlock: 48, oaRequirement: 6 }],
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data.id;
  }

  const ids: number[] = [];

  it("the applicant's day-ahead record says it awaits the ₹5,000.00 fee; its Pay leads to the fee in the dues", async () => {
    await as('oa.injecting', async (page) => {
      const id = await applyDayAhead(page);
      ids.push(id);
      // The applicant's list → the application → its record page.
      await openNav(page, 'Transactions', 'Applications');
      const detail = await apiFromPage<{ applicationNo: string }>(page, 'GET', `${A}/Get/${id}`);
      const applicationNo = detail.json.data.applicationNo;
      await page.getByRole('link', { name: `View ${applicationNo}`, exact: true }).click();
      await page.waitForURL(`**/applications/oa/DayAhead/${id}`);
      // Due by its day's processing cut-off: 15:00 IST the day before delivery.
      const notice = page.getByRole('status', { name: 'Application Fee' });
      await expect.poll(() => notice.innerText()).toContain(`Due by ${shownDate(addDays(DELIVERY, -1))} 3:00 PM.`);
      expect(await fact(page, 'Application Fee').innerText()).toBe(`Awaiting your payment: ${formatInr(5000)}`);
      await screenshot(page, 'payments-application-fee-awaited');
      const row = await followFeePayLink(page, {
        recordNo: applicationNo,
        label: 'Application Fee',
        amount: formatInr(5000),
      });
      expect(await row.innerText()).toContain(`${shownDate(addDays(DELIVERY, -1))} 3:00 PM`);
      await screenshot(page, 'payments-application-fee-dues');
    });
  }, 60_000);

  it('the SLDC refunds the unallocated part of a partially allocated application paid in advance', async () => {
    const payments: number[] = [];
    await as('sldc', async (page) => {
      const corridors = await apiFromPage<{ corridors: { id: number; name: string }[] }>(
        page,
        'GET',
        '/api/Configuration/Corridors/GetAll',
      );
      const corridor = corridors.json.data.corridors.find((c) => c.name === 'Itanagar Zone')!;
      const day = `/api/Atc/Day/${corridor.id}/${DELIVERY}`;
      const { version } = (await apiFromPage<{ version: number }>(page, 'GET', day)).json.data;
      const values = Array.from({ length: 96 }, (_, i) => (i >= 40 && i < 48 ? 10 : 20));
      const atc = await apiFromPage(page, 'PUT', day, { values, version });
      expect(atc.status, JSON.stringify(atc.json)).toBe(200);
    });
    // Each applicant pays its application's dues in full (the fee and the charges of 6 MW for 2 hours): the one the
    // first test made, and the other's, made now.
    await as('oa.injecting', async (page) => {
      payments.push(await payDues(page, [applicationRecord(ids[0]!)]));
    });
    await as('oa.consumer', async (page) => {
      const id = await applyDayAhead(page);
      ids.push(id);
      payments.push(await payDues(page, [applicationRecord(id)]));
    });
    const [id] = ids as [number, number];
    await as('sldc', async (page) => {
      await approvePayments(page, payments);
      for (const each of ids) {
        const accepted = await apiFromPage(page, 'POST', `${A}/Approve/DayAhead/${each}`, {});
        expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
      }
      expect((await apiFromPage(page, 'POST', `${A}/ProcessApplications/DayAhead/${DELIVERY}`)).status).toBe(200);
      const allocated = await apiFromPage(page, 'POST', `${A}/AllocateQuantumProRataBasis/${DELIVERY}/DayAhead`);
      expect(allocated.status, JSON.stringify(allocated.json)).toBe(200);
      const detail = await apiFromPage<{ status: ApplicationStatus; applicationNo: string }>(
        page,
        'GET',
        `${A}/Get/${id}`,
      );
      expect(detail.json.data.status).toBe('PendingApplicantApproval');
      const applicationNo = detail.json.data.applicationNo;
      // floor(10 × 6 / 12) = 5 MW of the 6 for 2 hours: the STU charge falls from 12 MWh to 10 MWh at ₹0.08/kWh,
      // ₹960.00 → ₹800.00; the SLDC operating charge (per day and transaction) and the fee stay. ₹160.00 back.
      const refundable = formatInr(160);

      // Payments → Refund: the application with its refundable amount; Refund, the dialog, Save.
      await openNav(page, 'Payments', 'Refund');
      const grid = page.getByRole('grid', { name: 'Refunds' });
      const row = grid.getByRole('row').filter({ hasText: applicationNo });
      await expect.poll(() => row.getByRole('gridcell').allInnerTexts()).toContain(refundable);
      await screenshot(page, 'payments-refundable');
      await row.getByRole('button', { name: `Refund ${applicationNo}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Refund ${applicationNo}` });
      await dialog.getByText(`Refundable: ${refundable}`).waitFor();
      expect(await dialog.getByLabel('Refund Amount (₹)').inputValue()).toBe('160.00');
      await pickOption(dialog.getByLabel('Payment Mode'), 'NEFT');
      await dialog.getByLabel('DD / UTR / Reference Number').fill(`RFD${id}`);
      await fillDate(dialog, 'Refund Date', TODAY);
      await dialog.getByLabel('Remarks').fill('Unallocated 1 MW of 10:00–12:00');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      await page.getByText(PAYMENT_MESSAGES.refunded).waitFor();

      // Every application (Show: All), this one: refunded, nothing left; its History shows the refund.
      const filters = page.getByRole('search', { name: 'Filters' });
      await filters.getByLabel('Application No.').fill(applicationNo);
      await filters.getByLabel('Show').selectOption({ label: 'All' });
      await filters.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(/[?&]search=/);
      await expect
        .poll(() => row.getByRole('gridcell').allInnerTexts())
        .toEqual(expect.arrayContaining([refundable, formatInr(0)]));
      await row.getByRole('button', { name: `History of ${applicationNo}`, exact: true }).click();
      const history = page.getByRole('dialog', { name: `Refund History of ${applicationNo}` });
      await history.getByText(`Refundable now: ${formatInr(0)}`).waitFor();
      const refunds = history.getByRole('table', { name: 'Refunds' }).getByRole('row');
      await expect.poll(() => refunds.count()).toBe(2);
      const cells = await refunds.nth(1).getByRole('cell').allInnerTexts();
      expect(cells.slice(0, 3)).toEqual([refundable, 'NEFT', `RFD${id}`]);
      await screenshot(page, 'payments-refund-history');

      const read = await apiFromPage<RefundHistory>(page, 'GET', `/api/Payment/GetRefundHistory/${id}`);
      expect(read.json.data.refundable).toBe(0);
      expect(read.json.data.refunds.map((r) => r.amount)).toEqual([160]);
    });
  }, 120_000);
});
