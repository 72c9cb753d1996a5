/** Queues mail in the outbox inside the caller's transaction (so mail goes out only if the change commits). */
import type { DbOrTx } from '../../db/client.ts';
import type { MailContent } from './templates.ts';
import { insertMails } from './mail.repository.ts';

export interface Outbox {
  /** Queue a mail inside the caller's transaction. */
  queue(tx: DbOrTx, to: string, content: MailContent): Promise<void>;
  /** Queue many mails in one statement inside the caller's transaction. */
  queueMany(tx: DbOrTx, mails: readonly { to: string; content: MailContent }[]): Promise<void>;
  /** Wake the worker now (call after the transaction that queued mail has committed). */
  wake(): void;
}

export function createOutbox(options: {
  canSend: boolean;
  wake: () => void;
  log: (msg: string, fields: object) => void;
}): Outbox {
  const queueMany: Outbox['queueMany'] = async (tx, mails) => {
    const status = options.canSend ? 'pending' : 'logged';
    await insertMails(
      tx,
      mails.map(({ to, content }) => ({
        to,
        subject: content.subject,
        text: content.text,
        html: content.html,
        status,
      })),
    );
    if (options.canSend) return;
    for (const { to, content } of mails) {
      options.log('mail kept in the outbox (no SMTP_URL)', { to, subject: content.subject });
    }
  };
  return {
    queue: (tx, to, content) => queueMany(tx, [{ to, content }]),
    queueMany,
    wake: options.wake,
  };
}
