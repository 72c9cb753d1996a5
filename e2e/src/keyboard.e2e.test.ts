/**
 * Issue 36 item 7: one flow per audience with the keyboard alone (keyboard-steps.ts: Tab, Shift+Tab, arrows, Enter,
 * typing; never the mouse), the focus visible at every stop acted on. oa.consumer signs in, applies day-ahead (the
 * seller, the dates typed into the date boxes, the blocks, the MW), follows its record's fee notice to Pay, and pays
 * the application fee in the Make Payment dialog (its proof chosen from the upload button). The SLDC's reconciliation
 * of that payment is arranged through the API. The SLDC signs in, accepts the application on its record page,
 * follows the next step's link to the Processing tab, processes the batch and approves it; approvers I and II approve
 * on the record page. A page is reached by its address (the address bar is the keyboard's too), then its skip link.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  APPLICATION_TYPE_LABELS,
  PAYMENT_MESSAGES,
  RECORD_LINKS,
  TIME_LABELS,
  addDays,
  businessDate,
  type ApplicationStatus,
} from '@stoa/shared';
import { newPage, screenshot } from './harness.ts';
import { browserSuite } from './suite.ts';
import { apiFromPage } from './page-api.ts';
import { PROOF_PDF, approvePayments, ownDues } from './pay-dues.ts';
import { choose, openPage, press, signInByKeyboard, tabTo, typeDate, typeInto } from './keyboard-steps.ts';

const suite = browserSuite();
const TODAY = businessDate(new Date());
// Day-ahead for the day after tomorrow is open all day today.
const DELIVERY = addDays(TODAY, 2);
const SELLER = 'Siang Hydro Power Ltd';
const applied = { id: 0, applicationNo: '', paymentId: 0 };

/** A signed-in page of `userName` (by keyboard), `fn` run on it; a screenshot when it fails. */
async function asUser(userName: string, fn: (page: Page) => Promise<void>) {
  const { context, page } = await newPage(suite.browser, suite.portal);
  try {
    await signInByKeyboard(page, userName);
    await fn(page);
  } catch (error) {
    await screenshot(page, `keyboard-failed-${userName}`).catch(() => undefined);
    throw error;
  } finally {
    await context.close();
  }
}

const statusOf = async (page: Page) =>
  (await apiFromPage<{ status: ApplicationStatus }>(page, 'GET', `/api/Application/Get/${applied.id}`)).json.data
    .status;

/** The arrow keys through an open menu until `name` has focus, then Enter. */
async function pickMenuItem(page: Page, name: string) {
  const item = page.getByRole('menuitem', { name, exact: true });
  await item.waitFor();
  for (let step = 0; step < 10 && !(await item.evaluate((e) => e === document.activeElement)); step += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await tabTo(page, item, `menu item ${name}`, false, 0);
  await page.keyboard.press('Enter');
}

async function applyDayAhead(page: Page) {
  await openPage(page, '/applications/oa');
  await press(page, page.getByRole('button', { name: 'New Application' }), 'New Application');
  await pickMenuItem(page, APPLICATION_TYPE_LABELS.DayAhead);
  await page.waitForURL('**/applications/oa/DayAhead');
  const form = page.getByRole('form', { name: 'Application form' });
  await choose(page, form.getByLabel('Seller', { exact: true }), 'Seller', SELLER);
  const block = form.getByRole('group', { name: 'Time block 1' });
  await typeDate(page, block.getByRole('group', { name: 'From Date', exact: true }), 'From Date', DELIVERY);
  await typeDate(page, block.getByRole('group', { name: 'To Date', exact: true }), 'To Date', DELIVERY);
  await choose(page, block.getByLabel('From Time'), 'From Time', TIME_LABELS[40]!);
  await choose(page, block.getByLabel('To Time'), 'To Time', TIME_LABELS[48]!);
  await typeInto(page, block.getByLabel('Requirement (MW)'), 'Requirement (MW)', '3');
  await expect.poll(() => page.getByLabel('MWh of time block 1').innerText()).toBe('6.00');
  await press(page, form.getByRole('button', { name: 'Submit', exact: true }), 'Submit');
  await page.waitForURL(/\/applications\/oa\/DayAhead\/\d+$/);
  applied.id = Number(new URL(page.url()).pathname.split('/').pop());
  const heading = page.getByRole('heading', { level: 1 });
  await expect.poll(() => heading.innerText()).toMatch(/^Application \S+$/);
  applied.applicationNo = (await heading.innerText()).replace(/^Application /, '');
}

/** The record's fee notice → Pay → the fee's row → Make Payment, filled and sent. */
async function payFee(page: Page) {
  const notice = page.getByRole('status', { name: 'Application Fee' });
  await press(page, notice.getByRole('link', { name: 'Pay', exact: true }), 'the fee notice’s Pay');
  await page.waitForURL((url) => url.pathname === '/payments/dashboard');
  const pay = page.getByRole('button', { name: `Pay ${applied.applicationNo} Application Fee`, exact: true });
  await press(page, pay, 'the fee’s Pay');
  const dialog = page.getByRole('dialog', { name: 'Make Payment' });
  await dialog.waitFor();
  await choose(page, dialog.getByLabel('Payment Mode'), 'Payment Mode', 'NEFT');
  const reference = `KBD-UTR-${applied.id}`;
  await typeInto(page, dialog.getByLabel('DD / UTR / Reference Number'), 'Reference', reference);
  await typeInto(page, dialog.getByLabel('Bank Name'), 'Bank Name', 'State Bank of India');
  await typeDate(page, dialog.getByRole('group', { name: 'Payment Date', exact: true }), 'Payment Date', TODAY);
  const chooser = page.waitForEvent('filechooser');
  await press(page, dialog.getByRole('button', { name: 'Upload Proof of Payment' }), 'Upload Proof of Payment');
  await (
    await chooser
  ).setFiles({ name: `${reference}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(PROOF_PDF) });
  await dialog.getByText(`${reference}.pdf`).waitFor();
  await press(page, dialog.getByRole('button', { name: 'Submit', exact: true }), 'Make Payment’s Submit');
  await page.getByText(PAYMENT_MESSAGES.paid).waitFor();
  const fee = (await ownDues(page)).find((due) => due.recordId === applied.id && due.pendingPaymentId !== null);
  applied.paymentId = fee!.pendingPaymentId!;
}

/** On the open record: the workflow action `action`, then the same button in its dialog. */
async function act(page: Page, action: string) {
  const actions = page.getByRole('group', { name: 'Workflow actions' });
  await press(page, actions.getByRole('button', { name: action, exact: true }), action);
  const dialog = page.getByRole('dialog', { name: action, exact: true });
  await press(page, dialog.getByRole('button', { name: action, exact: true }), `${action} in its dialog`);
  await dialog.waitFor({ state: 'detached' });
}

describe('keyboard only, focus visible at every stop', () => {
  it('an applicant applies day-ahead and pays its fee', async () => {
    await asUser('oa.consumer', async (page) => {
      await applyDayAhead(page);
      await payFee(page);
    });
  }, 90_000);

  it('the SLDC accepts it, processes the batch and approves; approvers I and II approve', async () => {
    await asUser('sldc', async (page) => {
      await approvePayments(page, [applied.paymentId]);
      await openPage(page, RECORD_LINKS.applicationOfSldc('DayAhead', applied.id));
      await page.getByRole('region', { name: 'STOA check' }).getByText('All checks passed').waitFor();
      await act(page, 'Accept');
      await expect.poll(() => statusOf(page)).toBe('PendingSTOAApproval');
      await press(page, page.getByRole('region', { name: 'Next step' }).getByRole('link').first(), 'Next step');
      await page.waitForURL(/tab=processing/);
      await press(page, page.getByRole('button', { name: 'Process', exact: true }), 'Process');
      await page.getByText(/^Processed: 1 fitting, 0 congested\.$/).waitFor();
      const approveAll = 'Approve All (fitting)';
      await press(page, page.getByRole('button', { name: approveAll, exact: true }), approveAll);
      const dialog = page.getByRole('dialog', { name: approveAll });
      await press(page, dialog.getByRole('button', { name: approveAll, exact: true }), `${approveAll} in its dialog`);
      await expect.poll(() => statusOf(page)).toBe('STOAApproved');
    });
    for (const [approver, action, status] of [
      ['approver1', 'Verify and Forward', 'SLDCApproverIApproved'],
      ['approver2', 'Approve', 'Approved'],
    ] as const) {
      await asUser(approver, async (page) => {
        await openPage(page, RECORD_LINKS.applicationOfSldc('DayAhead', applied.id));
        await page.getByRole('heading', { name: `Application ${applied.applicationNo}` }).waitFor();
        await act(page, action);
        await expect.poll(() => statusOf(page)).toBe(status);
      });
    }
  }, 120_000);
});
