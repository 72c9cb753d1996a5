/**
 * The e-bidding details of one application (spec §2.3 details grid, DOMAIN §4): its schedule inside the congested
 * period as rows of equal requested and approved MW (consecutive blocks of a day, then consecutive days alike),
 * each with its MWh and its e-bidding charge = applicable price × approved MWh × 1000 (Rs), rounded half up to the
 * paisa once per row; the totals are the sums of the rows. Integer hundredths in, numbers with 2 decimals out.
 */
import { addDays } from '../calendar/dates.ts';
import { blockLabel, unitsToMwh } from '../application/time-blocks.ts';

export interface DetailDay {
  date: string;
  /** MW hundredths per block (96). */
  requested: readonly number[];
  /** MW hundredths per block, null when nothing is allocated. */
  allocated: readonly number[] | null;
}

export interface DetailPeriod {
  fromDate: string;
  toDate: string;
  /** Label indexes 0..96 of the period's first block and its end. */
  fromTimeBlock: number;
  toTimeBlock: number;
}

/** Whether a block (0-based index of the day's 96) of a date lies in a congested period. */
export const inPeriod = (p: DetailPeriod, date: string, block: number) =>
  date >= p.fromDate && date <= p.toDate && block >= p.fromTimeBlock && block < p.toTimeBlock;

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
  applicablePrice: number;
  totalPrice: number;
}

type Segment = { from: number; to: number; requested: number; allocated: number };

/** A day's blocks inside the period as runs of equal (requested, allocated), requested > 0. */
function segmentsOf(day: DetailDay, period: DetailPeriod): Segment[] {
  const segments: Segment[] = [];
  for (let b = period.fromTimeBlock; b < period.toTimeBlock; b += 1) {
    const requested = day.requested[b] ?? 0;
    const allocated = day.allocated?.[b] ?? 0;
    const last = segments.at(-1);
    if (requested === 0) continue;
    if (last && last.to === b && last.requested === requested && last.allocated === allocated) last.to = b + 1;
    else segments.push({ from: b, to: b + 1, requested, allocated });
  }
  return segments;
}

const sameSegments = (a: Segment[], b: Segment[]) =>
  a.length === b.length &&
  a.every(
    (s, i) =>
      s.from === b[i]!.from && s.to === b[i]!.to && s.requested === b[i]!.requested && s.allocated === b[i]!.allocated,
  );

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
}

/** The details grid of one application; `quotedPrice` and `applicablePrice` in paise per kWh. */
export function ebiddingDetailRows(
  days: readonly DetailDay[],
  period: DetailPeriod,
  quotedPrice: number,
  applicablePrice: number,
): EbiddingDetailResult {
  const congestedDays = [...days]
    .filter((d) => d.date >= period.fromDate && d.date <= period.toDate)
    .sort((a, b) => (a.date < b.date ? -1 : 1));
  const runs: { fromDate: string; toDate: string; segments: Segment[] }[] = [];
  for (const day of congestedDays) {
    const segments = segmentsOf(day, period);
    const last = runs.at(-1);
    if (last && addDays(last.toDate, 1) === day.date && sameSegments(last.segments, segments)) last.toDate = day.date;
    else if (segments.length > 0) runs.push({ fromDate: day.date, toDate: day.date, segments });
  }
  const result: EbiddingDetailResult = {
    rows: [],
    totalPrice: 0,
    totalAppliedQuantum: 0,
    totalApprovedQuantum: 0,
    totalPaise: 0,
  };
  let appliedUnits = 0;
  let approvedUnits = 0;
  for (const run of runs) {
    const days = (Date.parse(run.toDate) - Date.parse(run.fromDate)) / 86_400_000 + 1;
    for (const s of run.segments) {
      const applied = units(s.requested, s.to - s.from, days);
      const approved = units(s.allocated, s.to - s.from, days);
      const paise = chargePaise(applicablePrice, approved);
      appliedUnits += applied;
      approvedUnits += approved;
      result.totalPaise += paise;
      result.rows.push({
        fromDate: run.fromDate,
        toDate: run.toDate,
        fromTime: blockLabel(s.from),
        toTime: blockLabel(s.to),
        appliedQuantumMw: s.requested / 100,
        appliedQuantumMwh: unitsToMwh(applied),
        approvedQuantumMw: s.allocated / 100,
        approvedQuantumMwh: unitsToMwh(approved),
        quotedPrice: quotedPrice / 100,
        applicablePrice: applicablePrice / 100,
        totalPrice: paise / 100,
      });
    }
  }
  result.totalPrice = result.totalPaise / 100;
  result.totalAppliedQuantum = unitsToMwh(appliedUnits);
  result.totalApprovedQuantum = unitsToMwh(approvedUnits);
  return result;
}
