import { PassThrough } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnLetters, sheetNameOf, writeXlsx, type XlsxCell } from './xlsx-writer.ts';
import { ZipWriter, crc32 } from './zip-writer.ts';
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

async function* pagesOf(rows: XlsxCell[][], size = 2) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

describe('the streamed zip', () => {
  it('computes CRC-32 as the standard check value says', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.from('6789'), crc32(Buffer.from('12345')))).toBe(0xcbf43926);
  });

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
    const rows: XlsxCell[][] = [
      ['A & B <Ltd> "x"', 360.5, 1234567.89],
      [' padded ', null, 0],
      ['bell\u0007gone', 12, null],
    ];
    const file = await collect((out) =>
      writeXlsx(
        out,
        'Report',
        [{ header: 'Name' }, { header: 'MWh', format: 'quantity' }, { header: 'Amount', format: 'money' }],
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
    expect(sheet.getCell('B2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('C2').numFmt).toContain('"₹"');
    expect(sheet.getCell('A3').value).toBe(' padded ');
    expect(sheet.getCell('B3').value).toBeNull();
    expect(sheet.getCell('A4').value).toBe('bellgone');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(4);
  });

  it('stops, and fails, when the reader goes away mid-file (no write left waiting forever)', async () => {
    const out = new PassThrough();
    let served = 0;
    async function* endless() {
      for (;;) {
        served += 1;
        yield Array.from({ length: 500 }, (_, i) => [`row ${served}-${i}`, i] as XlsxCell[]);
      }
    }
    const writing = writeXlsx(out, 'Sheet', [{ header: 'A' }, { header: 'B', format: 'quantity' }], endless());
    out.once('data', () => out.destroy());
    await expect(writing).rejects.toThrow(/closed/);
    expect(served).toBeLessThan(50);
  });
});
