/** SQL of job_runs: one row per recurring job, its latest run and result (the Admin's jobs page reads it). */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { jobRuns } from '../../db/schema/index.ts';

/** Records a run of `job` at `at` with its result, replacing the previous run's row. */
export async function upsertJobRun(db: DbOrTx, job: string, at: Date, result: Record<string, unknown>): Promise<void> {
  await db
    .insert(jobRuns)
    .values({ job, lastRunAt: at, lastResult: result })
    .onConflictDoUpdate({ target: jobRuns.job, set: { lastRunAt: at, lastResult: sql`excluded.last_result` } });
}
