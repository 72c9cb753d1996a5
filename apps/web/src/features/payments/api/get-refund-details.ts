import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { refundListSchema, type refundListQuerySchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { toListSearch } from '../../../components/data-table/list-query.ts';
import { REFUND_LISTS_KEY } from './payment-keys.ts';

/** Download: every page of the filters in force as a file (format=xlsx|csv). */
export const REFUNDS_DOWNLOAD_PATH = '/Payment/DownloadRefunds';

/** The refund list's query as sent (refundListQuerySchema's input): onlyRefundable travels as 'true' or 'false'. */
export type RefundListQuery = Required<Pick<z.input<typeof refundListQuerySchema>, 'onlyRefundable'>> & {
  pageNumber: number;
  pageSize: number;
  search?: string | undefined;
};

/**
 * GET /Payment/GetRefundDetails: one page of applications with what was charged, paid and refunded, and what may still
 * be refunded (applicants: their own).
 */
export function getRefundDetails(query: RefundListQuery) {
  return requestData(refundListSchema, { url: `/Payment/GetRefundDetails?${toListSearch({ ...query })}` });
}

export function refundDetailsQueryOptions(query: RefundListQuery) {
  return queryOptions({
    queryKey: [...REFUND_LISTS_KEY, query],
    queryFn: () => getRefundDetails(query),
    placeholderData: keepPreviousData,
  });
}

export function useRefundDetails(query: RefundListQuery) {
  return useQuery(refundDetailsQueryOptions(query));
}
