import { queryOptions, useQuery } from '@tanstack/react-query';
import { utilityDetailListSchema, type UtilityType } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/** GET /Configuration/TranscoDiscom/GetUtilities?type=: the utilities of one type with zones and users connected. */
export async function getUtilityDetails(type: UtilityType) {
  return (await requestData(utilityDetailListSchema, { url: `/Configuration/TranscoDiscom/GetUtilities?type=${type}` }))
    .utilities;
}

export function utilityDetailsQueryOptions(type: UtilityType) {
  return queryOptions({ queryKey: ['configuration', 'utilities', type], queryFn: () => getUtilityDetails(type) });
}

export function useUtilityDetails(type: UtilityType) {
  return useQuery(utilityDetailsQueryOptions(type));
}
