/** An applicant's own bids (the Proposals tab, spec §2.3), a page at a time from the server. */
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useUrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { useOwnProposals } from '../api/get-own-proposals.ts';
import { OWN_PROPOSAL_COLUMNS } from './proposal-columns.tsx';

export const OWN_PROPOSALS_GRID_LABEL = 'E-bidding proposals';
const NO_FILTERS = [] as const;

export function OwnProposals() {
  const paging = useUrlPaging(NO_FILTERS);
  const list = useOwnProposals({ pageNumber: paging.pageNumber, pageSize: paging.pageSize });
  return (
    <DataTable
      label={OWN_PROPOSALS_GRID_LABEL}
      columns={OWN_PROPOSAL_COLUMNS}
      rows={list.data?.proposalList}
      rowCount={list.data?.dataCount}
      getRowId={(row) => row.proposalId}
      paginationModel={paging.paginationModel}
      onPaginationModelChange={paging.setPaginationModel}
      isLoading={list.isPending || list.isPlaceholderData}
      isError={list.isError}
    />
  );
}
