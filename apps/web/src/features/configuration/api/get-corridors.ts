import { queryOptions, useQuery } from '@tanstack/react-query';
import { corridorListSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/** GET /Configuration/Corridors/GetAll: the intra-state and inter-state corridors applications name. */
export async function getCorridors() {
  return (await requestData(corridorListSchema, { url: '/Configuration/Corridors/GetAll' })).corridors;
}

export function corridorsQueryOptions() {
  return queryOptions({ queryKey: ['configuration', 'corridors'], queryFn: getCorridors });
}

export function useCorridors() {
  return useQuery(corridorsQueryOptions());
}
