/**
 * THE transition runner: one transaction locks the record, finds the row of the shared table (422 when there is
 * none), checks the comment rule (400) and the row's named preconditions (422 with the precondition's message),
 * runs its named effects, saves the status, and writes the timeline event, the audit row and the notifications
 * (bell + mail, never to the actor). Mail leaves after commit.
 */
import {
  SYSTEM_ROLE,
  WORKFLOW_MESSAGES,
  commentRequiredOf,
  reasonsText,
  takesReasons,
  type Transition,
  type TransitionAction,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../errors.ts';
import { portalUrlOf } from '../../config.ts';
import { notifyAll } from '../notifications/notifications.ts';
import { writeAudit } from '../audit.ts';
import { recordEvent } from '../timeline/timeline.ts';
import type { Patch, Step, StepActor, StepInput, WorkflowDefinition } from './definition.ts';
import { stepReasonsOf } from './reasons.ts';

/** The row of the first of the actions the table has for the actor from the status (in table order). */
function rowFor<S extends string, C>(
  transitions: readonly Transition<S, C>[],
  from: S,
  actor: StepActor,
  actions: readonly TransitionAction[],
  ctx: C,
  to: string | undefined,
): Transition<S, C> | null {
  const role = actor.userId === null ? SYSTEM_ROLE : actor.role;
  return (
    transitions.find(
      (t) =>
        t.from === from &&
        t.role === role &&
        actions.includes(t.action) &&
        (to === undefined || t.to === to) &&
        (t.when ? t.when(ctx) : true),
    ) ?? null
  );
}

/** Takes one step inside the caller's transaction (for callers that do more in it); see runTransition. */
export async function takeStep<S extends string, C, R>(
  tx: DbOrTx,
  def: WorkflowDefinition<S, C, R>,
  id: number,
  action: TransitionAction | readonly TransitionAction[],
  actor: StepActor,
  input: StepInput<C> = {},
): Promise<{ record: R; step: Step<S> }> {
  const record = await def.lock(tx, id, actor, input);
  const from = def.statusOf(record);
  const stepRoute = def.stepRoute ? await def.stepRoute(tx, record, actor) : {};
  const ctx = { ...def.routeOf(record), ...stepRoute, ...input.route } as C;
  const actions = typeof action === 'string' ? [action] : action;
  const row = rowFor(def.workflow.transitions, from, actor, actions, ctx, input.to);
  if (!row) throw new AppError('business-rule', WORKFLOW_MESSAGES.notAllowed);
  const comments = input.comments?.trim() ? input.comments : null;
  // A processor's Reject / Return says why with reasons or comments; other rows keep their comment rule.
  const reasons = await stepReasonsOf(tx, def.workflow, def.recordType, row, input.reasonCodes ?? [], comments);
  if (!takesReasons(def.workflow, row) && commentRequiredOf(row) && !comments) {
    throw new AppError('validation', WORKFLOW_MESSAGES.commentRequired, 'comments');
  }
  for (const name of row.preconditions ?? []) {
    const failed = await def.preconditions?.[name]?.(tx, record, actor);
    if (failed) throw new AppError('business-rule', failed);
  }
  const step: Step<S> = { action: row.action, from, to: row.to, actor, comments, reasons, at: def.deps.now() };
  let patch: Patch = {};
  for (const name of row.effects ?? []) {
    const effect = def.effects?.[name];
    if (effect) patch = { ...patch, ...(await effect(tx, record, step, patch)) };
  }
  await def.save(tx, record, { ...patch, status: row.to }, step.at);
  const saved = await def.reload(tx, id);
  await recordStep(tx, def, saved, step);
  return { record: saved, step };
}

/**
 * The traces of a step already applied by its caller (a submission that creates or rewrites the record): the
 * timeline and audit rows and the notifications.
 */
export async function recordStep<S extends string, C, R>(
  tx: DbOrTx,
  def: WorkflowDefinition<S, C, R>,
  record: R,
  step: Step<S>,
): Promise<void> {
  const { from, to, ...rest } = step;
  await recordEvent(tx, {
    recordType: def.recordType,
    recordId: def.idOf(record),
    ...rest,
    fromStatus: from,
    toStatus: to,
  });
  await def.afterSteps?.(tx, [def.idOf(record)], step.at);
  await announceStep(tx, def, record, step);
}

export async function announceStep<S extends string, C, R>(
  tx: DbOrTx,
  def: WorkflowDefinition<S, C, R>,
  record: R,
  step: Step<S>,
): Promise<void> {
  const portalUrl = portalUrlOf(def.deps.config);
  // The bell and the mail name a step's reasons by their labels (a resubmission's with the answers).
  const reasons = reasonsText(step.reasons);
  for (const { recipients, message } of await def.announce(tx, record, step)) {
    const lead = step.reasons?.some((r) => r.answer) ? 'Answers' : 'Reasons';
    const told = reasons ? { ...message, text: `${message.text} ${lead}: ${reasons}.` } : message;
    await notifyAll(tx, def.deps.mail.outbox, recipients, told, portalUrl, step.actor.userId);
  }
}

/** One step in its own transaction; wakes the mail worker after commit. */
export async function runTransition<S extends string, C, R>(
  def: WorkflowDefinition<S, C, R>,
  id: number,
  action: TransitionAction | readonly TransitionAction[],
  actor: StepActor,
  input: StepInput<C> = {},
): Promise<{ record: R; step: Step<S> }> {
  const result = await def.deps.db.transaction((tx) => takeStep(tx, def, id, action, actor, input));
  def.deps.mail.outbox.wake();
  return result;
}

/** A draft saved (no step: the status does not move): its audit row, '<recordtype>.save-draft'. */
export function recordDraftSaved(
  tx: DbOrTx,
  def: { recordType: string },
  recordId: number,
  actor: { userId: number; ip?: string | null },
): Promise<void> {
  const action = `${def.recordType.toLowerCase()}.save-draft`;
  return writeAudit(tx, {
    actorUserId: actor.userId,
    action,
    entityType: def.recordType,
    entityId: recordId,
    ip: actor.ip ?? null,
  });
}
