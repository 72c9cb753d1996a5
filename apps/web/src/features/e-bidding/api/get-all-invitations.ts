import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { invitationListSchema, type InvitationListQuery } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { toListSearch } from '../../../components/data-table/list-query.ts';
import { INVITATION_LISTS_KEY } from './ebidding-keys.ts';

/** Download: every page of the filters in force as a file (format=xlsx|csv). */
export const ALL_INVITATIONS_DOWNLOAD_PATH = '/Ebidding/DownloadAllInvitations';

/** GET /EBidding/GetAllInvitations (SLDC roles): one page of every invitation, with the four filters of spec §2.3. */
export function getAllInvitations(query: InvitationListQuery) {
  return requestData(invitationListSchema, { url: `/EBidding/GetAllInvitations?${toListSearch(query)}` });
}

export function allInvitationsQueryOptions(query: InvitationListQuery) {
  return queryOptions({
    queryKey: [...INVITATION_LISTS_KEY, 'all', query],
    queryFn: () => getAllInvitations(query),
    // The grid keeps the old page (with its loading bar) while the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useAllInvitations(query: InvitationListQuery) {
  return useQuery(allInvitationsQueryOptions(query));
}
