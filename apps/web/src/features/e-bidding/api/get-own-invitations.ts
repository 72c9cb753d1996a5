import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { invitationListSchema, type InvitationListQuery } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { toListSearch } from '../../../components/data-table/list-query.ts';
import { INVITATION_LISTS_KEY } from './ebidding-keys.ts';

/** Download: every page of the filters in force as a file (format=xlsx|csv). */
export const OWN_INVITATIONS_DOWNLOAD_PATH = '/Ebidding/DownloadInvitations';

/**
 * GET /EBidding/GetInvitations (applicants): one page of the invitations to bid, a row per invited application of
 * the caller's (rowId: its e-bidding row, the bid form's id; bidStatus: the caller's bid).
 */
export function getOwnInvitations(query: InvitationListQuery) {
  return requestData(invitationListSchema, { url: `/EBidding/GetInvitations?${toListSearch(query)}` });
}

export function ownInvitationsQueryOptions(query: InvitationListQuery) {
  return queryOptions({
    queryKey: [...INVITATION_LISTS_KEY, 'own', query],
    queryFn: () => getOwnInvitations(query),
    placeholderData: keepPreviousData,
  });
}

export function useOwnInvitations(query: InvitationListQuery) {
  return useQuery(ownInvitationsQueryOptions(query));
}
