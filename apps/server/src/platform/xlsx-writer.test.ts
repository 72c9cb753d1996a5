import { PassThrough } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnLetters, sheetNameOf, type SheetRow } from '@stoa/shared';
import { writeXlsx } from './xlsx-writer.ts';
import { ZipWriter } from './zip-writer.ts';
import { readZipDirectory } from './zip-directory.ts';

async function collect(write: (out: PassThrough) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on('end', resolve));
  await write(out);
  await ended;
  return Buffer.concat(chunks);
}

async function* pagesOf(rows: SheetRow[], size = 2) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

describe('the streamed zip', () => {
  it('writes entries a zip reader lists, with their sizes, and whose bytes inflate back', async () => {
    const big = 'x'.repeat(200_000);
    const zip = await collect(async (out) => {
      const w = new ZipWriter(out, new Date('2026-12-01T04:00:00Z'));
      await w.entry('a.txt', ['hello ', 'world']);
      await w.entry('dir/b.txt', [big]);
      await w.finish();
    });
    const entries = readZipDirectory(zip, 10);
    expect(entries.map((e) => [e.name, e.uncompressedSize])).toEqual([
      ['a.txt', 11],
      ['dir/b.txt', 200_000],
    ]);
    const first = entries[0]!;
    const data = zip.subarray(first.dataOffset, first.dataOffset + first.compressedSize);
    expect(inflateRawSync(data).toString()).toBe('hello world');
  });
});

describe('the xlsx writer', () => {
  it('names columns past Z and keeps sheet names within Excel rules', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
    expect(sheetNameOf('Margin Availability (Intra-State) [a/b]')).toBe('Margin Availability (Intra-Stat');
  });

  it('writes a workbook exceljs reads back: header, text (escaped), numbers with their formats, empty cells', async () => {
    const rows: SheetRow[] = [
      ['A & B <Ltd> "x"', 360.5, 1234567.89],
      [' padded ', null, 0],
      ['bell\u0007gone', 12, null],
    ];
    const file = await collect((out) =>
      writeXlsx(
        out,
        'Report',
        [
          { header: 'Name', kind: 'text' },
          { header: 'MWh', kind: 'quantity' },
          { header: 'Amount', kind: 'money' },
        ],
        pagesOf(rows),
      ),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Report')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'MWh', 'Amount']);
    expect(sheet.getRow(1).font?.bold ?? sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('A2').value).toBe('A & B <Ltd> "x"');
    expect(sheet.getCell('B2').value).toBe(360.5);
    expect(sheet.getCell('B2').numFmt).toContain('##0.00');
    expect(sheet.getCell('C2').numFmt).toContain('"₹"');
    expect(sheet.getCell('A3').value).toBe(' padded ');
    expect(sheet.getCell('B3').value).toBeNull();
    expect(sheet.getCell('A4').value).toBe('bellgone');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:C4');
    expect(sheet.rowCount).toBe(4);
  });

  it('writes dates and times as Excel dates holding the IST wall clock, in the display formats of the spec', async () => {
    const columns = [
      { header: 'On', kind: 'date' },
      { header: 'Submitted', kind: 'dateTime' },
      { header: 'Received', kind: 'receiptTime' },
      { header: 'Month', kind: 'month' },
      { header: 'Deadline', kind: 'time' },
      { header: 'Comments', kind: 'longText' },
    ] as const;
    const at = '2026-12-01T09:30:07.000Z';
    const rows: SheetRow[] = [
      ['2026-12-01', at, at, '2026-12', '15:00', 'Checked'],
      ['Open-ended', 'Total', null, null, null, null],
    ];
    const file = await collect((out) => writeXlsx(out, 'Dates', columns, pagesOf(rows)));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Dates')!;
    const cell = (ref: string) => sheet.getCell(ref);
    expect([cell('A2').type, cell('B2').type, cell('C2').type, cell('D2').type, cell('E2').type]).toEqual(
      Array(5).fill(ExcelJS.ValueType.Date),
    );
    expect(cell('A2').value).toEqual(new Date('2026-12-01T00:00:00Z'));
    expect(cell('B2').value).toEqual(new Date('2026-12-01T15:00:07Z'));
    expect(cell('D2').value).toEqual(new Date('2026-12-01T00:00:00Z'));
    expect(cell('E2').value).toEqual(new Date('1899-12-30T15:00:00Z'));
    expect([cell('A2').numFmt, cell('B2').numFmt, cell('C2').numFmt, cell('D2').numFmt]).toEqual([
      'mmm dd, yyyy',
      'mmm dd, yyyy h:mm AM/PM',
      'mmm dd, yyyy h:mm:ss AM/PM',
      'mmm yyyy',
    ]);
    expect(cell('F2').alignment).toMatchObject({ wrapText: true });
    // What is not a date stays the text it is.
    expect([cell('A3').value, cell('B3').value]).toEqual(['Open-ended', 'Total']);
    expect(sheet.autoFilter).toBe('A1:F3');
  });

  it('fits the widths to the header and the first rows, within bounds', async () => {
    const columns = [
      { header: 'No', kind: 'text' },
      { header: 'A header far longer than its values', kind: 'count' },
      { header: 'Amount', kind: 'money' },
      { header: 'Message', kind: 'longText' },
    ] as const;
    const rows: SheetRow[] = [['STOA/DA/2026/00012', 3, 12345678.9, 'x'.repeat(500)]];
    const file = await collect((out) => writeXlsx(out, 'W', columns, pagesOf(rows)));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const widths = workbook.getWorksheet('W')!.columns.map((c) => c.width);
    expect(widths[0]).toBeGreaterThanOrEqual('STOA/DA/2026/00012'.length);
    expect(widths[1]).toBeGreaterThanOrEqual('A header far longer than its values'.length);
    expect(widths[2]).toBeGreaterThanOrEqual('₹1,23,45,678.90'.length);
    expect(widths[3]).toBe(60);
  });

  it('stops, and fails, when the reader goes away mid-file (no write left waiting forever)', async () => {
    const out = new PassThrough();
    let served = 0;
    async function* endless() {
      for (;;) {
        served += 1;
        yield Array.from({ length: 500 }, (_, i): SheetRow => [`row ${served}-${i}`, i]);
      }
    }
    const columns = [
      { header: 'A', kind: 'text' },
      { header: 'B', kind: 'quantity' },
    ] as const;
    const writing = writeXlsx(out, 'Sheet', columns, endless());
    out.once('data', () => out.destroy());
    await expect(writing).rejects.toThrow(/closed/);
    expect(served).toBeLessThan(50);
  });
});
