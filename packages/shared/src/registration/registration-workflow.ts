/**
 * The registration workflow (DOMAIN §7): the transition table every registration and renewal runs through.
 *
 *   Draft ─Submit→ Submitted ─SLDC verifies (Verify and Forward)→ PendingDISCOMApproval (when a DISCOM is named)
 *     → PendingTRANSCOApproval (when a TRANSCO is named) → PendingSTOACheck ─SLDC STOA check→ STOAApproved
 *     ─SLDC approver I→ SLDCApproverIApproved ─SLDC approver II (Approve)→ Approved
 *
 * Each step may Reject (→ <step>Rejected) or Return for clarification (→ <step>Returned); the applicant edits a
 * Returned registration and submits it again, from the start of the chain. Traders name no utility and skip those
 * steps. Approved → Expired (the validity job) and Approved/Expired → Renewed (a renewal approved) are the
 * system's, not a role's.
 */
import type { Role } from '../auth/roles.ts';
import type { ClockRule, Transition, Workflow } from '../workflow/engine.ts';
import type { PreconditionName } from '../workflow/preconditions.ts';
import { REGISTRATION_NEXT_STEPS } from './registration-next-steps.ts';

/** Record statuses (spec §4). */
export const RECORD_STATUSES = [
  'Draft',
  'Submitted',
  'Approved',
  'Rejected',
  'Returned',
  'Expired',
  'Renewed',
  'PendingTRANSCOApproval',
  'PendingDISCOMApproval',
  'PendingSTOACheck',
  'SLDCRejected',
  'SLDCReturned',
  'TRANSCORejected',
  'TRANSCOReturned',
  'DISCOMRejected',
  'DISCOMReturned',
  'STOAApproved',
  'STOARejected',
  'STOAReturned',
  'SLDCApproverIApproved',
] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

export const RECORD_STATUS_LABELS: Record<RecordStatus, string> = {
  Draft: 'Draft',
  Submitted: 'Pending SLDC verification',
  Approved: 'Approved',
  Rejected: 'Rejected',
  Returned: 'Returned for clarification',
  Expired: 'Expired',
  Renewed: 'Renewed',
  PendingTRANSCOApproval: 'Pending TRANSCO approval',
  PendingDISCOMApproval: 'Pending DISCOM approval',
  PendingSTOACheck: 'Pending STOA availability check',
  SLDCRejected: 'Rejected by SLDC',
  SLDCReturned: 'Returned by SLDC',
  TRANSCORejected: 'Rejected by TRANSCO',
  TRANSCOReturned: 'Returned by TRANSCO',
  DISCOMRejected: 'Rejected by DISCOM',
  DISCOMReturned: 'Returned by DISCOM',
  STOAApproved: 'Pending SLDC approver I',
  STOARejected: 'Rejected at STOA check',
  STOAReturned: 'Returned at STOA check',
  SLDCApproverIApproved: 'Pending SLDC approval',
};

/** What decides the route of a registration through the chain. */
export interface RegistrationRoute {
  /** The registration names a DISCOM (Drawee and Both always; Injecting when embedded in a DISCOM's network). */
  involvesDiscom: boolean;
  /** The registration names the TRANSCO (every open-access entity; not traders). */
  involvesTransco: boolean;
}

export const RETURNED_STATUSES = [
  'SLDCReturned',
  'DISCOMReturned',
  'TRANSCOReturned',
  'STOAReturned',
  'Returned',
] as const satisfies readonly RecordStatus[];

export const REJECTED_STATUSES = [
  'SLDCRejected',
  'DISCOMRejected',
  'TRANSCORejected',
  'STOARejected',
  'Rejected',
] as const satisfies readonly RecordStatus[];

/** Statuses in which a registration is still on its way (counts, "pending" lists). */
export const IN_PROCESS_STATUSES = [
  'Submitted',
  'PendingDISCOMApproval',
  'PendingTRANSCOApproval',
  'PendingSTOACheck',
  'STOAApproved',
  'SLDCApproverIApproved',
] as const satisfies readonly RecordStatus[];

/** A registration in force: the holder may apply, add traders and be chosen as a seller or buyer. */
export const VALID_REGISTRATION_STATUSES = ['Approved'] as const satisfies readonly RecordStatus[];

type T = Transition<RecordStatus, RegistrationRoute>;
const OWNERS: readonly Role[] = ['OABusinessUser', 'Trader'];

/** One processing step: who acts on the pending status, and where Forward, Reject and Return lead. */
function step(
  from: RecordStatus,
  role: Role,
  forward: readonly { to: RecordStatus; when?: (r: RegistrationRoute) => boolean }[],
  rejected: RecordStatus,
  returned: RecordStatus,
  forwardAction: 'Forward' | 'Approve' = 'Forward',
  preconditions: readonly PreconditionName[] = [],
): T[] {
  const effects = forwardAction === 'Approve' ? { effects: APPROVAL_EFFECTS } : {};
  return [
    ...forward.map((f) => ({
      from,
      role,
      action: forwardAction,
      to: f.to,
      ...(f.when ? { when: f.when } : {}),
      ...(preconditions.length > 0 ? { preconditions } : {}),
      ...effects,
    })),
    { from, role, action: 'Reject', to: rejected },
    { from, role, action: 'Return', to: returned },
  ];
}

/** Approval issues the number (a renewal keeps its predecessor's), sets the validity and hands a renewal over. */
const APPROVAL_EFFECTS = ['setValidity', 'handOverRenewal', 'issueNumber'] as const;

const afterDiscom = [
  { to: 'PendingTRANSCOApproval', when: (r: RegistrationRoute) => r.involvesTransco },
  { to: 'PendingSTOACheck', when: (r: RegistrationRoute) => !r.involvesTransco },
] as const;

export const REGISTRATION_TRANSITIONS: readonly T[] = [
  // The applicant submits a draft, or a returned registration after editing it.
  ...(['Draft', ...RETURNED_STATUSES] as const).flatMap((from) =>
    OWNERS.map((role): T => ({ from, role, action: 'Submit', to: 'Submitted' })),
  ),
  // SLDC verification of the documents.
  ...step(
    'Submitted',
    'SLDCBusinessUser',
    [
      { to: 'PendingDISCOMApproval', when: (r) => r.involvesDiscom },
      ...afterDiscom.map((f) => ({
        to: f.to,
        when: (r: RegistrationRoute) => !r.involvesDiscom && f.when(r),
      })),
    ],
    'SLDCRejected',
    'SLDCReturned',
    'Forward',
    ['documentsVerified'],
  ),
  ...step('PendingDISCOMApproval', 'DISCOMBusinessUser', afterDiscom, 'DISCOMRejected', 'DISCOMReturned'),
  ...step(
    'PendingTRANSCOApproval',
    'TRANSCOBusinessUser',
    [{ to: 'PendingSTOACheck' }],
    'TRANSCORejected',
    'TRANSCOReturned',
  ),
  // The STOA availability check by the SLDC business user.
  ...step('PendingSTOACheck', 'SLDCBusinessUser', [{ to: 'STOAApproved' }], 'STOARejected', 'STOAReturned', 'Forward', [
    'mandatoryChecksPassed',
  ]),
  ...step('STOAApproved', 'SLDCApproverI', [{ to: 'SLDCApproverIApproved' }], 'Rejected', 'Returned'),
  ...step('SLDCApproverIApproved', 'SLDCApproverII', [{ to: 'Approved' }], 'Rejected', 'Returned', 'Approve'),
  // The system's steps: the validity job ends a registration, or hands it over to its approved renewal; an early
  // renewal's approval is recorded on the old one without moving it (it stays in force until the renewal starts).
  { from: 'Approved', role: 'System', action: 'Expire', to: 'Expired' },
  { from: 'Approved', role: 'System', action: 'Renewed', to: 'Renewed' },
  { from: 'Expired', role: 'System', action: 'Renewed', to: 'Renewed' },
  { from: 'Approved', role: 'System', action: 'Renewed', to: 'Approved', label: 'Renewal approved' },
];

const STEP_CLOCK: ClockRule = { workingDays: (rules) => rules.clocks.registrationStepWorkingDays };

/** The registration workflow filter options of the request lists (spec §4). */
export const REGISTRATION_WORKFLOW_FILTERS: readonly { label: string; status: RecordStatus }[] = [
  { label: 'Pending SLDC verification', status: 'Submitted' },
  { label: 'Pending DISCOM approval', status: 'PendingDISCOMApproval' },
  { label: 'Pending STOA availability check', status: 'PendingSTOACheck' },
  { label: 'Pending TRANSCO approval', status: 'PendingTRANSCOApproval' },
  { label: 'Pending SLDC approval', status: 'SLDCApproverIApproved' },
];

export const REGISTRATION_WORKFLOW: Workflow<RecordStatus, RegistrationRoute> = {
  name: 'registration',
  statuses: RECORD_STATUSES,
  editable: ['Draft', ...RETURNED_STATUSES],
  ownerRoles: OWNERS,
  transitions: REGISTRATION_TRANSITIONS,
  labels: {
    Submit: 'Submit',
    Forward: 'Verify and Forward',
    Reject: 'Reject',
    Return: 'Seek Clarification',
    Approve: 'Approve',
  },
  recordType: 'Registration',
  statusLabels: RECORD_STATUS_LABELS,
  filters: REGISTRATION_WORKFLOW_FILTERS,
  questions: {
    Forward: 'Verify the registration and forward it to the next step?',
    Approve: 'Approve the registration? The registration number is issued.',
    Reject: 'Reject the registration? Say why: the applicant reads your comments.',
    Return: 'Send the registration back to the applicant? Say what needs to be clarified.',
  },
  // The STOA check's mandatory checks wait for the registration (or renewal) fee: so does that step's clock.
  clocks: Object.fromEntries(
    IN_PROCESS_STATUSES.map((s) => [s, s === 'PendingSTOACheck' ? { ...STEP_CLOCK, waitsForFee: true } : STEP_CLOCK]),
  ),
  nextSteps: REGISTRATION_NEXT_STEPS,
};

/** The system's moves of the table (the validity job, an approved renewal), as from-statuses → status. */
function systemMove(action: 'Expire' | 'Renewed', to: RecordStatus) {
  const rows = REGISTRATION_TRANSITIONS.filter((t) => t.role === 'System' && t.action === action && t.to === to);
  return { from: rows.map((t) => t.from), to };
}

export const REGISTRATION_SYSTEM_TRANSITIONS = {
  expire: systemMove('Expire', 'Expired'),
  renew: systemMove('Renewed', 'Renewed'),
} as const;

export function isRecordStatus(value: unknown): value is RecordStatus {
  return typeof value === 'string' && (RECORD_STATUSES as readonly string[]).includes(value);
}
