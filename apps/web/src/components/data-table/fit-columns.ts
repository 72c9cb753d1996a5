/**
 * Grids fit their width (issue 15 item 9): at 1366 px beside the open drawer no grid scrolls sideways, no action
 * column is hidden, and text wraps rather than ending in '…'. A column's `width` becomes its share of the grid
 * (it may shrink to SHRINK of it, never an action column); on a phone the actions come first. Nothing is cut off
 * (issue 36 item 5): no column is narrower than its header's longest word (headers wrap between words, onto at most
 * three lines), and a column
 * of whole texts — an identifier column's numbers (identifier-column.tsx), a period's dates — is as wide as the
 * widest on the page.
 */
import { useMemo } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Theme } from '@mui/material/styles';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { CELL_PADDING, estimatedWidth, textWidthsOf, type TextWidths } from './text-width.ts';

/** How far a sized column may shrink before the grid scrolls. */
const SHRINK = 0.72;
/** The share a flex column (flex 1) claims beside sized columns, in the same units as a width in px. */
const FLEX_SHARE = 150;
/** Rounding and sub-pixel text: a number exactly as wide as its box would still overflow by a fraction. */
const SLACK = 2;
/** The header sorted on shows its arrow beside the title. */
const SORT_ICON = 28;
/** A header title wraps onto at most 3 lines: the 56 px header holds 3 of 1.2 × 14 px. */
const HEADER_LINES = 3;
const ACTION_FIELDS = new Set(['actions', 'view', 'edit', 'delete', 'resetPassword']);

export const isActionColumn = (column: GridColDef) => column.type === 'actions' || ACTION_FIELDS.has(column.field);

/** A column whose cells hold texts that never break (an identifier's numbers, a period's dates). */
export type WholeTextColDef<R extends GridValidRowModel> = GridColDef<R> & {
  /** The texts a row's cell shows, each on one line: the column is never narrower than the page's widest. */
  wholeTextsOf?: (row: R) => readonly string[];
};

/** The estimate of a 14 px font, for callers without a theme (tests). */
const ESTIMATED: TextWidths = {
  cell: (text) => estimatedWidth(text, 14),
  header: (text) => estimatedWidth(text, 14),
};

/** The lines `words` take wrapped greedily in `width` px. */
function lineCount(words: readonly number[], space: number, width: number): number {
  let lines = 0;
  let line = 0;
  for (const word of words) {
    if (lines > 0 && line + space + word <= width) line += space + word;
    else [lines, line] = [lines + 1, word];
  }
  return lines;
}

/** The least text width of a header: its longest word, widened until the title takes at most HEADER_LINES lines. */
function headerTextWidth(headerName: string | undefined, widths: TextWidths): number {
  const words = (headerName ?? '').split(/\s+/).filter(Boolean).map(widths.header);
  const space = widths.header(' ');
  let width = Math.max(0, ...words);
  while (lineCount(words, space, width) > HEADER_LINES) width += 4;
  return width;
}

/**
 * The least width that shows the header whole (its longest word, in at most 3 lines; the arrow of the column sorted
 * on beside it) and every whole text of `rows` (an identifier's numbers).
 */
export function contentMinWidth<R extends GridValidRowModel>(
  column: WholeTextColDef<R>,
  rows: readonly R[],
  widths: TextWidths,
  sortedField?: string,
): number {
  let widest = headerTextWidth(column.headerName, widths);
  const { wholeTextsOf } = column;
  if (wholeTextsOf) for (const row of rows) widest = Math.max(widest, ...wholeTextsOf(row).map(widths.cell));
  if (widest === 0) return 0;
  return Math.ceil(widest) + CELL_PADDING + SLACK + (column.field === sortedField ? SORT_ICON : 0);
}

export function fitColumns<R extends GridValidRowModel>(
  columns: readonly GridColDef<R>[],
  isPhone: boolean,
  rows: readonly R[] = [],
  widths: TextWidths = ESTIMATED,
  sortedField?: string,
): GridColDef<R>[] {
  const fitted = columns.map((column): GridColDef<R> => {
    const least = Math.max(column.minWidth ?? 0, contentMinWidth(column, rows, widths, sortedField));
    const atLeast = least > 0 ? { minWidth: least } : {};
    if (column.flex !== undefined) return { ...column, flex: column.flex * FLEX_SHARE, ...atLeast };
    if (column.width === undefined) return { ...column, ...atLeast };
    const shrunk = isActionColumn(column) ? column.width : column.width * SHRINK;
    return { ...column, flex: column.width, minWidth: Math.max(least, Math.round(shrunk)) };
  });
  if (!isPhone) return fitted;
  return [...fitted.filter(isActionColumn), ...fitted.filter((column) => !isActionColumn(column))];
}

export function useFittedColumns<R extends GridValidRowModel>(
  columns: readonly GridColDef<R>[],
  rows: readonly R[] | undefined,
  sortedField?: string,
): GridColDef<R>[] {
  const theme = useTheme();
  const isPhone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const widths = useMemo(() => textWidthsOf(theme), [theme]);
  return useMemo(
    () => fitColumns(columns, isPhone, rows ?? [], widths, sortedField),
    [columns, isPhone, rows, widths, sortedField],
  );
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
