import { queryOptions, useQuery } from '@tanstack/react-query';
import { curtailmentDetailSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { CURTAILMENT_RECORD_KEY } from './curtailment-keys.ts';

/** GET /Curtailment/GetById/{id}: the curtailment with the applications it cut (applicants: their own only). */
export function getCurtailment(id: number) {
  return requestData(curtailmentDetailSchema, { url: `/Curtailment/GetById/${id}` });
}

export function curtailmentQueryOptions(id: number) {
  return queryOptions({ queryKey: [...CURTAILMENT_RECORD_KEY, id], queryFn: () => getCurtailment(id) });
}

export function useCurtailment(id: number) {
  return useQuery(curtailmentQueryOptions(id));
}
