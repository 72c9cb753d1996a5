/**
 * The Admin's jobs page (spec §2.2 /hangfire, issue 20): the scheduler's recurring jobs with their next and last
 * execution, the recent runs, and running one now (409 while it runs, here or on another instance).
 */
import { resultText, type JobRun, type RecurringJob } from '@stoa/shared';
import type { Principal } from '../../platform/access-guard.ts';
import { AppError } from '../../platform/errors.ts';
import type { Scheduler } from '../../platform/jobs/jobs.ts';

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export function createJobsService(scheduler: Scheduler) {
  const definitions = new Map(scheduler.jobs.map((j) => [j.name, j]));

  async function list(page: {
    pageNumber: number;
    pageSize: number;
  }): Promise<{ jobs: RecurringJob[]; dataCount: number }> {
    const rows = await scheduler.list();
    const jobs = rows.map((r) => ({
      id: r.job,
      job: definitions.get(r.job)?.label ?? r.job,
      everyMinutes: Math.round((definitions.get(r.job)?.everyMs ?? 0) / 60_000),
      nextExecution: iso(r.nextRunAt),
      lastExecution: iso(r.lastRunAt),
      lastStatus: (r.lastStatus as RecurringJob['lastStatus']) ?? null,
      lastResult: r.lastRunAt ? resultText(r.lastResult) : null,
      created: iso(r.createdAt)!,
      isRunning: r.running,
    }));
    const from = (page.pageNumber - 1) * page.pageSize;
    return { jobs: jobs.slice(from, from + page.pageSize), dataCount: jobs.length };
  }

  async function runs(q: { job?: string | undefined; pageNumber: number; pageSize: number }) {
    const { rows, dataCount } = await scheduler.runs(q.job ?? null, q.pageSize, (q.pageNumber - 1) * q.pageSize);
    const list: JobRun[] = rows.map((r) => ({
      id: r.id,
      jobId: r.job,
      trigger: r.trigger as JobRun['trigger'],
      startedAt: iso(r.startedAt)!,
      finishedAt: iso(r.finishedAt)!,
      status: r.status as JobRun['status'],
      result: r.status === 'Failed' ? r.error : resultText(r.result),
      triggeredBy: r.triggeredByName,
    }));
    return { runs: list, dataCount };
  }

  async function runNow(principal: Principal, jobId: string) {
    if (!definitions.has(jobId)) throw new AppError('not-found', 'No such job', 'jobId');
    const outcome = await scheduler.runNow(jobId, principal.userId);
    if (!outcome) throw new AppError('conflict', 'The job is running already; try again when it has finished');
    return (await runs({ job: jobId, pageNumber: 1, pageSize: 10 })).runs[0]!;
  }

  return { list, runs, runNow };
}

export type JobsService = ReturnType<typeof createJobsService>;
