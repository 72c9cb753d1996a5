/** SQL for the bell. */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

export async function countUnread(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

export async function listUnread(db: DbOrTx, userId: number, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function markAllRead(db: DbOrTx, userId: number, at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
