import { queryOptions, useQuery } from '@tanstack/react-query';
import { revisableApplicationSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { REVISABLE_KEY } from './revision-keys.ts';

/**
 * GET /Revision/GetRevisableApplication/{id}: one of them with its allocated schedule (96 blocks of MW per date) and
 * the first block a revision filed now can change.
 */
export function getRevisableApplication(id: number) {
  return requestData(revisableApplicationSchema, { url: `/Revision/GetRevisableApplication/${id}` });
}

export function revisableApplicationQueryOptions(id: number) {
  // The effective block moves with the clock: read afresh on every visit.
  return queryOptions({
    queryKey: [...REVISABLE_KEY, id],
    queryFn: () => getRevisableApplication(id),
    staleTime: 0,
  });
}

/** `id` null: no application picked yet, no call. */
export function useRevisableApplication(id: number | null) {
  return useQuery({ ...revisableApplicationQueryOptions(id ?? 0), enabled: id !== null });
}
