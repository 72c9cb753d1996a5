import { queryOptions, useQuery } from '@tanstack/react-query';
import { standingClearanceDetailSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { CLEARANCE_RECORD_KEY } from './standing-clearance-keys.ts';

/** GET /StandingClearance/Get/{id}: the request with its checks (SLDC), clock, timeline, actions and version. */
export function getStandingClearance(id: number) {
  return requestData(standingClearanceDetailSchema, { url: `/StandingClearance/Get/${id}` });
}

export function standingClearanceQueryOptions(id: number) {
  // Read afresh on every visit: a save carries the current version, the status decides the actions, the clock runs.
  return queryOptions({
    queryKey: [...CLEARANCE_RECORD_KEY, id],
    queryFn: () => getStandingClearance(id),
    staleTime: 0,
  });
}

/** `isEnabled` false: no call (a form for a new request has no record to read). */
export function useStandingClearance(id: number, isEnabled = true) {
  return useQuery({ ...standingClearanceQueryOptions(id), enabled: isEnabled });
}
