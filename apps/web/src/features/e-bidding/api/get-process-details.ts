import { queryOptions, useQuery } from '@tanstack/react-query';
import { processDetailsSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { PROCESS_KEY } from './ebidding-keys.ts';

/**
 * GET /EBidding/GetProcessDetails/{invitationId} (SLDC roles): the congestion, the proposals cleared (a preview until
 * processed, the result afterwards), the invited applications without a bid, and whether Approve is offered.
 */
export function getProcessDetails(invitationId: number) {
  return requestData(processDetailsSchema, { url: `/EBidding/GetProcessDetails/${invitationId}` });
}

export function processDetailsQueryOptions(invitationId: number) {
  // Read afresh on every visit: the deadline and new bids change what Approve may do.
  return queryOptions({
    queryKey: [...PROCESS_KEY, invitationId],
    queryFn: () => getProcessDetails(invitationId),
    staleTime: 0,
  });
}

export function useProcessDetails(invitationId: number) {
  return useQuery(processDetailsQueryOptions(invitationId));
}
