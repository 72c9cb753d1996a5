/**
 * Who asks what of each cell, in processing order, as two flat arrays (compressed rows): what the explanations list
 * and what pro-rata shares, without an array per cell.
 */
import { forEachUse, type DenseBatch, type DenseLimits } from './dense-batch.ts';

/** Cell c's requests are the slots `slot[start[c]] … slot[start[c + 1] − 1]`, in processing order. */
export type CellEntries = { start: Int32Array; slot: Int32Array };

/** The positive requests on every cell of `limits` (only on the cells `wanted` marks, when given). */
export function cellEntries(batch: DenseBatch, limits: DenseLimits, wanted?: Uint8Array): CellEntries {
  const cells = limits.total.length;
  const dates = batch.dates.length;
  const start = new Int32Array(cells + 1);
  forEachUse(batch, limits.start, limits.of, dates, (cell) => {
    if (!wanted || wanted[cell] === 1) start[cell + 1] = start[cell + 1]! + 1;
  });
  for (let c = 0; c < cells; c++) start[c + 1] = start[c + 1]! + start[c]!;
  const slot = new Int32Array(start[cells]!);
  const next = start.slice(0, cells);
  forEachUse(batch, limits.start, limits.of, dates, (cell, s) => {
    if (!wanted || wanted[cell] === 1) slot[next[cell]!++] = s;
  });
  return { start, slot };
}

/** The cells where the batch asks more than the limit: the party cells pro-rata caps and explanations list. */
export function overCells(limits: DenseLimits): Uint8Array {
  const over = new Uint8Array(limits.total.length);
  for (let c = 0; c < over.length; c++) over[c] = limits.total[c]! > limits.limit[c]! ? 1 : 0;
  return over;
}
