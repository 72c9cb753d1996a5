/** Figures for the role dashboards. */
import { and, count, desc, eq, gte, isNull, max, sql } from 'drizzle-orm';
import { auditLog, notifications, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

export async function userCounts(db: DbOrTx) {
  const [row] = await db
    .select({
      total: count(),
      disabled: sql<number>`count(*) filter (where not ${users.isEnabled})`.mapWith(Number),
      defaulters: sql<number>`count(*) filter (where ${users.isDefaulter})`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${users.status} = 'Pending')`.mapWith(Number),
    })
    .from(users);
  return row ?? { total: 0, disabled: 0, defaulters: 0, pending: 0 };
}

export async function signInsSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(auditLog)
    .where(
      and(eq(auditLog.actorUserId, userId), eq(auditLog.action, 'account.sign-in'), gte(auditLog.occurredAt, since)),
    );
  return row?.value ?? 0;
}

/** The sign-in before the current one: what "last sign-in" means to a user reading their dashboard. */
export async function previousSignInAt(db: DbOrTx, userId: number): Promise<Date | null> {
  const rows = await db
    .select({ at: auditLog.occurredAt })
    .from(auditLog)
    .where(and(eq(auditLog.actorUserId, userId), eq(auditLog.action, 'account.sign-in')))
    .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
    .limit(1)
    .offset(1);
  return rows[0]?.at ?? null;
}

/** A user's unread notifications: how many, and the newest one's id (0: none). One range of the (user, read) index. */
export async function unreadOf(db: DbOrTx, userId: number): Promise<{ count: number; newestId: number }> {
  const [row] = await db
    .select({ count: count(), newestId: max(notifications.id) })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { count: row?.count ?? 0, newestId: row?.newestId ?? 0 };
}

/** The newest notification's id (0: none), from the primary key's end. */
export async function newestNotificationId(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ id: max(notifications.id) }).from(notifications);
  return row?.id ?? 0;
}
