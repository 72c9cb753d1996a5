/**
 * The timeline (platform service): one row per workflow step in workflow_events plus its audit row, written in the
 * caller's transaction; a record's timeline read back oldest first with the actors' names.
 */
import { ROLE_LABELS, type Role, type StepReason, type TimelineEntry } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { writeAudit } from '../audit.ts';
import { enteredAt, eventsOf, insertEvent, insertEvents } from './timeline.repository.ts';

export interface Actor {
  userId: number;
  role: Role;
  ip?: string | null;
}

/** The actor of a system step (processing, the validity job, a deemed answer). */
export const SYSTEM_ACTOR = { userId: null, role: 'System' } as const;
export type SystemActor = typeof SYSTEM_ACTOR;

export interface WorkflowEvent {
  recordType: string;
  recordId: number;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  actor: Actor | SystemActor;
  comments?: string | null;
  /** A Reject / Return's reasons or a resubmission's answers (labels as they were). */
  reasons?: StepReason[] | null;
  at: Date;
}

/** The timeline row and the audit row of one step. */
export async function recordEvent(tx: DbOrTx, event: WorkflowEvent): Promise<void> {
  await insertEvent(tx, {
    recordType: event.recordType,
    recordId: event.recordId,
    action: event.action,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    actorUserId: event.actor.userId,
    actorRole: event.actor.role,
    comments: event.comments ?? null,
    reasons: event.reasons ?? null,
    occurredAt: event.at,
  });
  await writeAudit(tx, {
    actorUserId: event.actor.userId,
    action: `${event.recordType.toLowerCase()}.${event.action.toLowerCase()}`,
    entityType: event.recordType,
    entityId: event.recordId,
    oldValues: { status: event.fromStatus },
    newValues: event.reasons ? { status: event.toStatus, reasons: event.reasons } : { status: event.toStatus },
    comment: event.comments ?? null,
    ip: 'ip' in event.actor ? (event.actor.ip ?? null) : null,
  });
}

/** The timeline rows of many steps in one statement; the caller writes one audit row for the batch. */
export async function recordEvents(tx: DbOrTx, events: readonly WorkflowEvent[]): Promise<void> {
  await insertEvents(
    tx,
    events.map((e) => ({
      recordType: e.recordType,
      recordId: e.recordId,
      action: e.action,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      actorUserId: e.actor.userId,
      actorRole: e.actor.role,
      comments: e.comments ?? null,
      occurredAt: e.at,
    })),
  );
}

/** A record's timeline, oldest first, with the actors' names. */
export async function timelineOf(db: DbOrTx, recordType: string, recordId: number): Promise<TimelineEntry[]> {
  const rows = await eventsOf(db, recordType, recordId);
  return rows.map((r) => ({
    at: r.at.toISOString(),
    action: r.action,
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    actorName: r.firstName ? `${r.firstName} ${r.lastName ?? ''}`.trim() : 'System',
    actorRole: (ROLE_LABELS as Record<string, string>)[r.actorRole] ?? r.actorRole,
    comments: r.comments,
    ...(r.reasons ? { reasons: r.reasons } : {}),
  }));
}

/** When each record entered each status, keyed 'id|status'. */
export async function enteredStatuses(db: DbOrTx, recordType: string, recordIds: readonly number[]) {
  const rows = await enteredAt(db, recordType, recordIds);
  return new Map(rows.filter((r) => r.at !== null).map((r) => [`${r.recordId}|${r.status}`, r.at as Date]));
}
