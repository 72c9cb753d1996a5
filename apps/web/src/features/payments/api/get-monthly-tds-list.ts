import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { monthlyTdsListSchema, type MonthlyTdsQuery } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { toListSearch } from '../../../components/data-table/list-query.ts';
import { TDS_CHALLAN_LISTS_KEY } from './payment-keys.ts';

/** Download: every page of the filters in force as a file (format=xlsx|csv). */
export const MONTHLY_TDS_DOWNLOAD_PATH = '/Payment/DownloadMonthlyTDS';

/**
 * GET /Payment/GetMonthlyTDSList (spec §7.9): one page of the TDS deducted per payer and month, with the month's
 * challan and what the caller may do with it (canUpload / canReconcile, computed by the server).
 */
export function getMonthlyTdsList(query: MonthlyTdsQuery) {
  return requestData(monthlyTdsListSchema, { url: `/Payment/GetMonthlyTDSList?${toListSearch({ ...query })}` });
}

export function monthlyTdsListQueryOptions(query: MonthlyTdsQuery) {
  return queryOptions({
    queryKey: [...TDS_CHALLAN_LISTS_KEY, query],
    queryFn: () => getMonthlyTdsList(query),
    placeholderData: keepPreviousData,
  });
}

export function useMonthlyTdsList(query: MonthlyTdsQuery) {
  return useQuery(monthlyTdsListQueryOptions(query));
}
