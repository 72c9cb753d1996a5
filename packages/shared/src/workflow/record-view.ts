/**
 * What a record page shows of its workflow, read off the table only: the action bar (each button's words, dialog
 * question, whether a comment is required, and why it is disabled — the first failing precondition) and the
 * timeline in the workflow's own words (the row that took each step gives the label; statuses by their labels).
 */
import { z } from 'zod';
import { ROLE_LABELS, type Role } from '../auth/roles.ts';
import {
  WORKFLOW_ACTIONS,
  commentRequiredOf,
  labelOf,
  userRowsFor,
  type Transition,
  type Workflow,
  type WorkflowAction,
} from './engine.ts';
import { PRECONDITION_LABELS, type PreconditionName } from './preconditions.ts';
import { takesReasons } from './reasons.ts';
import { reasonOptionSchema, stepReasonSchema, type ReasonOption } from './reasons.schemas.ts';

export const recordActionSchema = z.object({
  action: z.enum(WORKFLOW_ACTIONS),
  label: z.string(),
  question: z.string(),
  commentRequired: z.boolean(),
  /** Why the button is disabled (the first precondition not met), or null. */
  disabledReason: z.string().nullable(),
  /** The reasons the dialog offers (the record type's active list) when the step takes reasons; absent otherwise. */
  reasons: z.array(reasonOptionSchema).optional(),
});
export type RecordAction = z.infer<typeof recordActionSchema>;

/** One step of the record's timeline, with the workflow's words for it. */
export const timelineEntrySchema = z.object({
  at: z.string(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  actorName: z.string(),
  actorRole: z.string(),
  comments: z.string().nullable(),
  actionLabel: z.string().optional(),
  fromStatusLabel: z.string().nullable().optional(),
  toStatusLabel: z.string().optional(),
  /** A Reject / Seek Clarification's reasons, or a resubmission's answers to them (labels as they were). */
  reasons: z.array(stepReasonSchema).nullable().optional(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

const DEFAULT_QUESTIONS: Record<WorkflowAction, string> = {
  Submit: 'Submit the record?',
  Forward: 'Verify the record and move it on to the next step?',
  Approve: 'Approve the record?',
  Reject: 'Reject the record? Say why: the applicant reads your comments.',
  Return: 'Send the record back to the applicant? Say what needs to be clarified.',
};

/** Failing preconditions of a record, by name, with the server's message (absent or null = met). */
export type PreconditionResults = Partial<Record<PreconditionName, string | null>>;

export function firstFailing(
  names: readonly PreconditionName[] | undefined,
  results: PreconditionResults,
): string | null {
  for (const name of names ?? []) {
    const failed = results[name];
    if (failed) return failed;
  }
  return null;
}

/** The processor's buttons on a record (Submit is the form's), one per action, in table order. */
export function actionBarOf<S extends string, C>(
  wf: Workflow<S, C>,
  status: S,
  role: Role,
  ctx: C,
  results: PreconditionResults = {},
  reasons: readonly ReasonOption[] = [],
): RecordAction[] {
  const bar: RecordAction[] = [];
  for (const t of userRowsFor(wf, status, role, ctx)) {
    if (t.action === 'Submit' || bar.some((b) => b.action === t.action)) continue;
    bar.push({
      action: t.action,
      label: labelOf(wf, t),
      question: t.question ?? wf.questions?.[t.action] ?? DEFAULT_QUESTIONS[t.action],
      commentRequired: commentRequiredOf(t),
      disabledReason: firstFailing(t.preconditions, results),
      ...(takesReasons(wf, t) ? { reasons: [...reasons] } : {}),
    });
  }
  return bar;
}

/** The preconditions any of a role's rows on a record may need (what the server evaluates for the action bar). */
export function preconditionsOf<S extends string, C>(wf: Workflow<S, C>, status: S, role: Role, ctx: C) {
  return [...new Set(userRowsFor(wf, status, role, ctx).flatMap((t) => t.preconditions ?? []))];
}

export function preconditionLabel(name: PreconditionName): string {
  return PRECONDITION_LABELS[name];
}

const roleKeyOf = (role: string): string =>
  (Object.entries(ROLE_LABELS) as [string, string][]).find(([, label]) => label === role)?.[0] ?? role;

/** The row of the table that took a recorded step (same from, to, action and role), if any. */
function rowOf<S extends string, C>(wf: Workflow<S, C>, entry: TimelineEntry): Transition<S, C> | undefined {
  const role = roleKeyOf(entry.actorRole);
  const rows = wf.transitions.filter((t) => t.action === entry.action && t.to === entry.toStatus);
  return (
    rows.find((t) => t.from === entry.fromStatus && t.role === role) ??
    rows.find((t) => t.role === role) ??
    rows.find((t) => t.from === entry.fromStatus) ??
    rows[0]
  );
}

export function statusLabelOf<S extends string, C>(wf: Workflow<S, C>, status: string): string {
  return (wf.statusLabels as Record<string, string> | undefined)?.[status] ?? status;
}

/** The timeline in the workflow's words. */
export function labelTimeline<S extends string, C>(
  wf: Workflow<S, C>,
  entries: readonly TimelineEntry[],
): TimelineEntry[] {
  return entries.map((entry) => {
    const row = rowOf(wf, entry);
    return {
      ...entry,
      actionLabel: row ? labelOf(wf, row) : (labelOf(wf, { action: entry.action as WorkflowAction }) ?? entry.action),
      fromStatusLabel: entry.fromStatus === null ? null : statusLabelOf(wf, entry.fromStatus),
      toStatusLabel: statusLabelOf(wf, entry.toStatus),
    };
  });
}
