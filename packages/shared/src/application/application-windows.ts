/**
 * When each application type may be made and for which delivery dates (DOMAIN §3 table; the numbers are the
 * configured `applicationWindows`). The form reads `applicationWindow` for its date pickers; the server re-checks
 * the submitted rows with `checkWindow` at receipt time, so a form left open past a cut-off is still refused.
 */
import { addDays, firstOfNextMonth, formatDisplayDate, formatDisplayMonth, isIsoDate } from '../calendar/dates.ts';
import type { BusinessRules } from '../config/business-rules.ts';
import { APPLICATION_TYPE_LABELS, type ApplicationType } from './application-types.ts';
import { BLOCK_MINUTES, BLOCKS_PER_DAY, blockLabel } from './time-blocks.ts';

export type ApplicationWindowRules = BusinessRules['applicationWindows'];

/**
 * The business clock (Asia/Kolkata) at receipt: the date and whole minutes since 00:00. Round partial minutes up
 * (10:00:30 → 601) so that a cut-off or the same-day notice is never shortened by the seconds.
 */
export type BusinessNow = { date: string; minutes: number };

export type ApplicationWindow = {
  /** False when no delivery date can be applied for now; minDate is then the day after maxDate (an empty range). */
  isOpen: boolean;
  minDate: string;
  maxDate: string;
  /** The earliest From Time label index on minDate: 0 except for same-day applications. */
  minBlockOnMinDate: number;
  description: string;
};

export type WindowRow = { oaFromDate: string; oaToDate: string; fromTimeBlock: number };

export const CROSS_MONTH_MESSAGE = 'An application may not cross a calendar month';

const month = (date: string) => date.slice(0, 7);
const firstOf = (ym: string) => `${ym}-01`;
const lastOf = (ym: string) => addDays(firstOfNextMonth(firstOf(ym)), -1);
/** "HH:MM" → minutes after midnight. */
export const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** 'YYYY-MM' k months after `ym`. */
function addMonthsTo(ym: string, k: number): string {
  const index = Number(ym.slice(0, 4)) * 12 + Number(ym.slice(5, 7)) - 1 + k;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

function assertNow(now: BusinessNow): void {
  if (!isIsoDate(now.date) || !Number.isInteger(now.minutes) || now.minutes < 0 || now.minutes >= 24 * 60) {
    throw new RangeError(`Invalid business time ${JSON.stringify(now)}`);
  }
}

const opened = (minDate: string, maxDate: string, description: string, minBlockOnMinDate = 0): ApplicationWindow => ({
  isOpen: true,
  minDate,
  maxDate,
  minBlockOnMinDate,
  description,
});
const closed = (minDate: string, description: string, minBlockOnMinDate = 0): ApplicationWindow => ({
  isOpen: false,
  minDate,
  maxDate: addDays(minDate, -1),
  minBlockOnMinDate,
  description,
});

/** The last day of month M (today's) on which delivery month M+k may still be applied for. */
function advanceLastDay(today: string, k: number, rules: ApplicationWindowRules['Advance']): string {
  const cutoffs = rules.cutoffDaysBeforeMonthEnd;
  // Months beyond M+3 (monthsAhead > 3) share M+3's cut-off.
  const cutoff = cutoffs[Math.min(k, cutoffs.length) - 1] as number;
  return addDays(lastOf(month(today)), -cutoff);
}

function advanceDescription(rules: ApplicationWindowRules['Advance']): string {
  const n = rules.monthsAhead;
  const parts = rules.cutoffDaysBeforeMonthEnd.slice(0, n).map((cutoff, i) => {
    const months = i === 2 && n > 3 ? `M+3 to M+${n}` : `M+${i + 1}`;
    return `for ${months} until ${cutoff === 0 ? 'the last day of M' : `${cutoff} days before the end of M`}`;
  });
  return `Advance applications may be made in month M for delivery in months M+1 to M+${n}: ${parts.join(', ')}`;
}

/** Advance: months M+1..M+n still before their cut-off; the window spans the first to the last open month. */
function advanceWindow(today: string, rules: ApplicationWindowRules['Advance']): ApplicationWindow {
  const description = advanceDescription(rules);
  const open: number[] = [];
  for (let k = 1; k <= rules.monthsAhead; k += 1) if (today <= advanceLastDay(today, k, rules)) open.push(k);
  const first = open[0];
  const last = open[open.length - 1];
  if (first === undefined || last === undefined) return closed(firstOf(addMonthsTo(month(today), 1)), description);
  const ym = month(today);
  return opened(firstOf(addMonthsTo(ym, first)), lastOf(addMonthsTo(ym, last)), description);
}

function fcfsWindow(today: string, rules: ApplicationWindowRules['FCFS']): ApplicationWindow {
  const months =
    rules.monthsAhead === 0
      ? 'the current month'
      : rules.monthsAhead === 1
        ? 'the current or next month'
        : `the current month or the next ${rules.monthsAhead} months`;
  const description =
    `First Come First Serve applications may be made at least ${rules.minDaysBeforeStart} days before the start ` +
    `of delivery, for delivery in ${months}`;
  const minDate = addDays(today, rules.minDaysBeforeStart);
  const maxDate = lastOf(addMonthsTo(month(today), rules.monthsAhead));
  return minDate <= maxDate ? opened(minDate, maxDate, description) : closed(minDate, description);
}

/** Day-ahead: delivery D when D−openDaysBefore ≤ today ≤ D−1, and before the cut-off time on D−1. */
function dayAheadWindow(now: BusinessNow, rules: ApplicationWindowRules['DayAhead']): ApplicationWindow {
  const description =
    `Day-ahead applications may be made from ${rules.openDaysBefore} days before delivery until ` +
    `${rules.cutoffTime} the day before`;
  const minDate = addDays(now.date, now.minutes < toMinutes(rules.cutoffTime) ? 1 : 2);
  const maxDate = addDays(now.date, rules.openDaysBefore);
  return minDate <= maxDate ? opened(minDate, maxDate, description) : closed(minDate, description);
}

function contingencyDayAheadWindow(
  now: BusinessNow,
  rules: ApplicationWindowRules['ContingencyDayAhead'],
): ApplicationWindow {
  const description = `Contingency Day-Ahead applications may be made from ${rules.opensAt} the day before delivery`;
  const tomorrow = addDays(now.date, 1);
  return now.minutes >= toMinutes(rules.opensAt)
    ? opened(tomorrow, tomorrow, description)
    : closed(tomorrow, description);
}

/**
 * Contingency same-day: today only, from the label `ceil(minutes / 15) + minBlocksAfterReceipt`, i.e. the next
 * block boundary at or after receipt plus that many whole blocks (received 10:00 → from 11:00; 10:01 → from 11:15
 * with the default 4). Closed when that is 24:00 or later; minBlockOnMinDate is then 96.
 */
function contingencySameDayWindow(
  now: BusinessNow,
  rules: ApplicationWindowRules['ContingencySameDay'],
): ApplicationWindow {
  const n = rules.minBlocksAfterReceipt;
  const description =
    `Contingency Same-Day applications may be made on the delivery day, for blocks starting at least ${n} ` +
    `blocks after receipt`;
  const minBlock = Math.ceil(now.minutes / BLOCK_MINUTES) + n;
  return minBlock < BLOCKS_PER_DAY
    ? opened(now.date, now.date, description, minBlock)
    : closed(now.date, description, BLOCKS_PER_DAY);
}

/** The delivery dates (and, same-day, the earliest block) that `type` may be applied for at `now`. */
export function applicationWindow(
  type: ApplicationType,
  now: BusinessNow,
  rules: ApplicationWindowRules,
): ApplicationWindow {
  assertNow(now);
  switch (type) {
    case 'Advance':
      return advanceWindow(now.date, rules.Advance);
    case 'FCFS':
      return fcfsWindow(now.date, rules.FCFS);
    case 'DayAhead':
      return dayAheadWindow(now, rules.DayAhead);
    case 'ContingencyDayAhead':
      return contingencyDayAheadWindow(now, rules.ContingencyDayAhead);
    case 'ContingencySameDay':
      return contingencySameDayWindow(now, rules.ContingencySameDay);
  }
}

const isDayType = (type: ApplicationType) =>
  type === 'DayAhead' || type === 'ContingencyDayAhead' || type === 'ContingencySameDay';

/** Advance: the delivery month must be one of M+1..M+n and before its own cut-off. */
function advanceMessage(ym: string, now: BusinessNow, rules: ApplicationWindowRules['Advance']): string | null {
  const today = month(now.date);
  for (let k = 1; k <= rules.monthsAhead; k += 1) {
    if (addMonthsTo(today, k) !== ym) continue;
    const lastDay = advanceLastDay(now.date, k, rules);
    return now.date <= lastDay
      ? null
      : `Advance applications for ${formatDisplayMonth(ym)} could be made until ${formatDisplayDate(lastDay)}`;
  }
  return (
    `Advance applications made in ${formatDisplayMonth(today)} may be for ${formatDisplayMonth(addMonthsTo(today, 1))} ` +
    `to ${formatDisplayMonth(addMonthsTo(today, rules.monthsAhead))} only`
  );
}

/**
 * Why `rows` may not be applied for as `type` at `now`, or null when they may: one calendar month per application,
 * one delivery date for the day types, then the type's window (DOMAIN §3). No rows: null (the form requires one).
 */
export function checkWindow(
  type: ApplicationType,
  rows: readonly WindowRow[],
  now: BusinessNow,
  rules: ApplicationWindowRules,
): string | null {
  const window = applicationWindow(type, now, rules);
  const first = rows[0];
  if (first === undefined) return null;
  const ym = month(first.oaFromDate);
  if (rows.some((r) => month(r.oaFromDate) !== ym || month(r.oaToDate) !== ym)) return CROSS_MONTH_MESSAGE;
  const date = first.oaFromDate;
  if (isDayType(type) && rows.some((r) => r.oaFromDate !== date || r.oaToDate !== date)) {
    return `${APPLICATION_TYPE_LABELS[type]} applications are for a single delivery date`;
  }
  if (type === 'Advance') return advanceMessage(ym, now, rules.Advance);
  const start = rows.reduce((min, r) => (r.oaFromDate < min ? r.oaFromDate : min), date);
  const end = rows.reduce((max, r) => (r.oaToDate > max ? r.oaToDate : max), first.oaToDate);
  if (!window.isOpen && type === 'ContingencySameDay' && date === now.date) {
    return `${window.description}: no block of today remains`;
  }
  if (!window.isOpen || start < window.minDate || end > window.maxDate) {
    if (type === 'FCFS' && start < window.minDate) {
      return `${window.description}: the earliest start now is ${formatDisplayDate(window.minDate)}`;
    }
    return window.description;
  }
  const early = rows.find((r) => r.oaFromDate === window.minDate && r.fromTimeBlock < window.minBlockOnMinDate);
  if (early) return `${window.description}: the earliest From Time now is ${blockLabel(window.minBlockOnMinDate)}`;
  return null;
}
