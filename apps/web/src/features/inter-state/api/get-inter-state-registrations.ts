import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { interStateListSchema, type InterStateListQuery } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { toListSearch } from '../../../components/data-table/list-query.ts';
import { INTER_STATE_LISTS_KEY } from './inter-state-keys.ts';

/** GET /InterStateRegistration/GetAll: one page of what the caller may see; empty filters are left out. */
export function getInterStateRegistrations(query: InterStateListQuery) {
  return requestData(interStateListSchema, { url: `/InterStateRegistration/GetAll?${toListSearch(query)}` });
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
