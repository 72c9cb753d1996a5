import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationDetailSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { APPLICATION_RECORD_KEY } from './application-keys.ts';

/** GET /Application/Get/{id}: the record with its rows, schedule, consent, timeline, actions and version. */
export function getApplication(id: number) {
  return requestData(applicationDetailSchema, { url: `/Application/Get/${id}` });
}

export function applicationQueryOptions(id: number) {
  // Read afresh on every visit: the status decides the form or the record page and the actions.
  return queryOptions({ queryKey: [...APPLICATION_RECORD_KEY, id], queryFn: () => getApplication(id), staleTime: 0 });
}

export function useApplication(id: number) {
  return useQuery(applicationQueryOptions(id));
}
