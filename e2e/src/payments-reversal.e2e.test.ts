/**
 * A bounced Demand Draft in Chromium against the real server (issue 34 item 8), every step under test through the
 * pages: the demo's pending 'Both' registration owes its ₹10,000.00 registration fee; its applicant pays it by Demand
 * Draft on Payment Details; the SLDC approves it, then — the DD dishonoured — reverses it with a reason on the
 * payment's page (the dialog says what will happen); the cancelled receipt says so; the applicant sees the payment
 * Reversed with the reason and the fee open again, is refused the bounced DD number, pays with a new one; the SLDC
 * approves it. The API only checks the ledger and the dues.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PAYMENT_MESSAGES, businessDate, formatInr, type PaymentList } from '@stoa/shared';
import { pdfText } from '../../apps/server/src/test/pdf-text.ts';
import { screenshot } from './harness.ts';
import { apiFromPage } from './page-api.ts';
import {
  actingAs,
  approveOpenPayment,
  fact,
  fillPaymentDialog,
  openNav,
  openToReconcile,
  payInDialog,
  pendingRegistrationOf,
  reverseOpenPayment,
} from './steps.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite();
const as = actingAs(() => suite, { name: 'payments-reversal' });

const TODAY = businessDate(new Date());
const BOTH = 'Dirang Captive Power & Steel';
const FEE = formatInr(10_000);
const REASON = 'DD dishonoured by the drawee bank: funds insufficient';

/** The payer's Payments tab: the row of `reference`. */
async function paymentRow(page: Page, reference: string) {
  await page.getByRole('tab', { name: 'Payments', exact: true }).click();
  return page.getByRole('grid', { name: 'Payments' }).getByRole('row').filter({ hasText: reference });
}

/** The signed-in payer's registration-fee dues and payments of `recordId`, read through the API (checks only). */
async function moneyOf(page: Page, recordId: number) {
  const url = '/api/Payment/GetPaymentList?pageSize=100&view=';
  const dues = (await apiFromPage<PaymentList>(page, 'GET', `${url}dues`)).json.data.dues;
  const payments = (await apiFromPage<PaymentList>(page, 'GET', `${url}payments`)).json.data;
  return { due: dues.find((d) => d.recordId === recordId && d.dueType === 'RegistrationFee')!, payments };
}

describe('a bounced Demand Draft', () => {
  it('is reversed by the SLDC with a reason; the applicant sees the fee open again and pays it with a new DD', async () => {
    let registrationId = 0;
    let recordNo = '';
    await as('sldc', async (page) => {
      ({ id: registrationId, recordNo } = await pendingRegistrationOf(page, BOTH));
    });
    const firstDd = `${registrationId}0101`;
    const secondDd = `${registrationId}0202`;

    // The applicant pays its registration fee by Demand Draft.
    await as('oa.both', async (page) => {
      await openNav(page, 'Payments', 'Payment Details');
      await page.getByRole('button', { name: `Pay ${recordNo} Registration Fee`, exact: true }).click();
      await payInDialog(page, { reference: firstDd, net: '10000.00', paidOn: TODAY, mode: 'Demand Draft' });
      await (await paymentRow(page, firstDd)).getByText('Pending Reconciliation', { exact: true }).waitFor();
    });

    // The SLDC approves it; the DD is then dishonoured and it reverses the payment with the reason.
    let receiptNo = '';
    await as('sldc', async (page) => {
      await openToReconcile(page, firstDd);
      await approveOpenPayment(page);
      await expect.poll(() => fact(page, 'Status').innerText()).toBe('Approved');
      receiptNo = await fact(page, 'Receipt No.').innerText();
      const said = await reverseOpenPayment(page, REASON);
      for (const words of [recordNo, 'will be owed again', `receipt ${receiptNo} will be marked cancelled`]) {
        expect(said).toContain(words);
      }
      await expect.poll(() => fact(page, 'Status').innerText()).toBe('Reversed');
      expect(await fact(page, 'Reversal Reason').innerText()).toBe(REASON);
      expect(await page.getByRole('button', { name: 'Reverse (bounced)' }).count()).toBe(0);
      await screenshot(page, 'payments-reversed');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Receipt' }).click(),
      ]);
      const text = pdfText(readFileSync((await download.path())!));
      for (const expected of ['CANCELLED', REASON, receiptNo]) expect(text).toContain(expected);
    });

    // The applicant: the payment Reversed with the reason, the fee owed again; the bounced DD number is refused.
    await as('oa.both', async (page) => {
      await openNav(page, 'Payments', 'Payment Details');
      const row = await paymentRow(page, firstDd);
      await row.getByText('Reversed', { exact: true }).waitFor();
      await row.getByText(REASON).waitFor();
      await page.getByRole('tab', { name: 'Dues', exact: true }).click();
      const fee = page.getByRole('grid', { name: 'Dues' }).getByRole('row').filter({ hasText: recordNo });
      await fee.getByText(FEE).first().waitFor();
      await fee.getByRole('button', { name: `Pay ${recordNo} Registration Fee`, exact: true }).click();
      await fillPaymentDialog(page, { reference: firstDd, paidOn: TODAY, mode: 'Demand Draft' });
      const dialog = page.getByRole('dialog', { name: 'Make Payment' });
      await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
      // Under the field and in the error summary at the top of the dialog.
      await dialog
        .getByRole('alert', { name: 'Please correct the following' })
        .getByRole('link', { name: PAYMENT_MESSAGES.reversedReference })
        .waitFor();
      await dialog.getByLabel('DD / UTR / Reference Number').fill(secondDd);
      await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      await page.getByText(PAYMENT_MESSAGES.paid).waitFor();
      await (await paymentRow(page, secondDd)).getByText('Pending Reconciliation', { exact: true }).waitFor();
      await screenshot(page, 'payments-paid-again');
    });

    await as('sldc', async (page) => {
      await openToReconcile(page, secondDd);
      await approveOpenPayment(page);
      await expect.poll(() => fact(page, 'Status').innerText()).toBe('Approved');
    });

    // Checked through the API: the fee settled once, by the second DD; the first reversed, nothing of it received.
    await as('oa.both', async (page) => {
      const { due, payments } = await moneyOf(page, registrationId);
      expect(due).toMatchObject({ charged: 10_000, settled: 10_000, balance: 0, status: 'Paid' });
      const byReference = Object.fromEntries(payments.payments.map((p) => [p.referenceNumber, p]));
      expect(byReference[firstDd]).toMatchObject({ status: 'Reversed', statusReason: REASON, receiptNo });
      expect(byReference[secondDd]).toMatchObject({ status: 'Approved', amount: 10_000 });
      expect(payments.totals).toMatchObject({ amount: 20_000, received: 10_000 });
    });
  }, 120_000);
});
