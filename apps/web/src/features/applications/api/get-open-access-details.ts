import { queryOptions, useQuery } from '@tanstack/react-query';
import { openAccessDetailsSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { APPLICATION_RECORD_KEY } from './application-keys.ts';

/** GET /Application/GetOpenAccessDetails/{id}: the approved schedule with its charges, one line per rate period. */
export function getOpenAccessDetails(id: number) {
  return requestData(openAccessDetailsSchema, { url: `/Application/GetOpenAccessDetails/${id}` });
}

export function openAccessDetailsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...APPLICATION_RECORD_KEY, id, 'open-access-details'],
    queryFn: () => getOpenAccessDetails(id),
  });
}

export function useOpenAccessDetails(id: number, isEnabled: boolean) {
  return useQuery({ ...openAccessDetailsQueryOptions(id), enabled: isEnabled });
}
