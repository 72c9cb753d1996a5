import { queryOptions, useQuery } from '@tanstack/react-query';
import { reasonListSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { CONFIGURATION_KEY } from './configuration-key.ts';

/** GET /Configuration/Reasons/GetAll: every record type's reasons, active or not, in the Admin's order. */
export async function getReasons() {
  return (await requestData(reasonListSchema, { url: '/Configuration/Reasons/GetAll' })).reasons;
}

export function reasonsQueryOptions() {
  return queryOptions({ queryKey: [...CONFIGURATION_KEY, 'reasons'], queryFn: getReasons });
}

export function useReasons() {
  return useQuery(reasonsQueryOptions());
}
