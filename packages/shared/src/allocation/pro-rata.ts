/**
 * Pro-rata allocation (DOMAIN §3; day-ahead congestion): per corridor, date and block, everyone gets the request
 * when Σ requests ≤ margin, else floor(margin × request / Σ requests). An application on several corridors gets
 * the minimum of its shares. A party's limit is shared the same way: where the batch asks more of a party than its
 * room, each application naming it gets at most floor(room × request / Σ), so no party ends above its limit either
 * (DOMAIN §3 "Party limits hold across applications"). Nothing carries between blocks, and the floors' residue stays
 * unallocated, so the result never exceeds a margin or a room.
 */
import { BLOCKS_PER_DAY as B } from '../application/time-blocks.ts';
import { assertQuantity, checkInputs } from './checks.ts';
import { denseBatch, inIdOrder, zerosLike, type DenseBatch, type DenseLimits, type Quantities } from './dense-batch.ts';
import { cellEntries, type CellEntries } from './dense-cells.ts';
import { corridorExplanation, partyExplanation, proRataShares } from './dense-explain.ts';
import { allocationsOf, flagParty, limitedByOf, outcomesOf } from './dense-results.ts';
import type { AllocateOptions, Allocation, BlockShare, EngineApplication, Margins, PartyRoom } from './types.ts';

/**
 * floor(margin × request / total), exactly. Within safe integers the remainder is exact and so is the division of
 * a multiple; beyond (10^7 × 10^9 hundredths can reach 10^16) the product is taken in BigInt.
 */
export function proRataShare(margin: number, request: number, total: number): number {
  const product = margin * request;
  if (Number.isSafeInteger(product)) return (product - (product % total)) / total;
  return Number((BigInt(margin) * BigInt(request)) / BigInt(total));
}

/**
 * Shares each listed cell: the request where Σ ≤ the limit, else its pro-rata share; lowers each request's
 * allocation to its share. Returns the shares, by entry.
 */
function shareCells(batch: DenseBatch, limits: DenseLimits, entries: CellEntries, allocated: Quantities) {
  const { start, slot } = entries;
  const shares = zerosLike(batch.requested, slot.length);
  for (let cell = 0; cell + 1 < start.length; cell++) {
    const from = start[cell]!;
    const to = start[cell + 1]!;
    if (from === to) continue;
    const total = limits.total[cell]!;
    const limit = limits.limit[cell]!;
    const isCongested = total > limit;
    for (let e = from; e < to; e++) {
      const s = slot[e]!;
      const requested = batch.requested[s]!;
      const share = isCongested ? proRataShare(limit, requested, total) : requested;
      shares[e] = share;
      allocated[s] = Math.min(allocated[s]!, share);
    }
  }
  return shares;
}

/**
 * Which party bound whom: the one whose share is the final amount where that amount is below what the corridors
 * alone gave. Flags beside each application's parties, as `limitedByOf` reads them.
 */
function partiesThatBound(
  batch: DenseBatch,
  entries: CellEntries,
  shares: Quantities,
  allocated: Quantities,
  corridorOnly: Quantities,
): Uint8Array {
  const flags = new Uint8Array(batch.parties.of.length);
  const { start, slot } = entries;
  for (let cell = 0; cell + 1 < start.length; cell++) {
    for (let e = start[cell]!; e < start[cell + 1]!; e++) {
      const s = slot[e]!;
      const final = allocated[s]!;
      if (shares[e] === final && final < corridorOnly[s]!) {
        flagParty(batch, flags, batch.rowApp[(s / B) | 0]!, batch.parties.pairLimit[(cell / B) | 0]!);
      }
    }
  }
  return flags;
}

/** The pro-rata allocation of a batch; independent of the order of `apps`. */
export function allocateProRata(
  apps: readonly EngineApplication[],
  margins: Margins,
  room: PartyRoom = new Map(),
  options: AllocateOptions = {},
): Allocation {
  checkInputs(apps, margins, room);
  const batch = denseBatch(inIdOrder(apps), margins, room);
  // Start from the request: each corridor's share can only lower it, and then each over-asked party's.
  const allocated = batch.requested.slice();
  const corridorEntries = cellEntries(batch, batch.corridors, 'asked');
  const corridorShares = shareCells(batch, batch.corridors, corridorEntries, allocated);
  const corridorOnly = allocated.slice();
  const partyEntries = cellEntries(batch, batch.parties, 'over');
  const partyShares = shareCells(batch, batch.parties, partyEntries, allocated);
  const bound = partiesThatBound(batch, partyEntries, partyShares, allocated, corridorOnly);
  const explain = options.explain ?? true;
  return {
    allocations: allocationsOf(batch, allocated),
    outcomes: outcomesOf(batch, allocated),
    explanation: explain
      ? corridorExplanation(batch, corridorEntries, proRataShares(batch, corridorEntries, corridorShares))
      : [],
    partyExplanation: explain
      ? partyExplanation(batch, partyEntries, proRataShares(batch, partyEntries, partyShares))
      : [],
    limitedBy: limitedByOf(batch, bound),
  };
}

/**
 * One corridor, date and block on its own, exactly as `allocateProRata`'s explanation lists it: the requests of 0
 * left out, the others by application id, each with its request when Σ requests ≤ margin, else
 * floor(margin × request / Σ). (Like the explanation, before the minimum over other corridors and party limits.)
 * For the server to explain one block on demand without running the batch.
 */
export function explainProRataCell(
  requests: readonly { applicationId: number; requested: number }[],
  margin: number,
): BlockShare[] {
  assertQuantity(margin, 'Margin');
  for (const r of requests) assertQuantity(r.requested, `Application ${r.applicationId} request`);
  const asked = requests.filter((r) => r.requested !== 0).sort((x, y) => x.applicationId - y.applicationId);
  const total = asked.reduce((sum, r) => sum + r.requested, 0);
  if (!Number.isSafeInteger(total)) throw new RangeError('Requests on the block exceed safe integers');
  const isCongested = total > margin;
  return asked.map(({ applicationId, requested }) => ({
    applicationId,
    requested,
    share: isCongested ? proRataShare(margin, requested, total) : requested,
  }));
}
