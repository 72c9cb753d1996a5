/**
 * The payment module's recurring jobs (issue 20), hourly on the scheduler (reminders.ts): the payers' reminders of
 * dues soon due and overdue, and of months' TDS challans soon due and overdue (with the interest so far). Each
 * reminder is claimed in reminders_sent before it is sent, so a second run — or a run on another instance — sends
 * nothing twice.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceDeps } from '../../app-deps.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { createReminders } from './reminders.ts';

export const PAYMENT_REMINDERS_JOB = 'payment-reminders';
export const TDS_CHALLAN_REMINDERS_JOB = 'tds-challan-reminders';
const HOUR_MS = 3600_000;

export function paymentJobs(deps: ServiceDeps, log: FastifyBaseLogger): JobDefinition[] {
  const reminders = createReminders(deps);
  const logged = async (job: string, sent: number) => {
    if (sent > 0) log.info({ job, sent }, 'reminders sent');
    return { reminded: sent };
  };
  return [
    {
      name: PAYMENT_REMINDERS_JOB,
      label: 'Payment reminders: dues soon due and overdue, to their payers (bell and mail, once per stage)',
      everyMs: HOUR_MS,
      run: async () => logged(PAYMENT_REMINDERS_JOB, await reminders.remindDues()),
    },
    {
      name: TDS_CHALLAN_REMINDERS_JOB,
      label: 'TDS challan reminders: months without a challan, soon due and overdue (with the interest so far)',
      everyMs: HOUR_MS,
      run: async () => logged(TDS_CHALLAN_REMINDERS_JOB, await reminders.remindTdsChallans()),
    },
  ];
}
