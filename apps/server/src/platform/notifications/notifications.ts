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
  const seen = new Set<number>(exceptUserId === null ? [] : [exceptUserId]);
  const unique = recipients.filter((r) => !seen.has(r.id) && seen.add(r.id));
  await insertNotifications(
    tx,
    unique.map((r) => ({ userId: r.id, message: message.text, link: message.link })),
  );
  for (const r of unique) {
    await outbox.queue(
      tx,
      r.email,
      eventMail({
        firstName: r.firstName,
        title: message.title,
        lines: [message.text],
        link: `${portalUrl}${message.link}`,
      }),
    );
  }
}
