/**
 * The mail sender on the jobs page (issue 20): the worker keeps its own fast loop (every MAIL_POLL_MS, and at once
 * when a step queues mail), with per-message leases and back-off; this scheduler job runs one more pass every minute
 * — a safety net if the loop stalls — and so shows the sender's last run and the outbox's backlog to the Admin.
 * Without SMTP_URL nothing is sent (mail stays in the outbox as 'logged'): the run says so.
 */
import type { DbOrTx } from '../../db/client.ts';
import type { JobDefinition } from '../jobs/jobs.ts';
import { outboxBacklog } from './mail.repository.ts';
import type { Mail } from './mail.ts';

export const MAIL_JOB = 'mail-sender';

export function mailJob(mail: Mail, db: DbOrTx): JobDefinition {
  return {
    name: MAIL_JOB,
    label: 'Mail sender: a pass over the outbox (its own loop sends within seconds; this is its safety net)',
    everyMs: 60_000,
    run: async () => {
      if (!mail.worker) return { sending: 'off (no SMTP_URL): mail is kept in the outbox' };
      await mail.worker.drain();
      return outboxBacklog(db);
    },
  };
}
