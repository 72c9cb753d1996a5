/**
 * GET /Configuration/TranscoDiscom/GetAll (spec §7.2), grouped by utility: read by several features (the profile's
 * connected-to licence, the Admin's user dialog), so it lives here rather than in one of them.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupUtilities, transcoDiscomListSchema, type Utility } from '@stoa/shared';
import { requestData } from './api-client.ts';

export async function getUtilities(): Promise<Utility[]> {
  const { transcoDiscomList } = await requestData(transcoDiscomListSchema, {
    url: '/Configuration/TranscoDiscom/GetAll',
  });
  return groupUtilities(transcoDiscomList);
}

export function utilitiesQueryOptions() {
  // Utilities change rarely (an Admin configuration): no need to refetch while a page is open.
  return queryOptions({ queryKey: ['utilities'], queryFn: getUtilities, staleTime: 5 * 60_000 });
}

export function useUtilities(isEnabled = true) {
  return useQuery({ ...utilitiesQueryOptions(), enabled: isEnabled });
}

/** The DISCOMs only (an OA applicant's connected-to licence). */
export function useDiscoms(isEnabled = true) {
  return useQuery({
    ...utilitiesQueryOptions(),
    enabled: isEnabled,
    select: (utilities) => utilities.filter((u) => u.type === 'DISCOM'),
  });
}
