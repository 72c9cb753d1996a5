import { queryOptions, useQuery } from '@tanstack/react-query';
import { stoaChargeListSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/** GET /Configuration/StoaCharges/GetAll: every STU and SLDC operating rate, past, current and scheduled. */
export async function getStoaCharges() {
  return (await requestData(stoaChargeListSchema, { url: '/Configuration/StoaCharges/GetAll' })).stoaCharges;
}

export function stoaChargesQueryOptions() {
  return queryOptions({ queryKey: ['configuration', 'stoaCharges'], queryFn: getStoaCharges });
}

export function useStoaCharges() {
  return useQuery(stoaChargesQueryOptions());
}
