import { describe, expect, it } from 'vitest';
import { NO_ROWS_LABEL } from './grid-defaults.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridColDef } from '@mui/x-data-grid';
import { useLocation } from 'react-router';
import { MESSAGES } from '@stoa/shared';
import { renderAt } from '../../test/render.tsx';
import { DataTable } from './data-table.tsx';
import { useUrlPaging } from './use-url-paging.ts';

interface Row {
  id: number;
  name: string;
}

const columns: GridColDef<Row>[] = [{ field: 'name', headerName: 'Name', flex: 1 }];
const rows: Row[] = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));

/** A page with the table wired to the URL, printing the URL's query so a test can read it. */
function Harness({ state = 'ok' }: { state?: 'ok' | 'empty' | 'error' }) {
  const paging = useUrlPaging(['name'] as const);
  const { search } = useLocation();
  return (
    <>
      <p data-testid="search">{search}</p>
      <DataTable
        label="Things"
        columns={columns}
        rows={state === 'ok' ? rows : []}
        rowCount={state === 'ok' ? 35 : 0}
        paginationModel={paging.paginationModel}
        onPaginationModelChange={paging.setPaginationModel}
        isLoading={false}
        isError={state === 'error'}
      />
    </>
  );
}

describe('DataTable', () => {
  it('shows the rows of the page and the server count', async () => {
    renderAt(<Harness />, '/things');
    const grid = await screen.findByRole('grid', { name: 'Things' });
    expect(within(grid).getByText('Row 1')).toBeInTheDocument();
    expect(within(grid).getByText('Row 10')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 35')).toBeInTheDocument();
  });

  it('keeps page and page size in the URL; a new page size starts at page 1', async () => {
    const user = userEvent.setup();
    renderAt(<Harness />, '/things');
    await user.click(await screen.findByRole('button', { name: 'Go to next page' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?pageNumber=2');
    expect(screen.getByText('11–20 of 35')).toBeInTheDocument();

    // jsdom applies no media queries, so the grid's small-screen rule hides the size picker: query it hidden.
    await user.click(screen.getByRole('combobox', { name: /Rows per page/, hidden: true }));
    const sizes = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(sizes.map((option) => option.textContent)).toEqual(['10', '50', '100']);
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?pageSize=50');
  });

  it('says the one empty-grid wording for an empty page', async () => {
    renderAt(<Harness state="empty" />, '/things');
    expect(await screen.findByText(NO_ROWS_LABEL)).toBeInTheDocument();
  });

  it('shows the fetch error when the list cannot be read', async () => {
    renderAt(<Harness state="error" />, '/things');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.fetchError);
  });
});
