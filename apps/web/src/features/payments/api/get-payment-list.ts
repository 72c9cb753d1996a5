import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paymentListSchema, type PaymentListQuery } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { toListSearch } from '../../../components/data-table/list-query.ts';
import { PAYMENT_LISTS_KEY } from './payment-keys.ts';

/** Download: every page of the view and filters in force as a file (format=xlsx|csv). */
export const PAYMENTS_DOWNLOAD_PATH = '/Payment/DownloadPayments';

/**
 * GET /Payment/GetPaymentList (spec §7.9): one page of dues (view=dues) or of payments (view=payments) with the sums
 * over every row of the filters. Applicants get their own rows; the SLDC roles everyone's.
 */
export function getPaymentList(query: PaymentListQuery) {
  return requestData(paymentListSchema, { url: `/Payment/GetPaymentList?${toListSearch({ ...query })}` });
}

export function paymentListQueryOptions(query: PaymentListQuery) {
  return queryOptions({
    queryKey: [...PAYMENT_LISTS_KEY, query],
    queryFn: () => getPaymentList(query),
    // The grid keeps the old page (with its loading bar) while the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function usePaymentList(query: PaymentListQuery) {
  return useQuery(paymentListQueryOptions(query));
}
