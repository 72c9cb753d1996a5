import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { recurringJobListSchema } from '@stoa/shared';
import { toListSearch } from '../../../components/data-table/list-query.ts';
import { requestData } from '../../../lib/api-client.ts';

/** Every query of the jobs page: a run (scheduled or now) changes both grids. */
export const JOBS_KEY = ['jobs'] as const;

/** The spec reads the first 50 from the scheduler page: the jobs grid pages by 50 or 100. */
export const JOB_PAGE_SIZES = [50, 100] as const;

/** While a job runs, the grid asks again this often, so 'Running' turns into the outcome without a reload. */
const RUNNING_POLL_MS = 5_000;

export interface RecurringJobQuery {
  pageNumber: number;
  pageSize: number;
}

/** GET /Jobs/GetRecurringJobs: the recurring jobs with their next and last execution and the latest outcome. */
export function getRecurringJobs(query: RecurringJobQuery) {
  return requestData(recurringJobListSchema, { url: `/Jobs/GetRecurringJobs?${toListSearch({ ...query })}` });
}

export function recurringJobsQueryOptions(query: RecurringJobQuery) {
  return queryOptions({
    queryKey: [...JOBS_KEY, 'recurring', query],
    queryFn: () => getRecurringJobs(query),
    placeholderData: keepPreviousData,
    refetchInterval: ({ state }) => (state.data?.jobs.some((job) => job.isRunning) ? RUNNING_POLL_MS : false),
  });
}

export function useRecurringJobs(query: RecurringJobQuery) {
  return useQuery(recurringJobsQueryOptions(query));
}
