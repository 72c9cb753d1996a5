/**
 * E-bidding in Chromium against the real server (issues #16, #34). Arranged through the API: the SLDC declares 8 MW
 * on the Itanagar corridor from 10:00 to 12:00 of a day three months ahead; two OA applicants submit three Advance
 * applications for those blocks (5 + 4 + 3 MW), pay their fees, and the SLDC accepts them. Through the UI: on the
 * Processing tab the SLDC processes the batch — every application congested — and sends it to e-bidding in the one
 * step the tab offers (issue 34 item 3); invites on Form ST2 (the congested applications in its dialog, every
 * step); the two applicants bid on Form ST3 (one first below the floor, refused with the spec's message); the third
 * application gets no bid. Before the bid opening the SLDC's process screen shows who has submitted and no price
 * (sealed bids). After the opening (the portal restarted with its clock three days on) the SLDC approves: 5 MW at
 * ₹3.00 in full, 3 MW of 4 at its own ₹2.00, the third withdrawn — the National rule exactly. The applicant reads its
 * details grid with the e-bidding charge (3 MW × 2 h × ₹2.00/kWh × 1000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { EBIDDING_MESSAGES, addDays, businessDate, type ApplicationStatus } from '@stoa/shared';
import { launchBrowser, screenshot, startPortal, type Portal } from './harness.ts';
import { actingAs, pickOption, shownDate } from './steps.ts';
import { apiFromPage } from './page-api.ts';
import { fillDate } from './date-field.ts';
import { applicationRecord, approvePayments, payDues } from './pay-dues.ts';

let portal: Portal;
let browser: Browser;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stoa-e2e-ebidding-'));

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
const TODAY = businessDate(new Date());
// Advance: in month M for M+3 until M's last day. The 5th of M+3.
const DELIVERY = (() => {
  const [y, m] = TODAY.split('-').map(Number) as [number, number];
  const month = new Date(Date.UTC(y, m - 1 + 3, 5));
  return month.toISOString().slice(0, 10);
})();
const BATCH = `${DELIVERY.slice(0, 8)}01`;
const SELLER = 'Siang Hydro Power Ltd';
const BUYER = 'Papum Ferro Alloys Ltd';

const as = actingAs(() => ({ browser, portal }), { name: 'ebidding', landing: '/landing' });

type Party = { registrationId: number; entityName: string };
const ids: number[] = [];
/** The applicants' payments of their applications' dues, reconciled before the SLDC accepts (issue 17). */
const payments: number[] = [];
let invitationId = 0;

/** An Advance application of 10:00–12:00 on the delivery day, submitted through the API (arrangement). */
async function applyAdvance(page: Page, mw: number) {
  const own = (await apiFromPage<Party[]>(page, 'GET', `${A}/GetAvailableRegistrations`)).json.data[0]!;
  const others = async (side: 'GetSellers' | 'GetBuyers', name: string) =>
    (await apiFromPage<Party[]>(page, 'GET', `${A}/${side}`)).json.data.find((p) => p.entityName === name)!;
  const isSeller = own.entityName === SELLER;
  const res = await apiFromPage<{ id: number }>(page, 'POST', `${A}/Submit/Advance`, {
    isDraft: false,
    sellerRegistrationId: isSeller ? own.registrationId : (await others('GetSellers', SELLER)).registrationId,
    buyerRegistrationId: isSeller ? (await others('GetBuyers', BUYER)).registrationId : own.registrationId,
    timeBlocks: [{ oaFromDate: DELIVERY, oaToDate: DELIVERY, fromTimeBlock: 40, toTimeBlock: 48, oaRequirement: mw }],
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  ids.push(res.json.data.id);
}

async function statusesOf(page: Page): Promise<ApplicationStatus[]> {
  const out: ApplicationStatus[] = [];
  for (const id of ids) {
    out.push((await apiFromPage<{ status: ApplicationStatus }>(page, 'GET', `${A}/Get/${id}`)).json.data.status);
  }
  return out;
}

describe('e-bidding for a congested corridor', () => {
  it('arranges three congested Advance applications (API)', async () => {
    await as('sldc', async (page) => {
      const corridors = await apiFromPage<{ corridors: { id: number; name: string }[] }>(
        page,
        'GET',
        '/api/Configuration/Corridors/GetAll',
      );
      const corridor = corridors.json.data.corridors.find((c) => c.name === 'Itanagar Zone')!;
      const values = Array.from({ length: 96 }, (_, i) => (i >= 40 && i < 48 ? 8 : 20));
      const atc = await apiFromPage(page, 'PUT', `/api/Atc/Day/${corridor.id}/${DELIVERY}`, { values, version: 0 });
      expect(atc.status).toBe(200);
    });
    await as('oa.injecting', async (page) => {
      await applyAdvance(page, 5);
      await applyAdvance(page, 3);
      payments.push(await payDues(page, ids.map(applicationRecord)));
    });
    await as('oa.consumer', async (page) => {
      await applyAdvance(page, 4);
      payments.push(await payDues(page, [applicationRecord(ids[2]!)]));
    });
    await as('sldc', async (page) => {
      await approvePayments(page, payments);
      for (const id of ids)
        expect((await apiFromPage(page, 'POST', `${A}/Approve/Advance/${id}`, {})).status).toBe(200);
    });
  });

  it('the SLDC sends the all-congested batch to e-bidding from the Processing tab, asked first', async () => {
    await as('sldc', async (page) => {
      await page.goto('/applications/sldc/Advance');
      await page.getByRole('tab', { name: 'Processing' }).click();
      await pickOption(page.getByLabel('Processing Date'), shownDate(BATCH));
      await page.getByRole('button', { name: 'Process', exact: true }).click();
      await page.getByText('Processed: 0 fitting, 3 congested.').waitFor();
      const step = 'Approve All and Send Congested to E-Bidding';
      await page.getByRole('button', { name: step }).click();
      const dialog = page.getByRole('dialog', { name: step });
      await dialog.getByText(/send the 3 congested application\(s\) to e-bidding/).waitFor();
      await dialog.getByRole('button', { name: step }).click();
      await page.getByText(/^3 congested application\(s\) sent to e-bidding/).waitFor();
      expect(await statusesOf(page)).toEqual(['PendingEBidding', 'PendingEBidding', 'PendingEBidding']);
      // The run's last step by its button's words, never its code '(ApproveAll)' (issue 36).
      await page.getByText(/Last step: Approve All and Send Congested to E-Bidding, /).waitFor();
      await page.getByText('Sent to e-bidding', { exact: true }).first().waitFor();
    });
  });

  it("tells the applicant its own application went to e-bidding, in the bell and on the record's timeline", async () => {
    await as('oa.consumer', async (page) => {
      await page.goto('/landing');
      await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
      const told = page
        .getByRole('menu')
        .getByRole('menuitem')
        .filter({ hasText: 'was sent to e-bidding for its congested blocks (Approve All' });
      await told.first().waitFor();
      expect(await told.first().innerText()).not.toMatch(/approved/i);
      await told.first().click();
      await page.waitForURL(new RegExp(`/applications/oa/Advance/${ids[2]}$`));
      await page.getByRole('list', { name: 'Timeline' }).getByText('Sent to e-bidding (Approve All)').waitFor();
      await screenshot(page, 'ebidding-applicant-told');
    });
  });

  it('the SLDC invites on Form ST2, every step, the congested applications in its dialog', async () => {
    await as('sldc', async (page) => {
      await page.goto('/e-bidding');
      const invite = page.getByRole('link', { name: /^Invite Invitation #\d+$/ });
      await invite.first().waitFor();
      expect(await invite.count()).toBe(1);
      invitationId = Number(/#(\d+)/.exec((await invite.getAttribute('aria-label'))!)![1]);
      await invite.click();
      const form = page.getByRole('form', { name: 'Form ST2' });
      await form.getByRole('button', { name: 'View affected applications' }).click();
      const dialog = page.getByRole('dialog', { name: 'Congested Applications' });
      for (const id of ids) {
        const no = (await apiFromPage<{ applicationNo: string }>(page, 'GET', `${A}/Get/${id}`)).json.data
          .applicationNo;
        await dialog.getByText(no, { exact: true }).waitFor();
      }
      await dialog.getByRole('button', { name: 'Close' }).click();
      const next = () => form.getByRole('button', { name: 'Next' }).click();
      await next();
      await form.getByLabel('Sub-station Transformation Capacity Details').fill('Chimpu 132/33 kV: 2 x 50 MVA');
      await next();
      await form.getByLabel('Intra-state Transmission System Details').fill('Itanagar 132 kV ring, N-1 limit 8 MW');
      await next();
      await fillDate(form, 'Last Date of Submission', addDays(TODAY, 1));
      await form.getByLabel('Deadline (Time)').selectOption('17:00');
      await fillDate(form, 'Bid Opening Date', addDays(TODAY, 2));
      await form.getByLabel('Bid Opening Time').selectOption('10:00');
      await next();
      await form.getByLabel('Name of the Transmission System').fill('Itanagar 132 kV ring');
      await form.getByLabel('Floor Price (Rs/kWh)').fill('1');
      await next();
      await form.getByLabel('Place', { exact: true }).fill('Itanagar');
      await form.getByLabel('Name of the Authorized Person').fill('R. Tayeng');
      await form.getByLabel('Designation of the Authorized Person').fill('Chief Engineer (SLDC)');
      await form.getByRole('button', { name: 'Submit' }).click();
      await page.getByText(EBIDDING_MESSAGES.invited).waitFor();
      await page.getByText('Initiated', { exact: true }).first().waitFor();
      // The list shows the deadline in the form the field took it, 'HH:mm' (issue 36 item 6).
      const row = page.getByRole('row').filter({ hasText: 'Initiated' }).first();
      await row.getByText(`${shownDate(addDays(TODAY, 1))} – 17:00`, { exact: true }).waitFor();
      await screenshot(page, 'ebidding-sldc-invited');
    });
  });

  /** The applicant's Apply on the row of `applicationNo`, then Form ST3 with `price`. */
  async function bidOn(page: Page, applicationId: number, price: string) {
    const no = (await apiFromPage<{ applicationNo: string }>(page, 'GET', `${A}/Get/${applicationId}`)).json.data
      .applicationNo;
    await page.goto('/e-bidding');
    await page
      .getByRole('row')
      .filter({ hasText: no })
      .getByRole('link', { name: /^Apply / })
      .click();
    const form = page.getByRole('form', { name: 'Form ST3' });
    await form.getByLabel('Quoted Bid Price (Rs/kWh)').fill(price);
    await form.getByLabel('Place', { exact: true }).fill('Itanagar');
    await form.getByLabel('Name of the Authorized Person').fill('A. Bidder');
    await form.getByLabel('Designation of the Authorized Person').fill('Director');
    await form.getByRole('button', { name: 'Submit' }).click();
    return form;
  }

  it('two applicants bid on Form ST3; a price below the floor is refused with the spec message', async () => {
    await as('oa.consumer', async (page) => {
      const form = await bidOn(page, ids[2]!, '0.50');
      // The spec's message, under the field and in the error summary at the top of the form.
      await form
        .getByRole('alert', { name: 'Please correct the following' })
        .getByRole('link', { name: EBIDDING_MESSAGES.belowFloor })
        .waitFor();
      await form.locator('.MuiFormHelperText-root', { hasText: EBIDDING_MESSAGES.belowFloor }).waitFor();
      await form.getByLabel('Quoted Bid Price (Rs/kWh)').fill('2');
      await form.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('dialog', { name: 'Submit Bid' }).getByRole('button', { name: 'Submit' }).click();
      await page.getByText(EBIDDING_MESSAGES.bidSubmitted).waitFor();
      await screenshot(page, 'ebidding-applicant-proposals');
    });
    await as('oa.injecting', async (page) => {
      await bidOn(page, ids[0]!, '3');
      await page.getByRole('dialog', { name: 'Submit Bid' }).getByRole('button', { name: 'Submit' }).click();
      await page.getByText(EBIDDING_MESSAGES.bidSubmitted).waitFor();
    });
  });

  it('before the bid opening the SLDC sees who has submitted and no price', async () => {
    await as('sldc', async (page) => {
      await page.goto(`/e-bidding/process?id=${invitationId}`);
      await page.getByText('Bids received (sealed)').waitFor();
      const grid = page.getByRole('grid', { name: 'Proposals' });
      await grid.getByText('Sealed').first().waitFor();
      const rows = (await grid.getByRole('row').allInnerTexts()).join('\n');
      expect(rows).not.toMatch(/[23]\.00\/kWh|₹[23]\.00/);
      expect(await grid.getByRole('row').count()).toBe(3); // the header and the two bids
      await page
        .getByText(/^Bids are sealed until their opening on /)
        .first()
        .waitFor();
      expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
      await screenshot(page, 'ebidding-sealed');
    });
  });

  it('after the opening the SLDC approves the clearing on the process screen; the non-bidder is withdrawn', async () => {
    await portal.stop();
    // The opening is 10:00 IST two days after the test began: three days on is past it at any hour.
    portal = await startPortal({ CLOCK_OFFSET_DAYS: '3' }, { dataDir });
    await as('sldc', async (page) => {
      await page.goto('/e-bidding');
      await page.getByRole('link', { name: /^Process / }).click();
      await page.getByRole('button', { name: 'Approve' }).waitFor();
      await screenshot(page, 'ebidding-process');
      const grid = page.getByRole('grid');
      const rows = await grid.getByRole('row').allInnerTexts();
      expect(rows.join('\n')).toMatch(/5\.00[\s\S]*3\.00[\s\S]*5\.00[\s\S]*3\.00/);
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.getByRole('dialog', { name: 'Approve E-Bidding' }).getByRole('button', { name: 'Approve' }).click();
      await page.getByText(EBIDDING_MESSAGES.processed).waitFor();
      const result = await apiFromPage<{
        proposals: { applicationId: number; allocatedQuantum: number; applicablePrice: number }[];
      }>(page, 'GET', `/api/EBidding/GetProcessDetails/${invitationId}`);
      expect(
        result.json.data.proposals.map((p) => [ids.indexOf(p.applicationId), p.allocatedQuantum, p.applicablePrice]),
      ).toEqual([
        [0, 5, 3],
        [2, 3, 2],
      ]);
      expect(await statusesOf(page)).toEqual(['STOAApproved', 'Withdrawn', 'PendingApplicantApproval']);
    });
  });

  it('the applicant reads its details grid with the e-bidding charge', async () => {
    await as('oa.consumer', async (page) => {
      await page.goto(`/e-bidding/${ids[2]}`);
      // 3 MW × 2 h = 6 MWh at ₹2.00/kWh × 1000 = ₹12,000.00
      await page.getByText('12,000.00').first().waitFor();
      const rows = await page.getByRole('row').allInnerTexts();
      expect(rows.find((r) => r.startsWith('Total'))).toContain('12,000.00');
      await screenshot(page, 'ebidding-details');
    });
  });
});
