/**
 * The workflow engine (DOMAIN §7, spec §4 "Form actions"): a workflow is a transition table — status × role ×
 * action → status — and everything else is read off it: which actions a role has on a record, which form action
 * (Write, Forward, Reject, Return, Approve, ReadOnly, NoOP) the screen shows, who acts next, the button's and the
 * timeline's words, the named preconditions the server checks (and the web shows as the reason a button is
 * disabled), the named effects the server runs, and the system's own steps (processing outcomes, expiry, renewal,
 * deemed answers) as rows with the role 'System'. Every workflow defines its table and reuses these functions; the
 * server takes a row with `runTransition` (platform/workflow).
 */
import type { Role } from '../auth/roles.ts';
import type { BusinessRules } from '../config/business-rules.ts';
import type { NextStepRule } from './next-step.ts';
import type { PreconditionName } from './preconditions.ts';

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

/** The actor of the system's own steps (processing outcomes, the validity job, a deemed answer). */
export const SYSTEM_ROLE = 'System';
export type ActorRole = Role | typeof SYSTEM_ROLE;

/**
 * Steps that are not a processor's button: a party's consent, the outcomes of processing, the validity job's
 * expiry and hand-over, the statutory clock's deemed answer.
 */
export const SYSTEM_ACTIONS = [
  'ConsentGiven',
  'ConsentRefused',
  'ApproveAll',
  'AllocateProRata',
  'AllocateInOrder',
  'Expire',
  'Renewed',
  'DeemedApproved',
  'EBidding',
] as const;
export type SystemAction = (typeof SYSTEM_ACTIONS)[number];
export type TransitionAction = WorkflowAction | SystemAction;

/** What a step does besides moving the status (run by the server's workflow definition, in the same transaction). */
export const EFFECT_NAMES = [
  'issueNumber',
  'releaseCapacity',
  'holdCapacity',
  'handOverRenewal',
  'setValidity',
  'recordConsent',
  'applyRevision',
] as const;
export type EffectName = (typeof EFFECT_NAMES)[number];

export interface Transition<S extends string, C> {
  from: S;
  /** Who takes the step; 'System' for the system's steps (never offered as a button). */
  role: ActorRole;
  action: TransitionAction;
  to: S;
  /** The row applies only when this holds for the record (e.g. "a DISCOM is involved"). */
  when?: (ctx: C) => boolean;
  /** The button and timeline words of this row when they differ from the workflow's label for the action. */
  label?: string;
  /** What the confirmation dialog asks (default: the workflow's question for the action). */
  question?: string;
  /** Named checks the server makes before the step; the web shows the first one failing on the disabled button. */
  preconditions?: readonly PreconditionName[];
  effects?: readonly EffectName[];
  /** Default: Reject and Return need a comment (COMMENT_REQUIRED). */
  commentRequired?: boolean;
}

/** The statutory clock of a waiting status: due so many working days after the record entered it. */
export interface ClockRule {
  /** The working days allowed, read from the business rules (one source: the rules document). */
  workingDays: (rules: BusinessRules) => number;
  /** Taken by the system when the clock runs out (a deemed answer), else the record is only shown overdue. */
  onExpiry?: SystemAction;
  /**
   * The payer's fee gates the step (DOMAIN §5 "Fee timing": the SLDC's clock does not run while a record waits for
   * its payer's fee): while the fee is owed the clock waits; it runs from when the payer paid it (clocks.ts).
   */
  waitsForFee?: boolean;
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
  /** The record type of its timeline rows, audit rows and documents. */
  recordType?: string;
  /** The words of each status (chips, timeline, lists). */
  statusLabels?: Readonly<Record<S, string>>;
  /** The status filter options of its lists (spec §4), in the spec's order. */
  filters?: readonly { label: string; status: S }[];
  /** What each processor's dialog asks (a row's `question` wins). */
  questions?: Partial<Record<WorkflowAction, string>>;
  /** The statutory clocks of waiting statuses. */
  clocks?: Partial<Record<S, ClockRule>>;
  /** What happens next in each status that can still move: who acts, what they do, where (next-step.ts). */
  nextSteps?: Partial<Record<S, NextStepRule>>;
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

/** The system's step of an action from a status (an outcome, expiry, a deemed answer), or null. */
export function findSystemTransition<S extends string, C>(
  wf: Workflow<S, C>,
  status: S,
  action: SystemAction,
  to: S,
): Transition<S, C> | null {
  return (
    wf.transitions.find((t) => t.role === SYSTEM_ROLE && t.from === status && t.action === action && t.to === to) ??
    null
  );
}

/** A row's words: its own label, else the workflow's label of its action, else the action. */
export function labelOf<S extends string, C>(
  wf: Workflow<S, C>,
  t: Pick<Transition<S, C>, 'action' | 'label'>,
): string {
  return t.label ?? (wf.labels as Record<string, string>)[t.action] ?? SYSTEM_ACTION_LABELS[t.action as SystemAction];
}

export const SYSTEM_ACTION_LABELS: Record<SystemAction, string> = {
  ConsentGiven: 'Consent given',
  ConsentRefused: 'Consent refused',
  // Processing's and e-bidding's rows carry their outcome's words (application processing-outcomes.ts).
  ApproveAll: 'Approve All',
  AllocateProRata: 'Allocated pro-rata',
  AllocateInOrder: 'Allocated in order of receipt',
  Expire: 'Validity ended',
  Renewed: 'Renewed',
  DeemedApproved: 'Deemed approved',
  EBidding: 'E-bidding result',
};

export function commentRequiredOf(t: Pick<Transition<string, unknown>, 'action' | 'commentRequired'>): boolean {
  return t.commentRequired ?? COMMENT_REQUIRED.has(t.action as WorkflowAction);
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

/** The rows a role may take as a button on a record in a status (in table order). */
export function userRowsFor<S extends string, C>(
  wf: Workflow<S, C>,
  status: S,
  role: Role,
  ctx: C,
): (Transition<S, C> & { action: WorkflowAction })[] {
  return wf.transitions.filter(
    (t): t is Transition<S, C> & { action: WorkflowAction } =>
      t.from === status && t.role === role && isWorkflowAction(t.action) && (t.when ? t.when(ctx) : true),
  );
}

export function isWorkflowAction(action: string): action is WorkflowAction {
  return (WORKFLOW_ACTIONS as readonly string[]).includes(action);
}

/** The actions a role may take on a record in a status (in table order, deduplicated). */
export function actionsFor<S extends string, C>(wf: Workflow<S, C>, status: S, role: Role, ctx: C): WorkflowAction[] {
  const actions: WorkflowAction[] = [];
  for (const t of userRowsFor(wf, status, role, ctx)) {
    if (!actions.includes(t.action)) actions.push(t.action);
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
    if (t.role === SYSTEM_ROLE || t.action === 'Submit' || !isWorkflowAction(t.action)) continue;
    if (t.from === status && (t.when ? t.when(ctx) : true) && !roles.includes(t.role)) roles.push(t.role);
  }
  return roles;
}
