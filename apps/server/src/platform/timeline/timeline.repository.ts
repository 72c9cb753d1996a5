/** SQL of workflow_events: every workflow's timeline, one row per step. */
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users, workflowEvents } from '../../db/schema/index.ts';

export type NewWorkflowEvent = typeof workflowEvents.$inferInsert;

export async function insertEvent(db: DbOrTx, values: NewWorkflowEvent): Promise<void> {
  await db.insert(workflowEvents).values(values);
}

/** Many steps in one statement (processing outcomes, the validity job). */
export async function insertEvents(db: DbOrTx, values: readonly NewWorkflowEvent[]): Promise<void> {
  if (values.length > 0) await db.insert(workflowEvents).values([...values]);
}

/** A record's events, oldest first, with the actors' names. */
export function eventsOf(db: DbOrTx, recordType: string, recordId: number) {
  return db
    .select({
      at: workflowEvents.occurredAt,
      action: workflowEvents.action,
      fromStatus: workflowEvents.fromStatus,
      toStatus: workflowEvents.toStatus,
      actorRole: workflowEvents.actorRole,
      comments: workflowEvents.comments,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(workflowEvents)
    .leftJoin(users, eq(users.id, workflowEvents.actorUserId))
    .where(and(eq(workflowEvents.recordType, recordType), eq(workflowEvents.recordId, recordId)))
    .orderBy(asc(workflowEvents.occurredAt), asc(workflowEvents.id));
}

/** When each record last entered each status (the start of a statutory clock), in one statement. */
export async function enteredAt(db: DbOrTx, recordType: string, recordIds: readonly number[]) {
  if (recordIds.length === 0) return [];
  return db
    .select({ recordId: workflowEvents.recordId, status: workflowEvents.toStatus, at: max(workflowEvents.occurredAt) })
    .from(workflowEvents)
    .where(and(eq(workflowEvents.recordType, recordType), inArray(workflowEvents.recordId, [...recordIds])))
    .groupBy(workflowEvents.recordId, workflowEvents.toStatus);
}
