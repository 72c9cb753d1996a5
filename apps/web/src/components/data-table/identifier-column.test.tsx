import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAt } from '../../test/render.tsx';
import { ClientDataTable } from './client-data-table.tsx';
import { IDENTIFIER_ATTRIBUTE, identifierColumn } from './identifier-column.tsx';

interface Row {
  id: number;
  applicationNo: string | null;
  type: string;
}

const rows: Row[] = [
  { id: 1, applicationNo: 'STOA/FCFS/2026/00003', type: 'FCFS' },
  { id: 2, applicationNo: null, type: 'Day Ahead' },
];

const column = identifierColumn<Row>({
  field: 'applicationNo',
  headerName: 'Application No',
  to: (row) => `/applications/${row.id}`,
  secondary: (row) => row.type,
});

describe('identifierColumn', () => {
  it("is of the file kind 'identifier': the Download writes the number as text, '—' blank", () => {
    expect(column.fileKind).toBe('identifier');
    expect(rows.map(column.wholeTextsOf)).toEqual([['STOA/FCFS/2026/00003'], ['—']]);
  });

  it('draws each number on one line, marked for the walk, as a link to its page, with its second line', async () => {
    renderAt(<ClientDataTable label="Numbers" columns={[column]} rows={rows} isLoading={false} isError={false} />);
    const grid = await screen.findByRole('grid', { name: 'Numbers' });
    const link = within(grid).getByRole('link', { name: 'STOA/FCFS/2026/00003' });
    expect(link).toHaveAttribute('href', '/applications/1');
    const marked = grid.querySelectorAll(`[${IDENTIFIER_ATTRIBUTE}]`);
    expect([...marked].map((m) => m.textContent)).toEqual(['STOA/FCFS/2026/00003', '—']);
    expect(getComputedStyle(marked[0]!).whiteSpace).toBe('nowrap');
    expect(within(grid).getByText('FCFS')).toBeInTheDocument();
    // No link for a row without its number yet.
    expect(within(grid).getAllByRole('link')).toHaveLength(1);
  });
});
