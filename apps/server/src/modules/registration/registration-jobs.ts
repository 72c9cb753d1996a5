/**
 * The registration validity job (DOMAIN §7 "a job marks Expired"): hourly on the scheduler (the expiry date is a
 * business date, so an hourly run marks a registration Expired within the hour after midnight in Asia/Kolkata). The
 * scheduler runs it once across instances; the UPDATE … WHERE status = 'Approved' would make a second run find
 * nothing anyway.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import type { RegistrationService } from './registration.service.ts';

export const REGISTRATION_EXPIRY_JOB = 'registration-expiry';
const HOUR_MS = 3600_000;

export function registrationJobs(service: RegistrationService, log: FastifyBaseLogger) {
  /** runExpiry: now (tests). */
  async function runExpiry(): Promise<number> {
    const expired = await service.expireDue();
    if (expired > 0) log.info({ job: REGISTRATION_EXPIRY_JOB, expired }, 'registrations expired');
    return expired;
  }
  const job: JobDefinition = {
    name: REGISTRATION_EXPIRY_JOB,
    label: 'Registration expiry: approved registrations past their validity become Expired',
    everyMs: HOUR_MS,
    run: async () => ({ expired: await runExpiry() }),
  };
  return { job, runExpiry };
}
