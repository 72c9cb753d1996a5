/**
 * What an application is charged as its status moves (DOMAIN §5, issue 17): the application fee from its first
 * submission (never refunded); the STOA charges of the APPLIED schedule while it waits (payable in advance, due
 * only once approved), of the ALLOCATED schedule once capacity is allocated (so a paid-in-advance part not allocated
 * becomes refundable), nothing once it is refused or withdrawn. The e-bidding line is a due of its own. Once
 * allocated, a revision or curtailment lowers the STU charges but never the SLDC operating charges (chargedDaysOf).
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

/** One lowering of an allocated schedule as the charges read it (a schedule_changes row, in the order made). */
export interface ScheduleChangeFacts {
  kind: 'Revision' | 'Curtailment';
  /** The changed dates' blocks (hundredths of a MW) before and after the change. */
  before: Readonly<Record<string, readonly number[]>>;
  after: Readonly<Record<string, readonly number[]>>;
  /** Dates this change kept on STU charges of its blocks before (a revision's cancellation charge). */
  keptDates: readonly string[];
}

/** The blocks a changed schedule is charged on instead of the allocated blocks now, per date. */
export interface ChargedDays<T> {
  /** STU and e-bidding charges (the kept dates). */
  stu: ReadonlyMap<string, T>;
  /** SLDC operating charges (every changed date). */
  operating: ReadonlyMap<string, T>;
}

/**
 * What the charges read of an application's changes (DOMAIN §5, §6), derived from the changes alone:
 * - STU (and e-bidding) of a date a revision kept — less than the notice — stays on the blocks before the FIRST
 *   revision that kept it (DOMAIN §6 cancellation charge), less every block a LATER curtailment shed on that date
 *   (the before less the after of the curtailment's change: the blocks curtailment_items keep): curtailed MWh are
 *   refunded on a kept day too. A curtailment before the revision is already in its blocks before.
 * - SLDC operating charges stay on every changed date as allocated before its first change: "days in the approved
 *   period", never refunded on a revision or curtailment (DOMAIN §5), so a day cancelled or curtailed whole still
 *   counts.
 */
export function chargedDaysOf(changes: readonly ScheduleChangeFacts[]): ChargedDays<number[]> {
  const stu = new Map<string, number[]>();
  const operating = new Map<string, number[]>();
  for (const change of changes) {
    for (const [date, before] of Object.entries(change.before)) {
      if (!operating.has(date)) operating.set(date, [...before]);
      const kept = stu.get(date);
      if (!kept) {
        if (change.keptDates.includes(date)) stu.set(date, [...before]);
      } else if (change.kind === 'Curtailment') {
        const after = change.after[date] ?? before;
        stu.set(
          date,
          kept.map((v, b) => Math.max(0, v - ((before[b] ?? 0) - (after[b] ?? 0)))),
        );
      }
    }
  }
  return { stu, operating };
}

/** Nothing changed: every charge on the schedule as it stands. */
export const UNCHANGED: ChargedDays<never> = { stu: new Map<string, never>(), operating: new Map<string, never>() };

/**
 * The charge lines of a schedule that was lowered (chargedDaysOf): STU and e-bidding lines priced on the schedule
 * with the kept dates' blocks, the SLDC operating charges on it with the changed dates' blocks as allocated. `price`
 * prices a schedule (blocks or day summaries).
 */
export function linesOfChangedSchedule<T>(
  price: (days: ReadonlyMap<string, T>) => ChargeLine[],
  days: ReadonlyMap<string, T>,
  charged: ChargedDays<T>,
): ChargeLine[] {
  if (charged.stu.size === 0 && charged.operating.size === 0) return price(days);
  const over = (instead: ReadonlyMap<string, T>) =>
    new Map([...days].map(([date, day]) => [date, instead.get(date) ?? day] as const));
  const isOperating = (l: ChargeLine) => dueTypeOfLine(l) === 'SLDCOperatingCharges';
  return [
    ...price(over(charged.stu)).filter((l) => !isOperating(l)),
    ...price(over(charged.operating)).filter(isOperating),
  ];
}
