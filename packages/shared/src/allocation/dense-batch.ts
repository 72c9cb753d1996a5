/**
 * A batch laid out densely (issue 14): dates, corridors and parties get integer indices once, and every quantity
 * lives in a typed array indexed by limit × date × block (a "cell") or by application-date × block (a "slot"), so
 * the allocators loop over numbers with no text key and no object per cell. Quantities stay the engine's safe
 * integers of hundredths of a MW: in Int32Arrays when every one fits (as in practice: 2^31 hundredths is 21 GW),
 * else in Float64Arrays (exact up to 2^53, like the numbers they replace).
 */
import { BLOCKS_PER_DAY as B } from '../application/time-blocks.ts';
import { firstOverflow } from './dense-overflow.ts';
import { marginKey, partyRoomKey, type EngineApplication, type Margins, type PartyRoom } from './types.ts';

/**
 * Quantities: an Int32Array when every value is an int32 (and none is −0), so that they are read back as small
 * integers, which V8 neither boxes nor collects; else a Float64Array. The requests and the limits share one kind,
 * for every quantity derived from them (a share, an allocation, what is left of a margin) lies between 0 and one of
 * them, or is one of them (a −0 included). Σ requests, only read, takes its own.
 */
export type Quantities = Int32Array | Float64Array;

/** Whether a request or limit can be held in an Int32Array (−0 cannot). */
const isInt32 = (v: number) => (v | 0) === v && (v !== 0 || 1 / v > 0);

function fitsInt32(values: Float64Array): boolean {
  for (let i = 0; i < values.length; i++) if (!isInt32(values[i]!)) return false;
  return true;
}

const compact = (values: Float64Array): Quantities => (fitsInt32(values) ? new Int32Array(values) : values);

/** Zeros of the same kind as `values`. */
export const zerosLike = (values: Quantities, length: number): Quantities =>
  values instanceof Int32Array ? new Int32Array(length) : new Float64Array(length);

/** One kind of limit (the corridors, or the parties) over the batch. */
export type DenseLimits = {
  /** Application a uses the limits `of[start[a]] … of[start[a + 1] − 1]` (indices, ascending). */
  start: Int32Array;
  of: Int32Array;
  /** Per cell (limit × date × block): the margin or room before the batch, and Σ of the requests using it. */
  limit: Quantities;
  total: Quantities;
};

export type DenseBatch = {
  /** In the order of processing (by id, or by receipt). */
  apps: readonly EngineApplication[];
  /** Sorted as texts; corridor ids ascending; party keys sorted as texts. */
  dates: readonly string[];
  corridorIds: readonly number[];
  partyKeys: readonly string[];
  /** Application a asks on the rows `rowStart[a] … rowStart[a + 1] − 1`: one per date it asks for, in date order. */
  rowStart: Int32Array;
  rowApp: Int32Array;
  rowDate: Int32Array;
  /** Per slot (row × block): the request. */
  requested: Quantities;
  /** The slots with a positive request, in order; application a's are `positive[positiveStart[a]] …`. */
  positiveStart: Int32Array;
  positive: Int32Array;
  corridors: DenseLimits;
  parties: DenseLimits;
};

const compareNumbers = (a: number, b: number) => a - b;
const corridorsOf = (app: EngineApplication) => app.corridorIds;
const partiesOf = (app: EngineApplication) => app.partyKeys ?? [];

function sortedUnique<T>(values: Iterable<T>, compare?: (a: T, b: T) => number): T[] {
  return [...new Set(values)].sort(compare);
}

const indexMap = <T>(values: readonly T[]) => new Map(values.map((v, i) => [v, i]));

type Rows = Pick<DenseBatch, 'rowStart' | 'rowApp' | 'rowDate' | 'positiveStart' | 'positive'>;

/** One row per application and date, in the order of the applications and then of the dates. */
function rowsOf(apps: readonly EngineApplication[], dateIndex: Map<string, number>): Rows {
  const count = apps.reduce((n, app) => n + app.requested.size, 0);
  const rows: Rows = {
    rowStart: new Int32Array(apps.length + 1),
    rowApp: new Int32Array(count),
    rowDate: new Int32Array(count),
    positiveStart: new Int32Array(apps.length + 1),
    positive: new Int32Array(count * B),
  };
  let r = 0;
  let p = 0;
  apps.forEach((app, a) => {
    rows.rowStart[a] = r;
    rows.positiveStart[a] = p;
    for (const date of [...app.requested.keys()].sort()) {
      const blocks = app.requested.get(date) as readonly number[];
      rows.rowApp[r] = a;
      rows.rowDate[r] = dateIndex.get(date) as number;
      // A hole asks nothing, as the reference's forEach skips it.
      for (let b = 0; b < B; b++) if ((blocks[b] ?? 0) !== 0) rows.positive[p++] = r * B + b;
      r++;
    }
  });
  rows.rowStart[apps.length] = r;
  rows.positiveStart[apps.length] = p;
  return rows;
}

/** The requests per slot, into `into` (an Int32Array, unless some request does not fit one); false if one did not. */
function copyRequests(apps: readonly EngineApplication[], rows: Rows, into: Quantities): boolean {
  let fits = true;
  apps.forEach((app, a) => {
    let slot = rows.rowStart[a]! * B;
    for (const date of [...app.requested.keys()].sort()) {
      const blocks = app.requested.get(date) as readonly number[];
      for (let b = 0; b < B; b++, slot++) {
        const value = blocks[b] ?? 0;
        if (!isInt32(value)) fits = false;
        into[slot] = value;
      }
    }
  });
  return fits;
}

/** Which limits each application uses, as ascending indices (a few per application: sorted in place). */
function membership<K>(
  apps: readonly EngineApplication[],
  idsOf: (app: EngineApplication) => readonly K[],
  index: Map<K, number>,
): Pick<DenseLimits, 'start' | 'of'> {
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

/** The margins or rooms per cell; a missing key (or a hole) is 0. */
function limitGrid(count: number, dates: number, valuesOf: (k: number, d: number) => readonly number[] | undefined) {
  const grid = new Float64Array(count * dates * B);
  for (let k = 0; k < count; k++) {
    for (let d = 0; d < dates; d++) {
      const values = valuesOf(k, d);
      if (!values) continue;
      const base = (k * dates + d) * B;
      for (let b = 0; b < B; b++) grid[base + b] = values[b] ?? 0;
    }
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
  start: Int32Array,
  of: Int32Array,
  dates: number,
  visit: (cell: number, slot: number) => void,
): void {
  const { positive, positiveStart, rowDate } = walk;
  for (let a = 0; a + 1 < positiveStart.length; a++) {
    for (let j = start[a]!; j < start[a + 1]!; j++) {
      const base = of[j]! * dates * B;
      for (let p = positiveStart[a]!; p < positiveStart[a + 1]!; p++) {
        const slot = positive[p]!;
        const row = (slot / B) | 0;
        visit(base + rowDate[row]! * B + slot - row * B, slot);
      }
    }
  }
}

/** One kind of limit over the batch: who uses which, the limit per cell and Σ requests per cell. */
function limitsOf<K extends number | string>(
  apps: readonly EngineApplication[],
  [walk, requested]: [Walk, Quantities],
  idsOf: (app: EngineApplication) => readonly K[],
  ids: readonly K[],
  dates: number,
  limit: Quantities,
): DenseLimits {
  const { start, of } = membership(apps, idsOf, indexMap(ids));
  const total = new Float64Array(ids.length * dates * B);
  forEachUse(walk, start, of, dates, (cell, slot) => (total[cell] = total[cell]! + requested[slot]!));
  if (total.some((t) => t > Number.MAX_SAFE_INTEGER)) firstOverflow(apps, idsOf);
  return { start, of, limit, total: compact(total) };
}

/** The order of pro-rata and of the assessment, which depend on nothing else. */
export const inIdOrder = (apps: readonly EngineApplication[]) => [...apps].sort((a, b) => a.id - b.id);

/** The batch of `apps` (already in processing order) on these margins and rooms; throws as the reference would. */
export function denseBatch(apps: readonly EngineApplication[], margins: Margins, room: PartyRoom): DenseBatch {
  const dates = sortedUnique(apps.flatMap((app) => [...app.requested.keys()]));
  const corridorIds = sortedUnique(apps.flatMap(corridorsOf), compareNumbers);
  const partyKeys = sortedUnique(apps.flatMap(partiesOf));
  const D = dates.length;
  const rows = rowsOf(apps, indexMap(dates));
  const marginGrid = limitGrid(corridorIds.length, D, (k, d) => margins.get(marginKey(corridorIds[k]!, dates[d]!)));
  const roomGrid = limitGrid(partyKeys.length, D, (k, d) => room.get(partyRoomKey(partyKeys[k]!, dates[d]!)));
  let requested: Quantities = new Int32Array(rows.rowApp.length * B);
  const fits = copyRequests(apps, rows, requested) && fitsInt32(marginGrid) && fitsInt32(roomGrid);
  if (!fits) copyRequests(apps, rows, (requested = new Float64Array(requested.length)));
  const kind = (values: Float64Array): Quantities => (fits ? new Int32Array(values) : values);
  const corridors = limitsOf(apps, [rows, requested], corridorsOf, corridorIds, D, kind(marginGrid));
  const parties = limitsOf(apps, [rows, requested], partiesOf, partyKeys, D, kind(roomGrid));
  const { rowStart, rowApp, rowDate, positiveStart, positive } = rows;
  return {
    apps,
    dates,
    corridorIds,
    partyKeys,
    rowStart,
    rowApp,
    rowDate,
    requested,
    positiveStart,
    positive,
    corridors,
    parties,
  };
}

/** The coordinates of a cell: limit index, date index, block (1..96). */
export function cellAt(batch: DenseBatch, cell: number): { k: number; d: number; block: number } {
  const D = batch.dates.length;
  const b = cell % B;
  const kd = (cell - b) / B;
  return { k: Math.floor(kd / D), d: kd % D, block: b + 1 };
}
