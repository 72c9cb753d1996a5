import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { proposalRowSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { PROPOSAL_LISTS_KEY } from './ebidding-keys.ts';

/** Download: the invitation's proposals as a file (format=xlsx|csv). */
export const invitationProposalsDownloadPath = (invitationId: number) => `/EBidding/DownloadProposals/${invitationId}`;

/** GET /EBidding/GetProposals/{invitationId} (SLDC roles): every proposal of one invitation, whole. */
export function getInvitationProposals(invitationId: number) {
  return requestData(z.array(proposalRowSchema), { url: `/EBidding/GetProposals/${invitationId}` });
}

export function invitationProposalsQueryOptions(invitationId: number) {
  return queryOptions({
    queryKey: [...PROPOSAL_LISTS_KEY, 'invitation', invitationId],
    queryFn: () => getInvitationProposals(invitationId),
  });
}

export function useInvitationProposals(invitationId: number) {
  return useQuery(invitationProposalsQueryOptions(invitationId));
}
