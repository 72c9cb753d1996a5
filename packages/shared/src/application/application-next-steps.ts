/**
 * What happens next to an application in each status that can still move (issue 36 item 1), and when its batch is
 * processed (DOMAIN §3 "Processing"): after the SLDC accepts it, an application waits in 'Pending STOA Check' for
 * the processing of its batch — a step the SLDC business user runs on the Processing tab, not a button of the record.
 */
import { addDays, addWorkingDays, formatDisplayDate } from '../calendar/dates.ts';
import type { BusinessRules } from '../config/business-rules.ts';
import {
  draftStep,
  resubmitStep,
  roleStep,
  type NextStepFacts,
  type NextStepRule,
  type ProcessingWhen,
} from '../workflow/next-step.ts';
import type { ApplicationStatus } from './application-workflow.ts';
import type { ApplicationType } from './application-types.ts';
import { toMinutes } from './application-windows.ts';
import { OUTCOME_WORDS } from './processing-outcomes.ts';
import { formatBusinessMoment } from './window-opening.ts';

/** Each type's name inside a sentence. */
const TYPE_WORDS: Record<ApplicationType, string> = {
  Advance: 'Advance',
  FCFS: 'First Come First Serve',
  DayAhead: 'day-ahead',
  ContingencyDayAhead: 'Contingency Day-Ahead',
  ContingencySameDay: 'Contingency Same-Day',
};

/**
 * When the batch of an application is processed: a day-ahead batch from the cut-off on the day before delivery
 * (when its window closes), due that day; a Contingency Day-Ahead batch the day before delivery; a same-day batch
 * that day; an Advance batch (its month) before the month starts; an FCFS batch (its receipt date) within the rules'
 * processing working days.
 */
export function processingWhenOf(
  type: ApplicationType,
  batchOn: string,
  rules: BusinessRules,
  holidays: ReadonlySet<string>,
): ProcessingWhen {
  const windows = rules.applicationWindows;
  const eve = addDays(batchOn, -1);
  const base = { batchOn, typeWords: TYPE_WORDS[type], batchWords: batchWordsOf(type, batchOn), opensAt: null };
  switch (type) {
    case 'DayAhead':
      return {
        ...base,
        opensAt: formatBusinessMoment({ date: eve, minutes: toMinutes(windows.DayAhead.cutoffTime) }),
        dueOn: eve,
      };
    case 'ContingencyDayAhead':
    case 'Advance':
      return { ...base, dueOn: eve };
    case 'ContingencySameDay':
      return { ...base, dueOn: batchOn };
    case 'FCFS':
      return { ...base, dueOn: addWorkingDays(batchOn, windows.FCFS.processingWorkingDays, holidays) };
  }
}

/** 'for Dec 03, 2026', 'for Dec 2026' (Advance: a month), 'received on Dec 01, 2026' (FCFS). */
function batchWordsOf(type: ApplicationType, batchOn: string): string {
  if (type === 'FCFS') return `received on ${formatDisplayDate(batchOn)}`;
  if (type === 'Advance') return `for ${formatDisplayDate(batchOn).replace(/ \d\d,/, '')}`;
  return `for ${formatDisplayDate(batchOn)}`;
}

const batchOf = (f: NextStepFacts, tail: (p: ProcessingWhen, from: string) => string, none: string) =>
  f.processing ? tail(f.processing, f.processing.opensAt ? ` from ${f.processing.opensAt}` : '') : none;

const SLDC_CHECKS = 'Verify it: accept it for processing, or seek clarification or reject it if it is not in order.';
const APPROVER_I = 'Verify and forward it to SLDC Approver II, or seek clarification or reject it.';

export const APPLICATION_NEXT_STEPS: Partial<Record<ApplicationStatus, NextStepRule>> = {
  Draft: draftStep('the application'),
  Returned: resubmitStep('the application'),
  PendingConsent: {
    by: 'parties',
    yours: { text: 'Give or refuse your consent to this application; the SLDC verifies it once both have consented.' },
    owner: { text: 'The seller and the buyer give their consent; the SLDC verifies it once both have consented.' },
    others: { text: 'The seller and the buyer give their consent; the SLDC verifies it once both have consented.' },
  },
  Submitted: roleStep(
    SLDC_CHECKS,
    'The SLDC verifies it and accepts it for processing; you will be told.',
    'The SLDC business user verifies it and accepts it for processing.',
  ),
  PendingSTOAApproval: {
    by: 'roles',
    roles: ['SLDCBusinessUser'],
    yours: {
      text: (f) =>
        batchOf(
          f,
          (p, from) =>
            `Process the batch of ${p.typeWords} applications ${p.batchWords} on the Processing tab` +
            `${from ? ` (${from.trim()})` : ''}.`,
          'Process its batch on the Processing tab.',
        ),
      place: 'processing',
    },
    owner: {
      text: (f) =>
        batchOf(
          f,
          (p, from) =>
            `The SLDC processes ${p.typeWords} applications ${p.batchWords}${from}; you will be told the outcome.`,
          'The SLDC processes its batch; you will be told the outcome.',
        ),
    },
    others: {
      text: (f) =>
        batchOf(
          f,
          (p, from) => `The SLDC processes ${p.typeWords} applications ${p.batchWords}${from}.`,
          'The SLDC processes its batch.',
        ),
    },
    due: (f) => f.processing?.dueOn ?? null,
  },
  PendingEBidding: {
    by: 'roles',
    roles: ['SLDCBusinessUser'],
    yours: { text: 'Invite bids for its congested blocks on E-Bidding; the result decides them.', place: 'eBidding' },
    owner: { text: `${OUTCOME_WORDS.PendingEBidding.next} Bid on E-Bidding Applications when invited.`, place: 'bids' },
    others: { text: 'The SLDC invites bids for its congested blocks; the e-bidding result decides them.' },
  },
  PendingApplicantApproval: {
    by: 'owner',
    yours: { text: OUTCOME_WORDS.PendingApplicantApproval.next },
    others: { text: 'The applicant accepts the allocated quantum or withdraws the application.' },
  },
  STOAApproved: {
    by: 'roles',
    yours: { text: APPROVER_I },
    owner: { text: `${OUTCOME_WORDS.STOAApproved.next} You will be told.` },
    others: { text: 'SLDC Approver I verifies it and forwards it to SLDC Approver II.' },
  },
  PartiallyApproved: {
    by: 'roles',
    yours: { text: APPROVER_I },
    owner: { text: `${OUTCOME_WORDS.STOAApproved.next} You will be told.` },
    others: { text: 'SLDC Approver I verifies it and forwards it to SLDC Approver II.' },
  },
  SLDCApproverIApproved: {
    by: 'roles',
    yours: { text: 'Approve it (its schedule then takes effect), or seek clarification or reject it.' },
    owner: { text: 'SLDC Approver II approves it; its schedule then takes effect. You will be told.' },
    others: { text: 'SLDC Approver II approves it; its schedule then takes effect.' },
  },
};
