import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { associatedEntityListSchema, type associatedEntityQuerySchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { toListSearch } from '../../../components/data-table/list-query.ts';

export type AssociatedEntityQuery = z.infer<typeof associatedEntityQuerySchema>;

/**
 * GET /TraderManagement/EntityBasedOnTrader/GetAll (spec §7.5): one page of the applicants the trader acts for;
 * empty filters are left out.
 */
export function getAssociatedEntities(query: AssociatedEntityQuery) {
  return requestData(associatedEntityListSchema, {
    url: `/TraderManagement/EntityBasedOnTrader/GetAll?${toListSearch(query)}`,
  });
}

export function associatedEntitiesQueryOptions(query: AssociatedEntityQuery) {
  return queryOptions({
    queryKey: ['traders', 'entities', query],
    queryFn: () => getAssociatedEntities(query),
    // The grid keeps showing the old page (with its loading bar) while the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useAssociatedEntities(query: AssociatedEntityQuery) {
  return useQuery(associatedEntitiesQueryOptions(query));
}
