/**
 * The role dashboards in Chromium (issue 20 item 4): every tile the server answers is on the page with its value in
 * its unit and leads to its filtered list; the SLDC's "Payments to reconcile" opens Payment Reconciliation filtered
 * to the payments awaiting it, the applicant's payment among them; "This week" draws its charts, each also as a table.
 * The applicant's fee paid through the API is the arrangement (payments.e2e pays through the pages).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatInr, fromHundredths, type DashboardSummary, type DashboardTile } from '@stoa/shared';
import { screenshot } from './harness.ts';
import { browserSuite } from './suite.ts';
import { apiFromPage } from './page-api.ts';
import { actingAs, pendingRegistrationOf } from './steps.ts';
import { payDues, registrationRecord } from './pay-dues.ts';

const suite = browserSuite();
const as = actingAs(() => suite, { name: 'dashboard', landing: '/landing' });
const BOTH = 'Dirang Captive Power & Steel';

/** The dashboard as the server answers it to the signed-in page. */
async function summaryOf(page: Page): Promise<DashboardSummary> {
  const res = await apiFromPage<DashboardSummary>(page, 'GET', '/api/Dashboard/Summary');
  expect(res.status).toBe(200);
  return res.json.data;
}

const shownValue = (tile: DashboardTile) =>
  tile.unit === 'money' ? formatInr(fromHundredths(tile.value)) : tile.value.toLocaleString('en-IN');

/** Every tile is on the page with its value; one with a list is a link to exactly that list. */
async function expectTiles(page: Page, summary: DashboardSummary) {
  const main = page.getByRole('main');
  for (const tile of summary.tiles) {
    const card = tile.to
      ? main.getByRole('link').filter({ has: page.getByText(tile.label, { exact: true }) })
      : main.locator('.MuiCard-root').filter({ has: page.getByText(tile.label, { exact: true }) });
    await expect.poll(() => card.count(), { message: tile.label }).toBe(1);
    expect(await card.innerText(), tile.label).toContain(shownValue(tile));
    if (tile.to) expect(await card.getAttribute('href'), tile.label).toBe(tile.to);
  }
}

describe('the dashboards', () => {
  it("shows the SLDC its tiles and the week; 'Payments to reconcile' opens the filtered list", async () => {
    const registrationId = await as('sldc', async (page) => (await pendingRegistrationOf(page, BOTH)).id);
    await as('oa.both', (page) => payDues(page, [registrationRecord(registrationId)]));

    await as('sldc', async (page) => {
      const summary = await summaryOf(page);
      const toReconcile = summary.tiles.find((t) => t.key === 'paymentsToReconcile')!;
      expect(toReconcile.value).toBeGreaterThanOrEqual(1);
      await expectTiles(page, summary);

      const week = page.getByRole('region', { name: 'This week' });
      await week.getByRole('heading', { name: 'This week', exact: true }).waitFor();
      for (const title of ['Allocated vs ATC per day (MWh, all corridors)', 'Money due and received per day (₹)'])
        await week.getByRole('heading', { name: title }).waitFor();
      await screenshot(page, 'dashboard-sldc');

      await page.getByRole('main').getByRole('link').filter({ hasText: 'Payments to reconcile' }).click();
      await page.waitForURL('**/payments/dashboard?tab=payments&paymentStatus=Submitted');
      const grid = page.getByRole('grid', { name: 'Payments' });
      await grid.getByRole('row').filter({ hasText: BOTH }).first().waitFor();
      const rows = await grid.getByRole('row').filter({ hasText: 'Pending Reconciliation' }).count();
      expect(rows).toBe(Math.min(toReconcile.value, 10));
    });
  });

  it('shows the applicant its money in rupees and its week; each chart reads as a table', async () => {
    await as('oa.both', async (page) => {
      const summary = await summaryOf(page);
      expect(summary.tiles.map((t) => t.key)).toEqual(
        expect.arrayContaining(['duesDue', 'duesOverdue', 'duesOverdueAmount', 'tdsChallansDue']),
      );
      expect(summary.tiles.some((t) => t.key === 'paymentsToReconcile')).toBe(false);
      await expectTiles(page, summary);

      const money = page.getByRole('region', { name: 'Money due and received per day (₹)' });
      if (await money.getByText('Nothing this week').count()) return;
      await money.getByLabel('Show as table').check();
      const table = money.getByRole('table');
      // A header row and the week's seven days.
      await expect.poll(() => table.getByRole('row').count()).toBe(8);
      await screenshot(page, 'dashboard-applicant-money-table');
    });
  });
});
