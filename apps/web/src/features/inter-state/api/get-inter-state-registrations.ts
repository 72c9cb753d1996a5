import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { interStateListSchema, type InterStateListQuery } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { toListSearch } from '../../../components/data-table/list-query.ts';
import { INTER_STATE_LISTS_KEY } from './inter-state-keys.ts';

/** The list route; `${INTER_STATE_LIST_PATH}/Export` gives every page of its filters as a file. */
export const INTER_STATE_LIST_PATH = '/InterStateRegistration/GetAll';

/** GET /InterStateRegistration/GetAll: one page of what the caller may see; empty filters are left out. */
export function getInterStateRegistrations(query: InterStateListQuery) {
  return requestData(interStateListSchema, { url: `${INTER_STATE_LIST_PATH}?${toListSearch(query)}` });
}

export function interStateRegistrationsQueryOptions(query: InterStateListQuery) {
  return queryOptions({
    queryKey: [...INTER_STATE_LISTS_KEY, query],
    queryFn: () => getInterStateRegistrations(query),
    // The grid keeps the old page (with its loading bar) while the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useInterStateRegistrations(query: InterStateListQuery) {
  return useQuery(interStateRegistrationsQueryOptions(query));
}
