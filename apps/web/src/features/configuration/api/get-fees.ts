import { queryOptions, useQuery } from '@tanstack/react-query';
import { feeListSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/** GET /Configuration/Fees/GetAll: application, registration and renewal fees, effective-dated. */
export async function getFees() {
  return (await requestData(feeListSchema, { url: '/Configuration/Fees/GetAll' })).fees;
}

export function feesQueryOptions() {
  return queryOptions({ queryKey: ['configuration', 'fees'], queryFn: getFees });
}

export function useFees() {
  return useQuery(feesQueryOptions());
}
