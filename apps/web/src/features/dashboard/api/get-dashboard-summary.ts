import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardSummarySchema, type DashboardSummary } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

export function getDashboardSummary(): Promise<DashboardSummary> {
  return requestData(dashboardSummarySchema, { url: '/Dashboard/Summary' });
}

export function dashboardSummaryQueryOptions() {
  return queryOptions({ queryKey: ['dashboard', 'summary'], queryFn: getDashboardSummary });
}

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions());
}
