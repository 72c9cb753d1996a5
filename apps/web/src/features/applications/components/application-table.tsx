/** A server-paged application list with its filter box: the page and filters come from the URL. */
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { ApplicationRow } from '@stoa/shared';
import type { ReactNode } from 'react';
import { DataTable, type RowSelection } from '../../../components/data-table/data-table.tsx';
import { ListDownload } from '../../../components/data-table/list-download.tsx';
import { toListSearch } from '../../../components/data-table/list-query.ts';
import type { UrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { ApplicationFilters, applicationListQuery, type ApplicationFilter } from './application-filters.tsx';

interface ApplicationTableProps {
  label: string;
  columns: GridColDef<ApplicationRow>[];
  paging: UrlPaging<ApplicationFilter>;
  list: {
    data: { items: ApplicationRow[]; total: number } | undefined;
    isPending: boolean;
    isPlaceholderData: boolean;
    isError: boolean;
  };
  /** Bulk actions: the rows' checkboxes and the bar of actions above the grid. */
  selection?: RowSelection<ApplicationRow> | undefined;
  toolbar?: ReactNode;
  /** The list's Export route (Download: every page of the filters as Excel or CSV) and the file's name. */
  exportPath: string;
  fileName: string;
}

export function ApplicationTable(props: ApplicationTableProps) {
  const { label, columns, paging, list, selection, toolbar, exportPath, fileName } = props;
  const { page: _page, pageSize: _pageSize, ...filters } = applicationListQuery(paging);
  return (
    <Stack spacing={2}>
      <ApplicationFilters values={paging.filters} onSubmit={paging.applyFilters} onReset={paging.resetFilters} />
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}
      >
        {toolbar ?? <span />}
        <ListDownload exportPath={exportPath} search={toListSearch(filters)} fileName={fileName} />
      </Stack>
      <DataTable
        label={label}
        columns={columns}
        rows={list.data?.items}
        rowCount={list.data?.total}
        paginationModel={paging.paginationModel}
        onPaginationModelChange={paging.setPaginationModel}
        // Loading only while the rows shown are not the ones asked for; a background refetch keeps them visible.
        isLoading={list.isPending || list.isPlaceholderData}
        isError={list.isError}
        selection={selection}
      />
    </Stack>
  );
}
