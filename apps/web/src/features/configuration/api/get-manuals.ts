import { queryOptions, useQuery } from '@tanstack/react-query';
import { manualListSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/** GET /Configuration/UserManual/GetAll: one row per audience (role, or OA entity type), uploaded or built-in. */
export async function getManuals() {
  return (await requestData(manualListSchema, { url: '/Configuration/UserManual/GetAll' })).manuals;
}

export function manualsQueryOptions() {
  return queryOptions({ queryKey: ['configuration', 'manuals'], queryFn: getManuals });
}

export function useManuals() {
  return useQuery(manualsQueryOptions());
}
