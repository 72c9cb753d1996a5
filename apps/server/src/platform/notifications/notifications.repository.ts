/** SQL that writes notifications (the bell); the notification module reads and marks them. */
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export type NewNotification = { userId: number; message: string; link?: string | null };

/** One statement for every bell of a step. */
export async function insertNotifications(db: DbOrTx, values: readonly NewNotification[]): Promise<void> {
  if (values.length === 0) return;
  await db.insert(notifications).values([...values]);
}
