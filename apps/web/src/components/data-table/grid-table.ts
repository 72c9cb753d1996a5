/**
 * A client grid's rows as the screen shows them (issue 15 Excel out): every row — all pages — in the grid's
 * current sort and filter order, the visible data columns (no row actions, none marked `disableExport`), each
 * cell's formatted value (the column's valueGetter and valueFormatter, as the grid shows it).
 */
import type { RefObject } from 'react';
import {
  gridFilteredSortedRowIdsSelector,
  gridVisibleColumnDefinitionsSelector,
  type GridApi,
  type GridColDef,
} from '@mui/x-data-grid';
import type { TextTable } from '../../lib/table-file.ts';
import { isActionColumn } from './fit-columns.ts';

/** A data column of the file: not a row's buttons, not opted out. */
export function isExported(column: GridColDef): boolean {
  return !isActionColumn(column) && column.disableExport !== true && column.field !== '';
}

/** A formatted value as text: '' for none; a list (zones) joined; never '[object Object]'. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellText).join(', ');
  if (typeof value === 'object') return value instanceof Date ? value.toISOString() : '';
  return String(value as string | number | boolean | bigint);
}

export function gridTableOf(apiRef: RefObject<GridApi | null>): TextTable {
  const api = apiRef.current;
  if (!api) return { headers: [], rows: [] };
  const columns = gridVisibleColumnDefinitionsSelector(apiRef).filter(isExported);
  const ids = gridFilteredSortedRowIdsSelector(apiRef);
  return {
    headers: columns.map((column) => column.headerName ?? column.field),
    rows: ids.map((id) => columns.map((column) => cellText(api.getCellParams(id, column.field).formattedValue))),
  };
}
