/**
 * Recurring jobs (platform service, issue 20): the modules own their jobs' work; the scheduler (scheduler.ts) runs it
 * once across instances, retries failures with back-off and logs every run for the Admin's jobs page.
 */
export {
  createScheduler,
  TICK_MS,
  LEASE_MS,
  type JobDefinition,
  type Scheduler,
  type RunOutcome,
} from './scheduler.ts';
