import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobRunSchema, type JobRun } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { JOBS_KEY } from './get-recurring-jobs.ts';

/**
 * POST /Jobs/Trigger/{jobId}: runs the job now and answers the finished run. 409 while the job is running already
 * (here or on another instance), 404 for an unknown job.
 */
export function triggerJob(jobId: string): Promise<JobRun> {
  return requestData(jobRunSchema, { url: `/Jobs/Trigger/${encodeURIComponent(jobId)}`, method: 'POST', payload: {} });
}

export function useTriggerJob() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...JOBS_KEY, 'trigger'],
    mutationFn: triggerJob,
    // A run (or a refusal because one is running) changes the jobs' last execution and the runs: ask again.
    onSettled: () => client.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
