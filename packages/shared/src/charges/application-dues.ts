/**
 * What an application is charged as its status moves (DOMAIN §5, issue 17): the application fee from its first
 * submission (never refunded); the STOA charges of the APPLIED schedule while it waits (payable in advance, due
 * only once approved), of the ALLOCATED schedule once capacity is allocated (so a paid-in-advance part not allocated
 * becomes refundable), nothing once it is refused or withdrawn. The e-bidding line is a due of its own.
 */
import type { ApplicationStatus } from '../application/application-workflow.ts';
import type { ChargeLine } from '../application/schedule-charges.ts';
import type { DueType } from './ledger.ts';

export type ChargedSchedule = 'applied' | 'allocated' | null;

const APPLIED: readonly ApplicationStatus[] = [
  'PendingConsent',
  'Submitted',
  'PendingSTOAApproval',
  'PendingEBidding',
  'Returned',
];
const ALLOCATED: readonly ApplicationStatus[] = [
  'PendingApplicantApproval',
  'PartiallyApproved',
  'STOAApproved',
  'SLDCApproverIApproved',
  'Approved',
];

/** The schedule an application in a status is charged on (null: nothing but its fee). */
export function chargedScheduleOf(status: ApplicationStatus): ChargedSchedule {
  if (APPLIED.includes(status)) return 'applied';
  if (ALLOCATED.includes(status)) return 'allocated';
  return null;
}

/** The STOA charge dues of an application, in the order they are shown. */
export const SCHEDULE_DUE_TYPES = [
  'STUCharges',
  'SLDCOperatingCharges',
  'EBiddingCharges',
] as const satisfies readonly DueType[];
export type ScheduleDueType = (typeof SCHEDULE_DUE_TYPES)[number];

export function dueTypeOfLine(line: ChargeLine): ScheduleDueType {
  if (line.isEBidding) return 'EBiddingCharges';
  return line.chargeType === 'STUCharge' ? 'STUCharges' : 'SLDCOperatingCharges';
}

/** Paise per due type of a schedule's charge lines (every due type present, 0 when none). */
export function chargesByDueType(lines: readonly ChargeLine[]): Record<ScheduleDueType, number> {
  const sums: Record<ScheduleDueType, number> = { STUCharges: 0, SLDCOperatingCharges: 0, EBiddingCharges: 0 };
  for (const line of lines) sums[dueTypeOfLine(line)] += line.amountPaise;
  return sums;
}

/**
 * The charge lines of a schedule after a revision kept STU charges on the original blocks of some dates (DOMAIN §6,
 * the cancellation charge): STU and e-bidding lines priced on the schedule with those dates' original blocks, the
 * SLDC operating charges on the schedule itself. `price` prices a schedule (blocks or day summaries).
 */
export function linesWithKeptDays<T>(
  price: (days: ReadonlyMap<string, T>) => ChargeLine[],
  days: ReadonlyMap<string, T>,
  kept: ReadonlyMap<string, T>,
): ChargeLine[] {
  if (kept.size === 0) return price(days);
  const stuDays = new Map([...days].map(([date, day]) => [date, kept.get(date) ?? day] as const));
  const isOperating = (l: ChargeLine) => dueTypeOfLine(l) === 'SLDCOperatingCharges';
  return [...price(stuDays).filter((l) => !isOperating(l)), ...price(days).filter(isOperating)];
}
