/**
 * The revision workflow (DOMAIN §6, issue 18): an applicant asks to lower or cancel blocks of an approved
 * application; the SLDC business user approves (the schedule, the capacity and the charges change from the request's
 * effective block) or rejects with a reason. One step, on the shared engine.
 *
 *   (Draft) ─applicant (Submit)→ Submitted ─SLDC business user (Approve: applyRevision)→ Approved
 *   Submitted ─SLDC business user (Reject, comments)→ Rejected
 */
import { APPLICANT_ROLES } from '../auth/roles.ts';
import type { Transition, Workflow } from '../workflow/engine.ts';
import { draftStep, roleStep } from '../workflow/next-step.ts';

/** Draft is never stored: a request is filed whole; its first timeline step reads Draft → Pending SLDC approval. */
export const REVISION_STATUSES = ['Draft', 'Submitted', 'Approved', 'Rejected'] as const;
export type RevisionStatus = (typeof REVISION_STATUSES)[number];

export const REVISION_STATUS_LABELS: Record<RevisionStatus, string> = {
  Draft: 'Draft',
  Submitted: 'Pending SLDC approval',
  Approved: 'Approved',
  Rejected: 'Rejected',
};

/** One chain for every request. */
export type RevisionRoute = Record<string, never>;
export const REVISION_ROUTE: RevisionRoute = {};

type T = Transition<RevisionStatus, RevisionRoute>;

export const REVISION_TRANSITIONS: readonly T[] = [
  ...APPLICANT_ROLES.map((role): T => ({ from: 'Draft', role, action: 'Submit', to: 'Submitted' })),
  {
    from: 'Submitted',
    role: 'SLDCBusinessUser',
    action: 'Approve',
    to: 'Approved',
    effects: ['applyRevision'],
  },
  { from: 'Submitted', role: 'SLDCBusinessUser', action: 'Reject', to: 'Rejected' },
];

export const REVISION_WORKFLOW: Workflow<RevisionStatus, RevisionRoute> = {
  name: 'revision',
  statuses: REVISION_STATUSES,
  editable: ['Draft'],
  ownerRoles: APPLICANT_ROLES,
  transitions: REVISION_TRANSITIONS,
  labels: { Submit: 'Submit', Forward: 'Forward', Reject: 'Reject', Return: 'Return', Approve: 'Approve' },
  recordType: 'Revision',
  statusLabels: REVISION_STATUS_LABELS,
  filters: [
    { label: 'Pending SLDC approval', status: 'Submitted' },
    { label: 'Approved', status: 'Approved' },
    { label: 'Rejected', status: 'Rejected' },
  ],
  questions: {
    Approve: 'Approve the revision? The schedule, the capacity and the charges change from its effective block.',
    Reject: 'Reject the revision? Say why: the applicant reads your comments.',
  },
  nextSteps: {
    Draft: draftStep('the revision request'),
    Submitted: roleStep(
      'Approve it (the schedule changes from its effective block) or reject it.',
      'The SLDC approves or rejects it; the schedule changes only once approved. You will be told.',
      'The SLDC business user approves or rejects it.',
    ),
  },
};
