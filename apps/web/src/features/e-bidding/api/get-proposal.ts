import { queryOptions, useQuery } from '@tanstack/react-query';
import { proposalDetailSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { PROPOSAL_KEY } from './ebidding-form-keys.ts';

/**
 * GET /EBidding/GetProposal/{proposalId}: the bid (Form ST3) of one invited application with its invitation's facts.
 * The page knows only the proposal's id; the spec's GetProposalById/{invitationId}/{applicationId}/{id} needs all three.
 */
export function getProposal(proposalId: number) {
  return requestData(proposalDetailSchema, { url: `/EBidding/GetProposal/${proposalId}` });
}

export function proposalQueryOptions(proposalId: number) {
  // Read afresh on every visit: a save carries the current version, and the status decides the access.
  return queryOptions({
    queryKey: [...PROPOSAL_KEY, proposalId],
    queryFn: () => getProposal(proposalId),
    staleTime: 0,
  });
}

export function useProposal(proposalId: number) {
  return useQuery(proposalQueryOptions(proposalId));
}
