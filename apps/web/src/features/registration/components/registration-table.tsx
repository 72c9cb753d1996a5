/**
 * A server-paged registration list (spec §3 columns): the shared DataTable with the registration columns, headers
 * that wrap onto two or three lines so the narrow quantum and zone columns keep their full names.
 */
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { EntityType, RegistrationList } from '@stoa/shared';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { ListCallState } from '../../../components/data-table/filtered-data-table.tsx';
import type { UrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { registrationColumns } from './registration-columns.tsx';

interface RegistrationTableProps<F extends string> {
  label: string;
  paging: UrlPaging<F>;
  list: ListCallState & { data: RegistrationList | undefined };
  /** The one entity type of every row, or null for a list of several. */
  entityType: EntityType | null;
  canEdit?: boolean;
}

export function RegistrationTable<F extends string>({
  label,
  paging,
  list,
  entityType,
  canEdit = false,
}: RegistrationTableProps<F>) {
  const columns = useMemo(() => registrationColumns({ entityType, canEdit }), [entityType, canEdit]);
  return (
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
      />
    </Box>
  );
}
