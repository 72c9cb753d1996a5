import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseCsv } from './csv.ts';
import { csvLines, inertText, type ExportColumn } from './table-export.ts';

type Row = { name: string; mw: number | null };
const COLUMNS: ExportColumn<Row>[] = [
  { header: 'Name', cell: (r) => r.name },
  { header: 'MW', kind: 'quantity', cell: (r) => r.mw },
];

describe('table export', () => {
  it('writes a header and rows, quantities with two decimals, quoting what needs it', () => {
    expect(
      csvLines(
        COLUMNS,
        [
          { name: 'Hill, "Cement"', mw: 12.5 },
          { name: 'Delta', mw: null },
        ],
        true,
      ),
    ).toBe('Name,MW\r\n"Hill, ""Cement""",12.50\r\nDelta,\r\n');
  });

  it('writes dates and times in ISO form, counts whole, a value not of its kind as its text', () => {
    type Due = { on: string | null; at: string | null; month: string; time: string; count: number; pct: number };
    const columns: ExportColumn<Due>[] = [
      { header: 'On', kind: 'date', cell: (r) => r.on },
      { header: 'At', kind: 'dateTime', cell: (r) => r.at },
      { header: 'Received', kind: 'receiptTime', cell: (r) => r.at },
      { header: 'Month', kind: 'month', cell: (r) => r.month },
      { header: 'Deadline', kind: 'time', cell: (r) => r.time },
      { header: 'Dues', kind: 'count', cell: (r) => r.count },
      { header: 'Used (%)', kind: 'percent', cell: (r) => r.pct },
    ];
    const due = { at: '2026-12-01T09:30:07.000Z', month: '2026-12', time: '15:00', count: 1234, pct: 75 };
    expect(
      csvLines(
        columns,
        [
          { ...due, on: '2026-12-01' },
          { ...due, on: 'Open-ended', at: null },
        ],
        false,
      ),
    ).toBe(
      '2026-12-01,2026-12-01T15:00:07+05:30,2026-12-01T15:00:07+05:30,2026-12,15:00,1234,75.00\r\n' +
        'Open-ended,,,2026-12,15:00,1234,75.00\r\n',
    );
  });

  it('never writes a cell a spreadsheet would run as a formula', () => {
    expect(inertText('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(inertText('-5')).toBe("'-5");
    expect(inertText('STOA/DA/2026/00012')).toBe('STOA/DA/2026/00012');
  });

  it('reads back as the same table (any text, any quantity)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string(), mw: fc.option(fc.integer({ min: 0, max: 10 ** 9 })) })),
        (rows) => {
          const expected = rows.map((row) => [inertText(row.name), row.mw === null ? '' : row.mw.toFixed(2)]);
          // The reader skips blank rows, as it does on import.
          const nonBlank = expected.filter((cells) => cells.some((cell) => cell.trim() !== ''));
          expect(parseCsv(csvLines(COLUMNS, rows, true))).toEqual([['Name', 'MW'], ...nonBlank]);
        },
      ),
    );
  });
});
