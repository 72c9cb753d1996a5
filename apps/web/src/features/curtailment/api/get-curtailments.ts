import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { curtailmentListSchema, type curtailmentListQuerySchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { toListSearch } from '../../../components/data-table/list-query.ts';
import { CURTAILMENT_LISTS_KEY } from './curtailment-keys.ts';

export type CurtailmentListQuery = z.infer<typeof curtailmentListQuerySchema>;

/** GET /Curtailment/GetAll: one page of applied curtailments (applicants: those touching their applications). */
export function getCurtailments(query: CurtailmentListQuery) {
  return requestData(curtailmentListSchema, { url: `/Curtailment/GetAll?${toListSearch(query)}` });
}

export function curtailmentsQueryOptions(query: CurtailmentListQuery) {
  return queryOptions({
    queryKey: [...CURTAILMENT_LISTS_KEY, query],
    queryFn: () => getCurtailments(query),
    // The grid keeps the old page (with its loading bar) while the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useCurtailments(query: CurtailmentListQuery) {
  return useQuery(curtailmentsQueryOptions(query));
}
