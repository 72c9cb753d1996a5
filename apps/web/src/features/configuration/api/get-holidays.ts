import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { holidayListSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/** GET /Configuration/Holiday/GetAll?year=: the holidays of one year (working days skip them). */
export async function getHolidays(year: number) {
  return (await requestData(holidayListSchema, { url: `/Configuration/Holiday/GetAll?year=${year}` })).holidays;
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
