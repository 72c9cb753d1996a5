import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { corridorSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

const listSchema = z.object({ corridors: z.array(corridorSchema) });

/** GET /Configuration/Corridors/GetAll: the intra-state and inter-state corridors applications name. */
export async function getCorridors() {
  return (await requestData(listSchema, { url: '/Configuration/Corridors/GetAll' })).corridors;
}

export function corridorsQueryOptions() {
  return queryOptions({ queryKey: ['configuration', 'corridors'], queryFn: getCorridors });
}

export function useCorridors() {
  return useQuery(corridorsQueryOptions());
}
