/**
 * What happens next to a registration (and an inter-state registration) in each status that can still move (issue
 * 36 item 1): who acts on the chain of DOMAIN §7, what they do; an approved one is in force until its validity ends
 * and its holder renews it before then.
 */
import { formatDisplayDate } from '../calendar/dates.ts';
import { draftStep, resubmitStep, roleStep, type NextStepFacts, type NextStepRule } from '../workflow/next-step.ts';
import type { RecordStatus } from './registration-workflow.ts';

const resubmit = (by: string) => resubmitStep('the registration', by);

const step = (yours: string, others: string) => roleStep(yours, `${others} You will be told.`, others);

const inForce = (f: NextStepFacts) => (f.validTo ? `In force until ${formatDisplayDate(f.validTo)}` : 'In force');

export const REGISTRATION_NEXT_STEPS: Partial<Record<RecordStatus, NextStepRule>> = {
  Draft: draftStep('the registration'),
  SLDCReturned: resubmit('SLDC'),
  DISCOMReturned: resubmit('DISCOM'),
  TRANSCOReturned: resubmit('TRANSCO'),
  STOAReturned: resubmit('SLDC'),
  Returned: resubmit('SLDC approver'),
  Submitted: step(
    'Verify its documents, then verify and forward it, or seek clarification or reject it.',
    'The SLDC verifies its documents and forwards it.',
  ),
  PendingDISCOMApproval: step(
    'Verify and forward it, or seek clarification or reject it.',
    'The DISCOM approves it and forwards it.',
  ),
  PendingTRANSCOApproval: step(
    'Verify and forward it, or seek clarification or reject it.',
    'The TRANSCO approves it and forwards it.',
  ),
  PendingSTOACheck: step(
    'Make the STOA availability check, then verify and forward it, or seek clarification or reject it.',
    'The SLDC checks STOA availability and forwards it.',
  ),
  STOAApproved: step(
    'Verify and forward it to SLDC Approver II, or seek clarification or reject it.',
    'SLDC Approver I verifies it and forwards it to SLDC Approver II.',
  ),
  SLDCApproverIApproved: step(
    'Approve it (the registration number is issued), or seek clarification or reject it.',
    'SLDC Approver II approves it; the registration number is issued.',
  ),
  Approved: {
    by: 'owner',
    yours: { text: (f) => `${inForce(f)}: renew it before then to go on applying.`, place: 'renew' },
    others: { text: (f) => `${inForce(f)}; the holder renews it before then.` },
    due: (f) => f.validTo ?? null,
  },
  Expired: {
    by: 'owner',
    yours: { text: 'Its validity has ended: renew it to apply again.', place: 'renew' },
    others: { text: 'Its validity has ended; the holder may renew it.' },
  },
};

const pick = (statuses: readonly RecordStatus[]) =>
  Object.fromEntries(statuses.map((s) => [s, REGISTRATION_NEXT_STEPS[s]])) as Partial<
    Record<RecordStatus, NextStepRule>
  >;

/** An inter-state registration: the same chain without the utilities and the STOA check, and no renewal. */
export const INTER_STATE_NEXT_STEPS: Partial<Record<RecordStatus, NextStepRule>> = {
  ...pick(['Draft', 'SLDCReturned', 'Returned', 'Submitted', 'STOAApproved', 'SLDCApproverIApproved']),
  Approved: {
    by: 'owner',
    yours: { text: (f) => `${inForce(f)}; it then expires.` },
    others: { text: (f) => `${inForce(f)}; it then expires.` },
    due: (f) => f.validTo ?? null,
  },
};
