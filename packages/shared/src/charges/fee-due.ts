/**
 * When a fee falls due (DOMAIN §5 "Fee timing"): an application's fee is due by the last moment the SLDC can still
 * accept the application for its type —
 *
 * - Day-ahead: the processing cut-off of its day, the configured cut-off time (default 15:00) on the day before
 *   delivery, IST. A due that is an instant: `dueAt` holds it, `dueOn` its date.
 * - Contingency day-ahead and same-day: at once, i.e. on the day it was submitted (`dueOn`, the end of that day).
 * - FCFS and Advance: the Admin's due rule of the Application Fee (default 3 working days after submission), never
 *   after the day the SLDC must have processed it — Advance: its batch's processing date; FCFS: its processing
 *   deadline, `processingWorkingDays` working days after receipt (DOMAIN §3 "within 3 working days"; its batch is
 *   only keyed by the receipt day) — and never on or after its first delivery day (no application is accepted once
 *   its delivery has begun).
 *
 * Working days skip Sundays and the configured holidays (DOMAIN §2).
 */
import { addDays, addWorkingDays, businessDate, formatDisplayDate, formatDisplayDateTime } from '../calendar/dates.ts';
import type { ApplicationWindowRules } from '../application/application-windows.ts';
import type { ApplicationType } from '../application/application-types.ts';
import { istInstant } from '../ebidding/ebidding-rules.ts';
import type { DueRule } from '../config/master-data.schemas.ts';

/** A pay-by: the date, and where the due is a moment of that date (a cut-off) the instant (ISO), else null. */
export interface FeeDue {
  dueOn: string;
  dueAt: string | null;
}

export type DueRuleTerms = Pick<DueRule, 'daysToPay' | 'dayKind'>;

/** The date a due raised on `raisedOn` is payable by under an Admin's due rule (calendar or working days). */
export function payByRule(raisedOn: string, rule: DueRuleTerms, holidays: ReadonlySet<string>): string {
  return rule.dayKind === 'Working'
    ? addWorkingDays(raisedOn, rule.daysToPay, holidays)
    : addDays(raisedOn, rule.daysToPay);
}

/** What the fee's due date of one application depends on. */
export interface FeeDueFacts {
  type: ApplicationType;
  /** Its first submission (the fee is raised then). */
  submittedAt: Date;
  /** Its first delivery day. */
  fromDate: string;
  /** Its batch's processing date (the delivery date, the receipt day for FCFS, the month's first day for Advance). */
  processingDate: string;
}

export interface FeeDueTerms {
  windows: ApplicationWindowRules;
  /** The Admin's due rule of the Application Fee. */
  feeRule: DueRuleTerms;
  holidays: ReadonlySet<string>;
}

const earlier = (a: string, b: string) => (a < b ? a : b);

/** The last day the SLDC can still accept an FCFS or Advance application (see the module's notes). */
function lastAcceptanceDay(facts: FeeDueFacts, terms: FeeDueTerms, submittedOn: string): string {
  const processing =
    facts.type === 'FCFS'
      ? addWorkingDays(submittedOn, terms.windows.FCFS.processingWorkingDays, terms.holidays)
      : facts.processingDate;
  return earlier(processing, addDays(facts.fromDate, -1));
}

/** When an application's fee falls due, by its type (DOMAIN §5 "Fee timing"). */
export function applicationFeeDue(facts: FeeDueFacts, terms: FeeDueTerms): FeeDue {
  const submittedOn = businessDate(facts.submittedAt);
  switch (facts.type) {
    case 'DayAhead': {
      const cutoffDay = addDays(facts.fromDate, -1);
      return { dueOn: cutoffDay, dueAt: istInstant(cutoffDay, terms.windows.DayAhead.cutoffTime).toISOString() };
    }
    case 'ContingencyDayAhead':
    case 'ContingencySameDay':
      return { dueOn: submittedOn, dueAt: null };
    case 'FCFS':
    case 'Advance': {
      const byRule = payByRule(submittedOn, terms.feeRule, terms.holidays);
      // Never before the day it was raised (a processing date already past cannot make it due yesterday).
      const due = earlier(byRule, lastAcceptanceDay(facts, terms, submittedOn));
      return { dueOn: due < submittedOn ? submittedOn : due, dueAt: null };
    }
  }
}

/** A pay-by in words: 'Dec 02, 2026 3:00 PM' where it is a cut-off, else 'Dec 02, 2026' (the end of that day). */
export function formatDueBy(dueOn: string, dueAt: string | null): string {
  return dueAt ? formatDisplayDateTime(dueAt) : formatDisplayDate(dueOn);
}

/** Past its pay-by at `now`: after the instant where it has one, else from the day after its date. */
export function isPastDue(dueOn: string | null, dueAt: string | null, now: Date): boolean {
  if (dueAt) return now.getTime() > Date.parse(dueAt);
  return dueOn !== null && dueOn < businessDate(now);
}
