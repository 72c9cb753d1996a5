/** SQL of workflow_events: every workflow's timeline, one row per step. */
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { liveRecordOfEntity } from '@stoa/shared';
import { changeAndAnnounceRecords } from '../realtime/realtime.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users, workflowEvents } from '../../db/schema/index.ts';

export type NewWorkflowEvent = typeof workflowEvents.$inferInsert;

export async function insertEvent(db: DbOrTx, values: NewWorkflowEvent): Promise<void> {
  await db.insert(workflowEvents).values(values);
}

/**
 * Many steps in one statement of one parameter (processing outcomes, the validity job): INSERT … SELECT, announcing
 * the records they move to those who follow them live.
 */
export async function insertEvents(db: DbOrTx, values: readonly NewWorkflowEvent[]): Promise<void> {
  if (values.length === 0) return;
  const rows = values.map((v) => ({
    t: v.recordType,
    i: v.recordId,
    a: v.action,
    f: v.fromStatus ?? null,
    s: v.toStatus,
    u: v.actorUserId ?? null,
    r: v.actorRole,
    c: v.comments ?? null,
    o: (v.occurredAt ?? new Date()).toISOString(),
  }));
  const insert = sql`
    insert into workflow_events (record_type, record_id, action, from_status, to_status, actor_user_id, actor_role,
                                 comments, occurred_at)
    select v.t, v.i, v.a, v.f, v.s, v.u, v.r, v.c, v.o
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as v(t text, i integer, a text, f text, s text, u integer, r text, c text, o timestamptz)`;
  const records = values.map((v) => liveRecordOfEntity(v.recordType, v.recordId));
  await changeAndAnnounceRecords(db, insert, records, values[0]?.actorUserId ?? null);
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
      reasons: workflowEvents.reasons,
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
