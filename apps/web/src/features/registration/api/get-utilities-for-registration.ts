import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupUtilities, transcoDiscomListSchema, type Utility } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/** GET /Registration/GetTranscos (spec §7.8): the TRANSCOs a registration connects to, each with its zones. */
export async function getTranscos(): Promise<Utility[]> {
  const { transcoDiscomList } = await requestData(transcoDiscomListSchema, { url: '/Registration/GetTranscos' });
  return groupUtilities(transcoDiscomList);
}

/** GET /Registration/GetDiscoms (spec §7.8): the DISCOMs a registration connects to, each with its zones. */
export async function getDiscoms(): Promise<Utility[]> {
  const { transcoDiscomList } = await requestData(transcoDiscomListSchema, { url: '/Registration/GetDiscoms' });
  return groupUtilities(transcoDiscomList);
}

// Utilities change rarely (an Admin configuration): no need to refetch while the form is open.
const UTILITIES_STALE_TIME = 5 * 60_000;

export function transcosQueryOptions() {
  return queryOptions({
    queryKey: ['registrationUtilities', 'TRANSCO'],
    queryFn: getTranscos,
    staleTime: UTILITIES_STALE_TIME,
  });
}

export function discomsQueryOptions() {
  return queryOptions({
    queryKey: ['registrationUtilities', 'DISCOM'],
    queryFn: getDiscoms,
    staleTime: UTILITIES_STALE_TIME,
  });
}

export function useTranscos() {
  return useQuery(transcosQueryOptions());
}

export function useDiscomsForRegistration() {
  return useQuery(discomsQueryOptions());
}
