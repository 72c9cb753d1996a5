import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { revisionListSchema, type revisionListQuerySchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { toListSearch } from '../../../components/data-table/list-query.ts';
import { REVISION_LISTS_KEY } from './revision-keys.ts';

export type RevisionListQuery = z.infer<typeof revisionListQuerySchema>;

/** GET /Revision/GetAll: one page of revision requests (applicants their own, the SLDC roles all). */
export function getRevisions(query: RevisionListQuery) {
  return requestData(revisionListSchema, { url: `/Revision/GetAll?${toListSearch(query)}` });
}

export function revisionsQueryOptions(query: RevisionListQuery) {
  return queryOptions({
    queryKey: [...REVISION_LISTS_KEY, query],
    queryFn: () => getRevisions(query),
    // The grid keeps the old page (with its loading bar) while the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useRevisions(query: RevisionListQuery) {
  return useQuery(revisionsQueryOptions(query));
}
