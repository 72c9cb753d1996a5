import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { jobRunListSchema } from '@stoa/shared';
import { toListSearch } from '../../../components/data-table/list-query.ts';
import { requestData } from '../../../lib/api-client.ts';
import { JOBS_KEY } from './get-recurring-jobs.ts';

export interface JobRunQuery {
  pageNumber: number;
  pageSize: number;
  /** One job's runs; all jobs' without it. */
  job?: string;
}

/** GET /Jobs/GetRuns: the recent runs, newest first, with how each was started and how it ended. */
export function getJobRuns(query: JobRunQuery) {
  return requestData(jobRunListSchema, { url: `/Jobs/GetRuns?${toListSearch({ ...query })}` });
}

export function jobRunsQueryOptions(query: JobRunQuery) {
  return queryOptions({
    queryKey: [...JOBS_KEY, 'runs', query],
    queryFn: () => getJobRuns(query),
    placeholderData: keepPreviousData,
  });
}

export function useJobRuns(query: JobRunQuery) {
  return useQuery(jobRunsQueryOptions(query));
}
