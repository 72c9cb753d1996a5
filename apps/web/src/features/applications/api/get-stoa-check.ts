import { queryOptions, useQuery } from '@tanstack/react-query';
import { stoaCheckSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { APPLICATION_RECORD_KEY } from './application-keys.ts';

/** GET /Application/StoaCheck/{id}: registration valid, parties consistent, no defaulter, fee paid (DOMAIN §3). */
export function getStoaCheck(id: number) {
  return requestData(stoaCheckSchema, { url: `/Application/StoaCheck/${id}` });
}

export function stoaCheckQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...APPLICATION_RECORD_KEY, id, 'stoa-check'],
    queryFn: () => getStoaCheck(id),
    staleTime: 0,
  });
}

export function useStoaCheck(id: number) {
  return useQuery(stoaCheckQueryOptions(id));
}
