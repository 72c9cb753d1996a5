/**
 * The statutory clocks' job: every hour (and when the server is ready) the system takes the steps the tables say
 * a clock's end takes (`ClockRule.onExpiry`: a standing clearance unanswered past its date is deemed approved).
 * Each step runs through the runner under the record's lock, so instances running it at once take it once.
 */
import type { FastifyBaseLogger } from 'fastify';

const HOUR_MS = 3600_000;
export const CLOCK_JOB = 'workflow-clocks';

export function startClockJob(run: () => Promise<number>, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running = run()
      .then((taken) => taken > 0 && log.info({ job: CLOCK_JOB, taken }, 'clock steps taken'))
      .catch((err: unknown) => log.error({ err, job: CLOCK_JOB }, 'job failed'));
  };
  return {
    start() {
      tick();
      timer = setInterval(tick, HOUR_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
