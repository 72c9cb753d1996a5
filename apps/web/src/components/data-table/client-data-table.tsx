/**
 * A short list held whole in the browser (configuration lists): MUI X Data Grid in client mode, with the portal's
 * page sizes 10/50/100, automatic height and no column menu (spec §9 "Data tables"), and Download: every row as
 * Excel or CSV, as the screen shows it (issue 15), or the server's file of the same list when it writes one. Lazy pages
 * only, like DataTable.
 */
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridRowIdGetter, type GridValidRowModel } from '@mui/x-data-grid';
import { DEFAULT_PAGE_SIZE, MESSAGES } from '@stoa/shared';
import { GRID_DEFAULTS } from './grid-defaults.ts';
import { WRAPPING_GRID_SX, useFittedColumns } from './fit-columns.ts';
import { GridDownload, fileNameOf } from './grid-download.tsx';
import type { FileColDef } from './grid-table.ts';
import { ListDownload, type ListDownloadProps } from './list-download.tsx';

export interface ClientDataTableProps<R extends GridValidRowModel> {
  /** Names the grid for screen readers. */
  label: string;
  /** The grid's columns; `fileKind` / `fileColumns` say what their cells are in the Download (grid-table.ts). */
  columns: FileColDef<R>[];
  /** Every row; undefined until the first answer. */
  rows: readonly R[] | undefined;
  isLoading: boolean;
  isError: boolean;
  getRowId?: GridRowIdGetter<R>;
  /** Rows grow with their content (chips, several lines). */
  isRowHeightAuto?: boolean;
  /** The downloaded file's name without extension; from the label by default ('STOA Charges' → 'STOA-Charges'). */
  fileName?: string;
  /** Download fetches the server's file of the list (its Export route) instead of writing the grid's rows. */
  serverDownload?: ListDownloadProps;
}

const initialState = { pagination: { paginationModel: { page: 0, pageSize: DEFAULT_PAGE_SIZE } } };

export function ClientDataTable<R extends GridValidRowModel>({
  label,
  columns,
  rows,
  isLoading,
  isError,
  getRowId,
  isRowHeightAuto = false,
  fileName,
  serverDownload,
}: ClientDataTableProps<R>) {
  const fittedColumns = useFittedColumns(columns, rows);
  const apiRef = useGridApiRef();
  return (
    <Stack spacing={1}>
      {isError && <Alert severity="error">{MESSAGES.fetchError}</Alert>}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        {serverDownload ? (
          <ListDownload {...serverDownload} />
        ) : (
          <GridDownload apiRef={apiRef} fileName={fileName ?? fileNameOf(label)} sheetName={label} />
        )}
      </Stack>
      <DataGrid<R>
        {...GRID_DEFAULTS}
        apiRef={apiRef}
        aria-label={label}
        columns={fittedColumns}
        rows={rows ?? []}
        getRowId={getRowId}
        loading={isLoading}
        pagination
        initialState={initialState}
        getRowHeight={isRowHeightAuto ? () => 'auto' : undefined}
        sx={{
          ...WRAPPING_GRID_SX,
          bgcolor: 'background.paper',
          '& .MuiDataGrid-cell': { ...WRAPPING_GRID_SX['& .MuiDataGrid-cell'], py: isRowHeightAuto ? 1 : 0 },
        }}
      />
    </Stack>
  );
}
