/**
 * Configuration, master data and documents in Chromium against the real server (issue #4): a new STU rate from
 * next month leaves the current one in force until then; a holiday file with a bad row saves the rest; an OA
 * applicant configures TDS; an executable renamed .pdf is refused; nobody but the uploader reads an upload that
 * no record holds yet (issue #12: others are answered as for a file that does not exist).
 */
import { describe, expect, it } from 'vitest';
import { CONFIG_MESSAGES, addDays, businessDate, firstOfNextMonth } from '@stoa/shared';
import { screenshot, signIn } from './harness.ts';
import { browserSuite } from './suite.ts';
import { apiFromPage, uploadFromPage } from './page-api.ts';
import { fillDate } from './date-field.ts';

const suite = browserSuite();

const today = businessDate(new Date());
const nextMonth = firstOfNextMonth(today);
const endOfMonth = addDays(nextMonth, -1);

describe('documents', () => {
  it('lets only the uploader read an upload no record holds: another applicant and the SLDC get 404', async () => {
    let fileId = '';
    await suite.withPage(async (page) => {
      await signIn(page, 'oa.injecting');
      await page.waitForURL('**/landing');
      const uploaded = await uploadFromPage(page, 'Registration', 'zone-document.pdf', '%PDF-1.4\n1 0 obj\n%%EOF\n');
      expect(uploaded.status).toBe(200);
      fileId = uploaded.json.data.id;
      const own = await page.evaluate(async (id) => {
        const user = JSON.parse(localStorage.getItem('authUser')!) as { jwtToken: string };
        const r = await fetch(`/api/File/Download/${id}`, { headers: { authorization: `Bearer ${user.jwtToken}` } });
        return { status: r.status, text: await r.text() };
      }, fileId);
      expect(own.status).toBe(200);
      expect(own.text.startsWith('%PDF-1.4')).toBe(true);
    });
    await suite.withPage(async (page) => {
      await signIn(page, 'oa.drawee');
      await page.waitForURL('**/landing');
      const other = await apiFromPage(page, 'GET', `/api/File/Download/${fileId}`);
      expect(other.status).toBe(404);
    });
    await suite.withPage(async (page) => {
      await signIn(page, 'sldc');
      await page.waitForURL('**/landing');
      const sldc = await page.evaluate(async (id) => {
        const user = JSON.parse(localStorage.getItem('authUser')!) as { jwtToken: string };
        return (await fetch(`/api/File/Download/${id}`, { headers: { authorization: `Bearer ${user.jwtToken}` } }))
          .status;
      }, fileId);
      expect(sldc).toBe(404);
    });
  });
});

describe('the Admin', () => {
  it('adds an STU rate from next month and the current rate stays in force until then', async () => {
    await suite.withPage(async (page) => {
      await signIn(page, 'admin');
      await page.waitForURL('**/admin/users');
      await page.getByRole('link', { name: 'STOA Charges' }).click();
      await page.waitForURL('**/configurations/stoaCharges');
      await page.getByRole('button', { name: 'Add Charge' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Charge Type').selectOption('STUCharge');
      await dialog.getByLabel('Basis').selectOption('RsPerKWh');
      await dialog.getByLabel('Rate (₹/kWh)').fill('0.1');
      await fillDate(dialog, 'Effective From', nextMonth);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => page.getByText(CONFIG_MESSAGES.chargeSaved).isVisible()).toBe(true);

      // The list: the seeded rate now ends the day before, the new one is scheduled.
      const grid = page.getByRole('grid');
      await expect.poll(() => grid.getByText('Scheduled').count()).toBe(1);
      await screenshot(page, 'stoa-charges-scheduled');

      // valueOn through the screen's "In force on" panel and the API.
      const before = await apiFromPage(page, 'GET', `/api/Configuration/Rates/ValueOn?date=${endOfMonth}`);
      const after = await apiFromPage(page, 'GET', `/api/Configuration/Rates/ValueOn?date=${nextMonth}`);
      const stuOf = (r: typeof before) =>
        (
          r.json.data as { stoaCharges: { chargeType: string; rate: number; effectiveTo: string | null }[] }
        ).stoaCharges.find((c) => c.chargeType === 'STUCharge');
      expect(stuOf(before)).toMatchObject({ rate: 0.08, effectiveTo: endOfMonth });
      expect(stuOf(after)).toMatchObject({ rate: 0.1, effectiveTo: null });
      await fillDate(page, 'Date', nextMonth);
      await expect.poll(() => page.getByText(/₹0\.10\/kWh · since/).isVisible()).toBe(true);
      await fillDate(page, 'Date', endOfMonth);
      await expect
        .poll(() =>
          page
            .getByText(/₹0\.08\/kWh · since/)
            .first()
            .isVisible(),
        )
        .toBe(true);
    });
  });

  it('uploads a holiday file: the bad row shows its error and the rest is saved', async () => {
    await suite.withPage(async (page) => {
      await signIn(page, 'admin');
      await page.waitForURL('**/admin/users');
      await page.goto('/configurations/holiday');
      const csv =
        'Date,Holiday Name\n14/01/2028,Makar Sankranti\n31/02/2028,Impossible Day\n15/08/2028,Independence Day\n';
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'holidays-2028.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await expect.poll(() => page.getByText('Date must be DD/MM/YYYY or YYYY-MM-DD').isVisible()).toBe(true);
      await screenshot(page, 'holiday-preview');
      await page.getByRole('button', { name: 'Save valid rows' }).click();
      await expect.poll(() => page.getByText('2 holidays saved; 1 row skipped.').isVisible()).toBe(true);

      const saved = await apiFromPage(page, 'GET', '/api/Configuration/Holiday/GetAll?year=2028');
      const names = (saved.json.data as { holidays: { date: string; name: string }[] }).holidays.map((h) => h.date);
      expect(names).toEqual(['2028-01-14', '2028-08-15']);
      await expect.poll(() => page.getByRole('button', { name: 'Download holidays-2028.csv' }).isVisible()).toBe(true);
    });
  });

  it('refuses a Windows executable renamed to .pdf as a user manual', async () => {
    await suite.withPage(async (page) => {
      await signIn(page, 'admin');
      await page.waitForURL('**/admin/users');
      await page.goto('/configurations/manual');
      await page.getByRole('button', { name: 'Upload manual for Trader' }).click();
      const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90), Buffer.alloc(64, 0)]);
      await page
        .getByRole('dialog')
        .locator('input[type="file"]')
        .setInputFiles({ name: 'setup.pdf', mimeType: 'application/pdf', buffer: exe });
      await expect.poll(() => page.getByText('Invalid file. Please upload pdf file').isVisible()).toBe(true);
      await screenshot(page, 'manual-exe-refused');
    });
  });
});

describe('an OA applicant', () => {
  it('configures TDS and IsTDSConfigured turns true', async () => {
    await suite.withPage(async (page) => {
      await signIn(page, 'oa.both');
      await page.waitForURL('**/landing');
      const before = await apiFromPage(page, 'GET', '/api/Configuration/Tds/IsTDSConfigured');
      expect(before.json.data).toBe(false);
      await page.getByRole('link', { name: 'TDS Configuration' }).click();
      await page.waitForURL('**/payments/tds-config');
      await expect.poll(() => page.getByText('TDS is not configured: you pay charges in full.').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Add TDS' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Charge Type').selectOption('STUCharges');
      expect(await dialog.getByLabel('TDS Rate (%)').inputValue()).toBe('2');
      expect(await dialog.getByLabel('Section').inputValue()).toBe('194C');
      await fillDate(dialog, 'Effective From', today);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => page.getByText('TDS is configured', { exact: false }).first().isVisible()).toBe(true);
      await expect.poll(() => page.getByText('TDS is not configured: you pay charges in full.').count()).toBe(0);
      await screenshot(page, 'tds-configured');
      const after = await apiFromPage(page, 'GET', '/api/Configuration/Tds/IsTDSConfigured');
      expect(after.json.data).toBe(true);
      const charges = await apiFromPage(page, 'GET', '/api/Configuration/Tds/GetConfiguredCharges');
      expect(charges.json.data).toEqual([{ chargeType: 'STUCharges', ratePercent: 2, section: '194C' }]);
    });
  });
});
