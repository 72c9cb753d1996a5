/**
 * Issue #12 item 6: uploads cannot exhaust the server. Every import (ATC, holidays) reads its file within the
 * configured limits and refuses the rest with a clear message: a zip bomb, too many rows, too many cells.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATC_FILE_HEADER, ATC_MESSAGES, type SignedInUser } from '@stoa/shared';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorsOf, uploadId } from '../../test/upload.ts';
import { xlsxBomb } from '../../test/zip-bomb.ts';
import { SHEET_MESSAGES } from '../../platform/spreadsheet.ts';

let t: TestApp;
let sldc: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ IMPORT_MAX_ROWS: '50', IMPORT_MAX_CELLS: '3000' }, { startAt: '2026-11-21T06:00:00Z' });
  sldc = await t.signIn('sldc');
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

const preview = async (fileId: string) =>
  errorsOf((await call(t, 'POST', '/api/Atc/Preview/IntraState', { fileId }, sldc)).body);

async function xlsxOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('ATC');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('imports within limits', () => {
  it('refuses the 1 MB ATC file that unpacks to 290 MB, naming the limit (32 MB by default)', async () => {
    expect(t.config.IMPORT_MAX_UNZIPPED_BYTES).toBe(32 * 1024 * 1024);
    const bomb = await xlsxBomb(290);
    const fileId = await uploadId(t, sldc, 'AtcUpload', 'atc.xlsx', bomb);
    expect(await preview(fileId)).toEqual({
      fileId:
        'The file is too large to read: its contents unpack to more than 32 MB. Please split it into smaller files.',
    });
    const liar = await uploadId(t, sldc, 'AtcUpload', 'atc.xlsx', await xlsxBomb(290, { lie: true }));
    expect(await preview(liar)).toEqual({ fileId: SHEET_MESSAGES.unreadable });
  });

  it('refuses a file with more rows or cells than configured (IMPORT_MAX_ROWS, IMPORT_MAX_CELLS)', async () => {
    const blocks = (mw: number) => new Array<number>(96).fill(mw);
    const rows = Array.from({ length: 40 }, (_, i) => ['Itanagar Zone', `2027-01-${String(i % 28).padStart(2, '0')}`]);
    const wide = await uploadId(
      t,
      sldc,
      'AtcUpload',
      'atc.xlsx',
      await xlsxOf([[...ATC_FILE_HEADER], ...rows.map((r) => [...r, ...blocks(1)])]),
    );
    expect(await preview(wide)).toEqual({ fileId: SHEET_MESSAGES.tooManyCells(3000) });

    const holidays = ['Date,Holiday Name', ...Array.from({ length: 60 }, (_, i) => `2027-03-${(i % 28) + 1},Day ${i}`)];
    const long = await uploadId(t, admin, 'HolidayList', 'holidays.csv', Buffer.from(holidays.join('\n')));
    const res = await call(t, 'POST', '/api/Configuration/Holiday/Preview', { fileId: long }, admin);
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)).toEqual({ fileId: SHEET_MESSAGES.tooManyRows(50) });
  });

  it('checks the header before the rows: a file that is not the template is refused as such', async () => {
    const wrong = await uploadId(t, sldc, 'AtcUpload', 'atc.xlsx', await xlsxOf([['Date', 'Corridor', 'MW']]));
    expect(await preview(wrong)).toEqual({ fileId: ATC_MESSAGES.badHeader });
  });
});
