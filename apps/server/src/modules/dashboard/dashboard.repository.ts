/** Figures for the role dashboards. */
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema/index.ts';
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
