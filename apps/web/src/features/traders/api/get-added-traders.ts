import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { traderSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/** GET /TraderManagement/UserBasedTraders/GetAll (spec §7.5): the traders the applicant added (id = the link). */
export function getAddedTraders() {
  return requestData(z.array(traderSchema), { url: '/TraderManagement/UserBasedTraders/GetAll' });
}

export function addedTradersQueryOptions() {
  return queryOptions({ queryKey: ['traders', 'added'], queryFn: getAddedTraders });
}

export function useAddedTraders() {
  return useQuery(addedTradersQueryOptions());
}
