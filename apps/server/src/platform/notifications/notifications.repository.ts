/** SQL that writes notifications (the bell); the notification module reads and marks them. */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { insertAndAnnounceNotes } from '../realtime/realtime.ts';

export type NewNotification = { userId: number; message: string; link?: string | null };

/** One statement for every bell of a step or a batch with its realtime announcement (each with its id). */
export async function insertNotifications(db: DbOrTx, values: readonly NewNotification[]): Promise<void> {
  if (values.length === 0) return;
  const rows = values.map((v) => ({ u: v.userId, m: v.message, l: v.link ?? null }));
  // Their open pages ring when this commits (realtime, issues 20 and 35).
  await insertAndAnnounceNotes(
    db,
    sql`insert into notifications (user_id, message, link)
      select v.u, v.m, v.l from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(u integer, m text, l text)`,
  );
}
