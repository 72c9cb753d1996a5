/**
 * A server-paged registration list (spec §3 columns): the shared DataTable with the registration columns, headers
 * that wrap onto two or three lines so the narrow quantum and zone columns keep their full names.
 */
import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { EntityType, RegistrationList, RegistrationListQuery, RegistrationRow } from '@stoa/shared';
import { DataTable, type RowSelection } from '../../../components/data-table/data-table.tsx';
import { ListDownload } from '../../../components/data-table/list-download.tsx';
import { toListSearch } from '../../../components/data-table/list-query.ts';
import type { ListCallState } from '../../../components/data-table/filtered-data-table.tsx';
import type { UrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { registrationListPath, type RegistrationListSource } from '../api/get-registrations.ts';
import { registrationColumns } from './registration-columns.tsx';

interface RegistrationTableProps<F extends string> {
  label: string;
  paging: UrlPaging<F>;
  list: ListCallState & { data: RegistrationList | undefined };
  /** The one entity type of every row, or null for a list of several. */
  entityType: EntityType | null;
  canEdit?: boolean;
  /** The list read and its query: Download gives every page of these filters (Excel or CSV). */
  source: RegistrationListSource;
  query: RegistrationListQuery;
  /** Bulk actions: the rows' checkboxes and the bar of actions above the grid. */
  selection?: RowSelection<RegistrationRow> | undefined;
  toolbar?: ReactNode;
}

export function RegistrationTable<F extends string>({
  label,
  paging,
  list,
  entityType,
  canEdit = false,
  source,
  query,
  selection,
  toolbar,
}: RegistrationTableProps<F>) {
  const columns = useMemo(() => registrationColumns({ entityType, canEdit }), [entityType, canEdit]);
  const { pageNumber: _pageNumber, pageSize: _pageSize, ...filters } = query;
  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}
      >
        {toolbar ?? <span />}
        <ListDownload
          exportPath={`${registrationListPath(source)}/Export`}
          search={toListSearch(filters)}
          fileName={label}
        />
      </Stack>
      <Box sx={{ '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.15 } }}>
        <DataTable
          label={label}
          columns={columns}
          rows={list.data?.registrationList}
          rowCount={list.data?.dataCount}
          paginationModel={paging.paginationModel}
          onPaginationModelChange={paging.setPaginationModel}
          // Loading only while the rows shown are not the ones asked for; a background refetch keeps them visible.
          isLoading={list.isPending || list.isPlaceholderData}
          isError={list.isError}
          selection={selection}
        />
      </Box>
    </Stack>
  );
}
