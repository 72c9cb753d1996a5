/**
 * SQL of the job scheduler (issue 20): job_runs — one row per recurring job, its next run and lease — and
 * job_run_log — every run. A run is claimed by one UPDATE that only a due, unleased row satisfies, so of several
 * instances ticking at once exactly one runs it (the pattern of the mail outbox's lease).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

const rowsOf = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The jobs' rows, created on first sight (due at once). */
export async function ensureJobs(db: DbOrTx, names: readonly string[], at: Date): Promise<void> {
  if (names.length === 0) return;
  await db.execute(sql`insert into job_runs (job, next_run_at, created_at)
    select j, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
      from jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) as j
    on conflict (job) do nothing`);
}

/** Leases `job` until `until` when it is not leased and (unless `anyTime`) due: true when this caller got it. */
export async function claimJob(db: DbOrTx, job: string, at: Date, until: Date, anyTime: boolean): Promise<boolean> {
  const rows = await rowsOf<{ job: string }>(
    db,
    sql`update job_runs set leased_until = ${until.toISOString()}::timestamptz
      where job = ${job} and (leased_until is null or leased_until <= ${at.toISOString()}::timestamptz)
        ${anyTime ? sql`` : sql`and (next_run_at is null or next_run_at <= ${at.toISOString()}::timestamptz)`}
      returning job`,
  );
  return rows.length > 0;
}

export interface FinishedRun {
  job: string;
  trigger: 'Schedule' | 'Manual';
  startedAt: Date;
  finishedAt: Date;
  status: 'Succeeded' | 'Failed';
  result: Record<string, unknown> | null;
  error: string | null;
  triggeredBy: number | null;
  nextRunAt: Date;
}

/** How long the run log keeps a job's runs (a minutely job writes 1,440 a day). */
export const RUN_LOG_DAYS = 30;

/** Ends a run in one statement: the job's row released with its next run, the run logged, its runs older than
 * RUN_LOG_DAYS gone. */
export async function finishRun(db: DbOrTx, r: FinishedRun): Promise<void> {
  const failed = r.status === 'Failed';
  const keepSince = new Date(r.startedAt.getTime() - RUN_LOG_DAYS * 86_400_000).toISOString();
  await db.execute(sql`with pruned as (
      delete from job_run_log where job = ${r.job} and started_at < ${keepSince}::timestamptz),
    updated as (
      update job_runs set leased_until = null, next_run_at = ${r.nextRunAt.toISOString()}::timestamptz,
        last_run_at = ${r.startedAt.toISOString()}::timestamptz, last_status = ${r.status},
        last_result = ${JSON.stringify(r.result ?? { error: r.error })}::jsonb,
        failures = ${failed ? sql`failures + 1` : sql`0`}
      where job = ${r.job} returning job)
    insert into job_run_log (job, trigger, started_at, finished_at, status, result, error, triggered_by)
    values (${r.job}, ${r.trigger}, ${r.startedAt.toISOString()}::timestamptz, ${r.finishedAt.toISOString()}::timestamptz,
      ${r.status}, ${r.result === null ? null : JSON.stringify(r.result)}::jsonb, ${r.error}, ${r.triggeredBy})`);
}

/** Failures in a row of `job` before this run (its retry back-off). */
export async function failuresOf(db: DbOrTx, job: string): Promise<number> {
  const [row] = await rowsOf<{ failures: number }>(db, sql`select failures from job_runs where job = ${job}`);
  return row?.failures ?? 0;
}

export interface JobRow {
  job: string;
  nextRunAt: string | null;
  lastRunAt: string | null;
  lastStatus: string | null;
  lastResult: unknown;
  createdAt: string;
  running: boolean;
}

export async function listJobs(db: DbOrTx, names: readonly string[], at: Date): Promise<JobRow[]> {
  return rowsOf<JobRow>(
    db,
    sql`select job, next_run_at as "nextRunAt", last_run_at as "lastRunAt", last_status as "lastStatus",
        last_result as "lastResult", created_at as "createdAt",
        coalesce(leased_until > ${at.toISOString()}::timestamptz, false) as running
      from job_runs where job in (select jsonb_array_elements_text(${JSON.stringify(names)}::jsonb)) order by job`,
  );
}

export interface RunRow {
  id: number;
  job: string;
  trigger: string;
  startedAt: string;
  finishedAt: string;
  status: string;
  result: unknown;
  error: string | null;
  triggeredByName: string | null;
}

/** A page of runs, newest first (of one job, or all), and their count. */
export async function listRuns(db: DbOrTx, job: string | null, limit: number, offset: number) {
  const where = job ? sql`where l.job = ${job}` : sql``;
  const rows = await rowsOf<RunRow>(
    db,
    sql`select l.id, l.job, l.trigger, l.started_at as "startedAt", l.finished_at as "finishedAt", l.status,
        l.result, l.error, (select u.user_name from users u where u.id = l.triggered_by) as "triggeredByName"
      from job_run_log l ${where} order by l.started_at desc, l.id desc limit ${limit} offset ${offset}`,
  );
  const [count] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from job_run_log l ${where}`);
  return { rows, dataCount: count?.n ?? 0 };
}
