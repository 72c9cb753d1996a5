/** Queues mail in the outbox inside the caller's transaction (so mail goes out only if the change commits). */
import type { DbOrTx } from '../../db/client.ts';
import type { MailContent } from './templates.ts';
import { insertMail } from './mail.repository.ts';

export interface Outbox {
  /** Queue a mail inside the caller's transaction. */
  queue(tx: DbOrTx, to: string, content: MailContent): Promise<void>;
  /** Wake the worker now (call after the transaction that queued mail has committed). */
  wake(): void;
}

export function createOutbox(options: {
  canSend: boolean;
  wake: () => void;
  log: (msg: string, fields: object) => void;
}): Outbox {
  return {
    async queue(tx, to, content) {
      const status = options.canSend ? 'pending' : 'logged';
      await insertMail(tx, { to, subject: content.subject, text: content.text, html: content.html, status });
      if (!options.canSend) options.log('mail kept in the outbox (no SMTP_URL)', { to, subject: content.subject });
    },
    wake: options.wake,
  };
}
