/**
 * In-order allocation (DOMAIN §3; FCFS and contingency): applications are served in order of receipt. Each gets,
 * per date and block, the lesser of its request and what is left on every corridor it uses, and that amount is
 * taken from each of those corridors. So the application that exhausts a margin is partially approved and later
 * ones get nothing there.
 */
import { cellKey, checkInputs, demandCells, sortedDates, toAllocation, zeroAllocation } from './checks.ts';
import type { Allocation, BlockExplanation, BlockShare, EngineApplication, Margins } from './types.ts';

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

type Corridor = { remaining: number; shares: BlockShare[] };

/** The in-order allocation of a batch; depends only on the receipt order. */
export function allocateInOrder(apps: readonly EngineApplication[], margins: Margins): Allocation {
  checkInputs(apps, margins);
  const ordered = inReceiptOrder(apps);
  const cells = demandCells(ordered, margins);
  const state = new Map<string, Corridor>(
    cells.map((c) => [cellKey(c.corridorId, c.date, c.block), { remaining: c.margin, shares: [] }]),
  );
  const allocations = new Map<number, Map<string, number[]>>();
  for (const app of ordered) {
    const grid = zeroAllocation(app);
    for (const date of sortedDates(app)) {
      const given = grid.get(date) as number[];
      (app.requested.get(date) as readonly number[]).forEach((requested, i) => {
        if (requested === 0) return;
        const used = app.corridorIds.map((c) => state.get(cellKey(c, date, i + 1)) as Corridor);
        const share = Math.min(requested, ...used.map((u) => u.remaining));
        for (const u of used) {
          u.shares.push({
            applicationId: app.id,
            requested,
            share,
            marginBefore: u.remaining,
            marginAfter: u.remaining - share,
          });
          u.remaining -= share;
        }
        given[i] = share;
      });
    }
    allocations.set(app.id, grid);
  }
  const explanation: BlockExplanation[] = cells.map(({ corridorId, date, block, margin, total }) => {
    const { shares } = state.get(cellKey(corridorId, date, block)) as Corridor;
    return { corridorId, date, block, margin, totalRequested: total, shares };
  });
  return toAllocation(ordered, allocations, explanation);
}
