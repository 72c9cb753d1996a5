/**
 * Revisions and curtailments in Chromium against the real server (issue 18). Arranged through the API: the Admin
 * opens day-ahead six days ahead (a rule, so a day-ahead and an FCFS application can share a delivery day D = today +
 * 5); oa.consumer applies day-ahead for 6 MW and oa.injecting FCFS for 4 MW, both 10:00–12:00 on D, pay in advance
 * and are approved by the SLDC and both approvers. Through the UI:
 * - oa.consumer revises its application down to 2 MW from 11:00 (Preview, then Submit Request); the SLDC approves it
 *   on Requested Revisions; the record's schedule history shows the STU charge of 4 MWh reversed (₹320.00, 5 days'
 *   notice: nothing kept) and the ledger makes it refundable.
 * - The SLDC curtails the Itanagar corridor by 5 MW on D 10:00–12:00: day-ahead first — 5 of its 6 MW in 10:00–11:00
 *   and its 2 MW in 11:00–12:00 —, then FCFS 3 MW in 11:00–12:00: 7.00 and 3.00 MWh. Both applicants find it on
 *   Applied Curtailments with their refunds (₹560.00 and ₹240.00 at ₹0.08/kWh).
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { addDays, businessDate, formatInr, type ApplicationStatus } from '@stoa/shared';
import { screenshot } from './harness.ts';
import { browserSuite } from './suite.ts';
import { apiFromPage } from './page-api.ts';
import { fillDate } from './date-field.ts';
import { actingAs, pickOption } from './steps.ts';
import { applicationRecord, approvePayments, payDues } from './pay-dues.ts';

const suite = browserSuite();
const A = '/api/Application';
const TODAY = businessDate(new Date());
const D = addDays(TODAY, 5);
const SELLER = 'Siang Hydro Power Ltd';
const BUYER = 'Papum Ferro Alloys Ltd';
type Party = { registrationId: number; entityName: string };

const as = actingAs(() => suite, { name: 'revision' });

async function openNav(page: Page, item: string) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: item, exact: true })
    .click();
}

/** The page's link (or button) that opens a form. */
async function open(page: Page, name: string, url: string) {
  await page.getByRole('link', { name }).or(page.getByRole('button', { name })).first().click();
  await page.waitForURL(url);
}

/** D, from a time to a time, in a form (or one of its rows). */
async function fillBlocks(scope: Locator, from: string, to: string) {
  await fillDate(scope, 'From Date', D);
  await fillDate(scope, 'To Date', D);
  await scope.getByLabel('From Time').selectOption({ label: from });
  await scope.getByLabel('To Time').selectOption({ label: to });
}

/** 10:00–12:00 on D, submitted through the API (arrangement). */
async function apply(page: Page, type: 'DayAhead' | 'FCFS', mw: number): Promise<number> {
  const own = (await apiFromPage<Party[]>(page, 'GET', `${A}/GetAvailableRegistrations`)).json.data[0]!;
  const other = async (side: 'GetSellers' | 'GetBuyers', name: string) =>
    (await apiFromPage<Party[]>(page, 'GET', `${A}/${side}`)).json.data.find((p) => p.entityName === name)!;
  const isSeller = own.entityName === SELLER;
  const res = await apiFromPage<{ id: number }>(page, 'POST', `${A}/Submit/${type}`, {
    isDraft: false,
    sellerRegistrationId: isSeller ? own.registrationId : (await other('GetSellers', SELLER)).registrationId,
    buyerRegistrationId: isSeller ? (await other('GetBuyers', BUYER)).registrationId : own.registrationId,
    timeBlocks: [{ oaFromDate: D, oaToDate: D, fromTimeBlock: 40, toTimeBlock: 48, oaRequirement: mw }],
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.id;
}

const ids = { dayAhead: 0, fcfs: 0 };

/** The signed-in processor's Approve on both applications (arrangement). */
async function approveBoth(page: Page) {
  for (const [type, id] of [
    ['DayAhead', ids.dayAhead],
    ['FCFS', ids.fcfs],
  ] as const) {
    const res = await apiFromPage(page, 'POST', `${A}/Approve/${type}/${id}`, {});
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  }
}
const numbers = { dayAhead: '', fcfs: '' };

describe('revision and curtailment', () => {
  it('arranges two approved applications on one delivery day', async () => {
    await as('admin', async (page) => {
      const read = await apiFromPage<{ rules: Record<string, unknown>; version: number }>(
        page,
        'GET',
        '/api/Configuration/Rules/Get',
      );
      const rules = structuredClone(read.json.data.rules) as {
        applicationWindows: { DayAhead: { openDaysBefore: number } };
      };
      rules.applicationWindows.DayAhead.openDaysBefore = 6;
      const saved = await apiFromPage(page, 'PUT', '/api/Configuration/Rules/Update', {
        rules,
        version: read.json.data.version,
      });
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    });
    const payments: number[] = [];
    await as('oa.consumer', async (page) => {
      ids.dayAhead = await apply(page, 'DayAhead', 6);
      payments.push(await payDues(page, [applicationRecord(ids.dayAhead)]));
    });
    await as('oa.injecting', async (page) => {
      ids.fcfs = await apply(page, 'FCFS', 4);
      payments.push(await payDues(page, [applicationRecord(ids.fcfs)]));
    });
    await as('sldc', async (page) => {
      await approvePayments(page, payments);
      await approveBoth(page);
      expect((await apiFromPage(page, 'POST', `${A}/ProcessApplications/DayAhead/${D}`)).status).toBe(200);
      const all = await apiFromPage(page, 'POST', `${A}/ApproveAll/DayAhead/${D}/${D.slice(0, 7)}`);
      expect(all.status, JSON.stringify(all.json)).toBe(200);
      const fcfs = await apiFromPage(page, 'POST', `${A}/AllocateQuantumProRataBasis/${TODAY}/FCFS`);
      expect(fcfs.status, JSON.stringify(fcfs.json)).toBe(200);
    });
    for (const approver of ['approver1', 'approver2']) {
      await as(approver, async (page) => {
        await approveBoth(page);
      });
    }
    await as('sldc', async (page) => {
      for (const key of ['dayAhead', 'fcfs'] as const) {
        const res = await apiFromPage<{ status: ApplicationStatus; applicationNo: string }>(
          page,
          'GET',
          `${A}/Get/${ids[key]}`,
        );
        expect(res.json.data.status).toBe('Approved');
        numbers[key] = res.json.data.applicationNo;
      }
    });
  }, 180_000);

  it('the applicant revises down from 11:00; the SLDC approves; the reversal shows on the record and in the ledger', async () => {
    let revisionNo = '';
    await as('oa.consumer', async (page) => {
      await openNav(page, 'Revision');
      await open(page, 'Request Revision', '**/revision/oa/new**');
      const form = page.getByRole('form', { name: 'Revision request' });
      await pickOption(form.getByLabel('Application', { exact: true }), numbers.dayAhead);
      const row = form.getByRole('group', { name: 'Revision row 1' });
      await fillBlocks(row, '11:00', '12:00');
      await row.getByLabel('New MW').fill('2');
      await form.getByLabel('Reason').fill('One furnace down for maintenance');
      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      const impact = page.getByText(formatInr(640)).first();
      await impact.waitFor();
      await screenshot(page, 'revision-preview');
      await page.getByRole('button', { name: 'Submit Request', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: /Submit/ }).click();
      await page.waitForURL(new RegExp(`/revision/\\d+/${ids.dayAhead}$`));
      const heading = page.getByRole('heading', { level: 1 });
      await expect.poll(() => heading.innerText()).toMatch(/REV\/\d{4}\/\d{4}/);
      revisionNo = (await heading.innerText()).match(/REV\/\d{4}\/\d{4}/)![0];
    });
    await as('sldc', async (page) => {
      await openNav(page, 'Requested Revisions');
      await page.getByRole('link', { name: revisionNo }).first().click();
      await page.waitForURL(new RegExp(`/revision/\\d+/${ids.dayAhead}$`));
      await page.getByRole('heading', { level: 1, name: new RegExp(revisionNo) }).waitFor();
      await screenshot(page, 'revision-sldc-record');
      await page.getByRole('group', { name: 'Workflow actions' }).getByRole('button', { name: 'Approve' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
      await page.getByText('Approved', { exact: true }).first().waitFor();
    });
    await as('oa.consumer', async (page) => {
      await openNav(page, 'Revision');
      await page.getByRole('link', { name: revisionNo }).first().click();
      const history = page.getByRole('table', { name: 'Schedule History' });
      // 6 MW → 2 MW for 11:00–12:00: 4 MWh at ₹0.08/kWh.
      await history.getByText(`${formatInr(320)} reversed`).waitFor();
      await screenshot(page, 'revision-applicant-history');
      const refund = await apiFromPage<{ refundable: number }>(
        page,
        'GET',
        `/api/Payment/GetRefundHistory/${ids.dayAhead}`,
      );
      expect(refund.json.data.refundable).toBe(320);
    });
  }, 120_000);

  it('the SLDC curtails the corridor across the day-ahead and the FCFS application; both see it and its refund', async () => {
    let curtailmentNo = '';
    await as('sldc', async (page) => {
      await openNav(page, 'Applied Curtailments');
      await open(page, 'New Curtailment', '**/curtailment/new');
      const form = page.getByRole('form', { name: 'Curtailment' });
      await pickOption(form.getByLabel('Corridor'), 'Itanagar Zone');
      await fillBlocks(form, '10:00', '12:00');
      await form.getByLabel('MW to Curtail').fill('5');
      await form.getByLabel('Reason', { exact: true }).selectOption({ label: 'Grid constraint' });
      await form.getByLabel('Remarks').fill('132 kV Chimpu–Itanagar line tripped');
      await page.getByRole('button', { name: 'Preview Plan' }).click();
      const plan = page.getByRole('table', { name: 'Applications to curtail' });
      const rowOf = (no: string) => plan.getByRole('row').filter({ hasText: no });
      await expect.poll(() => rowOf(numbers.dayAhead).innerText()).toContain('7.00');
      expect(await rowOf(numbers.fcfs).innerText()).toContain('3.00');
      await screenshot(page, 'curtailment-plan');
      await page.getByRole('button', { name: 'Apply Curtailment' }).click();
      await page.getByRole('dialog').getByRole('button', { name: /Apply/ }).click();
      await page.waitForURL(/\/curtailment\/\d+$/);
      const heading = page.getByRole('heading', { level: 1 });
      await expect.poll(() => heading.innerText()).toMatch(/CUR\/\d{4}\/\d{4}/);
      curtailmentNo = (await heading.innerText()).match(/CUR\/\d{4}\/\d{4}/)![0];
      await screenshot(page, 'curtailment-record');
    });
    for (const [user, no, refund] of [
      ['oa.consumer', numbers.dayAhead, 560],
      ['oa.injecting', numbers.fcfs, 240],
    ] as const) {
      await as(user, async (page) => {
        await openNav(page, 'Applied Curtailments');
        await page.getByRole('link', { name: curtailmentNo }).first().click();
        const table = page.getByRole('table', { name: /applications/i }).first();
        await expect
          .poll(() => table.getByRole('row').filter({ hasText: no }).innerText())
          .toContain(formatInr(refund));
        await table.getByRole('button', { name: `Show blocks shed of ${no}` }).click();
        const blocks = page.getByRole('table', { name: `Blocks shed of ${no}` });
        // The refund per block: day-ahead 5 MW then 2 MW an hour (₹400.00 + ₹160.00); FCFS 3 MW in 11:00–12:00.
        const runs = user === 'oa.consumer' ? [formatInr(400), formatInr(160)] : [formatInr(240)];
        for (const run of runs) await blocks.getByText(run).waitFor();
        // Opened all the way before the picture (MUI's Collapse marks the end of its transition).
        await page.locator('.MuiCollapse-entered').first().waitFor();
        await screenshot(page, `curtailment-${user}`);
      });
    }
    await as('oa.consumer', async (page) => {
      const refund = await apiFromPage<{ refundable: number }>(
        page,
        'GET',
        `/api/Payment/GetRefundHistory/${ids.dayAhead}`,
      );
      expect(refund.json.data.refundable).toBe(320 + 560);
    });
  }, 120_000);
});
