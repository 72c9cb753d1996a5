import { queryOptions, useQuery } from '@tanstack/react-query';
import { payableSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { PAYMENTS_KEY } from './payments-key.ts';

/**
 * GET /Payment/GetPayable: what the caller's dues ask for if paid on `paymentDate` — each due's TDS at the rate in
 * force that day, and the net MakePayment will demand (issue 34 item 9).
 */
export function getPayable(dueIds: readonly number[], paymentDate: string) {
  const search = new URLSearchParams({ dueIds: dueIds.join(','), paymentDate });
  return requestData(payableSchema, { url: `/Payment/GetPayable?${search.toString()}` });
}

export function payableQueryOptions(dueIds: readonly number[], paymentDate: string) {
  return queryOptions({
    queryKey: [...PAYMENTS_KEY, 'payable', [...dueIds], paymentDate],
    queryFn: () => getPayable(dueIds, paymentDate),
  });
}

/** Asked only once a payment date is chosen (null: none yet); another date keeps the last answer until its own. */
export function usePayable(dueIds: readonly number[], paymentDate: string | null) {
  return useQuery({
    ...payableQueryOptions(dueIds, paymentDate ?? ''),
    enabled: paymentDate !== null,
    placeholderData: (previous) => (paymentDate === null ? undefined : previous),
  });
}
