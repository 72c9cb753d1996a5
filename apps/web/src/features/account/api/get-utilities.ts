import { queryOptions, useQuery } from '@tanstack/react-query';
import { transcoDiscomListSchema, type UtilityZoneRow } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

export function getUtilities(): Promise<UtilityZoneRow[]> {
  return requestData(transcoDiscomListSchema, { url: '/Configuration/TranscoDiscom/GetAll' }).then(
    (data) => data.transcoDiscomList,
  );
}

export interface UtilityOption {
  id: number;
  name: string;
}

/** The answer has one row per utility and zone; a licence picker lists each DISCOM once, by name. */
export function discomOptions(rows: readonly UtilityZoneRow[]): UtilityOption[] {
  const byId = new Map<number, string>();
  for (const row of rows) if (row.type === 'DISCOM' && !byId.has(row.id)) byId.set(row.id, row.name);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

export function utilitiesQueryOptions() {
  // Utilities change rarely (an Admin configuration): no need to refetch while the page is open.
  return queryOptions({ queryKey: ['account', 'utilities'], queryFn: getUtilities, staleTime: 5 * 60_000 });
}

export function useDiscomOptions(isEnabled: boolean) {
  return useQuery({ ...utilitiesQueryOptions(), enabled: isEnabled, select: discomOptions });
}
