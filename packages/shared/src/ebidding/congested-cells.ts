/**
 * The congested cells of an e-bidding (DOMAIN §4 "Congestion is per block"): an invitation covers exactly the
 * corridor-day-blocks where Σ requests exceeded the margin, not the span from the first to the last. A cell set is
 * kept as runs of consecutive blocks per date (`CellRun`: 0-based blocks [from, to)), sorted by date then block;
 * its span (first date/time to last date/time) is what Form ST2 prints as the congestion period.
 */
import { addDays } from '../calendar/dates.ts';
import { BLOCKS_PER_DAY, blockLabel } from '../application/time-blocks.ts';

/** Consecutive congested blocks of one date: 0-based blocks `from` (inclusive) to `to` (exclusive). */
export interface CellRun {
  date: string;
  from: number;
  to: number;
}

/** A cell set as a lookup: per date, a 96-block mask. */
export type CellMask = ReadonlyMap<string, readonly boolean[]>;

/** The runs of a date's mask (true = congested). */
export function runsOfMask(date: string, mask: readonly boolean[]): CellRun[] {
  const runs: CellRun[] = [];
  for (let b = 0; b < BLOCKS_PER_DAY; b += 1) {
    if (!mask[b]) continue;
    const last = runs.at(-1);
    if (last && last.to === b) last.to = b + 1;
    else runs.push({ date, from: b, to: b + 1 });
  }
  return runs;
}

/** Runs sorted by date, then first block. */
export const sortRuns = <R extends CellRun>(runs: readonly R[]): R[] =>
  [...runs].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.from - b.from));

/** The mask of a cell set. */
export function maskOf(runs: readonly CellRun[]): Map<string, boolean[]> {
  const mask = new Map<string, boolean[]>();
  for (const r of runs) {
    const day = mask.get(r.date) ?? new Array<boolean>(BLOCKS_PER_DAY).fill(false);
    for (let b = r.from; b < r.to; b += 1) day[b] = true;
    mask.set(r.date, day);
  }
  return mask;
}

export const inMask = (mask: CellMask, date: string, block: number): boolean => mask.get(date)?.[block] ?? false;

/** How many cells a set holds. */
export const cellCountOf = (runs: readonly CellRun[]): number => runs.reduce((n, r) => n + r.to - r.from, 0);

/** The span of a cell set as the forms print it: first and last date, earliest block and latest end (label indexes). */
export function spanOf(runs: readonly CellRun[]) {
  if (runs.length === 0) throw new RangeError('A congestion has at least one congested block');
  const sorted = sortRuns(runs);
  return {
    fromDate: sorted[0]!.date,
    toDate: sorted.at(-1)!.date,
    fromTimeBlock: Math.min(...sorted.map((r) => r.from)),
    toTimeBlock: Math.max(...sorted.map((r) => r.to)),
  };
}

/** The cells of a whole box: every date from `fromDate` to `toDate`, blocks [fromTimeBlock, toTimeBlock). */
export function boxRuns(box: { fromDate: string; toDate: string; fromTimeBlock: number; toTimeBlock: number }) {
  const runs: CellRun[] = [];
  const to = Math.min(box.toTimeBlock, BLOCKS_PER_DAY);
  for (let d = box.fromDate; d <= box.toDate; d = addDays(d, 1)) {
    if (to > box.fromTimeBlock) runs.push({ date: d, from: box.fromTimeBlock, to });
  }
  return runs;
}

/** A congested period in words: consecutive dates with the same blocks grouped (Form ST2, the process screen). */
export interface CongestedPeriod {
  fromDate: string;
  toDate: string;
  fromTime: string;
  toTime: string;
}

/** The cell set as periods: each run of blocks, consecutive dates with the same run merged. */
export function periodsOf(runs: readonly CellRun[]): CongestedPeriod[] {
  const open = new Map<string, { fromDate: string; toDate: string; from: number; to: number }>();
  const done: { fromDate: string; toDate: string; from: number; to: number }[] = [];
  for (const r of sortRuns(runs)) {
    const key = `${r.from}-${r.to}`;
    const current = open.get(key);
    if (current && addDays(current.toDate, 1) === r.date) current.toDate = r.date;
    else {
      if (current) done.push(current);
      open.set(key, { fromDate: r.date, toDate: r.date, from: r.from, to: r.to });
    }
  }
  done.push(...open.values());
  return done
    .sort((a, b) => (a.fromDate < b.fromDate ? -1 : a.fromDate > b.fromDate ? 1 : a.from - b.from))
    .map((p) => ({ fromDate: p.fromDate, toDate: p.toDate, fromTime: blockLabel(p.from), toTime: blockLabel(p.to) }));
}
