import { queryOptions, useQuery } from '@tanstack/react-query';
import { tdsListSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { WHOLE_LIST } from './payments-key.ts';

/** GET /Configuration/Tds/GetAll (spec §7.6): the OA applicant's own TDS rows, effective-dated per charge type. */
export async function getTdsList() {
  return (await requestData(tdsListSchema, { url: `/Configuration/Tds/GetAll?${WHOLE_LIST}` })).tdsList;
}

export function tdsListQueryOptions() {
  return queryOptions({ queryKey: ['payments', 'tds', 'list'], queryFn: getTdsList });
}

export function useTdsList() {
  return useQuery(tdsListQueryOptions());
}
