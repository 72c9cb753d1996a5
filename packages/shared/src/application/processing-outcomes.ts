/**
 * What processing and e-bidding did to an application, in words (DOMAIN §3 "Resolve", §4): one source for every
 * place that names it — the timeline step (the application table's System rows take their labels here), the
 * applicant's bell and mail, the Processing tab's outcome column, its file and the summary line of a run, and the
 * steps' buttons. Each names the actual outcome for its reader (a congested application is sent to e-bidding, never
 * "approved"); the method that produced it only says how, in words, never by its code ('ApproveAll').
 */
import type { SystemAction } from '../workflow/engine.ts';
import type { ApplicationStatus } from './application-workflow.ts';
import type { ApplicationType } from './application-types.ts';

/** The steps that allocate a batch (DOMAIN §3): Approve All, then pro-rata (Day-ahead) or in order of receipt. */
export const PROCESSING_METHODS = ['ApproveAll', 'ProRata', 'InOrder'] as const;
export type ProcessingMethod = (typeof PROCESSING_METHODS)[number];

/** The workflow action (the table's System rows, the timeline) each method's outcomes carry. */
export const PROCESSING_METHOD_ACTIONS = {
  ApproveAll: 'ApproveAll',
  ProRata: 'AllocateProRata',
  InOrder: 'AllocateInOrder',
} as const satisfies Record<ProcessingMethod, SystemAction>;

/** The actions that decide an application's quantum: processing's three and e-bidding's result. */
export type OutcomeAction = (typeof PROCESSING_METHOD_ACTIONS)[ProcessingMethod] | 'EBidding';

/** How an outcome came about, in words (the parenthesis of its timeline step). */
export const OUTCOME_HOW: Record<OutcomeAction, string> = {
  ApproveAll: 'Approve All',
  AllocateProRata: 'pro-rata',
  AllocateInOrder: 'in order of receipt',
  EBidding: 'e-bidding',
};

/** The statuses processing or an e-bidding result leaves an application in. */
export const OUTCOME_STATUSES = [
  'STOAApproved',
  'PendingApplicantApproval',
  'NoSTOARejected',
  'PendingEBidding',
  'Withdrawn',
] as const satisfies readonly ApplicationStatus[];
export type OutcomeStatus = (typeof OUTCOME_STATUSES)[number];

export interface OutcomeWords {
  /** The outcome's name: the timeline step, the Processing tab's outcome column and the mail's subject. */
  label: string;
  /** What happened, after "Application … was" (the applicant's bell and mail). */
  was: string;
  /** What comes next for the applicant, one sentence, or '' when the outcome is final. */
  next: string;
}

export const OUTCOME_WORDS: Record<OutcomeStatus, OutcomeWords> = {
  STOAApproved: {
    label: 'Approved in full',
    was: 'approved in full',
    next: 'The SLDC approvers confirm it next.',
  },
  PendingApplicantApproval: {
    label: 'Approved in part',
    was: 'approved in part',
    next: 'Accept the allocated quantum or withdraw the application.',
  },
  NoSTOARejected: {
    label: 'Rejected: no margin',
    was: 'rejected: no margin was left for it',
    next: '',
  },
  PendingEBidding: {
    label: 'Sent to e-bidding',
    was: 'sent to e-bidding for its congested blocks',
    next: 'You will be invited to bid for those blocks; its other blocks are allocated.',
  },
  Withdrawn: {
    label: 'Withdrawn: no bid',
    was: 'withdrawn: no bid was made for its congested blocks and nothing else was asked',
    next: '',
  },
};

export function isOutcomeStatus(status: string): status is OutcomeStatus {
  return (OUTCOME_STATUSES as readonly string[]).includes(status);
}

/** The timeline step of an outcome: what happened, then how ('Approved in part (pro-rata)'). */
export function outcomeStepLabel(action: OutcomeAction, to: OutcomeStatus): string {
  return `${OUTCOME_WORDS[to].label} (${OUTCOME_HOW[action]})`;
}

/** The steps' buttons on a batch (and the summary's "last step"), in the SLDC's words. */
export const PROCESSING_STEP_LABELS = {
  process: 'Process',
  approveAll: 'Approve All (fitting)',
  approveAndInvite: 'Approve All and Send Congested to E-Bidding',
  ProRata: 'Allocate Pro-Rata',
  InOrder: 'Allocate in Order of Receipt',
} as const;

/**
 * The button of an allocating step: Approve All for the fitting ones — for Advance with congestion it also sends the
 * congested ones to e-bidding, and says so — or the type's allocation of the congested ones.
 */
export function processingStepLabel(method: ProcessingMethod, type: ApplicationType, congested: number): string {
  if (method !== 'ApproveAll') return PROCESSING_STEP_LABELS[method];
  return type === 'Advance' && congested > 0
    ? PROCESSING_STEP_LABELS.approveAndInvite
    : PROCESSING_STEP_LABELS.approveAll;
}

/** A stored run's method as its step's words, or null for none (assessed only) or a code this build does not know. */
export function processingMethodOf(method: string | null): ProcessingMethod | null {
  return (PROCESSING_METHODS as readonly string[]).includes(method ?? '') ? (method as ProcessingMethod) : null;
}
