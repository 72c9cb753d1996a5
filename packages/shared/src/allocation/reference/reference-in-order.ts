// Test-only reference (issue 14): the engine as it was before the dense rewrite, kept verbatim so that
// dense-vs-reference.property.test.ts and bench/engine.ts can compare against it. Not exported by the package.
/**
 * In-order allocation (DOMAIN §3; FCFS and contingency): applications are served in order of receipt. Each gets,
 * per date and block, the lesser of its request and what is left on every corridor it uses, and that amount is
 * taken from each of those corridors. So the application that exhausts a margin is partially approved and later
 * ones get nothing there.
 */
import {
  LimitTracker,
  cellKey,
  checkInputs,
  demandCells,
  partyCellKey,
  partyCells,
  sortedDates,
  toAllocation,
  zeroAllocation,
} from './reference-checks.ts';
import type {
  Allocation,
  BlockExplanation,
  BlockShare,
  EngineApplication,
  Margins,
  PartyExplanation,
  PartyRoom,
} from '../types.ts';

function receiptTime(app: EngineApplication): number {
  const ms = Date.parse(app.receivedAt);
  if (Number.isNaN(ms)) throw new RangeError(`Application ${app.id}: receivedAt '${app.receivedAt}' is not an instant`);
  return ms;
}

/** Receipt order: the earlier instant first (compared as instants, not strings), then the lower id. */
export function inReceiptOrder(apps: readonly EngineApplication[]): EngineApplication[] {
  const times = new Map(apps.map((a) => [a.id, receiptTime(a)]));
  return [...apps].sort((a, b) => (times.get(a.id) as number) - (times.get(b.id) as number) || a.id - b.id);
}

/** A corridor's or a party's capacity as applications take from it in order, with who took what. */
type Store = { remaining: number; shares: BlockShare[] };

function take(store: Store, applicationId: number, requested: number, share: number): void {
  store.shares.push({
    applicationId,
    requested,
    share,
    marginBefore: store.remaining,
    marginAfter: store.remaining - share,
  });
  store.remaining -= share;
}

/**
 * The in-order allocation of a batch; depends only on the receipt order. Each block gets the lesser of its request,
 * what its corridors have left and what its parties' rooms have left (DOMAIN §3 "Party limits hold across
 * applications"), and takes it from each of them.
 */
export function allocateInOrder(
  apps: readonly EngineApplication[],
  margins: Margins,
  room: PartyRoom = new Map(),
): Allocation {
  checkInputs(apps, margins, room);
  const ordered = inReceiptOrder(apps);
  const cells = demandCells(ordered, margins);
  const parties = partyCells(ordered, room);
  const state = new Map<string, Store>(
    cells.map((c) => [cellKey(c.corridorId, c.date, c.block), { remaining: c.margin, shares: [] }]),
  );
  const partyState = new Map<string, Store>(
    parties.map((c) => [partyCellKey(c.partyKey, c.date, c.block), { remaining: c.room, shares: [] }]),
  );
  const limits = new LimitTracker();
  const allocations = new Map<number, Map<string, number[]>>();
  for (const app of ordered) {
    const grid = zeroAllocation(app);
    const partyKeys = app.partyKeys ?? [];
    for (const date of sortedDates(app)) {
      const given = grid.get(date) as number[];
      (app.requested.get(date) as readonly number[]).forEach((requested, i) => {
        if (requested === 0) return;
        const used = app.corridorIds.map((c) => state.get(cellKey(c, date, i + 1)) as Store);
        const limited = partyKeys.map((p) => partyState.get(partyCellKey(p, date, i + 1)) as Store);
        const byCorridors = Math.min(requested, ...used.map((u) => u.remaining));
        const share = Math.min(byCorridors, ...limited.map((u) => u.remaining));
        if (share < byCorridors) {
          partyKeys.forEach((p, k) => limited[k]?.remaining === share && limits.add(app.id, p));
        }
        for (const u of [...used, ...limited]) take(u, app.id, requested, share);
        given[i] = share;
      });
    }
    allocations.set(app.id, grid);
  }
  const explanation: BlockExplanation[] = cells.map(({ corridorId, date, block, margin, total }) => {
    const { shares } = state.get(cellKey(corridorId, date, block)) as Store;
    return { corridorId, date, block, margin, totalRequested: total, shares };
  });
  const partyExplanation: PartyExplanation[] = parties
    .filter((c) => c.total > c.room)
    .map(({ partyKey, date, block, room: r, total }) => {
      const { shares } = partyState.get(partyCellKey(partyKey, date, block)) as Store;
      return { partyKey, date, block, room: r, totalRequested: total, shares };
    });
  return toAllocation(ordered, allocations, explanation, partyExplanation, limits);
}
