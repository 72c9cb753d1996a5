import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestData } from '../../../lib/api-client.ts';
import { APPLICATION_FORM_KEY } from './application-keys.ts';

/** GET /Application/IsDefaulter: a defaulter may not apply (DOMAIN §3). */
export function getIsDefaulter() {
  return requestData(z.boolean(), { url: '/Application/IsDefaulter' });
}

export function isDefaulterQueryOptions() {
  return queryOptions({ queryKey: [...APPLICATION_FORM_KEY, 'is-defaulter'], queryFn: getIsDefaulter });
}

export function useIsDefaulter() {
  return useQuery(isDefaulterQueryOptions());
}
