import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { traderSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/** GET /TraderManagement/GetAllRegisteredTraders (spec §7.5): traders with an approved registration, by name. */
export function getRegisteredTraders() {
  return requestData(z.array(traderSchema), { url: '/TraderManagement/GetAllRegisteredTraders' });
}

export function registeredTradersQueryOptions() {
  return queryOptions({ queryKey: ['traders', 'registered'], queryFn: getRegisteredTraders });
}

export function useRegisteredTraders() {
  return useQuery(registeredTradersQueryOptions());
}
