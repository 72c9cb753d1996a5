/**
 * Where each limit's cells lie. Only the (limit, date) pairs some application asks on get cells — numbered in limit
 * then date order, so that ascending cells are ascending (limit, date, block) — so a batch spanning many dates and
 * parties costs what it asks, not every party × every date.
 */
import { BLOCKS_PER_DAY as B } from '../application/time-blocks.ts';
import type { DenseBatch, DenseLimits } from './dense-batch.ts';
import type { EngineApplication } from './types.ts';

/** Who uses which limit, and the cells of the (limit, date) pairs asked on. */
export type Layout = Pick<DenseLimits, 'start' | 'of' | 'pairOf' | 'pairLimit' | 'pairDate'>;

/** The rows of each application (`rowStart`) and their dates. */
type RowDates = Pick<DenseBatch, 'rowStart' | 'rowDate'>;

/** Which limits each application uses, as ascending indices (a few per application: sorted in place). */
function membership<K>(
  apps: readonly EngineApplication[],
  idsOf: (app: EngineApplication) => readonly K[],
  index: Map<K, number>,
): Pick<Layout, 'start' | 'of'> {
  const start = new Int32Array(apps.length + 1);
  const of = new Int32Array(apps.reduce((n, app) => n + idsOf(app).length, 0));
  let j = 0;
  apps.forEach((app, a) => {
    start[a] = j;
    for (const id of idsOf(app)) {
      const k = index.get(id) as number;
      let i = j++;
      for (; i > start[a]! && of[i - 1]! > k; i--) of[i] = of[i - 1]!;
      of[i] = k;
    }
  });
  start[apps.length] = j;
  return { start, of };
}

/** The (limit, date) pairs some application asks on (has a row for), numbered in limit then date order. */
function pairsOf(rows: RowDates, uses: Pick<Layout, 'start' | 'of'>, limits: number, dates: number) {
  const [unused, used] = [-1, -2];
  const pairOf = new Int32Array(limits * dates).fill(unused);
  let count = 0;
  for (let a = 0; a + 1 < rows.rowStart.length; a++) {
    for (let j = uses.start[a]!; j < uses.start[a + 1]!; j++) {
      for (let r = rows.rowStart[a]!; r < rows.rowStart[a + 1]!; r++) {
        const at = uses.of[j]! * dates + rows.rowDate[r]!;
        if (pairOf[at] === unused) count++;
        pairOf[at] = used;
      }
    }
  }
  const pairLimit = new Int32Array(count);
  const pairDate = new Int32Array(count);
  for (let at = 0, pair = 0; at < pairOf.length; at++) {
    if (pairOf[at] !== used) continue;
    pairLimit[pair] = (at / dates) | 0;
    pairDate[pair] = at % dates;
    pairOf[at] = pair++;
  }
  return { pairOf, pairLimit, pairDate };
}

/** Who of `apps` uses which of the limits `ids` (as `idsOf` names them), and where their cells lie. */
export function layoutOf<K>(
  apps: readonly EngineApplication[],
  rows: RowDates,
  idsOf: (app: EngineApplication) => readonly K[],
  ids: readonly K[],
  dates: number,
): Layout {
  const { start, of } = membership(apps, idsOf, new Map(ids.map((id, k) => [id, k])));
  const { pairOf, pairLimit, pairDate } = pairsOf(rows, { start, of }, ids.length, dates);
  return { start, of, pairOf, pairLimit, pairDate };
}

/** The margins or rooms per cell (`valuesOf(limit, date)`); a missing key (or a hole) is 0. */
export function limitGrid(layout: Layout, valuesOf: (k: number, d: number) => readonly number[] | undefined) {
  const { pairLimit, pairDate } = layout;
  const grid = new Float64Array(pairLimit.length * B);
  for (let pair = 0; pair < pairLimit.length; pair++) {
    const values = valuesOf(pairLimit[pair]!, pairDate[pair]!);
    if (!values) continue;
    for (let b = 0; b < B; b++) grid[pair * B + b] = values[b] ?? 0;
  }
  return grid;
}

/** The positive requests of each application (`positiveStart`, `positive`) and the date of each row. */
export type Walk = Pick<DenseBatch, 'positiveStart' | 'positive' | 'rowDate'>;

/**
 * Calls `visit` with (cell, slot) for every positive request on every limit its application uses: application by
 * application in processing order, and within one by limit, date and block (so by ascending cell).
 */
export function forEachUse(
  walk: Walk,
  layout: Layout,
  dates: number,
  visit: (cell: number, slot: number) => void,
): void {
  const { positive, positiveStart, rowDate } = walk;
  const { start, of, pairOf } = layout;
  for (let a = 0; a + 1 < positiveStart.length; a++) {
    for (let j = start[a]!; j < start[a + 1]!; j++) {
      const base = of[j]! * dates;
      for (let p = positiveStart[a]!; p < positiveStart[a + 1]!; p++) {
        const slot = positive[p]!;
        const row = (slot / B) | 0;
        visit(pairOf[base + rowDate[row]!]! * B + slot - row * B, slot);
      }
    }
  }
}

/** The cell of limit k on the date of `row`, block index b (0..95). */
export function cellOf(batch: DenseBatch, limits: Layout, k: number, row: number, b: number): number {
  return limits.pairOf[k * batch.dates.length + batch.rowDate[row]!]! * B + b;
}

/** The coordinates of a cell: limit index, date index, block (1..96). */
export function cellAt(limits: Layout, cell: number): { k: number; d: number; block: number } {
  const pair = (cell / B) | 0;
  return { k: limits.pairLimit[pair]!, d: limits.pairDate[pair]!, block: cell - pair * B + 1 };
}
