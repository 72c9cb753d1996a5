import { queryOptions, useQuery } from '@tanstack/react-query';
import { interStateDetailSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { INTER_STATE_RECORD_KEY } from './inter-state-keys.ts';

/** GET /InterStateRegistration/Get/{id}: the record with its details, documents, timeline, actions and version. */
export function getInterStateRegistration(id: number) {
  return requestData(interStateDetailSchema, { url: `/InterStateRegistration/Get/${id}` });
}

export function interStateRegistrationQueryOptions(id: number) {
  // Read afresh on every visit: a save must carry the current version, and the status decides the actions.
  return queryOptions({
    queryKey: [...INTER_STATE_RECORD_KEY, id],
    queryFn: () => getInterStateRegistration(id),
    staleTime: 0,
  });
}

export function useInterStateRegistration(id: number) {
  return useQuery(interStateRegistrationQueryOptions(id));
}
