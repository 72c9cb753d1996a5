/**
 * Grids fit their width (issue 15 item 9): at 1366 px beside the open drawer no grid scrolls sideways, no action
 * column is hidden, and text wraps rather than ending in '…'. A column's `width` becomes its share of the grid
 * (it may shrink to SHRINK of it, never an action column); on a phone the actions come first.
 */
import { useMemo } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

/** How far a sized column may shrink before the grid scrolls. */
const SHRINK = 0.72;
/** The share a flex column (flex 1) claims beside sized columns, in the same units as a width in px. */
const FLEX_SHARE = 150;
const ACTION_FIELDS = new Set(['actions', 'view', 'edit', 'delete', 'resetPassword']);

export const isActionColumn = (column: GridColDef) => column.type === 'actions' || ACTION_FIELDS.has(column.field);

export function fitColumns<R extends GridValidRowModel>(
  columns: readonly GridColDef<R>[],
  isPhone: boolean,
): GridColDef<R>[] {
  const fitted = columns.map((column): GridColDef<R> => {
    if (column.flex !== undefined) return { ...column, flex: column.flex * FLEX_SHARE };
    if (column.width === undefined) return column;
    const minWidth = isActionColumn(column) ? column.width : Math.round(column.width * SHRINK);
    return { ...column, flex: column.width, minWidth: Math.max(column.minWidth ?? 0, minWidth) };
  });
  if (!isPhone) return fitted;
  return [...fitted.filter(isActionColumn), ...fitted.filter((column) => !isActionColumn(column))];
}

export function useFittedColumns<R extends GridValidRowModel>(columns: readonly GridColDef<R>[]): GridColDef<R>[] {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return useMemo(() => fitColumns(columns, isPhone), [columns, isPhone]);
}

/** Cells and headers wrap onto a second line instead of cutting their text. */
export const WRAPPING_GRID_SX = {
  '& .MuiDataGrid-cell': { whiteSpace: 'normal', lineHeight: 1.3, display: 'flex', alignItems: 'center' },
  '& .MuiDataGrid-cell--textRight': { justifyContent: 'flex-end', textAlign: 'right' },
  '& .MuiDataGrid-cell--textCenter': { justifyContent: 'center', textAlign: 'center' },
  '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2 },
  // A status chip wraps its words too ('Scheduled', not 'Sched…').
  '& .MuiDataGrid-cell .MuiChip-root': { height: 'auto', maxWidth: '100%' },
  '& .MuiDataGrid-cell .MuiChip-label': {
    whiteSpace: 'normal',
    lineHeight: 1.25,
    paddingTop: '2px',
    paddingBottom: '2px',
  },
} as const;
