import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { configuredChargeSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/** GET /Configuration/Tds/GetConfiguredCharges (spec §7.6): the charge types TDS is deducted on today. */
export function getConfiguredCharges() {
  return requestData(z.array(configuredChargeSchema), { url: '/Configuration/Tds/GetConfiguredCharges' });
}

export function configuredChargesQueryOptions() {
  return queryOptions({ queryKey: ['payments', 'tds', 'configuredCharges'], queryFn: getConfiguredCharges });
}

export function useConfiguredCharges(isEnabled = true) {
  return useQuery({ ...configuredChargesQueryOptions(), enabled: isEnabled });
}
