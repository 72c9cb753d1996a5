/**
 * The invitations table with its filters, server paging and Download (spec §2.3), for the SLDC roles (every
 * invitation: GetAllInvitations) and for applicants (a row per invited application of theirs: GetInvitations).
 */
import type { InvitationList } from '@stoa/shared';
import { FilteredDataTable, type ListCallState } from '../../../components/data-table/filtered-data-table.tsx';
import { toExportSearch } from '../../../components/data-table/list-query.ts';
import { useUrlPaging, type UrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { ALL_INVITATIONS_DOWNLOAD_PATH, useAllInvitations } from '../api/get-all-invitations.ts';
import { OWN_INVITATIONS_DOWNLOAD_PATH, useOwnInvitations } from '../api/get-own-invitations.ts';
import type { InvitationReader } from './invitation-actions.tsx';
import { invitationColumns } from './invitation-columns.tsx';
import {
  INVITATION_FILTER_FIELDS,
  INVITATION_FILTER_KEYS,
  invitationListQuery,
  type InvitationFilter,
} from './invitation-filters.ts';

export const INVITATIONS_GRID_LABEL = 'E-bidding invitations';
export const INVITATIONS_FILE_NAME = 'EBidding-Invitations';

interface TableProps {
  reader: InvitationReader;
  paging: UrlPaging<InvitationFilter>;
  list: ListCallState & { data?: InvitationList | undefined };
  downloadPath: string;
}

function InvitationsTable({ reader, paging, list, downloadPath }: TableProps) {
  return (
    <FilteredDataTable
      label={INVITATIONS_GRID_LABEL}
      filterFields={INVITATION_FILTER_FIELDS}
      paging={paging}
      list={list}
      columns={invitationColumns(reader)}
      rows={list.data?.invitationList}
      rowCount={list.data?.dataCount}
      // An applicant's rows are per invited application: its e-bidding row is the key.
      getRowId={(row) => row.rowId}
      download={{
        exportPath: downloadPath,
        search: toExportSearch(invitationListQuery(paging)),
        fileName: INVITATIONS_FILE_NAME,
      }}
    />
  );
}

/** Every invitation (SLDC roles): the business user invites and processes, the approvers read. */
export function SldcInvitations({ reader }: { reader: Exclude<InvitationReader, 'applicant'> }) {
  const paging = useUrlPaging(INVITATION_FILTER_KEYS);
  const list = useAllInvitations(invitationListQuery(paging));
  return <InvitationsTable reader={reader} paging={paging} list={list} downloadPath={ALL_INVITATIONS_DOWNLOAD_PATH} />;
}

/** The invitations to bid of an applicant's applications. */
export function ApplicantInvitations() {
  const paging = useUrlPaging(INVITATION_FILTER_KEYS);
  const list = useOwnInvitations(invitationListQuery(paging));
  return (
    <InvitationsTable reader="applicant" paging={paging} list={list} downloadPath={OWN_INVITATIONS_DOWNLOAD_PATH} />
  );
}
