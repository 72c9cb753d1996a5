import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestData } from '../../../lib/api-client.ts';

/** GET /Configuration/Tds/IsTDSConfigured (spec §7.6): does the caller deduct TDS on any charge today? */
export function isTdsConfigured() {
  return requestData(z.boolean(), { url: '/Configuration/Tds/IsTDSConfigured' });
}

export function isTdsConfiguredQueryOptions() {
  return queryOptions({ queryKey: ['payments', 'tds', 'isConfigured'], queryFn: isTdsConfigured });
}

export function useIsTdsConfigured() {
  return useQuery(isTdsConfiguredQueryOptions());
}
