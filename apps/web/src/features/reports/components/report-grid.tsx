/**
 * A report's grid (issue 19): its columns as the catalog names them, every cell through the one formatter
 * (formatReportCell: money from paise, MW/MWh/% from hundredths), numbers right-aligned, server paging and sorting on
 * the sortable columns, and a Total row under the page with the sums of the whole filtered set.
 */
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import {
  formatReportCell,
  type ReportCellKind,
  type ReportColumn,
  type ReportDefinition,
  type ReportPage,
} from '@stoa/shared';
import { DataTable, type ServerSorting } from '../../../components/data-table/data-table.tsx';
import { identifierColumn } from '../../../components/data-table/identifier-column.tsx';
import type { UrlPaging } from '../../../components/data-table/use-url-paging.ts';
import type { ReportFilter } from './report-filters.ts';

export const TOTAL = 'Total';
const ROW_ID = '__rowId';
const TOTAL_ROW_ID = 'total';

/** A grid row: every cell as the screen shows it. */
export type ReportGridRow = Record<string, string>;

const NUMERIC_KINDS: readonly ReportCellKind[] = ['count', 'mw', 'mwh', 'money', 'percent'];
export const isNumericColumn = (column: ReportColumn) => NUMERIC_KINDS.includes(column.kind);

/**
 * 6.5 px a character of the catalog's width (xlsx and PDF proportions): the widest report (Application Details, 11
 * columns) then fits 1366 px beside the drawer without scrolling; the grid shares out the rest, and cells wrap.
 */
const widthOf = (column: ReportColumn) => Math.max(72, Math.round((column.width ?? 14) * 6.5));

/** A cell as shown; the Total row's in bold. */
function renderReportCell({ row, value }: GridRenderCellParams<ReportGridRow>) {
  return row[ROW_ID] === TOTAL_ROW_ID ? (
    <Box component="strong" sx={{ fontWeight: 700 }}>
      {value as string}
    </Box>
  ) : (
    (value as string)
  );
}

/** An identifier column (application, receipt numbers): each number whole on one line; 'Total' in bold. */
function identifierReportColumn(column: ReportColumn): GridColDef<ReportGridRow> {
  const numbers = identifierColumn<ReportGridRow>({
    field: column.key,
    headerName: column.header,
    width: widthOf(column),
    sortable: column.sortable !== false,
  });
  return {
    ...numbers,
    renderCell: (params) =>
      params.row[ROW_ID] === TOTAL_ROW_ID ? renderReportCell(params) : numbers.renderCell?.(params),
  };
}

export function reportColumns(def: ReportDefinition): GridColDef<ReportGridRow>[] {
  return def.columns.map((column) =>
    column.kind === 'identifier'
      ? identifierReportColumn(column)
      : {
          field: column.key,
          headerName: column.header,
          sortable: column.sortable !== false,
          filterable: false,
          width: widthOf(column),
          ...(isNumericColumn(column) ? { align: 'right' as const, headerAlign: 'right' as const } : {}),
          renderCell: renderReportCell,
        },
  );
}

/** The page's rows as shown, then — when the report adds up and the page has rows — the Total row. */
export function reportGridRows(def: ReportDefinition, page: ReportPage): ReportGridRow[] {
  const rows = page.rows.map((row, index) => ({
    ...Object.fromEntries(def.columns.map((c) => [c.key, formatReportCell(c, row[c.key])])),
    [ROW_ID]: `row-${index}`,
  }));
  if (rows.length === 0 || !def.columns.some((c) => c.total)) return rows;
  const totals = def.columns.map((c, index) => {
    if (index === 0) return [c.key, TOTAL];
    return [c.key, c.total ? formatReportCell(c, page.totals[c.key] ?? null) : ''];
  });
  return [...rows, { ...Object.fromEntries(totals), [ROW_ID]: TOTAL_ROW_ID }];
}

const rowIdOf = (row: ReportGridRow) => row[ROW_ID] ?? '';

interface ReportGridProps {
  def: ReportDefinition;
  page: ReportPage | undefined;
  paging: UrlPaging<ReportFilter>;
  sorting: ServerSorting;
  isLoading: boolean;
}

export function ReportGrid({ def, page, paging, sorting, isLoading }: ReportGridProps) {
  const columns = useMemo(() => reportColumns(def), [def]);
  const rows = useMemo(() => page && reportGridRows(def, page), [def, page]);
  return (
    <DataTable
      label={def.title}
      columns={columns}
      rows={rows}
      rowCount={page?.dataCount}
      getRowId={rowIdOf}
      paginationModel={paging.paginationModel}
      onPaginationModelChange={paging.setPaginationModel}
      sorting={sorting}
      isRowHeightAuto
      isLoading={isLoading}
      // The page says why a call failed (the server's words for a wrong filter) above the grid.
      isError={false}
    />
  );
}
