/**
 * The Admin's jobs page (spec §2.2 /hangfire, issue 20): the recurring jobs — id, job, next execution, last
 * execution, created; the first 50, then paging — with their latest outcome, the recent runs, and "run now".
 */
import { z } from 'zod';
import { pageQuerySchema } from '../api/envelope.ts';
import { text } from '../validation/text-rule.ts';

export const JOB_RUN_STATUSES = ['Succeeded', 'Failed'] as const;
export const JOB_TRIGGERS = ['Schedule', 'Manual'] as const;
export const JOB_TRIGGER_LABELS: Record<(typeof JOB_TRIGGERS)[number], string> = {
  Schedule: 'On schedule',
  Manual: 'Run now',
};

/** The spec reads the first 50 from the scheduler page: the page sizes here are 50 and 100. */
export const jobListQuerySchema = pageQuerySchema.extend({
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => n === 50 || n === 100, 'Page size must be 50 or 100')
    .default(50),
});

export const recurringJobSchema = z.object({
  /** The job's id (its name on the scheduler). */
  id: z.string(),
  /** What it does. */
  job: z.string(),
  everyMinutes: z.number(),
  nextExecution: z.string().nullable(),
  lastExecution: z.string().nullable(),
  lastStatus: z.enum(JOB_RUN_STATUSES).nullable(),
  /** The latest run's result in words ('expired: 2'). */
  lastResult: z.string().nullable(),
  created: z.string(),
  isRunning: z.boolean(),
});
export type RecurringJob = z.infer<typeof recurringJobSchema>;
export const recurringJobListSchema = z.object({ jobs: z.array(recurringJobSchema), dataCount: z.number() });

export const jobRunQuerySchema = pageQuerySchema.extend({ job: text('Job').max(100).optional() });
export const jobRunSchema = z.object({
  id: z.number(),
  jobId: z.string(),
  trigger: z.enum(JOB_TRIGGERS),
  startedAt: z.string(),
  finishedAt: z.string(),
  status: z.enum(JOB_RUN_STATUSES),
  result: z.string().nullable(),
  triggeredBy: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;
export const jobRunListSchema = z.object({ runs: z.array(jobRunSchema), dataCount: z.number() });

export const jobParamsSchema = z.object({ jobId: text('Job').min(1).max(100) });

/** A result object in words: 'expired: 2, taken: 0'. */
export function resultText(result: unknown): string | null {
  if (result === null || result === undefined) return null;
  if (typeof result !== 'object') return String(result);
  return Object.entries(result as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');
}
