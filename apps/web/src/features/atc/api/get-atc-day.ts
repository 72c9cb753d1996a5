import { queryOptions, useQuery } from '@tanstack/react-query';
import { atcDaySchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { ATC_KEY } from './atc-keys.ts';

/** GET /Atc/Day/{corridorId}/{date}: ATC, allocated and remaining MW per block, and the version to save with. */
export function getAtcDay(corridorId: number, date: string) {
  return requestData(atcDaySchema, { url: `/Atc/Day/${corridorId}/${date}` });
}

export function atcDayQueryOptions(corridorId: number, date: string) {
  return queryOptions({
    queryKey: [...ATC_KEY, 'day', corridorId, date],
    queryFn: () => getAtcDay(corridorId, date),
  });
}

/** The corridor-day once both are chosen. */
export function useAtcDay(corridorId: number | null, date: string | null) {
  return useQuery({
    ...atcDayQueryOptions(corridorId ?? 0, date ?? ''),
    enabled: corridorId !== null && date !== null,
  });
}
