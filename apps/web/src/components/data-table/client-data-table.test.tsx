import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { renderAt } from '../../test/render.tsx';
import { csvRowsOf, downloadGrid } from '../../test/grid-file.ts';
import { XLSX_TYPE } from '../../lib/table-file.ts';
import { ClientDataTable } from './client-data-table.tsx';
import type { FileColDef } from './grid-table.ts';

interface Row {
  id: number;
  name: string;
  amount: number;
  status: 'A' | 'E';
  secret: string;
  dueOn: string | null;
  updatedAt: string;
}

const STATUS_WORDS = { A: 'Active', E: 'Ended' } as const;

const columns: FileColDef<Row>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  {
    field: 'amount',
    headerName: 'Amount (Rs)',
    type: 'number',
    fileKind: 'money',
    valueFormatter: (value: number) => `₹${value.toFixed(2)}`,
  },
  {
    field: 'dueOn',
    headerName: 'Due On',
    fileKind: 'date',
    // None reads '—'; the first row's 'Open-ended' is words.
    valueFormatter: (value: string | null, row) => (row.id === 1 ? 'Open-ended' : value ? `on ${value}` : '—'),
  },
  {
    field: 'status',
    headerName: 'Status',
    valueGetter: (value: Row['status']) => STATUS_WORDS[value],
    renderCell: ({ value }) => <strong>{value as string}</strong>,
  },
  { field: 'secret', headerName: 'Secret', disableExport: true },
  {
    field: 'updatedAt',
    headerName: 'Changed',
    fileColumns: [
      { header: 'Changed At', kind: 'dateTime', cell: (row) => row.updatedAt },
      { header: 'Changed By', cell: (row) => row.name },
    ],
  },
  { field: 'actions', headerName: 'Actions', renderCell: ({ row }) => <button>Edit {row.name}</button> },
];

// Twelve rows, more than a page: 'Row 01' … 'Row 11' in reverse, then a formula-like name.
const rows: Row[] = [
  ...Array.from({ length: 11 }, (_, i) => ({
    id: i + 1,
    name: `Row ${String(11 - i).padStart(2, '0')}`,
    amount: 1000 + i + 0.5,
    status: i % 2 === 0 ? ('A' as const) : ('E' as const),
    secret: 'hidden',
    dueOn: i === 0 ? null : `2026-12-${String(i + 10).padStart(2, '0')}`,
    updatedAt: '2026-12-01T09:30:00.000Z',
  })),
  { id: 12, name: '=cmd', amount: 7, status: 'E', secret: 'hidden', dueOn: null, updatedAt: '2026-12-01T09:30:00Z' },
];

function renderTable(fileName?: string) {
  renderAt(
    <ClientDataTable
      label="Things"
      columns={columns}
      rows={rows}
      isLoading={false}
      isError={false}
      {...(fileName ? { fileName } : {})}
    />,
    '/things',
  );
}

afterEach(() => vi.restoreAllMocks());

describe('ClientDataTable Download', { timeout: 20_000 }, () => {
  it('offers Excel and CSV under Download', async () => {
    const user = userEvent.setup();
    renderTable();
    await screen.findByRole('grid', { name: 'Things' });
    await user.click(screen.getByRole('button', { name: 'Download' }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Excel (.xlsx)', 'CSV (.csv)']);
  });

  it('writes every row in the current sort, text as the screen, dates ISO and numbers plain, without actions', async () => {
    const user = userEvent.setup();
    renderTable();
    const grid = await screen.findByRole('grid', { name: 'Things' });
    await user.click(within(grid).getByRole('columnheader', { name: 'Name' })); // ascending
    const file = await downloadGrid(user, 'CSV (.csv)');
    expect(file.name).toBe('Things.csv');
    expect(file.blob.type).toBe('text/csv;charset=utf-8');
    expect([...new Uint8Array(await file.blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const [header, ...body] = await csvRowsOf(file.blob);
    expect(header).toEqual(['Name', 'Amount (Rs)', 'Due On', 'Status', 'Changed At', 'Changed By']);
    expect(body).toHaveLength(12);
    // '=cmd' sorts first and is written inert; then Row 01 … Row 11 (rows of the second page too).
    const changed = ['2026-12-01T15:00:00+05:30'];
    expect(body[0]).toEqual(["'=cmd", '7.00', '', 'Ended', ...changed, "'=cmd"]);
    expect(body[1]).toEqual(['Row 01', '1010.50', '2026-12-20', 'Active', ...changed, 'Row 01']);
    expect(body[11]).toEqual(['Row 11', '1000.50', 'Open-ended', 'Active', ...changed, 'Row 11']);
  });

  it('writes the formatted value of a text column, not the raw one', async () => {
    const user = userEvent.setup();
    renderTable('my-things');
    await screen.findByRole('grid', { name: 'Things' });
    const file = await downloadGrid(user, 'CSV (.csv)');
    expect(file.name).toBe('my-things.csv');
    const [, first] = await csvRowsOf(file.blob);
    // The grid's own order (no sort): the first row given.
    expect(first?.slice(0, 4)).toEqual(['Row 11', '1000.50', 'Open-ended', 'Active']);
    expect(first).not.toContain('A');
  });

  it('writes real Excel: a bold frozen header with filters, Date cells and numbers in their formats', async () => {
    const user = userEvent.setup();
    renderTable();
    await screen.findByRole('grid', { name: 'Things' });
    const file = await downloadGrid(user, 'Excel (.xlsx)');
    expect(file.name).toBe('Things.xlsx');
    expect(file.blob.type).toBe(XLSX_TYPE);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.blob.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Things');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      ...['Name', 'Amount (Rs)', 'Due On', 'Status', 'Changed At', 'Changed By'],
    ]);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:F13');
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      ...['Row 11', 1000.5, 'Open-ended', 'Active', new Date('2026-12-01T15:00:00Z'), 'Row 11'],
    ]);
    expect(sheet.getCell('B2').numFmt).toContain('"₹"');
    expect(sheet.getCell('C3').value).toEqual(new Date('2026-12-11T00:00:00Z'));
    expect([sheet.getCell('C3').numFmt, sheet.getCell('E2').numFmt]).toEqual([
      'mmm dd, yyyy',
      'mmm dd, yyyy h:mm AM/PM',
    ]);
    expect(sheet.getCell('A13').value).toBe("'=cmd");
    expect(sheet.getCell('C13').value).toBeNull();
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual('Name'.length);
    expect(sheet.rowCount).toBe(13);
  });
});
