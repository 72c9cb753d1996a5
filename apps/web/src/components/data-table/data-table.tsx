/**
 * The portal's list table (ARCHITECTURE §8, spec §9 "Data tables"): MUI X Data Grid in server mode — the server
 * pages, filters and (when the list offers it) sorts, the grid shows one page — with the page sizes 10/50/100,
 * automatic height and no column menu. Only lazy pages import this file, so the grid (~280 KB gzip) never reaches the
 * sign-in route.
 */
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  type GridColDef,
  type GridRowId,
  type GridRowIdGetter,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { MESSAGES } from '@stoa/shared';
import type { PaginationModel } from './use-url-paging.ts';
import { GRID_DEFAULTS } from './grid-defaults.ts';
import { WRAPPING_GRID_SX, useFittedColumns } from './fit-columns.ts';

export interface DataTableProps<R extends GridValidRowModel> {
  /** Names the grid for screen readers. */
  label: string;
  columns: GridColDef<R>[];
  /** The current page's rows; undefined until the first answer. */
  rows: readonly R[] | undefined;
  /** Rows matching the filters on all pages (the list's dataCount). */
  rowCount: number | undefined;
  paginationModel: PaginationModel;
  onPaginationModelChange: (model: PaginationModel) => void;
  isLoading: boolean;
  isError: boolean;
  getRowId?: GridRowIdGetter<R>;
  /** Rows grow with their content (chips, several lines). */
  isRowHeightAuto?: boolean;
  /** Checkbox selection for bulk actions: the selected ids of the page, and which rows may be chosen. */
  selection?: RowSelection<R>;
  /** Server sorting: a click on a sortable header asks the server for that order (else the grid never sorts). */
  sorting?: ServerSorting;
  /** The page sizes offered, when the list's API takes others than 10/50/100 (the jobs page: 50 and 100). */
  pageSizeOptions?: readonly number[];
}

/** The order in force (one column) and what a header click asks for: ascending first, then descending. */
export interface ServerSorting {
  model: GridSortModel;
  onChange: (model: GridSortModel) => void;
}

function sortingProps(sorting: ServerSorting | undefined) {
  if (!sorting) return { disableColumnSorting: true };
  return {
    sortingMode: 'server' as const,
    sortingOrder: ['asc' as const, 'desc' as const],
    sortModel: sorting.model,
    onSortModelChange: sorting.onChange,
  };
}

export interface RowSelection<R> {
  ids: ReadonlySet<GridRowId>;
  onChange: (ids: Set<GridRowId>) => void;
  isSelectable: (row: R) => boolean;
}

/** The grid's checkbox selection props: a page's rows, 'select all' meaning every selectable row of the page. */
function selectionProps<R extends GridValidRowModel>(
  selection: RowSelection<R>,
  rows: readonly R[],
  getRowId: GridRowIdGetter<R> | undefined,
) {
  const idOf = (row: R): GridRowId => (getRowId ? getRowId(row) : (row['id'] as GridRowId));
  return {
    checkboxSelection: true,
    checkboxSelectionVisibleOnly: true,
    isRowSelectable: ({ row }: { row: R }) => selection.isSelectable(row),
    rowSelectionModel: { type: 'include' as const, ids: new Set(selection.ids) },
    onRowSelectionModelChange: (model: GridRowSelectionModel) =>
      selection.onChange(
        model.type === 'include'
          ? new Set(model.ids)
          : new Set(rows.filter((row) => selection.isSelectable(row) && !model.ids.has(idOf(row))).map(idOf)),
      ),
  };
}

export function DataTable<R extends GridValidRowModel>({
  label,
  columns,
  rows,
  rowCount,
  paginationModel,
  onPaginationModelChange,
  isLoading,
  isError,
  getRowId,
  isRowHeightAuto = false,
  selection,
  sorting,
  pageSizeOptions,
}: DataTableProps<R>) {
  const fittedColumns = useFittedColumns(columns, rows, sorting?.model[0]?.field);
  return (
    <Stack spacing={1}>
      {isError && <Alert severity="error">{MESSAGES.fetchError}</Alert>}
      <DataGrid<R>
        {...GRID_DEFAULTS}
        {...(pageSizeOptions && { pageSizeOptions: [...pageSizeOptions] })}
        aria-label={label}
        columns={fittedColumns}
        rows={rows ?? []}
        // 0 until the first answer: the grid never clamps the URL's page against an unknown count.
        rowCount={rowCount ?? 0}
        getRowId={getRowId}
        loading={isLoading}
        pagination
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={onPaginationModelChange}
        {...sortingProps(sorting)}
        getRowHeight={isRowHeightAuto ? () => 'auto' : undefined}
        {...(selection && selectionProps(selection, rows ?? [], getRowId))}
        sx={{
          ...WRAPPING_GRID_SX,
          bgcolor: 'background.paper',
          '& .MuiDataGrid-cell': { ...WRAPPING_GRID_SX['& .MuiDataGrid-cell'], py: isRowHeightAuto ? 1 : 0 },
        }}
      />
    </Stack>
  );
}
