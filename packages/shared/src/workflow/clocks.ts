/**
 * Statutory clocks (DOMAIN §8 and the rules' `clocks` section): a waiting status is due so many working days after
 * the record entered it (Sundays and holidays skipped; a day off counts from the next working day); where the
 * clock stands on a day — working days left, or overdue by. Pure: the server stamps due dates and takes deemed
 * steps, lists and records show the words, dashboards count the overdue.
 */
import { z } from 'zod';
import { UNITS } from '../api/units.ts';
import { addDays, addWorkingDays, countWorkingDays, formatDisplayDate } from '../calendar/dates.ts';

export const recordClockSchema = z.object({
  dueOn: z.string(),
  isOverdue: z.boolean(),
  workingDaysLeft: z.number().int(),
  workingDaysOverdue: z.number().int().describe(UNITS.workingDays),
  /** 'Due by Nov 25, 2026 (2 working days left)' or 'Overdue by 1 working day'. */
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
