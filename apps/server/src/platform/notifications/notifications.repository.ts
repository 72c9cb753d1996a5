/** SQL that writes notifications (the bell); the notification module reads and marks them. */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { announce } from '../realtime/realtime.ts';

export type NewNotification = { userId: number; message: string; link?: string | null };

/** One statement (of one parameter) for every bell of a step or a batch, and its realtime announcement. */
export async function insertNotifications(db: DbOrTx, values: readonly NewNotification[]): Promise<void> {
  if (values.length === 0) return;
  const rows = values.map((v) => ({ u: v.userId, m: v.message, l: v.link ?? null }));
  await db.execute(sql`
    insert into notifications (user_id, message, link)
    select v.u, v.m, v.l from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(u integer, m text, l text)`);
  // Their open pages ring when this commits (realtime, issue 20).
  await announce(db, { users: values.map((v) => v.userId) });
}
