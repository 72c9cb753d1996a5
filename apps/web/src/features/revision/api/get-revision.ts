import { queryOptions, useQuery } from '@tanstack/react-query';
import { revisionDetailSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { REVISION_RECORD_KEY } from './revision-keys.ts';

/** GET /Revision/GetDetails/{id}: the request with its rows, impact, timeline and the viewer's actions. */
export function getRevision(id: number) {
  return requestData(revisionDetailSchema, { url: `/Revision/GetDetails/${id}` });
}

export function revisionQueryOptions(id: number) {
  // Read afresh on every visit: the status decides the actions.
  return queryOptions({ queryKey: [...REVISION_RECORD_KEY, id], queryFn: () => getRevision(id), staleTime: 0 });
}

export function useRevision(id: number) {
  return useQuery(revisionQueryOptions(id));
}
