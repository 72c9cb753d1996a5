import { queryOptions, useQuery } from '@tanstack/react-query';
import { proposedDefaulterListSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/** Under the admin root: a defaulter toggle marks it stale with the users lists (toggle-user-flag.ts). */
export const PROPOSED_DEFAULTERS_KEY = ['admin', 'proposedDefaulters'] as const;

/**
 * GET /Payment/GetProposedDefaulters (Admin; DOMAIN §5): the parties with a due unpaid longer than the rules' days
 * past due, oldest first. The Admin decides who is a defaulter.
 */
export function getProposedDefaulters() {
  return requestData(proposedDefaulterListSchema, { url: '/Payment/GetProposedDefaulters' });
}

export function proposedDefaultersQueryOptions() {
  return queryOptions({ queryKey: PROPOSED_DEFAULTERS_KEY, queryFn: getProposedDefaulters });
}

export function useProposedDefaulters(isEnabled = true) {
  return useQuery({ ...proposedDefaultersQueryOptions(), enabled: isEnabled });
}
