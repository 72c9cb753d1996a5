/**
 * Mail for the app: with SMTP_URL, an outbox + worker that sends over SMTP; without it, the outbox keeps every
 * mail as 'logged' for the Admin's Outbox page and a log line names it (never its body: it carries codes).
 */
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { createMailWorker, type MailWorker } from './mail-worker.ts';
import { createOutbox, type Outbox } from './outbox.ts';

export { mailJob, MAIL_JOB } from './mail-job.ts';

export interface Mail {
  outbox: Outbox;
  worker: MailWorker | null;
}

export function createMail(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  pollMs: number;
  now: () => Date;
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}): Mail {
  const worker = options.smtpUrl
    ? createMailWorker({
        db: options.db,
        transport: nodemailer.createTransport(options.smtpUrl),
        from: options.from,
        pollMs: options.pollMs,
        now: options.now,
        log: options.log,
      })
    : null;
  const outbox = createOutbox({
    canSend: worker !== null,
    wake: () => worker?.wake(),
    log: (msg, fields) => options.log.info(fields, msg),
  });
  return { outbox, worker };
}
