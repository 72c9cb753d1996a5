/**
 * The e-bidding clearing of one invitation on live capacity (DOMAIN §4): shared's `clearCells` clears each
 * congested block of the invitation with that block's remaining margin now, among the submitted bids of the
 * applications still waiting, each capped by the other corridors its application uses. A block another processed
 * invitation already decided for an application (congested on two corridors) is not cleared again.
 */
import {
  clearCells,
  inMask,
  maskOf,
  type AwardRun,
  type CellClearing,
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

export function clearingFor(
  c: CongestionRecord,
  bidders: readonly Bidder[],
  margins: Margins,
  rule: EBiddingPricingRule,
  decided: ReadonlyMap<number, readonly AwardRun[]>,
): CellClearing {
  const masks = new Map(bidders.map((b) => [b.bid.id, maskOf(decided.get(b.record.id) ?? [])]));
  return clearCells({
    corridorId: c.corridorId,
    cells: c.cells,
    bidders: bidders.map((b) => ({
      id: b.bid.id,
      price: b.bid.quotedPrice ?? 0,
      corridorIds: b.record.corridorIds,
      requested: new Map(b.days.map((d) => [d.date, d.requested])),
    })),
    remaining: margins,
    rule,
    decided: (id, date, block) => inMask(masks.get(id)!, date, block),
  });
}
