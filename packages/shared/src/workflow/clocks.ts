/**
 * Statutory clocks (DOMAIN §8 and the rules' `clocks` section): a waiting status is due so many working days after
 * the record entered it (Sundays and holidays skipped; a day off counts from the next working day); where the
 * clock stands on a day — working days left, or overdue by. Pure: the server stamps due dates and takes deemed
 * steps, lists and records show the words, dashboards count the overdue.
 */
import { z } from 'zod';
import { UNITS } from '../api/units.ts';
import { addDays, addWorkingDays, countWorkingDays, formatDisplayDate } from '../calendar/dates.ts';
import type { BusinessRules } from '../config/business-rules.ts';
import type { ClockRule } from './engine.ts';

export const recordClockSchema = z.object({
  /** The due date; null while the clock waits for the payer's fee. */
  dueOn: z.string().nullable(),
  isOverdue: z.boolean(),
  workingDaysLeft: z.number().int(),
  workingDaysOverdue: z.number().int().describe(UNITS.workingDays),
  /** The clock does not run: the record waits for its payer's fee (DOMAIN §5). */
  isWaitingForFee: z.boolean().optional(),
  /** 'Due by Nov 25, 2026 (2 working days left)', 'Overdue by 1 working day' or "Waiting for the applicant's fee". */
  text: z.string(),
});
export type RecordClock = z.infer<typeof recordClockSchema>;

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The due date of a step entered on `enteredOn` (a business date): `workingDays` working days later. */
export function dueOnAfter(enteredOn: string, workingDays: number, holidays: ReadonlySet<string>): string {
  return addWorkingDays(enteredOn, workingDays, holidays);
}

/**
 * Where the clock stands on `today`: working days left until the end of `dueOn` (today not counted), or working days
 * overdue after it (today counted). On a day off just after the due date the record is overdue by 0 working days.
 */
export function clockOn(
  dueOn: string,
  today: string,
  holidays: ReadonlySet<string>,
  words: { lead: string; what: string } = { lead: 'Due', what: 'it' },
): RecordClock {
  const due = formatDisplayDate(dueOn);
  if (today <= dueOn) {
    const left = countWorkingDays(addDays(today, 1), dueOn, holidays);
    return {
      dueOn,
      isOverdue: false,
      workingDaysLeft: left,
      workingDaysOverdue: 0,
      text: `${words.lead} by ${due} (${plural(left, 'working day')} left)`,
    };
  }
  const overdue = countWorkingDays(addDays(dueOn, 1), today, holidays);
  return {
    dueOn,
    isOverdue: true,
    workingDaysLeft: 0,
    workingDaysOverdue: overdue,
    text: overdue > 0 ? `Overdue by ${plural(overdue, 'working day')}` : `Overdue: ${words.what} was due by ${due}`,
  };
}

/** The words of a clock that waits for the payer's fee. */
export const WAITING_FOR_FEE_TEXT = "Waiting for the applicant's fee";

/** A stopped clock: the record waits for its payer's fee, so it has no due date and is never overdue. */
export const WAITING_FOR_FEE_CLOCK: RecordClock = {
  dueOn: null,
  isOverdue: false,
  workingDaysLeft: 0,
  workingDaysOverdue: 0,
  isWaitingForFee: true,
  text: WAITING_FOR_FEE_TEXT,
};

/**
 * The fee that gates a step, as the clock reads it: `isOwed` while the payer has not paid it (no payment of it settled
 * or awaiting reconciliation); `paidOn` the business date its payer paid it (the payment recorded), if known.
 */
export interface FeeGate {
  isOwed: boolean;
  paidOn: string | null;
}

/**
 * When the clock of a status starts (DOMAIN §5 "the SLDC's clock on it does not run" while a record waits for its
 * payer's fee): the day the record entered the status; on a status its fee gates (`waitsForFee`), null while the fee
 * is owed, else the later of that day and the day the payer paid it — from then on the SLDC holds the record.
 */
export function clockStartOf(rule: Pick<ClockRule, 'waitsForFee'>, enteredOn: string, fee?: FeeGate): string | null {
  if (!rule.waitsForFee || !fee) return enteredOn;
  if (fee.isOwed) return null;
  return fee.paidOn && fee.paidOn > enteredOn ? fee.paidOn : enteredOn;
}

/** What every clock reads: today, the days off and the rules (the working days of each step). */
export interface ClockCalendar {
  today: string;
  holidays: ReadonlySet<string>;
  rules: BusinessRules;
}

/**
 * THE clock of a record waiting in a status (record page, lists, overdue filter, dashboards): N working days from
 * its start (`clockStartOf`), or waiting for the payer's fee. `stampedDueOn` (a standing clearance's answer date)
 * replaces the reckoning. Null when nothing starts it (no entry into the status known).
 */
export function recordClockOf(
  rule: ClockRule,
  facts: { enteredOn: string | null; stampedDueOn?: string | null; fee?: FeeGate },
  calendar: ClockCalendar,
  words?: { lead: string; what: string },
): RecordClock | null {
  if (facts.stampedDueOn) return clockOn(facts.stampedDueOn, calendar.today, calendar.holidays, words);
  if (!facts.enteredOn) return null;
  const start = clockStartOf(rule, facts.enteredOn, facts.fee);
  if (start === null) return WAITING_FOR_FEE_CLOCK;
  const dueOn = dueOnAfter(start, rule.workingDays(calendar.rules), calendar.holidays);
  return clockOn(dueOn, calendar.today, calendar.holidays, words);
}
