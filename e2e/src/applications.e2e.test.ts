/**
 * Applications in Chromium against the real server (issue #6): the SLDC uploads ATC; three applicants (two OA
 * applicants and a trader acting for them, with the parties' consent) submit day-ahead applications that exceed the
 * margin in the 10:00–12:00 blocks; processing shows the congested blocks; pro-rata leaves each partially approved
 * with the exact shares; an applicant accepts; approvers I and II approve; the applicant downloads the schedule PDF.
 * Then a FCFS batch is served in order of receipt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { TIME_LABELS, addDays, businessDate } from '@stoa/shared';
import { pdfText } from '../../apps/server/src/test/pdf-text.ts';
import { launchBrowser, newPage, screenshot, signIn, startPortal, type Portal } from './harness.ts';
import { apiFromPage, downloadFromPage, uploadFromPage } from './page-api.ts';

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
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

  it('the SLDC uploads the ATC file: 20 MW, the preview shows the row, the import writes it', async () => {
    await as('sldc', async (page) => {
      const file = await uploadFromPage(
        page,
        'AtcUpload',
        'atc.csv',
        atcCsv(DELIVERY, () => 20),
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

  it('three applicants submit: 10 MW all day, 8 MW 08:00–16:00, and a trader’s 6 MW 10:00–12:00 with consent', async () => {
    await as('oa.injecting', async (page) => {
      injectingId = await partyId(page, `${A}/GetAvailableRegistrations`, 'Siang Hydro Power Ltd');
      consumerId = await partyId(page, `${A}/GetBuyers`, 'Papum Ferro Alloys Ltd');
      const res = await apiFromPage<{ id: number }>(page, 'POST', `${A}/Submit/DayAhead`, {
        isDraft: false,
        sellerRegistrationId: injectingId,
        buyerRegistrationId: consumerId,
        timeBlocks: [row(DELIVERY, 0, 96, 10)],
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
        timeBlocks: [row(DELIVERY, 32, 64, 8)],
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
        timeBlocks: [row(DELIVERY, 40, 48, 6)],
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
      // floor(20 × 10 / 24) = 8.33, floor(20 × 8 / 24) = 6.66, floor(20 × 6 / 24) = 5.00 — 19.99 ≤ 20.
      expect(Object.fromEntries(block41.shares!.map((s) => [s.applicationId, s.share]))).toEqual({
        [ids[0]!]: 8.33,
        [ids[1]!]: 6.66,
        [ids[2]!]: 5,
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
      // 8 MW from 08:00 to 16:00 except 6.66 MW from 10:00 to 12:00: 6 h × 8 + 2 h × 6.66 = 61.32 MWh.
      expect(text).toContain('6.66');
      expect(text).toContain('61.32');
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
        values: Array(96).fill(10),
        version: day.json.data.version,
      });
      expect(put.status, JSON.stringify(put.json)).toBe(200);
    });
    for (const [user, mw] of [
      ['oa.injecting', 6],
      ['oa.consumer', 6],
      ['oa.injecting', 3],
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
