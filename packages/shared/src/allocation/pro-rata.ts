/**
 * Pro-rata allocation (DOMAIN §3; day-ahead congestion): per corridor, date and block, everyone gets the request
 * when Σ requests ≤ margin, else floor(margin × request / Σ requests). An application on several corridors gets
 * the minimum of its shares. Nothing carries between blocks, and the floors' residue stays unallocated, so the
 * result never exceeds a margin.
 */
import { checkInputs, copyOfRequest, demandCells, toAllocation } from './checks.ts';
import type { Allocation, BlockExplanation, EngineApplication, Margins } from './types.ts';

/**
 * floor(margin × request / total), exactly. Within safe integers the remainder is exact and so is the division of
 * a multiple; beyond (10^7 × 10^9 hundredths can reach 10^16) the product is taken in BigInt.
 */
export function proRataShare(margin: number, request: number, total: number): number {
  const product = margin * request;
  if (Number.isSafeInteger(product)) return (product - (product % total)) / total;
  return Number((BigInt(margin) * BigInt(request)) / BigInt(total));
}

/** The pro-rata allocation of a batch; independent of the order of `apps`. */
export function allocateProRata(apps: readonly EngineApplication[], margins: Margins): Allocation {
  checkInputs(apps, margins);
  const ordered = [...apps].sort((a, b) => a.id - b.id);
  // Start from the request: each corridor's share can only lower it.
  const allocations = new Map(ordered.map((app) => [app.id, copyOfRequest(app)]));
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
  return toAllocation(ordered, allocations, explanation);
}
