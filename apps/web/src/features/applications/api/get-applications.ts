import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { applicationListSchema, type ApplicationListType } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { APPLICATION_LISTS_KEY } from './application-keys.ts';
import { applicationListSearch, type ApplicationListRequest } from './list-search.ts';

/** GET /Application/GetAll/{type}: the SLDC's list of one type (Contingency holds both contingency types). */
export function getApplications(type: ApplicationListType, query: ApplicationListRequest) {
  return requestData(applicationListSchema, {
    url: `/Application/GetAll/${type}?${applicationListSearch(query)}`,
  });
}

export function applicationsQueryOptions(type: ApplicationListType, query: ApplicationListRequest) {
  return queryOptions({
    queryKey: [...APPLICATION_LISTS_KEY, 'sldc', type, query],
    queryFn: () => getApplications(type, query),
    placeholderData: keepPreviousData,
  });
}

export function useApplications(type: ApplicationListType, query: ApplicationListRequest) {
  return useQuery(applicationsQueryOptions(type, query));
}
