import { describe, expect, it } from 'vitest';
import type { GridColDef } from '@mui/x-data-grid';
import { contentMinWidth, fitColumns, type WholeTextColDef } from './fit-columns.ts';
import { identifierColumn } from './identifier-column.tsx';
import { CELL_PADDING, type TextWidths } from './text-width.ts';

/** 7 px a character in cells, 8 in headers: round numbers to check against. */
const widths: TextWidths = { cell: (text) => text.length * 7, header: (text) => text.length * 8 };

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 95 },
  { field: 'fromDate', headerName: 'From', width: 100 },
  { field: 'status', headerName: 'Status', width: 130, minWidth: 120 },
  { field: 'actions', headerName: 'Act', width: 72 },
];

interface Row {
  id: number;
  applicationNo: string | null;
}
const rows: Row[] = [
  { id: 1, applicationNo: 'STOA/DA/2026/00012' },
  { id: 2, applicationNo: 'STOA/FCFS/2026/00003' },
  { id: 3, applicationNo: null },
];
const numberColumn = identifierColumn<Row>({ field: 'applicationNo', headerName: 'Application No', width: 100 });

describe('fitColumns', () => {
  it('turns sized columns into shares that may shrink, but never an action column or below a given minimum', () => {
    const [name, from, status, actions] = fitColumns(columns, false, [], widths);
    expect(name).toMatchObject({ flex: 150, minWidth: 95 });
    expect(from).toMatchObject({ flex: 100, minWidth: 72 });
    expect(status).toMatchObject({ flex: 130, minWidth: 120 });
    expect(actions).toMatchObject({ flex: 72, minWidth: 72 });
  });

  it('puts the actions first on a phone and keeps the rest in order', () => {
    expect(fitColumns(columns, true, [], widths).map((c) => c.field)).toEqual([
      'actions',
      'name',
      'fromDate',
      'status',
    ]);
    expect(fitColumns(columns, false, [], widths).map((c) => c.field)).toEqual([
      'name',
      'fromDate',
      'status',
      'actions',
    ]);
  });

  it('fits a 12-column list in 1,016 px: the smallest widths add up to less', () => {
    const wide: GridColDef[] = [50, 102, 102, 76, 88, 130, 150].map((width, i) => ({ field: `c${i}`, width }));
    const smallest = fitColumns(wide, false, [], widths).reduce((sum, c) => sum + (c.minWidth ?? 0), 0);
    expect(smallest).toBeLessThan(0.75 * wide.reduce((sum, c) => sum + (c.width ?? 0), 0));
  });

  it("never shrinks a column below its header's longest word: the header wraps between words, never 'Request…'", () => {
    const energy: GridColDef = { field: 'requestedMwh', headerName: 'Requested (MWh)', width: 80 };
    const [fitted] = fitColumns([energy], false, [], widths);
    // 'Requested' is 9 characters of 8 px, with the cell's padding and 2 px for rounding.
    expect(fitted!.minWidth).toBe(9 * 8 + CELL_PADDING + 2);
    // The column sorted on shows its arrow beside the title.
    expect(contentMinWidth(energy, [], widths, 'requestedMwh')).toBe(9 * 8 + CELL_PADDING + 2 + 28);
    expect(contentMinWidth(energy, [], widths, 'other')).toBe(9 * 8 + CELL_PADDING + 2);
  });

  it('widens a long header until it takes at most three lines of the 56 px header', () => {
    // 'Last Date of Submission / Deadline': at its longest word (Submission, 80 px) it would take 4 lines.
    const header: GridColDef = { field: 'bidsClose', headerName: 'Last Date of Submission / Deadline', width: 80 };
    const least = contentMinWidth(header, [], widths) - CELL_PADDING - 2;
    expect(least).toBeGreaterThan(10 * 8);
    // In that width the words fit three lines: 'Last Date of' (12 characters with spaces), 'Submission /', 'Deadline'.
    expect(least).toBeGreaterThanOrEqual(12 * 8);
    expect(least).toBeLessThan(12 * 8 + 4);
  });

  it('sizes an identifier column to the longest number on the page: it never shrinks below it', () => {
    const [fitted] = fitColumns([numberColumn], false, rows, widths);
    // 'STOA/FCFS/2026/00003': 20 characters of 7 px, with the cell's padding and 2 px for rounding.
    expect(fitted!.minWidth).toBe(20 * 7 + CELL_PADDING + 2);
    expect(fitted!.flex).toBe(100);
    // An empty page: the header's words are the least ('Application': 11 of 8 px).
    expect(fitColumns([numberColumn], false, [], widths)[0]!.minWidth).toBe(11 * 8 + CELL_PADDING + 2);
    // A wide share may shrink as any other column, down to its numbers.
    const wide = identifierColumn<Row>({ field: 'applicationNo', headerName: 'No.', width: 300 });
    expect(fitColumns([wide], false, rows.slice(0, 1), widths)[0]!.minWidth).toBe(Math.round(300 * 0.72));
    expect(fitColumns([{ ...wide, width: 100 }], false, rows.slice(0, 1), widths)[0]!.minWidth).toBe(18 * 7 + 22);
  });

  it("sizes a column of whole texts (a period's dates) to the widest on the page", () => {
    const period: WholeTextColDef<Row> = {
      field: 'period',
      headerName: 'From – To',
      width: 90,
      wholeTextsOf: (row) => (row.id === 1 ? ['Nov 25, 2026', 'Dec 31, 2026'] : ['Jan 01, 2027']),
    };
    expect(fitColumns([period], false, rows, widths)[0]!.minWidth).toBe(12 * 7 + CELL_PADDING + 2);
    // No rows: the share shrinks as any other (the header's 'From' is narrower).
    expect(fitColumns([period], false, [], widths)[0]!.minWidth).toBe(Math.round(90 * 0.72));
  });

  it('sizes only an identifier column by its content: other text wraps', () => {
    const plain: GridColDef<Row> = { field: 'applicationNo', headerName: 'No.', width: 50 };
    expect(fitColumns([plain], false, rows, widths)[0]!.minWidth).toBe(3 * 8 + CELL_PADDING + 2);
  });
});
