import { queryOptions, useQuery } from '@tanstack/react-query';
import { transcoDiscomListSchema, type UtilityType } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/** One utility with its zones; the API answers one row per utility and zone. */
export interface Utility {
  id: number;
  name: string;
  type: UtilityType;
  zones: string[];
}

/** GET /Configuration/TranscoDiscom/GetAll (spec §7.2), grouped by utility. */
export async function getUtilities(): Promise<Utility[]> {
  const { transcoDiscomList } = await requestData(transcoDiscomListSchema, {
    url: '/Configuration/TranscoDiscom/GetAll',
  });
  const byId = new Map<number, Utility>();
  for (const row of transcoDiscomList) {
    const utility = byId.get(row.id) ?? { id: row.id, name: row.name, type: row.type, zones: [] };
    if (!utility.zones.includes(row.zone)) utility.zones.push(row.zone);
    byId.set(row.id, utility);
  }
  return [...byId.values()];
}

export function utilitiesQueryOptions() {
  // Utilities change rarely (a configuration page): keep them for the session.
  return queryOptions({ queryKey: ['admin', 'utilities'], queryFn: getUtilities, staleTime: Infinity });
}

export function useUtilities(isEnabled = true) {
  return useQuery({ ...utilitiesQueryOptions(), enabled: isEnabled });
}
