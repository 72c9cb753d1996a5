import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { stoaChargeSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

const listSchema = z.object({ stoaCharges: z.array(stoaChargeSchema) });

/** GET /Configuration/StoaCharges/GetAll: every STU and SLDC operating rate, past, current and scheduled. */
export async function getStoaCharges() {
  return (await requestData(listSchema, { url: '/Configuration/StoaCharges/GetAll' })).stoaCharges;
}

export function stoaChargesQueryOptions() {
  return queryOptions({ queryKey: ['configuration', 'stoaCharges'], queryFn: getStoaCharges });
}

export function useStoaCharges() {
  return useQuery(stoaChargesQueryOptions());
}
