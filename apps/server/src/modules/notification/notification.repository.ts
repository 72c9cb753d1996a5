/** SQL for the bell and the notifications page. */
import { and, asc, count, desc, eq, gt, isNull, max } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export interface Paging {
  pageNumber: number;
  pageSize: number;
}

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

/** One page of every notification of the user (read or not), newest first, with how many there are. */
export async function listPage(db: DbOrTx, userId: number, page: Paging) {
  const mine = eq(notifications.userId, userId);
  const rows = await db
    .select()
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.pageSize)
    .offset((page.pageNumber - 1) * page.pageSize);
  const [total] = await db.select({ value: count() }).from(notifications).where(mine);
  return { rows, total: total?.value ?? 0 };
}

export async function markAllRead(db: DbOrTx, userId: number, at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Marks one of the user's notifications read (once: a read one keeps its time); null when it is not the user's. */
export async function markRead(db: DbOrTx, userId: number, id: number, at: Date): Promise<number | null> {
  const [row] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row) return null;
  if (row.readAt !== null) return 0;
  await db.update(notifications).set({ readAt: at }).where(eq(notifications.id, id));
  return 1;
}

/** A live link's replay: the user's notifications after `afterId`, oldest first, at most `limit`. */
export function notificationsAfter(db: DbOrTx, userId: number, afterId: number, limit: number) {
  return db
    .select({ id: notifications.id, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.id, afterId)))
    .orderBy(asc(notifications.id))
    .limit(limit);
}

/** The user's newest notification id, 0 when none. */
export async function newestNotificationId(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(notifications.id) })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return row?.id ?? 0;
}
