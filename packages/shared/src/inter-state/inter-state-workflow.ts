/**
 * The inter-state registration workflow: the transition table an entity's registration for inter-state
 * transactions runs through (DOMAIN §7 chain, without the utility and STOA-check steps).
 *
 *   Draft ─Submit→ Submitted ─SLDC business user (Verify and Forward)→ STOAApproved ─SLDC approver I→
 *     SLDCApproverIApproved ─SLDC approver II (Approve)→ Approved
 *
 * The SLDC business user rejects (→ SLDCRejected) or returns (→ SLDCReturned); the approvers reject (→ Rejected) or
 * return (→ Returned). The owner edits a Returned one and submits it again, from the start of the chain.
 */
import type { Role } from '../auth/roles.ts';
import {
  RECORD_STATUS_LABELS,
  REGISTRATION_WORKFLOW,
  type RecordStatus,
} from '../registration/registration-workflow.ts';
import type { ClockRule, Transition, Workflow } from '../workflow/engine.ts';
import { INTER_STATE_NEXT_STEPS } from '../registration/registration-next-steps.ts';

/** The record statuses an inter-state registration can be in (a subset of spec §4's record statuses). */
export const INTER_STATE_STATUSES = [
  'Draft',
  'Submitted',
  'STOAApproved',
  'SLDCApproverIApproved',
  'Approved',
  'Expired',
  'SLDCReturned',
  'Returned',
  'SLDCRejected',
  'Rejected',
] as const satisfies readonly RecordStatus[];

/** The owners: they apply and edit (each for the sectors of SECTORS_BY_ROLE). */
export const INTER_STATE_OWNER_ROLES = [
  'OABusinessUser',
  'Trader',
  'DISCOMBusinessUser',
] as const satisfies readonly Role[];

export const INTER_STATE_EDITABLE = ['Draft', 'SLDCReturned', 'Returned'] as const satisfies readonly RecordStatus[];

/** Submitted and not yet decided: the owner may not start another of the same sector meanwhile. */
export const INTER_STATE_IN_PROCESS = [
  'Submitted',
  'STOAApproved',
  'SLDCApproverIApproved',
] as const satisfies readonly RecordStatus[];

/** The route of an inter-state registration depends on nothing: one chain for every sector. */
export type InterStateRoute = Record<string, never>;
export const INTER_STATE_ROUTE: InterStateRoute = {};

type T = Transition<RecordStatus, InterStateRoute>;

function step(
  from: RecordStatus,
  role: Role,
  forwardTo: RecordStatus,
  rejected: RecordStatus,
  returned: RecordStatus,
  forwardAction: 'Forward' | 'Approve' = 'Forward',
  extra: Partial<T> = {},
): T[] {
  return [
    { from, role, action: forwardAction, to: forwardTo, ...extra },
    { from, role, action: 'Reject', to: rejected },
    { from, role, action: 'Return', to: returned },
  ];
}

export const INTER_STATE_TRANSITIONS: readonly T[] = [
  ...INTER_STATE_EDITABLE.flatMap((from) =>
    INTER_STATE_OWNER_ROLES.map((role): T => ({ from, role, action: 'Submit', to: 'Submitted' })),
  ),
  ...step('Submitted', 'SLDCBusinessUser', 'STOAApproved', 'SLDCRejected', 'SLDCReturned', 'Forward', {
    preconditions: ['documentsVerified'],
  }),
  ...step('STOAApproved', 'SLDCApproverI', 'SLDCApproverIApproved', 'Rejected', 'Returned'),
  ...step('SLDCApproverIApproved', 'SLDCApproverII', 'Approved', 'Rejected', 'Returned', 'Approve', {
    effects: ['issueNumber', 'setValidity'],
  }),
  { from: 'Approved', role: 'System', action: 'Expire', to: 'Expired' },
];

const STEP_CLOCK: ClockRule = { workingDays: (rules) => rules.clocks.interStateStepWorkingDays };

export const INTER_STATE_WORKFLOW: Workflow<RecordStatus, InterStateRoute> = {
  name: 'inter-state registration',
  statuses: INTER_STATE_STATUSES,
  editable: INTER_STATE_EDITABLE,
  ownerRoles: INTER_STATE_OWNER_ROLES,
  transitions: INTER_STATE_TRANSITIONS,
  // The same buttons as registrations (spec §4): Verify and Forward, Reject, Seek Clarification, Approve.
  labels: REGISTRATION_WORKFLOW.labels,
  recordType: 'InterStateRegistration',
  statusLabels: RECORD_STATUS_LABELS,
  questions: REGISTRATION_WORKFLOW.questions,
  clocks: Object.fromEntries(INTER_STATE_IN_PROCESS.map((s) => [s, STEP_CLOCK])),
  nextSteps: INTER_STATE_NEXT_STEPS,
};

/** The validity job's move (the system's, never a user's). */
export const INTER_STATE_SYSTEM_TRANSITIONS = {
  expire: { from: ['Approved'], to: 'Expired' },
} as const satisfies Record<string, { from: readonly RecordStatus[]; to: RecordStatus }>;
