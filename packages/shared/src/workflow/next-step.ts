/**
 * What happens next to a record (issue 36 item 1): every waiting status of a workflow says who acts, what they do,
 * by when (the statutory clock, or the date its step is due) and where it is done. The words live in each workflow's
 * table (`Workflow.nextSteps`, one rule per status that can still move); this reads them for one viewer — the one
 * who acts is told what to do and where ('Process it on the Processing tab …'), the applicant what to expect, anyone
 * else who acts. A record whose clock waits for its payer's fee waits for the fee first, whatever its status.
 */
import { z } from 'zod';
import { ROLE_LABELS, type Role } from '../auth/roles.ts';
import { formatDisplayDate } from '../calendar/dates.ts';
import type { RecordClock } from './clocks.ts';
import { nextActors, type Workflow } from './engine.ts';

/** Where a next step is done, besides this page's own buttons (the server knows each record's path). */
export const NEXT_STEP_PLACES = ['processing', 'pay', 'eBidding', 'bids', 'renew'] as const;
export type NextStepPlace = (typeof NEXT_STEP_PLACES)[number];

/** Each place's link words. */
export const NEXT_STEP_LINK_LABELS: Record<NextStepPlace, string> = {
  processing: 'Open the Processing tab',
  pay: 'Pay the fee',
  eBidding: 'Open E-Bidding',
  bids: 'Open E-Bidding Applications',
  renew: 'Renew the registration',
};

export const nextStepSchema = z.object({
  /** What happens next, one or two sentences in the viewer's words. */
  text: z.string(),
  /** Who acts: 'You', 'SLDC Business User', 'The applicant', 'The seller and the buyer'. */
  actor: z.string(),
  /** The viewer is the one who acts. */
  isYours: z.boolean(),
  /** By when: an ISO date (or instant) when the step is due; null when nothing sets one. */
  due: z.string().nullable(),
  /** The due date in words: the statutory clock's ('Due by Nov 25, 2026 (2 working days left)') or 'By Nov 25, 2026'. */
  dueText: z.string().nullable(),
  /** Where it is done, when not on this page's buttons. */
  link: z.object({ label: z.string(), path: z.string() }).nullable(),
});
export type NextStep = z.infer<typeof nextStepSchema>;

/** When an application's batch is processed (application/processing-schedule.ts). */
export interface ProcessingWhen {
  /** The batch's processing date (its delivery date, month or receipt date). */
  batchOn: string;
  /** 'day-ahead', 'FCFS', … */
  typeWords: string;
  /** The batch in words: 'for Dec 03, 2026', 'for Dec 2026', 'received on Dec 01, 2026'. */
  batchWords: string;
  /** The house date-time from which the batch may be processed ('Dec 02, 2026 3:00 PM'), if the type has one. */
  opensAt: string | null;
  /** The date by which the batch should be processed. */
  dueOn: string | null;
}

/** What a rule's words may name besides the status: the clock, the batch, the validity. */
export interface NextStepFacts {
  clock: RecordClock | null;
  processing?: ProcessingWhen | null;
  /** The last day a registration is in force. */
  validTo?: string | null;
}

type Words = string | ((facts: NextStepFacts) => string);

/** One audience's words and the place it acts. */
export interface NextStepWords {
  text: Words;
  place?: NextStepPlace;
}

/**
 * A waiting status's next step. `by`: who acts — the record's owner, the parties asked for consent, or the roles
 * the table gives that status (`roles` when the table names none: a step the system takes when a role runs it).
 */
export interface NextStepRule {
  by: 'owner' | 'parties' | 'roles';
  roles?: readonly Role[];
  /** Said to the one who acts. */
  yours: NextStepWords;
  /** Said to the record's owner when someone else acts (default: `others`). */
  owner?: NextStepWords;
  /** Said to everyone else. */
  others: NextStepWords;
  /** The date the step is due when no statutory clock runs on the status. */
  due?: (facts: NextStepFacts) => string | null;
}

/** The owner completes a draft and submits it: `what` is 'the application', 'the revision request', … */
export const draftStep = (what: string): NextStepRule => ({
  by: 'owner',
  yours: { text: `Complete ${what} and submit it.` },
  others: { text: `The applicant completes ${what} and submits it.` },
});

/** The owner answers the comments of `by` (the SLDC, a utility, an approver) and submits `what` again. */
export const resubmitStep = (what: string, by = 'SLDC'): NextStepRule => ({
  by: 'owner',
  yours: { text: `Answer the ${by}'s comments: edit ${what} and submit it again.` },
  others: { text: `The applicant answers the ${by}'s comments and submits it again.` },
});

/** A step the table's roles take: what they do, what the record's owner reads, what everyone else reads. */
export const roleStep = (yours: string, owner: string, others: string): NextStepRule => ({
  by: 'roles',
  yours: { text: yours },
  owner: { text: owner },
  others: { text: others },
});

/** The fee comes first: while the payer owes the fee that gates the step, the clock and the check wait for it. */
export const FEE_NEXT_STEP: NextStepRule = {
  by: 'owner',
  yours: { text: "Pay the fee: the SLDC's check starts once it is paid.", place: 'pay' },
  others: { text: "The applicant pays the fee; the SLDC's check starts once it is paid." },
};

export interface NextStepViewer {
  role: Role;
  isOwner: boolean;
  /** A party asked for its consent that has not answered yet. */
  isParty?: boolean;
}

const wordsOf = (words: Words, facts: NextStepFacts) => (typeof words === 'string' ? words : words(facts));

function actorWords(rule: NextStepRule, roles: readonly Role[]): string {
  if (rule.by === 'owner') return 'The applicant';
  if (rule.by === 'parties') return 'The seller and the buyer';
  return roles.map((r) => ROLE_LABELS[r]).join(' or ');
}

function isActor(rule: NextStepRule, roles: readonly Role[], viewer: NextStepViewer): boolean {
  if (rule.by === 'owner') return viewer.isOwner;
  if (rule.by === 'parties') return viewer.isParty === true;
  return roles.includes(viewer.role);
}

/** The rule of a status for a record: the fee first while its clock waits for it, else the table's. */
export function nextStepRuleOf<S extends string, C>(
  wf: Workflow<S, C>,
  status: S,
  clock: RecordClock | null,
): NextStepRule | null {
  if (clock?.isWaitingForFee) return FEE_NEXT_STEP;
  return wf.nextSteps?.[status] ?? null;
}

/**
 * The next step of a record for one viewer, or null when its status is final. `paths` gives each place's path for
 * this record (a place without one shows no link).
 */
export function nextStepOf<S extends string, C>(
  wf: Workflow<S, C>,
  record: { status: S; ctx: C },
  viewer: NextStepViewer,
  facts: NextStepFacts,
  paths: Partial<Record<NextStepPlace, string>> = {},
): NextStep | null {
  const rule = nextStepRuleOf(wf, record.status, facts.clock);
  if (!rule) return null;
  const roles = rule.roles ?? nextActors(wf, record.status, record.ctx);
  const isYours = isActor(rule, roles, viewer);
  const words = isYours ? rule.yours : viewer.isOwner ? (rule.owner ?? rule.others) : rule.others;
  const path = words.place ? paths[words.place] : undefined;
  const clock = facts.clock;
  const due = clock ? clock.dueOn : (rule.due?.(facts) ?? null);
  return {
    text: wordsOf(words.text, facts),
    actor: isYours ? 'You' : actorWords(rule, roles),
    isYours,
    due,
    dueText: clock ? clock.text : due ? `By ${formatDisplayDate(due.slice(0, 10))}` : null,
    link: words.place && path ? { label: NEXT_STEP_LINK_LABELS[words.place], path } : null,
  };
}

/** The statuses of a workflow that can still move (a row leads out of them): each needs a next step. */
export function waitingStatusesOf<S extends string, C>(wf: Workflow<S, C>): S[] {
  return wf.statuses.filter((s) => wf.transitions.some((t) => t.from === s && t.to !== s));
}
