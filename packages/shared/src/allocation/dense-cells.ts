/**
 * Who asks what of each cell, in processing order, as two flat arrays (compressed rows): what the explanations list
 * and what pro-rata shares, without an array per cell.
 */
import type { DenseBatch, DenseLimits } from './dense-batch.ts';
import { forEachUse } from './dense-layout.ts';

/** Cell c's requests are the slots `slot[start[c]] … slot[start[c + 1] − 1]`, in processing order. */
export type CellEntries = { start: Int32Array; slot: Int32Array };

/**
 * The positive requests on the cells of `limits` that are asked for at all, or only on those where the batch asks
 * more than the limit ('over': the party cells pro-rata caps and both explanations list).
 */
export function cellEntries(batch: DenseBatch, limits: DenseLimits, cells: 'asked' | 'over'): CellEntries {
  const wanted = cellsWhere(limits, cells === 'over');
  const count = wanted.length;
  const dates = batch.dates.length;
  const start = new Int32Array(count + 1);
  forEachUse(batch, limits, dates, (cell) => {
    if (wanted[cell] === 1) start[cell + 1] = start[cell + 1]! + 1;
  });
  for (let c = 0; c < count; c++) start[c + 1] = start[c + 1]! + start[c]!;
  const slot = new Int32Array(start[count]!);
  const next = start.slice(0, count);
  forEachUse(batch, limits, dates, (cell, s) => {
    if (wanted[cell] === 1) slot[next[cell]!++] = s;
  });
  return { start, slot };
}

/** 1 for the cells with Σ requests > 0 (or > the limit, when `isOver`), else 0. */
function cellsWhere(limits: DenseLimits, isOver: boolean): Uint8Array {
  const { limit, total } = limits;
  const marks = new Uint8Array(total.length);
  for (let c = 0; c < marks.length; c++) marks[c] = total[c]! > (isOver ? limit[c]! : 0) ? 1 : 0;
  return marks;
}
