/**
 * The e-bidding clearing on live capacity (DOMAIN §4): the margin bid for is the congestion record's, never more
 * than what the corridor still has in the congested period now; the awards are shared's `clearBids`. Each bidder's
 * schedule then takes its award in the congested period and its request elsewhere, capped block by block by what
 * every corridor it uses still has (in the clearing's order), so no block ever ends above its ATC.
 */
import {
  BLOCKS_PER_DAY,
  clearBids,
  inPeriod,
  marginKey,
  type Award,
  type EBiddingPricingRule,
  type Margins,
} from '@stoa/shared';
import type { ApplicationRecord, DayRow } from '../application/schedules.service.ts';
import type { BidRecord, CongestionRecord } from './ebidding.repository.ts';

export interface Bidder {
  bid: BidRecord;
  record: ApplicationRecord;
  days: readonly DayRow[];
}

/** The least remaining margin on the congestion's corridor over the period's cells the bidders ask for. */
export function liveMargin(c: CongestionRecord, bidders: readonly Bidder[], margins: Margins): number {
  let least = c.availableMargin;
  for (const { days } of bidders) {
    for (const d of days) {
      const remaining = margins.get(marginKey(c.corridorId, d.date));
      for (let b = 0; b < BLOCKS_PER_DAY; b += 1) {
        if ((d.requested[b] ?? 0) > 0 && inPeriod(c, d.date, b)) least = Math.min(least, remaining?.[b] ?? 0);
      }
    }
  }
  return Math.max(0, least);
}

/** The awards of the submitted bids (quantum: each bid's applied quantum in the period). */
export function awardsOf(margin: number, bidders: readonly Bidder[], rule: EBiddingPricingRule): Award[] {
  const bids = bidders
    .filter((b) => b.bid.appliedQuantum > 0)
    .map((b) => ({ id: b.bid.id, quantum: b.bid.appliedQuantum, price: b.bid.quotedPrice ?? 0 }));
  return clearBids(margin, bids, rule);
}

export interface Allotment {
  bidder: Bidder;
  award: Award;
  /** Allocated MW hundredths per date. */
  days: Map<string, number[]>;
  outcome: 'Full' | 'Partial' | 'None';
}

/** One bidder's schedule under its award, capped by (and taken from) the remaining margin of its corridors. */
function allot(c: CongestionRecord, bidder: Bidder, award: Award, remaining: Map<string, number[]>): Allotment {
  const days = new Map<string, number[]>();
  let requested = 0;
  let given = 0;
  for (const d of bidder.days) {
    const blocks = new Array<number>(BLOCKS_PER_DAY).fill(0);
    for (let b = 0; b < BLOCKS_PER_DAY; b += 1) {
      const want = d.requested[b] ?? 0;
      if (want === 0) continue;
      let alloc = inPeriod(c, d.date, b) ? Math.min(want, award.allocated) : want;
      for (const corridorId of bidder.record.corridorIds) {
        alloc = Math.min(alloc, remaining.get(marginKey(corridorId, d.date))?.[b] ?? 0);
      }
      for (const corridorId of bidder.record.corridorIds) {
        const left = remaining.get(marginKey(corridorId, d.date));
        if (left) left[b] = (left[b] ?? 0) - alloc;
      }
      blocks[b] = alloc;
      requested += want;
      given += alloc;
    }
    days.set(d.date, blocks);
  }
  const outcome = given === 0 ? 'None' : given === requested ? 'Full' : 'Partial';
  return { bidder, award, days, outcome };
}

/** Every bidder's allotment, in the clearing's order (highest price first). */
export function allotments(
  c: CongestionRecord,
  bidders: readonly Bidder[],
  awards: readonly Award[],
  margins: Margins,
): Allotment[] {
  const remaining = new Map([...margins].map(([k, v]) => [k, [...v]]));
  const byBid = new Map(bidders.map((b) => [b.bid.id, b]));
  return awards.map((award) => allot(c, byBid.get(award.id)!, award, remaining));
}
