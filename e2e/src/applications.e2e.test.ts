/**
 * Applications in Chromium against the real server (issues #6, #12): the SLDC uploads ATC; three applicants (two OA
 * applicants and a trader acting for them, with the parties' consent) submit day-ahead applications that exceed the
 * margin in the 10:00–12:00 blocks — within the buyer's 12 MW contract demand; processing shows the congested blocks;
 * pro-rata leaves each partially approved with the exact shares; an applicant accepts; approvers I and II approve; the
 * applicant downloads the schedule PDF. Then a FCFS batch is served in order of receipt. Then party limits: a buyer's
 * second application above its contract demand is refused in the form, and a batch whose seller's ex-bus capacity
 * fell below its applications is capped at allocation, the result saying which limit bound.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import type { Browser, Page } from 'playwright-core';
import { TIME_LABELS, addDays, businessDate } from '@stoa/shared';
import { pdfText } from '../../apps/server/src/test/pdf-text.ts';
import { launchBrowser, newPage, screenshot, signIn, startPortal, type Portal } from './harness.ts';
import { apiFromPage, downloadFromPage, uploadFromPage } from './page-api.ts';

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

async function as<T>(userName: string, fn: (page: Page) => Promise<T>): Promise<T> {
  const { context, page } = await newPage(browser, portal);
  try {
    await signIn(page, userName);
    await page.waitForURL('**/landing');
    return await fn(page);
  } finally {
    await context.close();
  }
}

interface PartyRow {
  registrationId: number;
  entityName: string;
}

async function partyId(page: Page, url: string, name: string): Promise<number> {
  const res = await apiFromPage<PartyRow[]>(page, 'GET', url);
  const party = res.json.data.find((p) => p.entityName === name);
  expect(party, `${name} in ${url}`).toBeDefined();
  return party!.registrationId;
}

const row = (date: string, from: number, to: number, mw: number) => ({
  oaFromDate: date,
  oaToDate: date,
  fromTimeBlock: from,
  toTimeBlock: to,
  oaRequirement: mw,
});

/** A CSV of the ATC template's layout: one corridor-day, `mw(block)` per block. */
function atcCsv(date: string, mw: (block: number) => number): string {
  const header = ['Corridor', 'Date', ...TIME_LABELS.slice(0, 96).map((l, i) => `${l}-${TIME_LABELS[i + 1]}`)];
  const values = Array.from({ length: 96 }, (_, i) => mw(i + 1).toFixed(2));
  return `${header.join(',')}\n${[CORRIDOR, date, ...values].join(',')}\n`;
}

describe('day-ahead applications exceeding the margin', () => {
  const ids: number[] = [];
  let injectingId = 0;
  let consumerId = 0;

  it('the SLDC uploads the ATC file: 10 MW, the preview shows the row, the import writes it', async () => {
    await as('sldc', async (page) => {
      const file = await uploadFromPage(
        page,
        'AtcUpload',
        'atc.csv',
        atcCsv(DELIVERY, () => 10),
      );
      expect(file.status).toBe(200);
      const preview = await apiFromPage<{ rows: { errors: unknown[] }[] }>(
        page,
        'POST',
        '/api/Atc/Preview/IntraState',
        { fileId: file.json.data.id },
      );
      expect(preview.status).toBe(200);
      expect(preview.json.data.rows).toHaveLength(1);
      expect(preview.json.data.rows[0]!.errors).toEqual([]);
      const imported = await apiFromPage<{ imported: number }>(page, 'POST', '/api/Atc/Import/IntraState', {
        fileId: file.json.data.id,
      });
      expect(imported.json.data.imported).toBe(1);
      await page.goto('/intra-state-stoa/upload');
      await page.getByText('atc.csv').first().waitFor();
      await screenshot(page, 'applications-atc-upload');
    });
  });

  it('three applicants submit: 5 MW all day, 4 MW 08:00–16:00, and a trader’s 3 MW 10:00–12:00 with consent', async () => {
    await as('oa.injecting', async (page) => {
      injectingId = await partyId(page, `${A}/GetAvailableRegistrations`, 'Siang Hydro Power Ltd');
      consumerId = await partyId(page, `${A}/GetBuyers`, 'Papum Ferro Alloys Ltd');
      const res = await apiFromPage<{ id: number }>(page, 'POST', `${A}/Submit/DayAhead`, {
        isDraft: false,
        sellerRegistrationId: injectingId,
        buyerRegistrationId: consumerId,
        timeBlocks: [row(DELIVERY, 0, 96, 5)],
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      ids.push(res.json.data.id);
      // Both parties add the trader, so it may apply for them.
      const traders = await apiFromPage<{ traderId: number; entityName: string }[]>(
        page,
        'GET',
        '/api/TraderManagement/GetAllRegisteredTraders',
      );
      const trader = traders.json.data[0]!;
      await apiFromPage(page, 'POST', '/api/TraderManagement/TraderBasedOnUser/Add', {
        traderId: trader.traderId,
        entityName: trader.entityName,
      });
    });
    await as('oa.consumer', async (page) => {
      // The applicant's own form: the seller and buyer, a row, MWh computed as typed.
      await page.goto('/applications/oa/DayAhead');
      await page
        .getByText('Day-ahead applications may be made', { exact: false })
        .filter({ visible: true })
        .first()
        .waitFor();
      await screenshot(page, 'applications-form');
      const res = await apiFromPage<{ id: number }>(page, 'POST', `${A}/Submit/DayAhead`, {
        isDraft: false,
        sellerRegistrationId: injectingId,
        buyerRegistrationId: consumerId,
        timeBlocks: [row(DELIVERY, 32, 64, 4)],
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      ids.push(res.json.data.id);
      const traders = await apiFromPage<{ traderId: number; entityName: string }[]>(
        page,
        'GET',
        '/api/TraderManagement/GetAllRegisteredTraders',
      );
      const trader = traders.json.data[0]!;
      await apiFromPage(page, 'POST', '/api/TraderManagement/TraderBasedOnUser/Add', {
        traderId: trader.traderId,
        entityName: trader.entityName,
      });
    });
    const traderApp = await as('trader', async (page) => {
      const sellers = await apiFromPage<PartyRow[]>(page, 'GET', `${A}/GetSellersForTrader`);
      expect(sellers.json.data.map((p) => p.entityName)).toContain('Siang Hydro Power Ltd');
      const res = await apiFromPage<{ id: number; status: string }>(page, 'POST', `${A}/Submit/DayAhead`, {
        isDraft: false,
        sellerRegistrationId: injectingId,
        buyerRegistrationId: consumerId,
        timeBlocks: [row(DELIVERY, 40, 48, 3)],
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.data.status).toBe('PendingConsent');
      return res.json.data.id;
    });
    ids.push(traderApp);
    for (const party of ['oa.injecting', 'oa.consumer']) {
      await as(party, async (page) => {
        const res = await apiFromPage<{ status: string }>(
          page,
          'POST',
          `${A}/ApproveTraderRequest/DayAhead/${traderApp}`,
          {},
        );
        expect(res.status, JSON.stringify(res.json)).toBe(200);
      });
    }
    await as('sldc', async (page) => {
      for (const id of ids) {
        const check = await apiFromPage<{ passed: boolean }>(page, 'GET', `${A}/StoaCheck/${id}`);
        expect(check.json.data.passed).toBe(true);
        const res = await apiFromPage<{ status: string }>(page, 'POST', `${A}/Approve/DayAhead/${id}`, {});
        expect(res.json.data.status).toBe('PendingSTOAApproval');
      }
    });
  });

  it('processing shows the congested blocks; pro-rata gives the exact shares; each is partially approved', async () => {
    await as('sldc', async (page) => {
      const processed = await apiFromPage<{ summary: { congested: number; congestedBlocks: number } }>(
        page,
        'POST',
        `${A}/ProcessApplications/DayAhead/${DELIVERY}`,
      );
      expect(processed.json.data.summary).toMatchObject({ congested: 3, congestedBlocks: 8 });
      await page.goto('/applications/sldc/DayAhead');
      await page.getByRole('tab', { name: 'Processing' }).click();
      await page.getByText('Congested').filter({ visible: true }).first().waitFor();
      await screenshot(page, 'applications-processing');
      const res = await apiFromPage<{
        blocks: { block: number; shares: { applicationId: number; share: number }[] | null }[];
        applications: { id: number; status: string }[];
      }>(page, 'POST', `${A}/AllocateQuantumProRataBasis/${DELIVERY}/DayAhead`);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const block41 = res.json.data.blocks.find((b) => b.block === 41)!;
      // floor(10 × 5 / 12) = 4.16, floor(10 × 4 / 12) = 3.33, floor(10 × 3 / 12) = 2.50 — 9.99 ≤ 10.
      expect(Object.fromEntries(block41.shares!.map((s) => [s.applicationId, s.share]))).toEqual({
        [ids[0]!]: 4.16,
        [ids[1]!]: 3.33,
        [ids[2]!]: 2.5,
      });
      expect(res.json.data.applications.map((a) => a.status)).toEqual(Array(3).fill('PendingApplicantApproval'));
      await page.reload();
      await page.getByText('Pending Applicant Approval').filter({ visible: true }).first().waitFor();
      await screenshot(page, 'applications-allocated');
    });
  });

  it('the applicant accepts; approvers I and II approve; the applicant downloads the schedule PDF', async () => {
    const id = ids[1]!;
    await as('oa.consumer', async (page) => {
      await page.goto(`/applications/oa/DayAhead/${id}`);
      await page.getByText('Pending Applicant Approval').filter({ visible: true }).first().waitFor();
      await screenshot(page, 'applications-partial');
      const res = await apiFromPage<{ status: string }>(page, 'POST', `${A}/Approve/DayAhead/${id}`, {});
      expect(res.json.data.status).toBe('PartiallyApproved');
    });
    for (const [user, status] of [
      ['approver1', 'SLDCApproverIApproved'],
      ['approver2', 'Approved'],
    ] as const) {
      await as(user, async (page) => {
        const res = await apiFromPage<{ status: string }>(page, 'POST', `${A}/Approve/DayAhead/${id}`, {});
        expect(res.json.data.status).toBe(status);
      });
    }
    await as('oa.consumer', async (page) => {
      await page.goto(`/applications/oa/DayAhead/${id}`);
      await page.getByText('Approved').filter({ visible: true }).first().waitFor();
      await screenshot(page, 'applications-approved');
      const pdf = await downloadFromPage(page, `${A}/DownloadOpenAccessDetails/${id}`);
      expect(pdf.status).toBe(200);
      expect(pdf.contentType).toBe('application/pdf');
      const text = pdfText(Buffer.from(pdf.text, 'latin1'));
      // 4 MW from 08:00 to 16:00 except 3.33 MW from 10:00 to 12:00: 6 h × 4 + 2 h × 3.33 = 30.66 MWh.
      expect(text).toContain('3.33');
      expect(text).toContain('30.66');
      expect(text).toContain('STU Charge');
    });
  });
});

describe('FCFS', () => {
  it('serves applications in order of receipt: the exhausting one partial, the later one rejected (no margin)', async () => {
    const date = addDays(TODAY, 5);
    const ids: number[] = [];
    await as('sldc', async (page) => {
      const corridors = await apiFromPage<{ corridors: { id: number; name: string }[] }>(
        page,
        'GET',
        '/api/Configuration/Corridors/GetAll',
      );
      const corridor = corridors.json.data.corridors.find((c) => c.name === CORRIDOR)!;
      const day = await apiFromPage<{ version: number }>(page, 'GET', `/api/Atc/Day/${corridor.id}/${date}`);
      const put = await apiFromPage(page, 'PUT', `/api/Atc/Day/${corridor.id}/${date}`, {
        values: Array(96).fill(5),
        version: day.json.data.version,
      });
      expect(put.status, JSON.stringify(put.json)).toBe(200);
    });
    // 3 + 3 + 2 MW for a 5 MW margin, all within the buyer's 12 MW contract demand.
    for (const [user, mw] of [
      ['oa.injecting', 3],
      ['oa.consumer', 3],
      ['oa.injecting', 2],
    ] as const) {
      await as(user, async (page) => {
        const own = await apiFromPage<PartyRow[]>(page, 'GET', `${A}/GetAvailableRegistrations`);
        const seller =
          user === 'oa.injecting'
            ? own.json.data[0]!.registrationId
            : await partyId(page, `${A}/GetSellers`, 'Siang Hydro Power Ltd');
        const buyer =
          user === 'oa.consumer'
            ? own.json.data[0]!.registrationId
            : await partyId(page, `${A}/GetBuyers`, 'Papum Ferro Alloys Ltd');
        const res = await apiFromPage<{ id: number }>(page, 'POST', `${A}/Submit/FCFS`, {
          isDraft: false,
          sellerRegistrationId: seller,
          buyerRegistrationId: buyer,
          timeBlocks: [row(date, 0, 8, mw)],
        });
        expect(res.status, JSON.stringify(res.json)).toBe(200);
        ids.push(res.json.data.id);
      });
    }
    await as('sldc', async (page) => {
      for (const id of ids) await apiFromPage(page, 'POST', `${A}/Approve/FCFS/${id}`, {});
      const res = await apiFromPage<{ applications: { id: number; status: string }[] }>(
        page,
        'POST',
        `${A}/AllocateQuantumProRataBasis/${TODAY}/FCFS`,
      );
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const status = new Map(res.json.data.applications.map((a) => [a.id, a.status]));
      expect(ids.map((id) => status.get(id))).toEqual(['STOAApproved', 'PendingApplicantApproval', 'NoSTOARejected']);
      await page.goto('/applications/sldc/FCFS');
      await page.getByText('Rejected (No Margin)').filter({ visible: true }).first().waitFor();
      await screenshot(page, 'applications-fcfs');
    });
  });
});

describe('party limits (DOMAIN §3)', () => {
  // Day-ahead for three days ahead is open all day today; the demo's ATC (50 MW) never binds here.
  const date = addDays(TODAY, 3);
  let seller = 0;
  let buyer = 0;

  it("refuses in the form a buyer's second application above its contract demand less its live ones", async () => {
    await as('oa.consumer', async (page) => {
      seller = await partyId(page, `${A}/GetSellers`, 'Siang Hydro Power Ltd');
      buyer = await partyId(page, `${A}/GetAvailableRegistrations`, 'Papum Ferro Alloys Ltd');
      // The first: 8 MW of the buyer's 12 MW contract demand, 00:00–04:00.
      const first = await apiFromPage<{ id: number }>(page, 'POST', `${A}/Submit/DayAhead`, {
        isDraft: false,
        sellerRegistrationId: seller,
        buyerRegistrationId: buyer,
        timeBlocks: [row(date, 0, 16, 8)],
      });
      expect(first.status, JSON.stringify(first.json)).toBe(200);

      // The second, typed in the form: 5 MW from 02:00 to 04:00, where 4 MW are left.
      await page.goto('/applications/oa/DayAhead');
      await page.getByLabel('Seller').selectOption(String(seller));
      const block = page.getByRole('group', { name: 'Time block 1' });
      await block.getByLabel('From Date').fill(date);
      await block.getByLabel('To Date').fill(date);
      await block.getByLabel('From Time').selectOption({ label: '02:00' });
      await block.getByLabel('To Time').selectOption({ label: '04:00' });
      await block.getByLabel('Requirement (MW)').fill('5');
      await page.getByRole('button', { name: 'Submit' }).click();
      await block.getByText('Applied requirement : 5 is more than approved : 4').waitFor();
      await screenshot(page, 'applications-party-limit-refused');
      // The server refuses it too, with the stable code, whoever sends it.
      const second = await apiFromPage<unknown>(page, 'POST', `${A}/Submit/DayAhead`, {
        isDraft: false,
        sellerRegistrationId: seller,
        buyerRegistrationId: buyer,
        timeBlocks: [row(date, 8, 16, 5)],
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
    const ids: number[] = [];
    await as('oa.injecting', async (page) => {
      for (let i = 0; i < 2; i += 1) {
        // Two 6 MW applications of the seller, 10:00–12:00: 12 MW of its 23.50 MW ex-bus capacity.
        const res = await apiFromPage<{ id: number }>(page, 'POST', `${A}/Submit/DayAhead`, {
          isDraft: false,
          sellerRegistrationId: seller,
          buyerRegistrationId: buyer,
          timeBlocks: [row(date, 40, 48, 6)],
        });
        expect(res.status, JSON.stringify(res.json)).toBe(200);
        ids.push(res.json.data.id);
      }
    });
    await as('sldc', async (page) => {
      for (const id of ids) await apiFromPage(page, 'POST', `${A}/Approve/DayAhead/${id}`, {});
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
      await page.goto(`/applications/sldc/DayAhead?tab=processing&batch=DayAhead:${date}`);
      await page.getByRole('button', { name: 'Process' }).click();
      await page.getByText('Over party limit').first().waitFor();
      await page.getByRole('button', { name: 'Allocate Pro-Rata' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Allocate Pro-Rata' }).click();
      const why = "Limited by the seller's ex-bus capacity (Siang Hydro Power Ltd)";
      await page.getByText(why).first().waitFor();
      const limits = page.getByRole('table', { name: 'Party limit blocks' });
      await limits.getByRole('row').nth(1).waitFor();
      expect(await limits.getByRole('row').nth(1).textContent()).toContain("seller's ex-bus capacity");
      await screenshot(page, 'applications-party-limit-capped');
      const result = await apiFromPage<{ applications: { id: number; allocatedMwh: number; limitedBy: string[] }[] }>(
        page,
        'GET',
        `${A}/GetApplicationProcessingResult/DayAhead/${date}`,
      );
      const capped = result.json.data.applications.filter((a) => ids.includes(a.id));
      // floor(10 × 6 / 12) = 5 MW each for 2 hours: 10 MWh.
      expect(capped.map((a) => [a.allocatedMwh, a.limitedBy])).toEqual([
        [10, ["seller's ex-bus capacity (Siang Hydro Power Ltd)"]],
        [10, ["seller's ex-bus capacity (Siang Hydro Power Ltd)"]],
      ]);
    });
  });
});
