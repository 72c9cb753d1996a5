import { queryOptions, useQuery } from '@tanstack/react-query';
import { tdsInterestListSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { WHOLE_LIST } from './payments-key.ts';

/** GET /Configuration/Tds/InterestPercentage/GetAll (spec §7.6): the interest on late TDS challans, by period. */
export async function getTdsInterestList() {
  const url = `/Configuration/Tds/InterestPercentage/GetAll?${WHOLE_LIST}`;
  return (await requestData(tdsInterestListSchema, { url })).interestList;
}

export function tdsInterestListQueryOptions() {
  return queryOptions({ queryKey: ['payments', 'tdsInterest', 'list'], queryFn: getTdsInterestList });
}

export function useTdsInterestList() {
  return useQuery(tdsInterestListQueryOptions());
}
