import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { proposalListSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { toListSearch } from '../../../components/data-table/list-query.ts';
import { PROPOSAL_LISTS_KEY } from './ebidding-keys.ts';

export interface PageQuery {
  pageNumber: number;
  pageSize: number;
}

/** GET /EBidding/GetProposals?pageNumber&pageSize (applicants): one page of the caller's own bids. */
export function getOwnProposals(query: PageQuery) {
  return requestData(proposalListSchema, { url: `/EBidding/GetProposals?${toListSearch({ ...query })}` });
}

export function ownProposalsQueryOptions(query: PageQuery) {
  return queryOptions({
    queryKey: [...PROPOSAL_LISTS_KEY, 'own', query],
    queryFn: () => getOwnProposals(query),
    placeholderData: keepPreviousData,
  });
}

export function useOwnProposals(query: PageQuery) {
  return useQuery(ownProposalsQueryOptions(query));
}
