import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { applicationListSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { APPLICATION_LISTS_KEY } from './application-keys.ts';
import { applicationListSearch, type ApplicationListRequest } from './list-search.ts';

/** GET /Application/GetAppliedApplications: the OA applicant's or trader's own applications, of every type. */
export function getAppliedApplications(query: ApplicationListRequest) {
  return requestData(applicationListSchema, {
    url: `/Application/GetAppliedApplications?${applicationListSearch(query)}`,
  });
}

export function appliedApplicationsQueryOptions(query: ApplicationListRequest) {
  return queryOptions({
    queryKey: [...APPLICATION_LISTS_KEY, 'applied', query],
    queryFn: () => getAppliedApplications(query),
    // The grid keeps the old page (with its loading bar) while the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useAppliedApplications(query: ApplicationListRequest) {
  return useQuery(appliedApplicationsQueryOptions(query));
}
