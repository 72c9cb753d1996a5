/**
 * The standing clearance workflow (DOMAIN §8): the consent an in-state entity asks of the SLDC before an inter-state
 * purchase or sale, on the shared engine.
 *
 *   Draft ─Submit (owner)→ Submitted ─SLDC business user (Verify and Forward)→ SLDCVerified
 *     ─SLDC approver I or II (Approve)→ Approved (the clearance number is issued)
 *
 * The SLDC business user may also Reject (→ Rejected) or Seek Clarification (→ Returned: the owner edits and submits
 * again, and the statutory clock starts afresh); an approver may Reject. Approved and Rejected are final.
 */
import { APPLICANT_ROLES, type Role } from '../auth/roles.ts';
import type { ClockRule, Transition, Workflow } from '../workflow/engine.ts';
import { draftStep, resubmitStep, roleStep } from '../workflow/next-step.ts';

export const STANDING_CLEARANCE_STATUSES = [
  'Draft',
  'Submitted',
  'SLDCVerified',
  'Approved',
  'Returned',
  'Rejected',
] as const;
export type StandingClearanceStatus = (typeof STANDING_CLEARANCE_STATUSES)[number];

export const STANDING_CLEARANCE_STATUS_LABELS: Record<StandingClearanceStatus, string> = {
  Draft: 'Draft',
  Submitted: 'Pending SLDC verification',
  SLDCVerified: 'Pending SLDC approval',
  Approved: 'Approved',
  Returned: 'Returned for clarification',
  Rejected: 'Rejected',
};

export function isStandingClearanceStatus(value: unknown): value is StandingClearanceStatus {
  return typeof value === 'string' && (STANDING_CLEARANCE_STATUSES as readonly string[]).includes(value);
}

/** The owner edits (and submits) a draft or a returned request. */
export const STANDING_CLEARANCE_EDITABLE = ['Draft', 'Returned'] as const satisfies readonly StandingClearanceStatus[];

/** Awaiting the SLDC's answer: the statutory clock runs (DOMAIN §8, 3 working days by default). */
export const STANDING_CLEARANCE_UNDECIDED = [
  'Submitted',
  'SLDCVerified',
] as const satisfies readonly StandingClearanceStatus[];

/**
 * Requests that hold the applicant's capacity: clearances of one applicant and direction in these statuses may not
 * together exceed its capacity on any day (DOMAIN §8).
 */
export const STANDING_CLEARANCE_HOLDING = [
  'Submitted',
  'SLDCVerified',
  'Approved',
] as const satisfies readonly StandingClearanceStatus[];

/** The route of a standing clearance depends on nothing: one chain for every request. */
export type StandingClearanceRoute = Record<string, never>;
export const STANDING_CLEARANCE_ROUTE: StandingClearanceRoute = {};

type T = Transition<StandingClearanceStatus, StandingClearanceRoute>;

const APPROVERS = ['SLDCApproverI', 'SLDCApproverII'] as const satisfies readonly Role[];

export const STANDING_CLEARANCE_TRANSITIONS: readonly T[] = [
  ...STANDING_CLEARANCE_EDITABLE.flatMap((from) =>
    APPLICANT_ROLES.map((role): T => ({ from, role, action: 'Submit', to: 'Submitted' })),
  ),
  {
    from: 'Submitted',
    role: 'SLDCBusinessUser',
    action: 'Forward',
    to: 'SLDCVerified',
    preconditions: ['clearanceChecksPassed'],
  },
  { from: 'Submitted', role: 'SLDCBusinessUser', action: 'Reject', to: 'Rejected' },
  { from: 'Submitted', role: 'SLDCBusinessUser', action: 'Return', to: 'Returned' },
  ...APPROVERS.flatMap((role): T[] => [
    {
      from: 'SLDCVerified',
      role,
      action: 'Approve',
      to: 'Approved',
      preconditions: ['clearanceChecksPassed'],
      effects: ['issueNumber'],
    },
    { from: 'SLDCVerified', role, action: 'Reject', to: 'Rejected' },
  ]),
  // Unanswered when the statutory clock runs out: concurrence is deemed granted (DOMAIN §8, CERC practice).
  ...STANDING_CLEARANCE_UNDECIDED.map((from): T => ({
    from,
    role: 'System',
    action: 'DeemedApproved',
    to: 'Approved',
    effects: ['issueNumber'],
  })),
];

/** One clock from submission to the answer (not per step): the due date is stamped on the request. */
const ANSWER_CLOCK: ClockRule = {
  workingDays: (rules) => rules.standingClearance.responseWorkingDays,
  onExpiry: 'DeemedApproved',
};

export const STANDING_CLEARANCE_WORKFLOW: Workflow<StandingClearanceStatus, StandingClearanceRoute> = {
  name: 'standing clearance',
  statuses: STANDING_CLEARANCE_STATUSES,
  editable: STANDING_CLEARANCE_EDITABLE,
  ownerRoles: APPLICANT_ROLES,
  transitions: STANDING_CLEARANCE_TRANSITIONS,
  // The spec's buttons (§4 form actions): Verify and Forward, Reject, Seek Clarification, Approve.
  labels: {
    Submit: 'Submit',
    Forward: 'Verify and Forward',
    Reject: 'Reject',
    Return: 'Seek Clarification',
    Approve: 'Approve',
  },
  recordType: 'StandingClearance',
  statusLabels: STANDING_CLEARANCE_STATUS_LABELS,
  questions: {
    Forward: 'Verify the request and forward it for approval?',
    Approve: 'Grant the standing clearance? The clearance number is issued.',
    Reject: 'Refuse the standing clearance? Say why: the applicant reads your comments.',
    Return: 'Send the request back to the applicant? Say what needs to be clarified.',
  },
  clocks: Object.fromEntries(STANDING_CLEARANCE_UNDECIDED.map((s) => [s, ANSWER_CLOCK])),
  // Unanswered by its due date, the clearance is deemed granted (the clock's onExpiry).
  nextSteps: {
    Draft: draftStep('the request'),
    Returned: resubmitStep('the request'),
    Submitted: roleStep(
      'Verify and forward it for approval, or seek clarification or reject it.',
      'The SLDC verifies it; unanswered by its due date, it is deemed granted.',
      'The SLDC business user verifies it; unanswered by its due date, it is deemed granted.',
    ),
    SLDCVerified: roleStep(
      'Grant it (the clearance number is issued) or reject it.',
      'An SLDC approver grants it; unanswered by its due date, it is deemed granted.',
      'An SLDC approver grants it; unanswered by its due date, it is deemed granted.',
    ),
  },
};
