/**
 * E-bidding clearing per congested block (DOMAIN §4): each cell of the invitation is cleared on its own with that
 * block's margin — the corridor's remaining margin now — among the bidders asking in it, each with its request in
 * that block and its one quoted price (`clearBids`: highest price first, the pricing rule's applicable price). An
 * award is then capped by what every other corridor of its application still has in that block, in the clearing's
 * order, and taken from all of them: no block of any corridor ever ends above its ATC. Quantities are integer
 * hundredths of a MW, prices paise per kWh.
 */
import { marginKey, type Margins } from '../allocation/types.ts';
import { BLOCKS_PER_DAY } from '../application/time-blocks.ts';
import type { EBiddingPricingRule } from '../config/business-rules.ts';
import { clearBids, type Award } from './clearing.ts';
import { sortRuns, type CellRun } from './congested-cells.ts';
import { ebiddingDetailRows, type DetailDay, type EbiddingDetailResult } from './ebidding-details.ts';

export interface CellBidder {
  /** The bid's id. */
  id: number;
  /** The one quoted price for every congested block (paise per kWh). */
  price: number;
  /** Every corridor its application uses (the invitation's among them). */
  corridorIds: readonly number[];
  /** Requested MW hundredths per date, 96 blocks. */
  requested: ReadonlyMap<string, readonly number[]>;
}

/** What a bidder asked and got in consecutive congested blocks of a date alike (request, award and price). */
export interface AwardRun extends CellRun {
  requested: number;
  allocated: number;
  /** Paise per kWh; null where nothing was allocated. */
  price: number | null;
}

export interface CellClearingInput {
  corridorId: number;
  cells: readonly CellRun[];
  bidders: readonly CellBidder[];
  /** Remaining margin per corridor-day for the invitation's corridor and every corridor of the bidders. */
  remaining: Margins;
  rule: EBiddingPricingRule;
  /** A bidder's block another invitation decided already: it does not take part there. */
  decided?: (bidId: number, date: string, block: number) => boolean;
}

export interface CellClearing {
  /** Per bid id: the congested blocks it asked in, as runs. */
  awards: Map<number, AwardRun[]>;
  /** Per bid id: the MW allocated per date (96 blocks, 0 outside the congested blocks). */
  allocated: Map<number, Map<string, number[]>>;
  /** The least margin over the invitation's cells when cleared (hundredths of a MW). */
  leastMargin: number;
}

function pushRun(runs: AwardRun[], cell: AwardRun) {
  const last = runs.at(-1);
  const alike =
    last &&
    last.date === cell.date &&
    last.to === cell.from &&
    last.requested === cell.requested &&
    last.allocated === cell.allocated &&
    last.price === cell.price;
  if (alike) last.to = cell.to;
  else runs.push(cell);
}

/** The bids asking in one block: each bidder's request there at its one quoted price. */
function bidsIn(input: CellClearingInput, date: string, block: number) {
  return input.bidders
    .filter((b) => (b.requested.get(date)?.[block] ?? 0) > 0 && !input.decided?.(b.id, date, block))
    .map((b) => ({ id: b.id, quantum: b.requested.get(date)![block]!, price: b.price }));
}

/** Clears every congested cell; the input's margins are not changed. */
export function clearCells(input: CellClearingInput): CellClearing {
  const remaining = new Map([...input.remaining].map(([k, v]) => [k, [...v]]));
  const result: CellClearing = { awards: new Map(), allocated: new Map(), leastMargin: Number.POSITIVE_INFINITY };
  for (const b of input.bidders) {
    result.awards.set(b.id, []);
    result.allocated.set(b.id, new Map());
  }
  const byId = new Map(input.bidders.map((b) => [b.id, b]));
  const cleared = new Map<string, Award[]>(); // blocks alike clear alike
  for (const run of sortRuns(input.cells)) {
    const own = remaining.get(marginKey(input.corridorId, run.date));
    for (let block = run.from; block < run.to; block += 1) {
      const margin = own?.[block] ?? 0;
      result.leastMargin = Math.min(result.leastMargin, margin);
      const bids = bidsIn(input, run.date, block);
      if (bids.length === 0) continue;
      const key = `${margin}|${bids.map((b) => `${b.id}:${b.quantum}`).join(',')}`;
      if (!cleared.has(key)) cleared.set(key, clearBids(margin, bids, input.rule));
      for (const award of cleared.get(key)!) allot(result, remaining, byId.get(award.id)!, award, run.date, block);
    }
  }
  if (!Number.isFinite(result.leastMargin)) result.leastMargin = 0;
  return result;
}

/** One award in one block, capped by (and taken from) every corridor of the bidder's application. */
function allot(
  result: CellClearing,
  remaining: Map<string, number[]>,
  bidder: CellBidder,
  award: Award,
  date: string,
  block: number,
) {
  const lefts = bidder.corridorIds.map((c) => remaining.get(marginKey(c, date)));
  const given = lefts.reduce((least, left) => Math.min(least, left?.[block] ?? 0), award.allocated);
  for (const left of lefts) if (left) left[block] = (left[block] ?? 0) - given;
  const days = result.allocated.get(award.id)!;
  const day = days.get(date) ?? new Array<number>(BLOCKS_PER_DAY).fill(0);
  day[block] = given;
  days.set(date, day);
  const price = given > 0 ? award.applicablePrice : null;
  pushRun(result.awards.get(award.id)!, {
    date,
    from: block,
    to: block + 1,
    requested: award.quantum,
    allocated: given,
    price,
  });
}

/** One bidder's award in short: the least and largest MW and price over the blocks it asked in, and its energy. */
export interface AwardSummary {
  minAllocated: number;
  maxAllocated: number;
  /** Paise per kWh over the blocks where something was allocated; null when nothing was. */
  minPrice: number | null;
  maxPrice: number | null;
  /** Allocated energy in 1/400 MWh (a block at 1 hundredth of a MW). */
  allocatedUnits: number;
}

export function awardSummaryOf(runs: readonly AwardRun[]): AwardSummary {
  const priced = runs.filter((r) => r.price !== null).map((r) => r.price!);
  return {
    minAllocated: runs.length === 0 ? 0 : Math.min(...runs.map((r) => r.allocated)),
    maxAllocated: runs.length === 0 ? 0 : Math.max(...runs.map((r) => r.allocated)),
    minPrice: priced.length === 0 ? null : Math.min(...priced),
    maxPrice: priced.length === 0 ? null : Math.max(...priced),
    allocatedUnits: runs.reduce((n, r) => n + r.allocated * (r.to - r.from), 0),
  };
}

/** The details grid of an award as cleared (before any later change of the schedule): its charge at award. */
export function awardGridOf(runs: readonly AwardRun[], quoted: number): EbiddingDetailResult {
  const days = new Map<string, { requested: number[]; allocated: number[] }>();
  for (const r of runs) {
    const day = days.get(r.date) ?? {
      requested: new Array<number>(BLOCKS_PER_DAY).fill(0),
      allocated: new Array<number>(BLOCKS_PER_DAY).fill(0),
    };
    for (let b = r.from; b < r.to; b += 1) {
      day.requested[b] = r.requested;
      day.allocated[b] = r.allocated;
    }
    days.set(r.date, day);
  }
  const list: DetailDay[] = [...days].map(([date, d]) => ({ date, ...d }));
  return ebiddingDetailRows(
    list,
    runs.map((r) => ({ date: r.date, from: r.from, to: r.to, quoted, price: r.price })),
  );
}
