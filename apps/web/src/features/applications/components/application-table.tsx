/** A server-paged application list with its filter box: the page and filters come from the URL. */
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { ApplicationRow } from '@stoa/shared';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { UrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { ApplicationFilters, type ApplicationFilter } from './application-filters.tsx';

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
}

export function ApplicationTable({ label, columns, paging, list }: ApplicationTableProps) {
  return (
    <Stack spacing={2}>
      <ApplicationFilters values={paging.filters} onSubmit={paging.applyFilters} onReset={paging.resetFilters} />
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
      />
    </Stack>
  );
}
