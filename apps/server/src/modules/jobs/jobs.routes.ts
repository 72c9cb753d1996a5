/** /api/Jobs/* (spec §2.2 /hangfire; the spec names no calls): the recurring jobs, their runs, run one now. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  jobListQuerySchema,
  jobParamsSchema,
  jobRunListSchema,
  jobRunQuerySchema,
  jobRunSchema,
  recurringJobListSchema,
} from '@stoa/shared';
import { principalOf } from '../../platform/access-guard.ts';
import { ok, responses } from '../../platform/envelope.ts';
import type { JobsService } from './jobs.service.ts';

const TAG = 'Jobs';
const config = { access: 'jobsAdmin' as const };

export const jobsRoutes =
  (service: JobsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/Jobs/GetRecurringJobs',
      {
        config,
        schema: {
          tags: [TAG],
          summary: 'Recurring jobs: id, job, next and last execution, created (50 a page)',
          querystring: jobListQuerySchema,
          response: responses(recurringJobListSchema),
        },
      },
      async (request) => ok(await service.list(request.query)),
    );

    app.get(
      '/Jobs/GetRuns',
      {
        config,
        schema: {
          tags: [TAG],
          summary: 'Recent runs (of one job or all), newest first, with how each was started and ended',
          querystring: jobRunQuerySchema,
          response: responses(jobRunListSchema),
        },
      },
      async (request) => ok(await service.runs(request.query)),
    );

    app.post(
      '/Jobs/Trigger/:jobId',
      {
        config,
        schema: {
          tags: [TAG],
          summary: 'Runs a job now (409 while it is running); the answer is the run',
          params: jobParamsSchema,
          response: responses(jobRunSchema),
        },
      },
      async (request) => ok(await service.runNow(principalOf(request), request.params.jobId)),
    );
  };
