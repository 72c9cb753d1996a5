/**
 * A server-paged list with its filter box (spec §2.4): the filters and the page come from the URL (useUrlPaging),
 * the rows from the list call made with `paging.query`.
 */
import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { FilterPanel, type FilterField } from './filter-panel.tsx';
import { ListDownload, type ListDownloadProps } from './list-download.tsx';
import type { UrlPaging } from './use-url-paging.ts';

/** What the table needs of the list call's query (TanStack Query's result has it). */
export interface ListCallState {
  isPending: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
}

type TableProps<R extends GridValidRowModel> = Pick<
  DataTableProps<R>,
  'label' | 'columns' | 'rows' | 'rowCount' | 'selection' | 'getRowId' | 'isRowHeightAuto'
>;

export interface FilteredDataTableProps<R extends GridValidRowModel, F extends string> extends TableProps<R> {
  filterFields: readonly FilterField<F>[];
  /** The page and filters in force, from `useUrlPaging`. */
  paging: UrlPaging<F>;
  /** The state of the list call made with `paging.query`. */
  list: ListCallState;
  /** Download above the grid: every page of the filters in force as Excel or CSV (issue 15 Excel out). */
  download?: ListDownloadProps;
  /** Shown between the filters and the grid, before Download (a list's bulk actions). */
  toolbar?: ReactNode;
}

export function FilteredDataTable<R extends GridValidRowModel, F extends string>({
  filterFields,
  paging,
  list,
  download,
  toolbar,
  ...table
}: FilteredDataTableProps<R, F>) {
  return (
    <>
      <FilterPanel
        fields={filterFields}
        values={paging.filters}
        onSubmit={paging.applyFilters}
        onReset={paging.resetFilters}
      />
      {(toolbar || download) && (
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {toolbar ?? <span />}
          {download && <ListDownload {...download} />}
        </Stack>
      )}
      <DataTable
        {...table}
        paginationModel={paging.paginationModel}
        onPaginationModelChange={paging.setPaginationModel}
        // Loading only while the rows shown are not the ones asked for; a background refetch keeps them visible.
        isLoading={list.isPending || list.isPlaceholderData}
        isError={list.isError}
      />
    </>
  );
}
