/**
 * The application workflow (DOMAIN §3 "Processing"; spec §4 application status filter): the transition table an
 * application runs through, on the shared engine.
 *
 *   Draft ─Submit→ Submitted                     (a trader's application: PendingConsent until seller and buyer consent)
 *   Submitted ─SLDC business user (Accept)→ PendingSTOAApproval        (in the processing queue of its batch)
 *   PendingSTOAApproval ─processing (system)→ STOAApproved             (allocated in full)
 *                                           → PendingApplicantApproval (allocated in part: the applicant accepts or withdraws)
 *                                           → NoSTOARejected           (no margin at all)
 *                                           → PendingEBidding          (Advance, congested: its other blocks allocated,
 *                                                                       the congested ones wait for e-bidding)
 *   PendingEBidding ─e-bidding (system)→ STOAApproved │ PendingApplicantApproval │ NoSTOARejected │ Withdrawn (no bid
 *                                        and nothing left outside the congested blocks)
 *   PendingApplicantApproval ─applicant accepts→ PartiallyApproved │ ─withdraws→ Withdrawn
 *   STOAApproved │ PartiallyApproved ─SLDC approver I (Verify and Forward)→ SLDCApproverIApproved
 *   SLDCApproverIApproved ─SLDC approver II (Approve)→ Approved
 *
 * Every SLDC step may Reject (→ Rejected) or Seek Clarification (→ Returned; the owner edits and submits again). An
 * application that leaves an allocated status for one without allocation gives its capacity back.
 */
import { APPLICANT_ROLES, type Role } from '../auth/roles.ts';
import type { ClockRule, Transition, Workflow } from '../workflow/engine.ts';
import { formatQuantity } from '../format/quantities.ts';
import { APPLICATION_NEXT_STEPS } from './application-next-steps.ts';
import {
  PROCESSING_METHOD_ACTIONS,
  outcomeStepLabel,
  type OutcomeAction,
  type OutcomeStatus,
} from './processing-outcomes.ts';

export const APPLICATION_STATUSES = [
  'Draft',
  'PendingConsent',
  'Submitted',
  'PendingSTOAApproval',
  'PendingEBidding',
  'PendingApplicantApproval',
  'PartiallyApproved',
  'STOAApproved',
  'SLDCApproverIApproved',
  'Approved',
  'Returned',
  'Rejected',
  'NoSTOARejected',
  'Withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  Draft: 'Draft',
  PendingConsent: 'Pending Seller/Buyer Consent',
  Submitted: 'Pending SLDC Verification',
  PendingSTOAApproval: 'Pending STOA Check',
  PendingEBidding: 'Congested (E-Bidding)',
  PendingApplicantApproval: 'Pending Applicant Approval',
  PartiallyApproved: 'Partially Approved (As per Margin Availability)',
  STOAApproved: 'Pending SLDC Approval',
  SLDCApproverIApproved: 'Pending SLDC Approver II',
  Approved: 'Approved',
  Returned: 'More Clarification Required',
  Rejected: 'Rejected',
  NoSTOARejected: 'Rejected (No Margin)',
  Withdrawn: 'Withdrawn',
};

/** Spec §4 "Application status" filter options, in the spec's order. */
export const APPLICATION_STATUS_FILTERS: readonly { label: string; value: ApplicationStatus }[] = [
  { label: 'Pending STOA check', value: 'PendingSTOAApproval' },
  { label: 'Pending Applicant approval', value: 'PendingApplicantApproval' },
  { label: 'More clarification required', value: 'Returned' },
  { label: 'Pending SLDC verification', value: 'Submitted' },
  { label: 'Pending SLDC approval', value: 'STOAApproved' },
  { label: 'Approved', value: 'Approved' },
  { label: 'Partially Approved (As per Margin Availability)', value: 'PartiallyApproved' },
  { label: 'Rejected (No Margin)', value: 'NoSTOARejected' },
];

export const APPLICATION_EDITABLE = ['Draft', 'Returned'] as const satisfies readonly ApplicationStatus[];

/** Statuses that hold capacity on the corridors (atc_days.allocated). */
export const ALLOCATED_STATUSES: readonly ApplicationStatus[] = [
  'PendingApplicantApproval',
  'PartiallyApproved',
  'STOAApproved',
  'SLDCApproverIApproved',
  'Approved',
];

/** Submitted and not decided: counted as in process on dashboards. */
export const APPLICATION_IN_PROCESS: readonly ApplicationStatus[] = [
  'PendingConsent',
  'Submitted',
  'PendingSTOAApproval',
  'PendingEBidding',
  'PendingApplicantApproval',
  'PartiallyApproved',
  'STOAApproved',
  'SLDCApproverIApproved',
];

/** The outcome of allocation moves an application by the system, not by a user's action. */
export const ALLOCATION_OUTCOME_STATUS = {
  Full: 'STOAApproved',
  Partial: 'PendingApplicantApproval',
  None: 'NoSTOARejected',
  Congested: 'PendingEBidding',
} as const satisfies Record<string, ApplicationStatus>;

/** The route of an application depends on whether a trader applied (the parties consent first). */
export interface ApplicationRoute {
  byTrader: boolean;
  /** A party's consent completes the pair (the other party has consented already). */
  otherConsentGiven?: boolean;
}

type T = Transition<ApplicationStatus, ApplicationRoute>;

const VERIFY_AND_FORWARD = 'Verify and Forward';

/** A step of the SLDC chain; leaving an allocated status for Rejected or Returned gives the capacity back. */
function sldcStep(
  from: ApplicationStatus,
  role: Role,
  to: ApplicationStatus,
  action: 'Forward' | 'Approve',
  extra: Partial<T> = {},
): T[] {
  const release = ALLOCATED_STATUSES.includes(from) ? { effects: ['releaseCapacity'] as const } : {};
  return [
    { from, role, action, to, ...extra },
    { from, role, action: 'Reject', to: 'Rejected', ...release },
    { from, role, action: 'Return', to: 'Returned', ...release },
  ];
}

/** Processing's outcomes (the system's, one row per method and outcome; allocation holds capacity). */
const OUTCOMES: readonly [OutcomeAction, OutcomeStatus][] = Object.values(PROCESSING_METHOD_ACTIONS).flatMap(
  (action): [OutcomeAction, OutcomeStatus][] =>
    (['STOAApproved', 'PendingApplicantApproval', 'NoSTOARejected', 'PendingEBidding'] as const).map((to) => [
      action,
      to,
    ]),
);

const STEP_CLOCK: ClockRule = { workingDays: (rules) => rules.clocks.applicationStepWorkingDays };

export const APPLICATION_TRANSITIONS: readonly T[] = [
  ...APPLICATION_EDITABLE.flatMap((from) =>
    APPLICANT_ROLES.flatMap((role): T[] => [
      { from, role, action: 'Submit', to: 'PendingConsent', when: (r) => r.byTrader },
      { from, role, action: 'Submit', to: 'Submitted', when: (r) => !r.byTrader },
    ]),
  ),
  // The seller and the buyer named in a trader's application consent (or refuse) first.
  ...APPLICANT_ROLES.flatMap((role): T[] => [
    {
      from: 'PendingConsent',
      role,
      action: 'ConsentGiven',
      to: 'PendingConsent',
      when: (r) => !r.otherConsentGiven,
      preconditions: ['isConsentingParty'],
      effects: ['recordConsent'],
    },
    {
      from: 'PendingConsent',
      role,
      action: 'ConsentGiven',
      to: 'Submitted',
      when: (r) => !!r.otherConsentGiven,
      preconditions: ['isConsentingParty'],
      effects: ['recordConsent'],
    },
    {
      from: 'PendingConsent',
      role,
      action: 'ConsentRefused',
      to: 'Rejected',
      preconditions: ['isConsentingParty'],
      effects: ['recordConsent'],
      commentRequired: true,
    },
  ]),
  // The applicant answers a partial allocation: Approve accepts it, Reject withdraws the application.
  ...APPLICANT_ROLES.flatMap((role): T[] => [
    {
      from: 'PendingApplicantApproval',
      role,
      action: 'Approve',
      to: 'PartiallyApproved',
      label: 'Accept Allocation',
      question: 'Accept the quantum allocated as per margin availability?',
      preconditions: ['isOwner'],
    },
    {
      from: 'PendingApplicantApproval',
      role,
      action: 'Reject',
      to: 'Withdrawn',
      label: 'Withdraw',
      question: 'Withdraw the application? The allocated quantum is given back. Say why.',
      preconditions: ['isOwner'],
      effects: ['releaseCapacity'],
    },
  ]),
  ...sldcStep('Submitted', 'SLDCBusinessUser', 'PendingSTOAApproval', 'Forward', {
    preconditions: ['stoaCheckPassed'],
  }),
  // Before processing the SLDC may still refuse or question it; processing itself is the system's.
  { from: 'PendingSTOAApproval', role: 'SLDCBusinessUser', action: 'Reject', to: 'Rejected' },
  { from: 'PendingSTOAApproval', role: 'SLDCBusinessUser', action: 'Return', to: 'Returned' },
  ...sldcStep('STOAApproved', 'SLDCApproverI', 'SLDCApproverIApproved', 'Forward', { label: VERIFY_AND_FORWARD }),
  ...sldcStep('PartiallyApproved', 'SLDCApproverI', 'SLDCApproverIApproved', 'Forward', { label: VERIFY_AND_FORWARD }),
  ...sldcStep('SLDCApproverIApproved', 'SLDCApproverII', 'Approved', 'Approve'),
  ...OUTCOMES.map(([action, to]): T => ({
    from: 'PendingSTOAApproval',
    role: 'System',
    action,
    to,
    // The step names what happened (a congested Advance application is sent to e-bidding, never approved).
    label: outcomeStepLabel(action, to),
    ...(ALLOCATED_STATUSES.includes(to) ? { effects: ['holdCapacity'] as const } : {}),
  })),
  // E-bidding's result (DOMAIN §4): an award in full, in part or none; a non-bidder is withdrawn (also when the
  // invitation expires unanswered).
  ...(['STOAApproved', 'PendingApplicantApproval', 'NoSTOARejected', 'Withdrawn'] as const).map((to): T => ({
    from: 'PendingEBidding',
    role: 'System',
    action: 'EBidding',
    to,
    label: outcomeStepLabel('EBidding', to),
    ...(ALLOCATED_STATUSES.includes(to) ? { effects: ['holdCapacity'] as const } : {}),
  })),
];

export const APPLICATION_WORKFLOW: Workflow<ApplicationStatus, ApplicationRoute> = {
  name: 'application',
  statuses: APPLICATION_STATUSES,
  editable: APPLICATION_EDITABLE,
  ownerRoles: APPLICANT_ROLES,
  transitions: APPLICATION_TRANSITIONS,
  // Spec §4: for applications Forward is labelled Accept; the approvers' Forward reads Verify and Forward.
  labels: {
    Submit: 'Submit',
    Forward: 'Accept',
    Reject: 'Reject',
    Return: 'Seek Clarification',
    Approve: 'Approve',
  },
  recordType: 'Application',
  statusLabels: APPLICATION_STATUS_LABELS,
  filters: APPLICATION_STATUS_FILTERS.map((f) => ({ label: f.label, status: f.value })),
  questions: {
    Forward: 'Accept the application and move it on to the next step?',
    Approve: 'Approve the application? Its schedule takes effect as allocated.',
    Reject: 'Reject the application? Say why: the applicant reads your comments.',
    Return: 'Send the application back to the applicant? Say what needs to be clarified.',
  },
  // The SLDC's Accept waits for the application fee (the STOA check): its clock waits for the payer's fee too.
  clocks: {
    Submitted: { ...STEP_CLOCK, waitsForFee: true },
    ...Object.fromEntries(
      (['STOAApproved', 'PartiallyApproved', 'SLDCApproverIApproved'] as const).map((s) => [s, STEP_CLOCK]),
    ),
  },
  nextSteps: APPLICATION_NEXT_STEPS,
};

/** Does moving from one status to another give the application's capacity back? */
export function releasesCapacity(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return ALLOCATED_STATUSES.includes(from) && !ALLOCATED_STATUSES.includes(to);
}

export const APPLICATION_MESSAGES = {
  submitted: 'Application submitted successfully!',
  saved: 'Application saved as draft.',
  defaulter: 'You are marked as a defaulter and cannot apply for STOA until your dues are cleared.',
  partyDefaulter: (name: string) => `${name} is marked as a defaulter and cannot be a party to an application.`,
  sameParty: 'Seller and Buyer must be different entities',
  notYourRegistration: 'Choose one of your own approved registrations as seller or buyer',
  registrationNotValid: (name: string) => `The registration of ${name} is not valid for the whole period`,
  sellerCapacity: (mw: number, cap: number) =>
    `Applied requirement : ${formatQuantity(mw, 'MW')} is more than the seller's ex-bus capacity : ${formatQuantity(cap, 'MW')}`,
  buyerCapacity: (mw: number, cap: number) =>
    `Applied requirement : ${formatQuantity(mw, 'MW')} is more than the buyer's contract demand : ${formatQuantity(cap, 'MW')}`,
  noCorridor: (zone: string) => `No active intra-state corridor serves the transmission zone ${zone}`,
  traderNotAdded: 'Both seller and buyer must have added you as their trader',
  consentGiven: 'Consent recorded.',
  consentNotYours: 'Only the seller or the buyer named in the application may answer this request.',
  nothingToAllocate: 'No applications of this batch are waiting for allocation.',
  notProcessed: 'This batch has not been processed yet.',
  advanceByEBidding: 'Congested Advance applications are resolved by e-bidding, not pro-rata.',
} as const;
