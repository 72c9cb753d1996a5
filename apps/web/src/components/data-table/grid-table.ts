/**
 * A client grid's rows as a file (issue 15 Excel out; issue 36 "Real Excel"): every row — all pages — in the grid's
 * current sort and filter order, the visible data columns (no row actions, none marked `disableExport`). A column
 * says what its cells are with `fileKind` (a date, a number in its unit: the cell is then the column's value, as the
 * valueGetter gives it) or puts the file's own columns in its place with `fileColumns` (a when-and-who cell as two);
 * otherwise a cell is the formatted text the grid shows.
 */
import type { RefObject } from 'react';
import {
  gridFilteredSortedRowIdsSelector,
  gridVisibleColumnDefinitionsSelector,
  type GridApi,
  type GridColDef,
  type GridRowId,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import {
  excelSerial,
  isNumberKind,
  isTimeKind,
  type CellKind,
  type CellValue,
  type ExportColumn,
  type SheetColumn,
} from '@stoa/shared';
import { isActionColumn } from './fit-columns.ts';

/** What a column's cells are in a downloaded file; text (the formatted value) by default. */
export interface FileCells<R> {
  /** The cells' kind: the cell is then the column's value (as its valueGetter gives it). */
  fileKind?: CellKind;
  /** The downloaded file's columns in this one's place. */
  fileColumns?: readonly ExportColumn<R>[];
}

/** A grid column with what its cells are in a downloaded file (MUI keeps the extra fields on its columns). */
export type FileColDef<R extends GridValidRowModel = GridValidRowModel> = GridColDef<R> & FileCells<R>;

/** A grid as a file: its columns with their kinds, and every row's cells. */
export interface FileTable {
  columns: SheetColumn[];
  rows: CellValue[][];
}

/** What the screen shows for nothing; the file leaves the cell blank. */
const NONE = '—';

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

/** A cell of a column of `kind`: its value when of the kind, else the text shown ('Open-ended', 'Total'); '—' blank. */
export function fileValue(kind: CellKind, value: unknown, shown: string): CellValue {
  const isOfKind = isNumberKind(kind)
    ? typeof value === 'number' && Number.isFinite(value)
    : isTimeKind(kind) && typeof value === 'string' && excelSerial(kind, value) !== null;
  if (isOfKind) return value as CellValue;
  return shown === NONE ? null : shown;
}

type FilePart = SheetColumn & { read: (id: GridRowId) => CellValue };

function partsOf(api: GridApi, column: FileColDef): FilePart[] {
  if (column.fileColumns) {
    return column.fileColumns.map((c) => ({
      header: c.header,
      kind: c.kind ?? 'text',
      read: (id: GridRowId) => c.cell(api.getRow(id) as GridValidRowModel),
    }));
  }
  const kind = column.fileKind ?? 'text';
  const read = (id: GridRowId) => {
    const params = api.getCellParams(id, column.field);
    return fileValue(kind, params.value, cellText(params.formattedValue));
  };
  return [{ header: column.headerName ?? column.field, kind, read }];
}

export function gridFileOf(apiRef: RefObject<GridApi | null>): FileTable {
  const api = apiRef.current;
  if (!api) return { columns: [], rows: [] };
  const parts = gridVisibleColumnDefinitionsSelector(apiRef)
    .filter(isExported)
    .flatMap((column) => partsOf(api, column as FileColDef));
  return {
    columns: parts.map(({ header, kind }) => ({ header, kind })),
    rows: gridFilteredSortedRowIdsSelector(apiRef).map((id) => parts.map((part) => part.read(id))),
  };
}
