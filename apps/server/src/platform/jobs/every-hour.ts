/** A recurring job: once when the server is ready, then every hour; a failure is logged, never thrown. */
import type { FastifyBaseLogger } from 'fastify';

const HOUR_MS = 3600_000;

export function everyHour(job: string, run: () => Promise<unknown>, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running = run().catch((err: unknown) => log.error({ err, job }, 'job failed'));
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
