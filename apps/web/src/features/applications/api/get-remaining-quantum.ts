import { queryOptions, useQueries } from '@tanstack/react-query';
import { remainingQuantumSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { toListSearch } from '../../../components/data-table/list-query.ts';
import { APPLICATION_FORM_KEY } from './application-keys.ts';

/** The query of GetRemainingQuatumDetails (remainingQuantumQuerySchema's names, spelled as the API spells them). */
export interface RemainingQuantumQuery {
  SellerId: number;
  BuyerId: number;
  FromTimeBlock: number;
  ToTimeBlock: number;
  OAFromDate: string;
  OAToDate: string;
  ApplicationId?: number;
}

/** GET /Application/GetRemainingQuatumDetails: the most a row may still request (the lower of buyer and seller). */
export function getRemainingQuantum(query: RemainingQuantumQuery) {
  return requestData(remainingQuantumSchema, {
    url: `/Application/GetRemainingQuatumDetails?${toListSearch({ ...query })}`,
  });
}

export function remainingQuantumQueryOptions(query: RemainingQuantumQuery) {
  return queryOptions({
    queryKey: [...APPLICATION_FORM_KEY, 'remaining', query],
    queryFn: () => getRemainingQuantum(query),
  });
}

/** One answer per row; a row without a complete query (null) asks nothing and gets undefined. */
export function useRemainingQuantities(queries: readonly (RemainingQuantumQuery | null)[]) {
  return useQueries({
    queries: queries.map((query) => ({
      ...remainingQuantumQueryOptions(query ?? EMPTY_QUERY),
      enabled: query !== null,
    })),
  });
}

const EMPTY_QUERY: RemainingQuantumQuery = {
  SellerId: 0,
  BuyerId: 0,
  FromTimeBlock: 0,
  ToTimeBlock: 0,
  OAFromDate: '',
  OAToDate: '',
};
