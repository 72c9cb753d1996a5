/**
 * The public results of an allocation, built once at the end from the dense arrays: the grids per application and
 * date, the outcomes and which parties bound whom. Maps follow the order of processing, as they always have.
 */
import { BLOCKS_PER_DAY as B } from '../application/time-blocks.ts';
import type { DenseBatch, Quantities } from './dense-batch.ts';
import type { AllocationOutcome } from './types.ts';

function blocksAt(values: Quantities, row: number): number[] {
  const blocks = new Array<number>(B);
  for (let b = 0, slot = row * B; b < B; b++, slot++) blocks[b] = values[slot]!;
  return blocks;
}

/** Application id → date → 96 allocated hundredths (every date it asks for, in date order). */
export function allocationsOf(batch: DenseBatch, allocated: Quantities): Map<number, Map<string, number[]>> {
  const { rowStart, rowDate, dates } = batch;
  const result = new Map<number, Map<string, number[]>>();
  batch.apps.forEach((app, a) => {
    const grid = new Map<string, number[]>();
    for (let r = rowStart[a]!; r < rowStart[a + 1]!; r++) grid.set(dates[rowDate[r]!]!, blocksAt(allocated, r));
    result.set(app.id, grid);
  });
  return result;
}

/** Full: every block as asked (also when nothing was asked); None: asked somewhere, given nothing anywhere. */
function outcomeAt(batch: DenseBatch, allocated: Quantities, a: number): AllocationOutcome {
  const { requested, rowStart } = batch;
  let isFull = true;
  let hasAny = false;
  let asked = false;
  for (let slot = rowStart[a]! * B; slot < rowStart[a + 1]! * B; slot++) {
    const r = requested[slot]!;
    const g = allocated[slot]!;
    if (r > 0) asked = true;
    if (g > 0) hasAny = true;
    if (g < r) isFull = false;
  }
  if (isFull) return 'Full';
  return asked && !hasAny ? 'None' : 'Partial';
}

export function outcomesOf(batch: DenseBatch, allocated: Quantities): Map<number, AllocationOutcome> {
  return new Map(batch.apps.map((app, a) => [app.id, outcomeAt(batch, allocated, a)]));
}

/**
 * Application id → the party keys (sorted) that bound it, from flags beside each application's parties
 * (`flags[j]` for `parties.of[j]`); ordered by id, only the applications so limited.
 */
export function limitedByOf(batch: DenseBatch, flags: Uint8Array): Map<number, string[]> {
  const { start, of } = batch.parties;
  const entries: [number, string[]][] = [];
  batch.apps.forEach((app, a) => {
    const keys: string[] = [];
    for (let j = start[a]!; j < start[a + 1]!; j++) if (flags[j] === 1) keys.push(batch.partyKeys[of[j]!]!);
    if (keys.length > 0) entries.push([app.id, keys]);
  });
  return new Map(entries.sort(([x], [y]) => x - y));
}

/** Marks party `k` as having bound application `a` (in the flags `limitedByOf` reads). */
export function flagParty(batch: DenseBatch, flags: Uint8Array, a: number, k: number): void {
  const { start, of } = batch.parties;
  for (let j = start[a]!; j < start[a + 1]!; j++) if (of[j] === k) flags[j] = 1;
}
