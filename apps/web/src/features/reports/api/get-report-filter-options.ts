import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportFilterOptionsSchema, type ReportKey } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { REPORT_FILTER_OPTIONS_KEY } from './report-keys.ts';

/** GET /Report/FilterOptions/{reportName}: the entities the reader may filter on and the report's corridors. */
export function getReportFilterOptions(name: ReportKey) {
  return requestData(reportFilterOptionsSchema, { url: `/Report/FilterOptions/${name}` });
}

export function reportFilterOptionsQueryOptions(name: ReportKey) {
  return queryOptions({
    queryKey: [...REPORT_FILTER_OPTIONS_KEY, name],
    queryFn: () => getReportFilterOptions(name),
    // The lists change with registrations and corridors, not while a report is read.
    staleTime: 5 * 60_000,
  });
}

/** Asked only by a report with an entity or corridor filter. */
export function useReportFilterOptions(name: ReportKey, isNeeded: boolean) {
  return useQuery({ ...reportFilterOptionsQueryOptions(name), enabled: isNeeded });
}
