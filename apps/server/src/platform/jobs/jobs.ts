/**
 * Recurring jobs (platform service): each run is recorded in job_runs, so an Admin sees when a job last ran and
 * what it did. The modules own their jobs' work and timers.
 */
import type { DbOrTx } from '../../db/client.ts';
import { upsertJobRun } from './jobs.repository.ts';

/** Records the run of `job` at `at` with its result (the latest run only). */
export function recordJobRun(db: DbOrTx, job: string, at: Date, result: Record<string, unknown>): Promise<void> {
  return upsertJobRun(db, job, at, result);
}
