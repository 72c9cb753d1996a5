/**
 * The explanations, built once at the end: one entry per corridor cell asked for (ordered by corridor, date, block)
 * and per party cell listed (ordered by party, date, block), each with its requests in processing order.
 */
import { BLOCKS_PER_DAY as B } from '../application/time-blocks.ts';
import type { DenseBatch, DenseLimits, Quantities } from './dense-batch.ts';
import { cellAt } from './dense-layout.ts';
import type { CellEntries } from './dense-cells.ts';
import type { BlockExplanation, BlockShare, PartyExplanation } from './types.ts';

/** The shares of a cell's requests `from … to − 1` (entry indices into `CellEntries.slot`). */
export type SharesOf = (from: number, to: number, cell: number) => BlockShare[];

const idAt = (batch: DenseBatch, slot: number) => batch.apps[batch.rowApp[(slot / B) | 0]!]!.id;

/** Every cell with at least one entry, in cell order: (cell, limit index, date, block, entries from, to). */
function forEachListed(
  batch: DenseBatch,
  limits: DenseLimits,
  entries: CellEntries,
  visit: (cell: number, k: number, date: string, block: number, from: number, to: number) => void,
): void {
  const { start } = entries;
  for (let cell = 0; cell + 1 < start.length; cell++) {
    if (start[cell] === start[cell + 1]) continue;
    const { k, d, block } = cellAt(limits, cell);
    visit(cell, k, batch.dates[d]!, block, start[cell]!, start[cell + 1]!);
  }
}

export function corridorExplanation(batch: DenseBatch, entries: CellEntries, sharesOf: SharesOf): BlockExplanation[] {
  const { limit, total } = batch.corridors;
  const explanation: BlockExplanation[] = [];
  forEachListed(batch, batch.corridors, entries, (cell, k, date, block, from, to) => {
    const corridorId = batch.corridorIds[k]!;
    const shares = sharesOf(from, to, cell);
    explanation.push({ corridorId, date, block, margin: limit[cell]!, totalRequested: total[cell]!, shares });
  });
  return explanation;
}

export function partyExplanation(batch: DenseBatch, entries: CellEntries, sharesOf: SharesOf): PartyExplanation[] {
  const { limit, total } = batch.parties;
  const explanation: PartyExplanation[] = [];
  forEachListed(batch, batch.parties, entries, (cell, k, date, block, from, to) => {
    const partyKey = batch.partyKeys[k]!;
    const shares = sharesOf(from, to, cell);
    explanation.push({ partyKey, date, block, room: limit[cell]!, totalRequested: total[cell]!, shares });
  });
  return explanation;
}

/** Pro-rata: each request with its share of this one cell (`shares`, by entry). */
export function proRataShares(batch: DenseBatch, entries: CellEntries, shares: Quantities): SharesOf {
  const { slot } = entries;
  return (from, to) => {
    const list: BlockShare[] = new Array<BlockShare>(to - from);
    for (let e = from; e < to; e++) {
      const s = slot[e]!;
      list[e - from] = { applicationId: idAt(batch, s), requested: batch.requested[s]!, share: shares[e]! };
    }
    return list;
  };
}

/** In order: each request with what it was given and the margin or room left before and after it. */
export function inOrderShares(batch: DenseBatch, entries: CellEntries, limits: DenseLimits, given: Quantities) {
  const { slot } = entries;
  return (from: number, to: number, cell: number): BlockShare[] => {
    const list: BlockShare[] = new Array<BlockShare>(to - from);
    let remaining = limits.limit[cell]!;
    for (let e = from; e < to; e++) {
      const s = slot[e]!;
      const share = given[s]!;
      const marginBefore = remaining;
      remaining -= share;
      const requested = batch.requested[s]!;
      list[e - from] = { applicationId: idAt(batch, s), requested, share, marginBefore, marginAfter: remaining };
    }
    return list;
  };
}
