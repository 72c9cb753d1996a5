import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportPageSchema, type ReportKey, type ReportQuery } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { toListSearch } from '../../../components/data-table/list-query.ts';
import { REPORTS_KEY } from './report-keys.ts';

/** What a report call sends: the shared ReportQuery, its ids as the URL holds them. */
export type ReportCallQuery = Omit<ReportQuery, 'entityId' | 'corridorId'> & { entityId?: string; corridorId?: string };

export const reportPath = (name: ReportKey) => `/Report/Get/${name}`;

/** GET /Report/Get/{reportName}: one page of the report, its totals and its chart over the whole filtered set. */
export function getReport(name: ReportKey, query: ReportCallQuery) {
  return requestData(reportPageSchema, { url: `${reportPath(name)}?${toListSearch({ ...query })}` });
}

export function reportQueryOptions(name: ReportKey, query: ReportCallQuery) {
  return queryOptions({
    queryKey: [...REPORTS_KEY, name, query],
    queryFn: () => getReport(name, query),
    // The grid keeps the old page (with its loading bar) while the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useReport(name: ReportKey, query: ReportCallQuery) {
  return useQuery(reportQueryOptions(name, query));
}
