/**
 * The e-bidding details of one application (spec §2.3 details grid, DOMAIN §4): its schedule in the congested blocks
 * e-bidding decided (exactly those, never the span between them) as rows of equal requested MW, approved MW and
 * applicable price (consecutive blocks of a day, then consecutive days alike), each with its MWh and its e-bidding
 * charge = applicable price × approved MWh × 1000 (Rs), rounded half up to the paisa once per row; the totals are the
 * sums of the rows. Integer hundredths in, numbers with 2 decimals out.
 */
import { addDays } from '../calendar/dates.ts';
import { blockLabel, unitsToMwh } from '../application/time-blocks.ts';
import { sortRuns, type CellRun } from './congested-cells.ts';

export interface DetailDay {
  date: string;
  /** MW hundredths per block (96). */
  requested: readonly number[];
  /** MW hundredths per block, null when nothing is allocated. */
  allocated: readonly number[] | null;
}

/** Congested blocks e-bidding decided: the bid's quote and the applicable price (paise per kWh; null: none given). */
export interface PricedRun extends CellRun {
  quoted: number;
  price: number | null;
}

/**
 * The priced blocks of several e-biddings of one application as one set: a block two invitations priced (an
 * application congested on two corridors) counts once, by the first that decided it.
 */
export function mergePricedRuns(lists: readonly (readonly PricedRun[])[]): PricedRun[] {
  const taken = new Map<string, boolean[]>();
  const merged: PricedRun[] = [];
  for (const list of lists) {
    for (const run of list) {
      const day = taken.get(run.date) ?? new Array<boolean>(96).fill(false);
      taken.set(run.date, day);
      for (let b = run.from; b < run.to; b += 1) {
        if (day[b]) continue;
        day[b] = true;
        const last = merged.at(-1);
        const alike = last && last.date === run.date && last.to === b && last.price === run.price;
        if (alike && last.quoted === run.quoted) last.to = b + 1;
        else merged.push({ date: run.date, from: b, to: b + 1, quoted: run.quoted, price: run.price });
      }
    }
  }
  return sortRuns(merged);
}

export interface DetailRow {
  fromDate: string;
  toDate: string;
  fromTime: string;
  toTime: string;
  appliedQuantumMw: number;
  appliedQuantumMwh: number;
  approvedQuantumMw: number;
  approvedQuantumMwh: number;
  quotedPrice: number;
  /** Rs/kWh; null where nothing was allocated. */
  applicablePrice: number | null;
  totalPrice: number;
}

type Segment = { from: number; to: number; requested: number; allocated: number; price: number | null; quoted: number };

/** A day's priced blocks as runs of equal (requested, allocated, price), requested > 0. */
function segmentsOf(day: DetailDay, priced: readonly PricedRun[]): Segment[] {
  const segments: Segment[] = [];
  for (const run of priced) {
    for (let b = run.from; b < run.to; b += 1) {
      const requested = day.requested[b] ?? 0;
      const allocated = day.allocated?.[b] ?? 0;
      const last = segments.at(-1);
      if (requested === 0) continue;
      const alike = last && last.to === b && last.requested === requested && last.allocated === allocated;
      if (alike && last.price === run.price && last.quoted === run.quoted) last.to = b + 1;
      else segments.push({ from: b, to: b + 1, requested, allocated, price: run.price, quoted: run.quoted });
    }
  }
  return segments;
}

const sameSegments = (a: Segment[], b: Segment[]) =>
  a.length === b.length &&
  a.every((s, i) => {
    const t = b[i]!;
    const same = s.requested === t.requested && s.allocated === t.allocated && s.price === t.price;
    return same && s.from === t.from && s.to === t.to && s.quoted === t.quoted;
  });

/** Energy of `mw` hundredths over `blocks` blocks and `days` days in 1/400 MWh (exact). */
const units = (mw: number, blocks: number, days: number) => mw * blocks * days;
/** 1/400 MWh → MWh with 2 decimals, half up. */
/** price (paise/kWh) × energy (1/400 MWh = 2.5 kWh) → paise, half up. */
const chargePaise = (price: number, u: number) => Math.floor((price * u * 5 + 1) / 2);

export interface EbiddingDetailResult {
  rows: DetailRow[];
  /** Rupees. */
  totalPrice: number;
  /** MWh. */
  totalAppliedQuantum: number;
  totalApprovedQuantum: number;
  /** The charge in paise (the ledger's unit). */
  totalPaise: number;
  /** The approved energy and charge per applicable price (the charge lines), lowest price first. */
  byPrice: PriceGroup[];
}

export interface PriceGroup {
  /** Paise per kWh. */
  price: number;
  /** Approved energy in 1/400 MWh. */
  units: number;
  paise: number;
  /** The dates with energy at this price. */
  dates: string[];
}

/** Adds a row's energy and charge to its price's group. */
function addToGroup(
  groups: Map<number, PriceGroup>,
  price: number | null,
  units: number,
  paise: number,
  dates: string[],
) {
  if (price === null || units === 0) return;
  const group = groups.get(price) ?? { price, units: 0, paise: 0, dates: [] };
  group.units += units;
  group.paise += paise;
  group.dates = [...new Set([...group.dates, ...dates])].sort();
  groups.set(price, group);
}

const datesFrom = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};

/** The priced runs of each date. */
function pricedByDate(priced: readonly PricedRun[]): Map<string, PricedRun[]> {
  const byDate = new Map<string, PricedRun[]>();
  for (const run of sortRuns(priced)) byDate.set(run.date, [...(byDate.get(run.date) ?? []), run]);
  return byDate;
}

/** The details grid of one application: its days and the congested blocks e-bidding priced. */
type DayRun = { fromDate: string; toDate: string; segments: Segment[] };

/** Consecutive days with the same segments, as one run. */
function dayRunsOf(days: readonly DetailDay[], priced: readonly PricedRun[]): DayRun[] {
  const byDate = pricedByDate(priced);
  const congestedDays = days.filter((d) => byDate.has(d.date)).sort((a, b) => (a.date < b.date ? -1 : 1));
  const runs: DayRun[] = [];
  for (const day of congestedDays) {
    const segments = segmentsOf(day, byDate.get(day.date)!);
    const last = runs.at(-1);
    if (last && addDays(last.toDate, 1) === day.date && sameSegments(last.segments, segments)) last.toDate = day.date;
    else if (segments.length > 0) runs.push({ fromDate: day.date, toDate: day.date, segments });
  }
  return runs;
}

export function ebiddingDetailRows(days: readonly DetailDay[], priced: readonly PricedRun[]): EbiddingDetailResult {
  const result: EbiddingDetailResult = {
    rows: [],
    totalPrice: 0,
    totalAppliedQuantum: 0,
    totalApprovedQuantum: 0,
    totalPaise: 0,
    byPrice: [],
  };
  const groups = new Map<number, PriceGroup>();
  let appliedUnits = 0;
  let approvedUnits = 0;
  for (const run of dayRunsOf(days, priced)) {
    const dates = datesFrom(run.fromDate, run.toDate);
    for (const s of run.segments) {
      const applied = units(s.requested, s.to - s.from, dates.length);
      const approved = units(s.allocated, s.to - s.from, dates.length);
      const paise = s.price === null ? 0 : chargePaise(s.price, approved);
      appliedUnits += applied;
      approvedUnits += approved;
      result.totalPaise += paise;
      addToGroup(groups, s.price, approved, paise, dates);
      result.rows.push(rowOf(run, s, applied, approved, paise));
    }
  }
  result.byPrice = [...groups.values()].sort((a, b) => a.price - b.price);
  result.totalPrice = result.totalPaise / 100;
  result.totalAppliedQuantum = unitsToMwh(appliedUnits);
  result.totalApprovedQuantum = unitsToMwh(approvedUnits);
  return result;
}

function rowOf(run: DayRun, s: Segment, applied: number, approved: number, paise: number): DetailRow {
  return {
    fromDate: run.fromDate,
    toDate: run.toDate,
    fromTime: blockLabel(s.from),
    toTime: blockLabel(s.to),
    appliedQuantumMw: s.requested / 100,
    appliedQuantumMwh: unitsToMwh(applied),
    approvedQuantumMw: s.allocated / 100,
    approvedQuantumMwh: unitsToMwh(approved),
    quotedPrice: s.quoted / 100,
    applicablePrice: s.price === null ? null : s.price / 100,
    totalPrice: paise / 100,
  };
}
