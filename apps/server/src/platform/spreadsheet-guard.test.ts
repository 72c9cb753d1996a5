/** Issue #12 item 6: an xlsx is checked from the outside in, so a zip bomb is refused without being unpacked. */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { deflatedEntry, xlsxBomb, zipOf } from '../test/zip-bomb.ts';
import { checkSpreadsheet, SpreadsheetRefused, type SheetLimits } from './spreadsheet-guard.ts';

const MB = 1024 * 1024;
const LIMITS: SheetLimits = { maxUnzippedBytes: 32 * MB, maxRows: 5000, maxCells: 250_000 };

async function refusalOf(bytes: Buffer, limits = LIMITS): Promise<SpreadsheetRefused> {
  const err = await checkSpreadsheet(bytes, limits).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof SpreadsheetRefused)) throw new Error(`expected a refusal, got ${String(err)}`);
  return err;
}

describe('the spreadsheet guard', () => {
  it('passes a real workbook and counts its rows and cells', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('ATC');
    for (let r = 0; r < 30; r += 1) sheet.addRow(Array.from({ length: 98 }, (_, c) => r * c));
    const check = await checkSpreadsheet(Buffer.from(await workbook.xlsx.writeBuffer()), LIMITS);
    expect(check).toMatchObject({ rows: 30, cells: 30 * 98 });
  });

  it('refuses a 1 MB file that unpacks to 290 MB from its directory alone, unpacking nothing', async () => {
    const bomb = await xlsxBomb(290);
    expect(bomb.length).toBeLessThan(MB);
    const refused = await refusalOf(bomb);
    expect(refused.refusal).toEqual({ reason: 'unzipped-bytes', max: 32 * MB });
    expect(refused.inflatedBytes).toBe(0);
  });

  it('refuses a bomb whose directory lies about its sizes after unpacking no more than it claimed', async () => {
    const liar = await xlsxBomb(290, { lie: true });
    const refused = await refusalOf(liar);
    expect(refused.refusal).toEqual({ reason: 'unreadable' });
    // Every entry claims 1 KB: the guard stops within one 64 KB chunk past that, never near the 290 MB.
    expect(refused.inflatedBytes).toBeLessThanOrEqual(3 * 1024 + 64 * 1024);
  });

  it('stops at the chunk where the rows or cells cross their limit', async () => {
    const dense = await xlsxBomb(16);
    const cells = await refusalOf(dense);
    expect(cells.refusal).toEqual({ reason: 'cells', max: 250_000 });
    expect(cells.inflatedBytes).toBeLessThan(16 * MB);
    const rows = await refusalOf(dense, { ...LIMITS, maxRows: 100, maxCells: 10_000_000 });
    expect(rows.refusal).toEqual({ reason: 'rows', max: 100 });
    expect(rows.inflatedBytes).toBeLessThan(MB);
  });

  it('keeps the event loop turning while it unpacks', async () => {
    const big = await xlsxBomb(24);
    let turns = 0;
    let done = false;
    const tick = () => {
      turns += 1;
      if (!done) setImmediate(tick);
    };
    setImmediate(tick);
    const check = await checkSpreadsheet(big, { maxUnzippedBytes: 32 * MB, maxRows: 1e9, maxCells: 1e9 });
    done = true;
    expect(check.inflatedBytes).toBeGreaterThan(24 * MB);
    // One turn at least per 64 KB chunk handed back by the thread pool.
    expect(turns).toBeGreaterThan(100);
  });

  it('refuses what is not a zip it can read: garbage, a truncated file, an unknown compression', async () => {
    expect((await refusalOf(Buffer.from('PK\u0003\u0004 not really a zip'))).refusal).toEqual({ reason: 'unreadable' });
    const good = zipOf([await deflatedEntry('xl/worksheets/sheet1.xml', '<worksheet/>')]);
    expect((await refusalOf(good.subarray(0, good.length - 30))).refusal).toEqual({ reason: 'unreadable' });
    const bzip = Buffer.from(good);
    bzip.writeUInt16LE(12, good.length - 22 - 46 - 'xl/worksheets/sheet1.xml'.length + 10);
    expect((await refusalOf(bzip)).refusal).toEqual({ reason: 'unreadable' });
  });
});
