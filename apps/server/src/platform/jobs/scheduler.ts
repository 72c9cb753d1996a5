/**
 * THE job scheduler (issue 20): recurring jobs on the database, once across instances. Every instance ticks (at once
 * when ready, then every TICK_MS); a due job is claimed by one UPDATE (jobs.repository.ts: due and not leased), run,
 * and released with its next run — a success `everyMs` after it started, a failure sooner, doubling (1, 2, 4 … min,
 * never later than the schedule). Each run is logged with its outcome; a run whose instance died is taken again once
 * its lease (LEASE_MS) ends. The Admin may run a job now (`runNow`), which waits for no schedule but respects a run
 * in progress. The jobs' rows are registered once (`register`: at start, with JOBS off too, and before a tick or a
 * run now if that first attempt failed); listing them only reads.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { claimJob, ensureJobs, failuresOf, finishRun, listJobs, listRuns } from './jobs.repository.ts';

export interface JobDefinition {
  name: string;
  /** What it does, in the Admin's words. */
  label: string;
  everyMs: number;
  /** The work; its answer is the run's result (counts of what it did). */
  run: () => Promise<Record<string, unknown>>;
}

export const TICK_MS = 30_000;
export const LEASE_MS = 10 * 60_000;
const RETRY_FIRST_MS = 60_000;

export type RunOutcome = {
  status: 'Succeeded' | 'Failed';
  result: Record<string, unknown> | null;
  error: string | null;
};

export function createScheduler(
  deps: { db: DbOrTx; now: () => Date; log: FastifyBaseLogger },
  jobs: readonly JobDefinition[],
) {
  const { db, now, log } = deps;
  const byName = new Map(jobs.map((j) => [j.name, j]));
  let timer: NodeJS.Timeout | null = null;
  let ticking: Promise<void> = Promise.resolve();
  let registered = false;
  /** Set by stop: no job is claimed any more (a graceful shutdown); the one running finishes. */
  let stopped = false;
  const names = jobs.map((j) => j.name);

  /** The jobs' rows, created once (due at once); later calls cost nothing. */
  async function register(): Promise<void> {
    if (registered) return;
    await ensureJobs(db, names, now());
    registered = true;
  }

  async function execute(
    job: JobDefinition,
    trigger: 'Schedule' | 'Manual',
    userId: number | null,
  ): Promise<RunOutcome> {
    const startedAt = now();
    let outcome: RunOutcome;
    try {
      outcome = { status: 'Succeeded', result: await job.run(), error: null };
    } catch (err) {
      log.error({ err, job: job.name }, 'job failed');
      outcome = { status: 'Failed', result: null, error: err instanceof Error ? err.message : String(err) };
    }
    const failures = outcome.status === 'Failed' ? await failuresOf(db, job.name) : 0;
    const delay =
      outcome.status === 'Failed' ? Math.min(job.everyMs, RETRY_FIRST_MS * 2 ** Math.min(failures, 10)) : job.everyMs;
    await finishRun(db, {
      job: job.name,
      trigger,
      startedAt,
      finishedAt: now(),
      ...outcome,
      triggeredBy: userId,
      nextRunAt: new Date(startedAt.getTime() + delay),
    });
    return outcome;
  }

  /** One pass: each due job this instance claims, run one after the other. */
  async function tick(): Promise<void> {
    await register();
    for (const job of jobs) {
      if (stopped) return;
      const at = now();
      if (await claimJob(db, job.name, at, new Date(at.getTime() + LEASE_MS), false))
        await execute(job, 'Schedule', null);
    }
  }

  /** Ticks now and every TICK_MS (the first tick registers the jobs' rows, if `register` has not). */
  function start(): void {
    const run = () => {
      ticking = ticking.then(tick).catch((err: unknown) => log.error({ err }, 'scheduler tick failed'));
    };
    run();
    timer = setInterval(run, TICK_MS);
    timer.unref();
  }

  return {
    jobs,
    register,
    /**
     * At the app's start: the jobs' rows (the jobs page lists them with JOBS off too; a database away now: the first
     * tick tries again), then ticking when jobs run here.
     */
    async ready(jobsOn: boolean): Promise<void> {
      await register().catch((err: unknown) => log.warn({ err }, 'jobs not registered yet'));
      if (jobsOn) start();
    },
    start,
    /** Claims no more jobs and waits for the one running (a run cut short is taken again when its lease ends). */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await ticking;
    },
    /** One tick now (tests; the start's first pass). */
    tick: () => (ticking = ticking.then(tick)),
    /** Runs `name` now: null when it is running already (elsewhere or here). */
    async runNow(name: string, userId: number | null): Promise<RunOutcome | null> {
      const job = byName.get(name);
      if (!job) return null;
      await register();
      const at = now();
      if (!(await claimJob(db, name, at, new Date(at.getTime() + LEASE_MS), true))) return null;
      return execute(job, 'Manual', userId);
    },
    /** The jobs' rows as they are (read only: `register` created them). */
    list: () => listJobs(db, names, now()),
    runs: (job: string | null, limit: number, offset: number) => listRuns(db, job, limit, offset),
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
