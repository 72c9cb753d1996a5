/**
 * The statutory clocks' job: hourly on the scheduler, the system takes the steps the tables say a clock's end takes
 * (`ClockRule.onExpiry`, through `takeExpiredClocks`: a standing clearance unanswered past its date is deemed
 * approved; e-bidding invitations past their deadline expire). Each step runs through the runner under the record's
 * lock, so even two runs at once would take it once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition } from '../jobs/jobs.ts';

export const CLOCK_JOB = 'workflow-clocks';
const HOUR_MS = 3600_000;

export function clockJob(run: () => Promise<number>, log: FastifyBaseLogger): JobDefinition {
  return {
    name: CLOCK_JOB,
    label: 'Statutory clocks: deemed approvals of unanswered clearances; expired e-bidding invitations',
    everyMs: HOUR_MS,
    run: async () => {
      const taken = await run();
      if (taken > 0) log.info({ job: CLOCK_JOB, taken }, 'clock steps taken');
      return { taken };
    },
  };
}
