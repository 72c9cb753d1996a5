/**
 * The registration validity job (DOMAIN §7 "a job marks Expired"): runs when the server is ready and then every
 * hour (the expiry date is a business date, so an hourly run marks a registration Expired within the hour after
 * midnight in Asia/Kolkata). Several instances may run it at once: the UPDATE … WHERE status = 'Approved' makes a
 * second run find nothing. Each run is recorded in job_runs (the Admin's jobs page reads it).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { everyHour } from '../../platform/jobs/every-hour.ts';
import { recordJobRun } from '../../platform/jobs/jobs.ts';
import type { RegistrationService } from './registration.service.ts';

export const REGISTRATION_EXPIRY_JOB = 'registration-expiry';

export function startRegistrationJobs(deps: AppDeps, service: RegistrationService, log: FastifyBaseLogger) {
  async function runExpiry(): Promise<number> {
    const expired = await service.expireDue();
    await recordJobRun(deps.db, REGISTRATION_EXPIRY_JOB, deps.now(), { expired });
    if (expired > 0) log.info({ job: REGISTRATION_EXPIRY_JOB, expired }, 'registrations expired');
    return expired;
  }
  /** runExpiry: now (tests; an Admin's "run now"). */
  return { ...everyHour(REGISTRATION_EXPIRY_JOB, runExpiry, log), runExpiry };
}
