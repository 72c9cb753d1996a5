import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { holidaySchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

const listSchema = z.object({ holidays: z.array(holidaySchema) });

/** GET /Configuration/Holiday/GetAll?year=: the holidays of one year (working days skip them). */
export async function getHolidays(year: number) {
  return (await requestData(listSchema, { url: `/Configuration/Holiday/GetAll?year=${year}` })).holidays;
}

export function holidaysQueryOptions(year: number) {
  return queryOptions({
    queryKey: ['configuration', 'holidays', year],
    queryFn: () => getHolidays(year),
    // The table keeps the last year's rows (with its loading bar) while the next year arrives.
    placeholderData: keepPreviousData,
  });
}

export function useHolidays(year: number) {
  return useQuery(holidaysQueryOptions(year));
}
