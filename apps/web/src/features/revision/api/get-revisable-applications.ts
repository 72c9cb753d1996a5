import { queryOptions, useQuery } from '@tanstack/react-query';
import { revisableApplicationsSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { REVISABLE_KEY } from './revision-keys.ts';

/** GET /Revision/GetRevisableApplications: the caller's approved applications with blocks left to revise. */
export function getRevisableApplications() {
  return requestData(revisableApplicationsSchema, { url: '/Revision/GetRevisableApplications' });
}

export function revisableApplicationsQueryOptions() {
  return queryOptions({ queryKey: REVISABLE_KEY, queryFn: getRevisableApplications, staleTime: 0 });
}

export function useRevisableApplications() {
  return useQuery(revisableApplicationsQueryOptions());
}
