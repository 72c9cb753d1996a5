/**
 * GET /Configuration/Corridors/GetAll: the intra-state and inter-state corridors applications name. Read by the
 * Admin's Network and Rules page and by the SLDC's curtailment form, so it lives here. The key sits under the
 * configuration key, so a corridor change marks it stale with the rest of the configuration.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { corridorListSchema } from '@stoa/shared';
import { requestData } from './api-client.ts';

export async function getCorridors() {
  return (await requestData(corridorListSchema, { url: '/Configuration/Corridors/GetAll' })).corridors;
}

export function corridorsQueryOptions() {
  return queryOptions({ queryKey: ['configuration', 'corridors'], queryFn: getCorridors });
}

export function useCorridors() {
  return useQuery(corridorsQueryOptions());
}
