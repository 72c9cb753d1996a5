// Test-only reference (issue 14): the engine as it was before the dense rewrite, kept verbatim so that
// dense-vs-reference.property.test.ts and bench/engine.ts can compare against it. Not exported by the package.
/**
 * Pro-rata allocation (DOMAIN §3; day-ahead congestion): per corridor, date and block, everyone gets the request
 * when Σ requests ≤ margin, else floor(margin × request / Σ requests). An application on several corridors gets
 * the minimum of its shares. A party's limit is shared the same way: where the batch asks more of a party than its
 * room, each application naming it gets at most floor(room × request / Σ), so no party ends above its limit either
 * (DOMAIN §3 "Party limits hold across applications"). Nothing carries between blocks, and the floors' residue stays
 * unallocated, so the result never exceeds a margin or a room.
 */
import {
  LimitTracker,
  checkInputs,
  copyOfRequest,
  demandCells,
  partyCells,
  toAllocation,
  type PartyCell,
} from './reference-checks.ts';
import type {
  Allocation,
  BlockExplanation,
  EngineApplication,
  Margins,
  PartyExplanation,
  PartyRoom,
} from '../types.ts';

/**
 * floor(margin × request / total), exactly. Within safe integers the remainder is exact and so is the division of
 * a multiple; beyond (10^7 × 10^9 hundredths can reach 10^16) the product is taken in BigInt.
 */
export function proRataShare(margin: number, request: number, total: number): number {
  const product = margin * request;
  if (Number.isSafeInteger(product)) return (product - (product % total)) / total;
  return Number((BigInt(margin) * BigInt(request)) / BigInt(total));
}

type Grids = Map<number, Map<string, number[]>>;

/**
 * Lowers each application to its share of every party room the batch over-asks, and says which party bound it: the
 * one whose share is the final amount where that amount is below what the corridors alone gave.
 */
function capByParties(cells: readonly PartyCell[], allocations: Grids): [PartyExplanation[], LimitTracker] {
  const corridorOnly = new Map<string, number>();
  const over = cells.filter((c) => c.total > c.room);
  const explanation = over.map((cell): PartyExplanation => {
    const shares = cell.requests.map(({ app, requested }) => {
      const share = proRataShare(cell.room, requested, cell.total);
      const blocks = allocations.get(app.id)?.get(cell.date) as number[];
      const key = `${app.id}|${cell.date}|${cell.block}`;
      if (!corridorOnly.has(key)) corridorOnly.set(key, blocks[cell.block - 1] as number);
      blocks[cell.block - 1] = Math.min(blocks[cell.block - 1] as number, share);
      return { applicationId: app.id, requested, share };
    });
    const { partyKey, date, block, room } = cell;
    return { partyKey, date, block, room, totalRequested: cell.total, shares };
  });
  const limits = new LimitTracker();
  for (const e of explanation) {
    for (const s of e.shares) {
      const final = allocations.get(s.applicationId)?.get(e.date)?.[e.block - 1] as number;
      const before = corridorOnly.get(`${s.applicationId}|${e.date}|${e.block}`) as number;
      if (s.share === final && final < before) limits.add(s.applicationId, e.partyKey);
    }
  }
  return [explanation, limits];
}

/** The pro-rata allocation of a batch; independent of the order of `apps`. */
export function allocateProRata(
  apps: readonly EngineApplication[],
  margins: Margins,
  room: PartyRoom = new Map(),
): Allocation {
  checkInputs(apps, margins, room);
  const ordered = [...apps].sort((a, b) => a.id - b.id);
  // Start from the request: each corridor's share can only lower it.
  const allocations: Grids = new Map(ordered.map((app) => [app.id, copyOfRequest(app)]));
  const explanation: BlockExplanation[] = demandCells(ordered, margins).map((cell) => {
    const isCongested = cell.total > cell.margin;
    const shares = cell.requests.map(({ app, requested }) => {
      const share = isCongested ? proRataShare(cell.margin, requested, cell.total) : requested;
      const blocks = allocations.get(app.id)?.get(cell.date) as number[];
      blocks[cell.block - 1] = Math.min(blocks[cell.block - 1] as number, share);
      return { applicationId: app.id, requested, share };
    });
    const { corridorId, date, block, margin } = cell;
    return { corridorId, date, block, margin, totalRequested: cell.total, shares };
  });
  const [partyExplanation, limits] = capByParties(partyCells(ordered, room), allocations);
  return toAllocation(ordered, allocations, explanation, partyExplanation, limits);
}
