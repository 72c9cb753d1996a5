/**
 * The statutory clocks' job: every hour (and when the server is ready) the system takes the steps the tables say
 * a clock's end takes (`ClockRule.onExpiry`, through `takeExpiredClocks`: a standing clearance unanswered past its
 * date is deemed approved). Each step runs through the runner under the record's lock, so instances running it at
 * once take it once. Each run is recorded in job_runs.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { everyHour } from '../jobs/every-hour.ts';
import { recordJobRun } from '../jobs/jobs.ts';

export const CLOCK_JOB = 'workflow-clocks';

export function startClockJob(deps: AppDeps, run: () => Promise<number>, log: FastifyBaseLogger) {
  return everyHour(
    CLOCK_JOB,
    async () => {
      const taken = await run();
      await recordJobRun(deps.db, CLOCK_JOB, deps.now(), { taken });
      if (taken > 0) log.info({ job: CLOCK_JOB, taken }, 'clock steps taken');
    },
    log,
  );
}
