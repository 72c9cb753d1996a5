/**
 * The server half of the workflow engine: applies a transition from a shared table inside the caller's
 * transaction and leaves its traces — a timeline row, an audit row, a bell notification and a mail to the next
 * actors and to the record's owner. Registrations use it first; applications, revisions and payments reuse it.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  COMMENT_REQUIRED,
  ROLE_LABELS,
  WORKFLOW_MESSAGES,
  findTransition,
  type Role,
  type TimelineEntry,
  type Workflow,
  type WorkflowAction,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { users, workflowEvents } from '../../db/schema/index.ts';
import { writeAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { eventMail } from '../../platform/mail/templates.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import { insertNotification } from '../notification/notification.repository.ts';

export interface Actor {
  userId: number;
  role: Role;
  ip?: string | null;
}

/** Checks a role's action against the table: the next status, or 422 (not allowed) / 400 (comment missing). */
export function planTransition<S extends string, C>(
  wf: Workflow<S, C>,
  status: S,
  role: Role,
  action: WorkflowAction,
  ctx: C,
  comments: string | null,
): S {
  const transition = findTransition(wf, status, role, action, ctx);
  if (!transition) throw new AppError('business-rule', WORKFLOW_MESSAGES.notAllowed);
  if (COMMENT_REQUIRED.has(action) && !comments?.trim()) {
    throw new AppError('validation', WORKFLOW_MESSAGES.commentRequired, 'comments');
  }
  return transition.to;
}

export interface WorkflowEvent {
  recordType: string;
  recordId: number;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  actor: Actor | { userId: null; role: 'System' };
  comments?: string | null;
  at: Date;
}

/** The timeline row and the audit row of one step. */
export async function recordEvent(tx: DbOrTx, event: WorkflowEvent): Promise<void> {
  await tx.insert(workflowEvents).values({
    recordType: event.recordType,
    recordId: event.recordId,
    action: event.action,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    actorUserId: event.actor.userId,
    actorRole: event.actor.role,
    comments: event.comments ?? null,
    occurredAt: event.at,
  });
  await writeAudit(tx, {
    actorUserId: event.actor.userId,
    action: `${event.recordType.toLowerCase()}.${event.action.toLowerCase()}`,
    entityType: event.recordType,
    entityId: event.recordId,
    oldValues: { status: event.fromStatus },
    newValues: { status: event.toStatus },
    comment: event.comments ?? null,
    ip: 'ip' in event.actor ? (event.actor.ip ?? null) : null,
  });
}

/** A record's timeline, oldest first, with the actors' names. */
export async function timelineOf(db: DbOrTx, recordType: string, recordId: number): Promise<TimelineEntry[]> {
  const rows = await db
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
  return rows.map((r) => ({
    at: r.at.toISOString(),
    action: r.action,
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    actorName: r.firstName ? `${r.firstName} ${r.lastName ?? ''}`.trim() : 'System',
    actorRole: (ROLE_LABELS as Record<string, string>)[r.actorRole] ?? r.actorRole,
    comments: r.comments,
  }));
}

export interface Recipient {
  id: number;
  firstName: string;
  email: string;
}

/** Enabled users of some roles, optionally only those of one utility (DISCOM/TRANSCO steps). */
export async function usersInRoles(
  db: DbOrTx,
  roles: readonly Role[],
  utilityId?: number | null,
): Promise<Recipient[]> {
  if (roles.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, email: users.email })
    .from(users)
    .where(
      and(
        inArray(users.role, [...roles]),
        eq(users.isEnabled, true),
        utilityId === undefined
          ? undefined
          : utilityId === null
            ? isNull(users.utilityId)
            : eq(users.utilityId, utilityId),
      ),
    );
}

/** One enabled user as a recipient (a record's owner), or none. */
export async function recipientById(db: DbOrTx, userId: number): Promise<Recipient[]> {
  return db
    .select({ id: users.id, firstName: users.firstName, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isEnabled, true)));
}

/** Bell + mail to each recipient (deduplicated), inside the caller's transaction. */
export async function notifyAll(
  tx: DbOrTx,
  outbox: Outbox,
  recipients: readonly Recipient[],
  message: { title: string; text: string; link: string },
  portalUrl: string,
): Promise<void> {
  const seen = new Set<number>();
  for (const r of recipients) {
    if (seen.has(r.id)) continue;
    seen.add(r.id);
    await insertNotification(tx, { userId: r.id, message: message.text, link: message.link });
    await outbox.queue(
      tx,
      r.email,
      eventMail({
        firstName: r.firstName,
        title: message.title,
        lines: [message.text],
        link: `${portalUrl}${message.link}`,
      }),
    );
  }
}
