/** Test data of the jobs page, shaped by the shared schemas. */
import type { JobRun, RecurringJob } from '@stoa/shared';

export function buildRecurringJob(overrides: Partial<RecurringJob> = {}): RecurringJob {
  return {
    id: 'registration-expiry',
    job: 'Expires registrations past their validity',
    everyMinutes: 60,
    nextExecution: '2026-03-04T21:45:00Z',
    lastExecution: '2026-03-04T20:45:00Z',
    lastStatus: 'Succeeded',
    lastResult: 'expired: 2',
    created: '2026-03-01T04:30:00Z',
    isRunning: false,
    ...overrides,
  };
}

export function buildJobRun(overrides: Partial<JobRun> = {}): JobRun {
  return {
    id: 1,
    jobId: 'registration-expiry',
    trigger: 'Schedule',
    startedAt: '2026-03-04T20:45:00Z',
    finishedAt: '2026-03-04T20:46:00Z',
    status: 'Succeeded',
    result: 'expired: 2',
    triggeredBy: null,
    ...overrides,
  };
}
