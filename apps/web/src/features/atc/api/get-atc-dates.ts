import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { atcDatesSchema, type CorridorKind } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { toListSearch } from '../../../components/data-table/list-query.ts';
import { ATC_KEY } from './atc-keys.ts';

/** GET /Atc/Dates/{kind}?from&to: the kind's corridors, each with the dates in the period that have ATC. */
export function getAtcDates(kind: CorridorKind, from: string, to: string) {
  return requestData(atcDatesSchema, { url: `/Atc/Dates/${kind}?${toListSearch({ from, to })}` });
}

export function atcDatesQueryOptions(kind: CorridorKind, from: string, to: string) {
  return queryOptions({
    queryKey: [...ATC_KEY, 'dates', kind, from, to],
    queryFn: () => getAtcDates(kind, from, to),
    // The corridor list stays while another month's dates arrive.
    placeholderData: keepPreviousData,
  });
}

export function useAtcDates(kind: CorridorKind, from: string, to: string) {
  return useQuery(atcDatesQueryOptions(kind, from, to));
}
