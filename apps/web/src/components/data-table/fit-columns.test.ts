import { describe, expect, it } from 'vitest';
import type { GridColDef } from '@mui/x-data-grid';
import { fitColumns } from './fit-columns.ts';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 95 },
  { field: 'fromDate', headerName: 'From', width: 100 },
  { field: 'status', headerName: 'Status', width: 130, minWidth: 120 },
  { field: 'actions', headerName: 'Actions', width: 72 },
];

describe('fitColumns', () => {
  it('turns sized columns into shares that may shrink, but never an action column or below a given minimum', () => {
    const [name, from, status, actions] = fitColumns(columns, false);
    expect(name).toMatchObject({ flex: 150, minWidth: 95 });
    expect(from).toMatchObject({ flex: 100, minWidth: 72 });
    expect(status).toMatchObject({ flex: 130, minWidth: 120 });
    expect(actions).toMatchObject({ flex: 72, minWidth: 72 });
  });

  it('puts the actions first on a phone and keeps the rest in order', () => {
    expect(fitColumns(columns, true).map((c) => c.field)).toEqual(['actions', 'name', 'fromDate', 'status']);
    expect(fitColumns(columns, false).map((c) => c.field)).toEqual(['name', 'fromDate', 'status', 'actions']);
  });

  it('fits a 12-column list in 1,016 px: the smallest widths add up to less', () => {
    const wide: GridColDef[] = [50, 102, 102, 76, 88, 130, 150].map((width, i) => ({ field: `c${i}`, width }));
    const smallest = fitColumns(wide, false).reduce((sum, c) => sum + (c.minWidth ?? 0), 0);
    expect(smallest).toBeLessThan(0.75 * wide.reduce((sum, c) => sum + (c.width ?? 0), 0));
  });
});
