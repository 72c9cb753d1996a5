/**
 * Revision of an approved schedule (DOMAIN §6, issue 18; the numbers are the business rules' `revision`): downward
 * only (an increase is a new application); effective from the `effectiveFromBlock`-th block after the request, the
 * request's own block counting as the first (10:07 → the block starting 10:45), on the business clock; a revision
 * reducing less than `minRevisionPercent` of the schedule's energy is refused; with less than `noticeDays` days'
 * notice before the first reduced day, STU charges stay on the original schedule for that many reduced days (or all
 * of them if fewer). Schedules are 96 blocks of hundredths of a MW per date. Pure.
 */
import {
  BLOCKS_PER_DAY,
  BLOCK_MINUTES,
  blockLabel,
  dateRange,
  mwToHundredths,
  type TimeBlockRow,
} from '../application/time-blocks.ts';
import { BUSINESS_TIME_ZONE, addDays, formatDisplayDate } from '../calendar/dates.ts';
import { formatMw } from '../format/numbers.ts';
import type { BusinessRules } from '../config/business-rules.ts';

export type RevisionRules = BusinessRules['revision'];
export type Schedule = ReadonlyMap<string, readonly number[]>;

/** A block of a date: `block` is its 0-based index, the label index where it starts (0 → 00:00, 43 → 10:45). */
export interface BlockPoint {
  date: string;
  block: number;
}

const CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The business date and the block an instant falls in (seconds do not move it to the next block). */
export function blockAt(instant: Date): BlockPoint {
  const part = (type: string) => CLOCK.formatToParts(instant).find((p) => p.type === type)?.value ?? '0';
  const minutes = Number(part('hour')) * 60 + Number(part('minute'));
  return { date: `${part('year')}-${part('month')}-${part('day')}`, block: Math.floor(minutes / BLOCK_MINUTES) };
}

/** The first block a revision requested at `instant` changes (it may fall on the next day). */
export function revisionEffectiveFrom(instant: Date, rules: Pick<RevisionRules, 'effectiveFromBlock'>): BlockPoint {
  const at = blockAt(instant);
  const block = at.block + rules.effectiveFromBlock - 1;
  const days = Math.floor(block / BLOCKS_PER_DAY);
  return { date: addDays(at.date, days), block: block % BLOCKS_PER_DAY };
}

/** Is (date, block) at or after the point? */
export const isAtOrAfter = (date: string, block: number, from: BlockPoint) =>
  date > from.date || (date === from.date && block >= from.block);

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

/** Energy of a schedule in block-hundredths (÷ 400 = MWh). */
export const scheduleUnits = (schedule: Schedule) => sum([...schedule.values()].map(sum));

/** Does the revision reduce at least the rules' share of the original's energy? (Nothing reduced never does.) */
export function meetsMinimum(original: Schedule, revised: Schedule, rules: Pick<RevisionRules, 'minRevisionPercent'>) {
  const before = scheduleUnits(original);
  const reduced = before - scheduleUnits(revised);
  // reduced / before ≥ percent / 100, in integers (the percent has at most 2 decimals).
  return reduced > 0 && reduced * 10_000 >= Math.round(rules.minRevisionPercent * 100) * before;
}

/** The dates a revision reduces, in order. */
export function reducedDates(original: Schedule, revised: Schedule): string[] {
  return [...original.keys()]
    .filter((date) => {
      const after = revised.get(date) ?? [];
      return original.get(date)!.some((v, b) => (after[b] ?? 0) < v);
    })
    .sort();
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * The reduced dates still charged STU on the original schedule: with less than `noticeDays` days from the request's
 * date to the first reduced date, the first `noticeDays` reduced dates (all of them if fewer); else none. DOMAIN §6
 * worked examples: a 5-day schedule cancelled the day before pays 2 days, a 1-day one its day, 5 days ahead nothing.
 */
export function cancellationChargeDates(
  requestDate: string,
  original: Schedule,
  revised: Schedule,
  rules: Pick<RevisionRules, 'noticeDays'>,
): string[] {
  const reduced = reducedDates(original, revised);
  if (reduced.length === 0 || dayNumber(reduced[0]!) - dayNumber(requestDate) >= rules.noticeDays) return [];
  return reduced.slice(0, rules.noticeDays);
}

/** The schedule STU is charged on after a revision: the revised one, but the original on the kept dates. */
export function stuChargedSchedule(original: Schedule, revised: Schedule, keptDates: readonly string[]): Schedule {
  const kept = new Set(keptDates);
  return new Map([...revised].map(([date, blocks]) => [date, kept.has(date) ? original.get(date)! : blocks]));
}

/** A revision row (the application's time-block row): the new MW on dates × blocks; 0 cancels them. */
export type RevisionRow = TimeBlockRow;

export const REVISION_MESSAGES = {
  notScheduled: (date: string) => `${formatDisplayDate(date)} is not a day of this schedule`,
  tooEarly: (from: BlockPoint) =>
    `A revision takes effect from ${formatDisplayDate(from.date)} ${blockLabel(from.block)}; earlier blocks cannot change`,
  increase: (date: string, block: number, mw: number) =>
    `A revision can only lower the schedule: ${formatDisplayDate(date)} ${blockLabel(block)} is scheduled at ` +
    `${formatMw(mw / 100)} MW. Apply for more as a new application`,
  belowMinimum: (percent: number) => `A revision must reduce the schedule by at least ${percent}% of its energy`,
} as const;

export interface RevisionOutcome {
  revised: Map<string, number[]>;
  /** One message per row that cannot apply (by row index); empty when the revision is valid. */
  errors: { row: number; message: string }[];
}

/** The original schedule with each row's blocks set to its MW, refused where it would raise a block or come too early. */
export function reviseSchedule(original: Schedule, rows: readonly RevisionRow[], from: BlockPoint): RevisionOutcome {
  const revised = new Map([...original].map(([date, blocks]) => [date, [...blocks]]));
  const errors: RevisionOutcome['errors'] = [];
  rows.forEach((row, index) => {
    const mw = mwToHundredths(row.oaRequirement);
    for (const date of dateRange(row.oaFromDate, row.oaToDate)) {
      const blocks = revised.get(date);
      if (!blocks) return void errors.push({ row: index, message: REVISION_MESSAGES.notScheduled(date) });
      for (let b = row.fromTimeBlock; b < row.toTimeBlock; b++) {
        if (!isAtOrAfter(date, b, from))
          return void errors.push({ row: index, message: REVISION_MESSAGES.tooEarly(from) });
        if (mw > original.get(date)![b]!) {
          return void errors.push({
            row: index,
            message: REVISION_MESSAGES.increase(date, b, original.get(date)![b]!),
          });
        }
        blocks[b] = Math.min(blocks[b]!, mw);
      }
    }
  });
  return { revised, errors };
}

/**
 * The rows applied as approved (never raising a block, never before the effective block): what stands of a request
 * after the schedule moved since it was made (a curtailment may have lowered it further). Only changed dates.
 */
export function lowerSchedule(
  current: Schedule,
  rows: readonly RevisionRow[],
  from: BlockPoint,
): Map<string, number[]> {
  const lowered = new Map<string, number[]>();
  for (const row of rows) {
    const mw = mwToHundredths(row.oaRequirement);
    for (const date of dateRange(row.oaFromDate, row.oaToDate)) {
      const blocks = lowered.get(date) ?? (current.get(date) ? [...current.get(date)!] : null);
      if (!blocks) continue;
      for (let b = row.fromTimeBlock; b < row.toTimeBlock; b++) {
        if (isAtOrAfter(date, b, from)) blocks[b] = Math.min(blocks[b]!, mw);
      }
      lowered.set(date, blocks);
    }
  }
  return changedDays(current, lowered);
}

/** The dates of `revised` whose blocks differ from `original`'s (what a schedule change writes). */
export function changedDays(original: Schedule, revised: Schedule): Map<string, number[]> {
  return new Map(
    [...revised]
      .filter(([date, blocks]) => blocks.some((v, b) => v !== original.get(date)![b]))
      .map(([date, blocks]) => [date, [...blocks]]),
  );
}
