/**
 * E-bidding's rules of status and access (spec §4, §6; DOMAIN §4): the invitation's and the bid's statuses in words,
 * when an invitation counts as expired, what each role is offered on a list row, when the SLDC may approve the
 * clearing, and the access matrix of the two forms. The server enforces and the web shows the same functions.
 *
 * Invitation: None (a congestion record nobody invited yet) → Draft (saved) → Initiated (sent to the congested
 * applications) → Submitted (a first bid arrived) → Completed (processed). Expired: the deadline passed while None,
 * Draft or Initiated (the expiry job marks it; until then it counts as expired anyway).
 * Bid (one per invited application): None (invited) → Draft → Submitted → Completed (processed) | Withdrawn (no bid
 * by the deadline).
 */
import { APPLICANT_ROLES, SLDC_ROLES, type Role } from '../auth/roles.ts';
import { formatDisplayDateTime } from '../calendar/dates.ts';

export const INVITATION_STATUSES = ['None', 'Draft', 'Initiated', 'Submitted', 'Completed', 'Expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  None: 'Not Invited',
  Draft: 'Draft',
  Initiated: 'Initiated',
  Submitted: 'Submitted',
  Completed: 'Completed',
  Expired: 'Expired',
};

/** Spec §2.3: the list's status filter offers Submitted and Completed. */
export const INVITATION_STATUS_FILTERS: readonly { label: string; value: InvitationStatus }[] = [
  { label: 'Submitted', value: 'Submitted' },
  { label: 'Completed', value: 'Completed' },
];

export const BID_STATUSES = ['None', 'Draft', 'Submitted', 'Completed', 'Withdrawn'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

export const BID_STATUS_LABELS: Record<BidStatus, string> = {
  None: 'Not Submitted',
  Draft: 'Draft',
  Submitted: 'Submitted',
  Completed: 'Completed',
  Withdrawn: 'Withdrawn (no bid)',
};

/** India Standard Time is UTC+05:30 all year. */
const IST = '+05:30';

/** The instant bids close: the last date of submission at the deadline time, IST; null until both are set. */
export function bidDeadlineOf(lastDateOfSubmission: string | null, deadLine: string | null): Date | null {
  if (!lastDateOfSubmission || !deadLine) return null;
  return new Date(`${lastDateOfSubmission}T${deadLine}:00${IST}`);
}

/** An instant of the business clock: a date and an 'HH:mm' time of day, IST. */
export function istInstant(date: string, time: string): Date {
  return new Date(`${date}T${time === '24:00' ? '23:59' : time}:00${IST}`);
}

export interface InvitationClock {
  status: InvitationStatus;
  lastDateOfSubmission: string | null;
  deadLine: string | null;
}

/** Has the bid deadline passed (false while no deadline is set)? */
export function isDeadlinePassed(inv: Omit<InvitationClock, 'status'>, now: Date): boolean {
  const deadline = bidDeadlineOf(inv.lastDateOfSubmission, inv.deadLine);
  return deadline !== null && now.getTime() >= deadline.getTime();
}

/** Spec §4: expired when marked so, or when the deadline passed while still None, Draft or Initiated. */
export function isInvitationExpired(inv: InvitationClock, now: Date): boolean {
  if (inv.status === 'Expired') return true;
  return (['None', 'Draft', 'Initiated'] as const).includes(inv.status as 'None') && isDeadlinePassed(inv, now);
}

/**
 * Spec §4 "Completed or Expired: the SLDC user sees Result": nothing is left to process, the process screen reads
 * what came of it (the clearing once processed; no bids once expired, as the deadline passed while still unanswered).
 */
export function isInvitationOver(inv: InvitationClock, now: Date): boolean {
  return inv.status === 'Completed' || isInvitationExpired(inv, now);
}

/** What the SLDC's list offers on a row (spec §4): Invite, the word Initiated, Process or Result. */
export type SldcInvitationAction = 'Invite' | 'Initiated' | 'Process' | 'Result';

export function sldcInvitationAction(inv: InvitationClock, now: Date): SldcInvitationAction {
  if (isInvitationOver(inv, now)) return 'Result';
  if (inv.status === 'None' || inv.status === 'Draft') return 'Invite';
  if (inv.status === 'Initiated') return 'Initiated';
  return 'Process';
}

/** What an invited applicant's row offers (spec §4): Apply, View once its bid is in or the invitation done. */
export type ApplicantInvitationAction = 'Apply' | 'View' | 'Invitation Expired';

export function applicantInvitationAction(
  inv: InvitationClock,
  bidStatus: BidStatus,
  now: Date,
): ApplicantInvitationAction {
  if (bidStatus === 'Submitted' || bidStatus === 'Completed' || inv.status === 'Completed') return 'View';
  if (isInvitationExpired(inv, now) || isDeadlinePassed(inv, now) || bidStatus === 'Withdrawn') {
    return 'Invitation Expired';
  }
  return 'Apply';
}

/** Form ST2's bid opening, with the bid deadline it may not precede. */
export interface OpeningClock extends InvitationClock {
  bidOpeningDate: string | null;
  bidOpeningTime: string | null;
}

/**
 * The instant bids are opened (DOMAIN §4): Form ST2's bid opening date and time (IST), never before the bid deadline;
 * the deadline when no opening is set; null while neither is.
 */
export function bidOpeningOf(inv: Omit<OpeningClock, 'status'>): Date | null {
  const deadline = bidDeadlineOf(inv.lastDateOfSubmission, inv.deadLine);
  const opening = inv.bidOpeningDate && inv.bidOpeningTime ? istInstant(inv.bidOpeningDate, inv.bidOpeningTime) : null;
  if (!deadline || !opening) return opening ?? deadline;
  return opening.getTime() > deadline.getTime() ? opening : deadline;
}

/**
 * Sealed bids (DOMAIN §4): until the bid opening nobody — the SLDC and its approvers included — sees a quoted price
 * or a provisional clearing, only who has submitted. A processed invitation is open; one never sent has no bids.
 */
export function isSealed(inv: OpeningClock, now: Date): boolean {
  if (inv.status === 'Completed') return false;
  const opening = bidOpeningOf(inv);
  return opening === null || now.getTime() < opening.getTime();
}

export interface ProcessGate extends OpeningClock {
  proposals: number;
  congestionToDate: string;
}

/**
 * Why the SLDC may not approve the clearing now (null: it may). Spec §4 offers Approve only with proposals, before
 * its deadline and when not Completed. Read with DOMAIN §4 (every invited applicant may bid until the bid deadline;
 * bids stay sealed until their opening), the deadline that must still be ahead is the congestion period's end; the
 * bid deadline and the bid opening must have passed.
 */
export function processBlockedReason(gate: ProcessGate, today: string, now: Date): string | null {
  if (gate.status === 'Completed') return EBIDDING_RULE_MESSAGES.alreadyProcessed;
  if (gate.status !== 'Submitted' || gate.proposals === 0) return EBIDDING_RULE_MESSAGES.noProposals;
  if (!isDeadlinePassed(gate, now)) return EBIDDING_RULE_MESSAGES.beforeDeadline;
  if (isSealed(gate, now)) return EBIDDING_RULE_MESSAGES.sealed(bidOpeningOf(gate)!);
  if (gate.congestionToDate < today) return EBIDDING_RULE_MESSAGES.periodOver;
  return null;
}

export const EBIDDING_RULE_MESSAGES = {
  alreadyProcessed: 'This e-bidding has been processed.',
  noProposals: 'No bids have been submitted for this invitation.',
  beforeDeadline: 'Bids can be processed once the deadline for bids has passed.',
  sealed: (opening: Date) =>
    `Bids are sealed until their opening on ${formatDisplayDateTime(opening)} IST: they can be processed from then.`,
  periodOver: 'The congestion period is over: the invitation can no longer be processed.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// The access matrix (spec §4 "Access by status", §6 "E-bidding matrix"): per form, status and role.
// ---------------------------------------------------------------------------------------------------------------
export type FormAccess = 'Write' | 'ReadOnly' | 'NoOP';
export type EBiddingForm = 'invitation' | 'bid';

const isSldc = (role: Role) => (SLDC_ROLES as readonly Role[]).includes(role);
const isApplicant = (role: Role) => (APPLICANT_ROLES as readonly Role[]).includes(role);

/**
 * Who writes and reads each form in each status. Admin, All, DISCOM and TRANSCO get no operation (spec §6). The
 * invitation is written by the SLDC business user while None or Draft; the bid by the OA applicant or trader while
 * None or Draft. Everyone else allowed reads.
 */
export function eBiddingFormAccess(form: EBiddingForm, status: InvitationStatus | BidStatus, role: Role): FormAccess {
  if (!isSldc(role) && !isApplicant(role)) return 'NoOP';
  const open = status === 'None' || status === 'Draft';
  const writer = form === 'invitation' ? role === 'SLDCBusinessUser' : isApplicant(role);
  return open && writer ? 'Write' : 'ReadOnly';
}
