/**
 * Notifications (platform service): a bell and a mail per recipient, inside the caller's transaction (the mail
 * through the outbox, sent after commit). Deduplicated; never to the user who took the step (`exceptUserId`).
 */
import type { DbOrTx } from '../../db/client.ts';
import { eventMail } from '../mail/templates.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { Recipient } from '../users/users.ts';
import { insertNotifications } from './notifications.repository.ts';

export { insertNotifications } from './notifications.repository.ts';

export interface NotificationMessage {
  title: string;
  text: string;
  /** The web path of the record (a record link from shared). */
  link: string;
}

export async function notifyAll(
  tx: DbOrTx,
  outbox: Outbox,
  recipients: readonly Recipient[],
  message: NotificationMessage,
  portalUrl: string,
  exceptUserId: number | null = null,
): Promise<void> {
  const seen = new Set<number>();
  const unique = recipients.filter((r) => !seen.has(r.id) && seen.add(r.id));
  await notifyEach(
    tx,
    outbox,
    unique.map((recipient) => ({ recipient, message })),
    portalUrl,
    exceptUserId,
  );
}

/**
 * A message of its own to each recipient (a batch's outcome per applicant): every bell in one statement and every
 * mail in one more, whatever the number of recipients. The user who took the step (`exceptUserId`) is left out.
 */
export async function notifyEach(
  tx: DbOrTx,
  outbox: Outbox,
  all: readonly { recipient: Recipient; message: NotificationMessage }[],
  portalUrl: string,
  exceptUserId: number | null,
): Promise<void> {
  const items = all.filter(({ recipient }) => recipient.id !== exceptUserId);
  await insertNotifications(
    tx,
    items.map(({ recipient, message }) => ({ userId: recipient.id, message: message.text, link: message.link })),
  );
  await outbox.queueMany(
    tx,
    items.map(({ recipient, message }) => ({
      to: recipient.email,
      content: eventMail({
        firstName: recipient.firstName,
        title: message.title,
        lines: [message.text],
        link: `${portalUrl}${message.link}`,
      }),
    })),
  );
}
