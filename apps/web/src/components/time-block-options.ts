/**
 * The From Time / To Time choices of a time-block row (spec §3, shared time-blocks): the 97 labels 00:00 … 24:00, each
 * option's value its label index as text. A row starts at 00:00 … 23:45 and ends at 00:15 … 24:00. The application
 * form, the revision form and the curtailment form choose blocks with these.
 */
import { TIME_LABELS, TIME_OF_DAY } from '@stoa/shared/application/time-blocks';
import type { SelectOption } from './select-input.tsx';

export const LAST_LABEL_INDEX = TIME_LABELS.length - 1;

/** The labels from index `from` to index `to`, both included. */
export const timeLabelOptions = (from: number, to: number): SelectOption[] =>
  TIME_LABELS.slice(from, to + 1).map((label, i) => ({ value: String(from + i), label }));

/** Where a row may start: 00:00 … 23:45. */
export const FROM_TIME_OPTIONS = timeLabelOptions(0, LAST_LABEL_INDEX - 1);

/** Where a row may end: 00:15 … 24:00. */
export const TO_TIME_OPTIONS = timeLabelOptions(1, LAST_LABEL_INDEX);

/**
 * The choices of a time-of-day field: every quarter-hour 00:00 … 23:45, value and label 'HH:mm' — and `current` too when
 * it is a time between them (a time saved before, or through the API), so the field still shows it.
 */
export function timeOfDayOptions(current?: string | null): SelectOption[] {
  const quarters = TIME_LABELS.slice(0, LAST_LABEL_INDEX);
  const times =
    current && TIME_OF_DAY.test(current) && !quarters.includes(current) ? [...quarters, current].sort() : quarters;
  return times.map((time) => ({ value: time, label: time }));
}
