import { queryOptions, useQuery } from '@tanstack/react-query';
import { isIsoDate, ratesOnSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/** GET /Configuration/Rates/ValueOn?date=: the STOA charges and fees in force on a date (what a charge would use). */
export function getRatesOn(date: string) {
  return requestData(ratesOnSchema, { url: `/Configuration/Rates/ValueOn?date=${encodeURIComponent(date)}` });
}

export function ratesOnQueryOptions(date: string) {
  return queryOptions({ queryKey: ['configuration', 'ratesOn', date], queryFn: () => getRatesOn(date) });
}

/** Asks only once the date box holds a whole date. */
export function useRatesOn(date: string) {
  return useQuery({ ...ratesOnQueryOptions(date), enabled: isIsoDate(date) });
}
