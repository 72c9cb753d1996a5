import { queryOptions, useQuery } from '@tanstack/react-query';
import { atcAvailabilitySchema, type AtcAvailabilityQuery } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { toListSearch } from '../../../components/data-table/list-query.ts';
import { APPLICATION_FORM_KEY } from './application-keys.ts';

/** GET /Application/GetAtcAvailability: per corridor of the parties, date and block, ATC, allocated and left (MW). */
export function getAtcAvailability(query: AtcAvailabilityQuery) {
  return requestData(atcAvailabilitySchema, {
    url: `/Application/GetAtcAvailability?${toListSearch({ ...query })}`,
  });
}

export function atcAvailabilityQueryOptions(query: AtcAvailabilityQuery) {
  return queryOptions({
    queryKey: [...APPLICATION_FORM_KEY, 'atc-availability', query],
    queryFn: () => getAtcAvailability(query),
  });
}

/** Asks once the query is complete (null: nothing asked, no data). */
export function useAtcAvailability(query: AtcAvailabilityQuery | null) {
  return useQuery({
    ...atcAvailabilityQueryOptions(query ?? { SellerId: 0, BuyerId: 0, FromDate: '', ToDate: '' }),
    enabled: query !== null,
  });
}
