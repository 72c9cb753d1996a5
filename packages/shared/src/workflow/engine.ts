/**
 * The workflow engine (DOMAIN §7, spec §4 "Form actions"): a workflow is a transition table — status × role ×
 * action → status — and everything else is read off it: which actions a role has on a record, which form action
 * (Write, Forward, Reject, Return, Approve, ReadOnly, NoOP) the screen shows, who acts next. Registrations are the
 * first workflow; applications, revisions and payments define their own tables and reuse these functions.
 */
import type { Role } from '../auth/roles.ts';

/** What a user does to a record. `Submit` is the owner's; the others are the processors'. */
export const WORKFLOW_ACTIONS = ['Submit', 'Forward', 'Reject', 'Return', 'Approve'] as const;
export type WorkflowAction = (typeof WORKFLOW_ACTIONS)[number];

/** The spec's form actions (§4): what a screen offers a role on a record in a status. */
export const FORM_ACTIONS = ['Write', 'Forward', 'Reject', 'Return', 'Approve', 'ReadOnly', 'NoOP', 'Edit'] as const;
export type FormAction = (typeof FORM_ACTIONS)[number];

/** The form action each workflow action is offered as. */
export const FORM_ACTION_OF: Record<WorkflowAction, FormAction> = {
  Submit: 'Write',
  Forward: 'Forward',
  Reject: 'Reject',
  Return: 'Return',
  Approve: 'Approve',
};

/** Actions that need a comment: a refusal or a question must say why. */
export const COMMENT_REQUIRED: ReadonlySet<WorkflowAction> = new Set(['Reject', 'Return']);

export interface Transition<S extends string, C> {
  from: S;
  role: Role;
  action: WorkflowAction;
  to: S;
  /** The row applies only when this holds for the record (e.g. "a DISCOM is involved"). */
  when?: (ctx: C) => boolean;
}

export interface Workflow<S extends string, C> {
  name: string;
  statuses: readonly S[];
  /** Statuses in which the record's owner may edit it (Draft, the Returned ones). */
  editable: readonly S[];
  /** Roles that own (create and submit) records of this workflow. */
  ownerRoles: readonly Role[];
  transitions: readonly Transition<S, C>[];
  /** Button labels per action (spec §4: Forward is 'Verify and Forward', Return is 'Seek Clarification'). */
  labels: Record<WorkflowAction, string>;
}

export const WORKFLOW_MESSAGES = {
  notAllowed: 'This action is not allowed on the record in its current status.',
  commentRequired: 'Comments are required',
} as const;

/** The transition a role's action takes from a status, or null when the table has none (refused). */
export function findTransition<S extends string, C>(
  wf: Workflow<S, C>,
  status: S,
  role: Role,
  action: WorkflowAction,
  ctx: C,
): Transition<S, C> | null {
  return (
    wf.transitions.find(
      (t) => t.from === status && t.role === role && t.action === action && (t.when ? t.when(ctx) : true),
    ) ?? null
  );
}

export function nextStatus<S extends string, C>(
  wf: Workflow<S, C>,
  status: S,
  role: Role,
  action: WorkflowAction,
  ctx: C,
): S | null {
  return findTransition(wf, status, role, action, ctx)?.to ?? null;
}

/** The actions a role may take on a record in a status (in table order, deduplicated). */
export function actionsFor<S extends string, C>(wf: Workflow<S, C>, status: S, role: Role, ctx: C): WorkflowAction[] {
  const actions: WorkflowAction[] = [];
  for (const t of wf.transitions) {
    if (t.from === status && t.role === role && (t.when ? t.when(ctx) : true) && !actions.includes(t.action)) {
      actions.push(t.action);
    }
  }
  return actions;
}

/**
 * The form actions a viewer has: the owner writes while the record is editable; a processor gets the actions of
 * its row in the table; anyone else who may see the record reads it (`ReadOnly`); `NoOP` when not even that.
 */
export function formActionsFor<S extends string, C>(
  wf: Workflow<S, C>,
  status: S,
  role: Role,
  ctx: C,
  viewer: { isOwner: boolean; canView: boolean },
): FormAction[] {
  if (!viewer.canView) return ['NoOP'];
  const actions = actionsFor(wf, status, role, ctx).filter((a) => a !== 'Submit' || viewer.isOwner);
  if (viewer.isOwner && wf.editable.includes(status) && wf.ownerRoles.includes(role)) return ['Write'];
  const form = actions.map((a) => FORM_ACTION_OF[a]);
  return form.length > 0 ? form : ['ReadOnly'];
}

/** The roles that act next on a record in a status (whom to notify). */
export function nextActors<S extends string, C>(wf: Workflow<S, C>, status: S, ctx: C): Role[] {
  const roles: Role[] = [];
  for (const t of wf.transitions) {
    if (t.from === status && t.action !== 'Submit' && (t.when ? t.when(ctx) : true) && !roles.includes(t.role)) {
      roles.push(t.role);
    }
  }
  return roles;
}
