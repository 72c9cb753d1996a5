import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { standingClearanceListSchema, type StandingClearanceListQuery } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { toListSearch } from '../../../components/data-table/list-query.ts';
import { CLEARANCE_LISTS_KEY } from './standing-clearance-keys.ts';

/** The list route; `${CLEARANCE_LIST_PATH}/Export` gives every page of its filters as a file. */
export const CLEARANCE_LIST_PATH = '/StandingClearance/GetAll';

/** GET /StandingClearance/GetAll: one page of what the caller may see (applicants their own), with the clock. */
export function getStandingClearances(query: StandingClearanceListQuery) {
  return requestData(standingClearanceListSchema, { url: `${CLEARANCE_LIST_PATH}?${toListSearch(query)}` });
}

export function standingClearancesQueryOptions(query: StandingClearanceListQuery) {
  return queryOptions({
    queryKey: [...CLEARANCE_LISTS_KEY, query],
    queryFn: () => getStandingClearances(query),
    // The grid keeps the old page (with its loading bar) while the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useStandingClearances(query: StandingClearanceListQuery) {
  return useQuery(standingClearancesQueryOptions(query));
}
