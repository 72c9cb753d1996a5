/**
 * The steps the e2e specs share (one source each): a user's session opened through the login form, the nav, a
 * native select's option, a record's fact, a date as the pages show it, the Make Payment dialog, a payment reversed,
 * a record's fee notice and its Pay link, and the SLDC's arrangement of a registration's documents marked valid. The
 * spec under test does its own steps through the UI;
 * these are the common ones.
 */
import { expect } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { PAYMENT_MESSAGES, type RecordStatus } from '@stoa/shared';
import { newPage, screenshot, signIn, type Portal } from './harness.ts';
import { apiFromPage } from './page-api.ts';
import { fillDate } from './date-field.ts';
import { PROOF_PDF } from './pay-dues.ts';

export interface ActAsOptions {
  /** The failure screenshot's prefix ('payments' → payments-failed-sldc.png). */
  name: string;
  /** Where a user is sent after signing in ('/landing'); any page but /login when absent. */
  landing?: string;
  /** Runs on the new context before signing in (a moved browser clock, say). */
  prepare?: (context: BrowserContext) => Promise<void>;
}

export type ActAs = <T>(userName: string, fn: (page: Page) => Promise<T>) => Promise<T>;

/**
 * `as(userName, fn)`: a fresh browser context on `target()`'s portal, signed in through the login form, `fn` run on
 * its page (a screenshot when it fails), the context closed afterwards.
 */
export function actingAs(target: () => { browser: Browser; portal: Portal }, options: ActAsOptions): ActAs {
  return async (userName, fn) => {
    const { browser, portal } = target();
    const { context, page } = await newPage(browser, portal);
    try {
      await options.prepare?.(context);
      await signIn(page, userName);
      if (options.landing) await page.waitForURL(`**${options.landing}`);
      else await page.waitForURL((url) => url.pathname !== '/login');
      return await fn(page);
    } catch (error) {
      await screenshot(page, `${options.name}-failed-${userName}`).catch(() => undefined);
      if (error instanceof Error) {
        // The stack repeats the message it was made with: a report that prints the stack shows the page's words too.
        const said = await whatThePageSays(page);
        error.message = `${said}\n${error.message}`;
        if (error.stack) error.stack = `${said}\n${error.stack}`;
      }
      throw error;
    } finally {
      await context.close();
    }
  };
}

/**
 * Where a failed step left the user, to read in a CI log without the screenshot: the address and the alerts and field
 * errors visible then.
 */
async function whatThePageSays(page: Page): Promise<string> {
  const shown = await page
    .locator('[role=alert], .Mui-error.MuiFormHelperText-root')
    .filter({ visible: true })
    .allInnerTexts()
    .catch(() => []);
  const texts = shown.map((text) => text.trim().replace(/\s+/g, ' ')).filter((text) => text !== '');
  return `[${page.url()}] ${texts.length > 0 ? `shows: ${texts.join(' | ')}` : 'shows no alert'}`;
}

/** A link of the drawer's nav, in its section; its page is titled as the link (or `title`). */
export async function openNav(page: Page, section: string, item: string, title = item) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('list', { name: section })
    .getByRole('link', { name: item, exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
}

/** Picks the one option of a native select whose text holds `text`, once the options have loaded. */
export async function pickOption(select: Locator, text: string) {
  const option = select.locator('option', { hasText: text });
  await expect.poll(() => option.count(), { message: `one option '${text}'` }).toBe(1);
  await select.selectOption((await option.getAttribute('value'))!);
}

/** The value of one fact of a record's (or payment's) summary. */
export const fact = (page: Page, name: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt').getByText(name, { exact: true }) })
    .locator('dd');

/** The text of the visible element saying `text` exactly, once there. */
export async function waitForText(page: Page, text: string) {
  await page.getByText(text, { exact: true }).filter({ visible: true }).first().waitFor();
}

/** A calendar date as the pages show it ('Dec 02, 2026'). */
export const shownDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });

export interface PaymentInDialog {
  reference: string;
  paidOn: string;
  /** The mode's label as the select shows it (default NEFT). */
  mode?: string;
}

/**
 * The Make Payment dialog as the payer fills it once its dues are shown: the mode (NEFT unless told), the reference
 * and bank, `paidOn`, the proof uploaded through the dialog's file control. Not sent.
 */
export async function fillPaymentDialog(page: Page, payment: PaymentInDialog) {
  const { reference, paidOn, mode = 'NEFT' } = payment;
  const dialog = page.getByRole('dialog', { name: 'Make Payment' });
  await pickOption(dialog.getByLabel('Payment Mode'), mode);
  await dialog.getByLabel('DD / UTR / Reference Number').fill(reference);
  await dialog.getByLabel('Bank Name').fill('State Bank of India');
  await fillDate(dialog, 'Payment Date', paidOn);
  await dialog
    .getByLabel('Upload Proof of Payment', { exact: true })
    .setInputFiles({ name: `${reference}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(PROOF_PDF) });
  await dialog.getByText(`${reference}.pdf`).waitFor();
}

/** The Make Payment dialog filled (fillPaymentDialog), Submit, and the page's notice. */
export async function submitPaymentDialog(page: Page, payment: PaymentInDialog) {
  await fillPaymentDialog(page, payment);
  const dialog = page.getByRole('dialog', { name: 'Make Payment' });
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  await page.getByText(PAYMENT_MESSAGES.paid).waitFor();
}

/** The Make Payment dialog for a registration fee: its due listed, the amount at its net (`net`), then submitted. */
export async function payInDialog(page: Page, payment: PaymentInDialog & { net: string }) {
  const dialog = page.getByRole('dialog', { name: 'Make Payment' });
  await dialog.getByRole('table', { name: 'Dues paid' }).getByText('Registration Fee').waitFor();
  await expect.poll(() => dialog.getByLabel('Amount (₹)').inputValue()).toBe(payment.net);
  await submitPaymentDialog(page, payment);
}

/**
 * On the payer's own record page (issue 34 item 9): its fee notice says what it owes ('Awaiting your payment:
 * ₹5,000.00'); its Pay leads to Payment Details' dues searched for the record, where that fee's row offers Pay.
 * Answers the fee's row.
 */
export async function followFeePayLink(page: Page, fee: { recordNo: string; label: string; amount: string }) {
  const notice = page.getByRole('status', { name: fee.label });
  await expect.poll(() => notice.innerText()).toContain(`Awaiting your payment: ${fee.amount}`);
  await notice.getByRole('link', { name: 'Pay', exact: true }).click();
  await page.waitForURL(
    (url) => url.pathname === '/payments/dashboard' && url.searchParams.get('search') === fee.recordNo,
  );
  const row = page.getByRole('grid', { name: 'Dues' }).getByRole('row').filter({ hasText: fee.label });
  const pay = row.getByRole('button', { name: `Pay ${fee.recordNo} ${fee.label}`, exact: true });
  await pay.waitFor();
  expect(await pay.isEnabled()).toBe(true);
  expect(await row.innerText()).toContain(fee.amount);
  return row;
}

/** The SLDC's Payment Reconciliation (payments awaiting it) → the row of `reference` → View. */
export async function openToReconcile(page: Page, reference: string) {
  await openNav(page, 'Payments', 'Payment Reconciliation');
  await page.getByRole('link', { name: `View ${reference}`, exact: true }).click();
  await page.waitForURL(/\/payments\/\d+$/);
  await expect.poll(() => fact(page, 'DD / UTR / Reference Number').innerText()).toBe(reference);
}

/** On the open payment's page: Approve, confirmed in its dialog, and the notice. */
export async function approveOpenPayment(page: Page) {
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Approve Payment' })
    .getByRole('button', { name: 'Approve', exact: true })
    .click();
  await page.getByText(PAYMENT_MESSAGES.approved).waitFor();
}

/**
 * On the open (approved) payment's page, the SLDC business user: Reverse (bounced), the reason typed in its dialog,
 * Reverse, and the notice; answers the dialog's account of what it would do.
 */
export async function reverseOpenPayment(page: Page, reason: string): Promise<string> {
  await page.getByRole('button', { name: 'Reverse (bounced)', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reverse Payment' });
  const said = await dialog.locator('p').first().innerText();
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reverse', exact: true }).click();
  await page.getByText(PAYMENT_MESSAGES.reversed).waitFor();
  return said;
}

const R = '/api/Registration';

/** Arranged by the signed-in SLDC: every document of the registration marked valid (registration.e2e's subject). */
export async function markDocumentsValid(page: Page, registrationId: number, kind: string) {
  const files = await apiFromPage<{ fileId: string }[]>(
    page,
    'GET',
    `${R}/GetFileValidationDetails/${registrationId}/${kind}`,
  );
  const saved = await apiFromPage(page, 'POST', `${R}/SaveFileValidationDetails/${registrationId}/${kind}`, {
    files: files.json.data.map((f) => ({ fileId: f.fileId, isValid: true })),
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
}

/** Arranged: the signed-in user's step on a registration through the API; answers the status it reached. */
export async function actOnRegistration(
  page: Page,
  path: 'ApproveAndForward' | 'Approve',
  registrationId: number,
  kind = 'BothEntity',
): Promise<RecordStatus> {
  const res = await apiFromPage<{ status: RecordStatus }>(page, 'POST', `${R}/${path}/${registrationId}/${kind}`, {});
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.status;
}

/** The pending registration's id whose registration fee `partyName` owes (read by an SLDC user). */
export async function pendingRegistrationOf(page: Page, partyName: string): Promise<{ id: number; recordNo: string }> {
  const dues = await apiFromPage<{ dues: { partyName: string; recordId: number; recordNo: string }[] }>(
    page,
    'GET',
    '/api/Payment/GetPaymentList?view=dues&dueType=RegistrationFee&pageSize=100',
  );
  const due = dues.json.data.dues.find((d) => d.partyName === partyName);
  expect(due, `${partyName}'s registration fee`).toBeDefined();
  return { id: due!.recordId, recordNo: due!.recordNo };
}
