import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can, isRecordStatus, isRegisteredEntitySector, sectorsFor, type InterStateListQuery } from '@stoa/shared';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { ListDownload } from '../../../components/data-table/list-download.tsx';
import { toExportSearch } from '../../../components/data-table/list-query.ts';
import { overdueQuery } from '../../../components/data-table/overdue-filter.ts';
import { useUrlPaging, type UrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { PageNotice } from '../../../components/page-notice.tsx';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { INTER_STATE_LIST_PATH, useInterStateRegistrations } from '../api/get-inter-state-registrations.ts';
import { INTER_STATE_COLUMNS } from '../components/inter-state-columns.tsx';
import {
  INTER_STATE_FILTER_KEYS,
  InterStateFilters,
  type InterStateFilter,
} from '../components/inter-state-filters.tsx';
import { NewInterStateButton } from '../components/new-inter-state-button.tsx';
import { useRouteNotice } from '../../../lib/route-notice.ts';
import { BulkActionBar } from '../../../components/record/bulk-action-bar.tsx';
import { useInterStateBulk } from '../components/inter-state-bulk-actions.ts';

/** The list call's query from the URL: a status or sector that is not one of ours is left out. */
export function interStateListQuery({ query }: UrlPaging<InterStateFilter>): InterStateListQuery {
  return {
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    ...(isRecordStatus(query.status) ? { status: query.status } : {}),
    ...(isRegisteredEntitySector(query.sector) ? { sector: query.sector } : {}),
    ...(query.entityName ? { entityName: query.entityName } : {}),
    ...overdueQuery(query.overdue),
  };
}

/**
 * /inter-state-registration (spec §2.2): owners (OA applicants, traders, DISCOM users) see their own registrations
 * and start new ones; the SLDC roles and the TRANSCO see every submitted one, the SLDC roles with their forward move
 * in bulk on the ones waiting on them (issue 15). Page and filters live in the URL.
 */
export function InterStateListPage() {
  const role = useSignedInUser()?.role ?? null;
  const isOwner = can(role, 'interStateOwn');
  const sectors = sectorsFor(role);
  const paging = useUrlPaging(INTER_STATE_FILTER_KEYS);
  const query = interStateListQuery(paging);
  const list = useInterStateRegistrations(query);
  const [notice, setNotice] = useRouteNotice();
  const bulk = useInterStateBulk(list.data?.registrationList);

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1">Inter-State Registration</Typography>
        {isOwner && <NewInterStateButton sectors={sectors} />}
      </Stack>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <InterStateFilters
        values={paging.filters}
        showsDrafts={isOwner}
        sectors={sectors}
        onSubmit={paging.applyFilters}
        onReset={paging.resetFilters}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <BulkActionBar actions={bulk.actions} rowsFor={bulk.rowsFor} take={bulk.take} onFinished={bulk.onFinished} />
        <ListDownload
          exportPath={`${INTER_STATE_LIST_PATH}/Export`}
          search={toExportSearch(query)}
          fileName="Inter-State-Registrations"
        />
      </Stack>
      <DataTable
        label="Inter-state registrations"
        columns={INTER_STATE_COLUMNS}
        rows={list.data?.registrationList}
        rowCount={list.data?.dataCount}
        paginationModel={paging.paginationModel}
        onPaginationModelChange={paging.setPaginationModel}
        // Loading only while the rows shown are not the ones asked for; a background refetch keeps them visible.
        isLoading={list.isPending || list.isPlaceholderData}
        isError={list.isError}
        selection={bulk.selection}
      />
    </Stack>
  );
}
