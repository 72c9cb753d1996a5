/**
 * A batch laid out densely (issue 14): dates, corridors and parties get integer indices once, and every quantity
 * lives in a typed array indexed by limit × date × block (a "cell", see dense-layout.ts) or by application-date ×
 * block (a "slot"), so the allocators loop over numbers with no text key and no object per cell. Quantities stay
 * the engine's safe integers of hundredths of a MW: in Int32Arrays when every one fits (as in practice: 2^31
 * hundredths is 21 GW), else in Float64Arrays (exact up to 2^53, like the numbers they replace).
 */
import { BLOCKS_PER_DAY as B } from '../application/time-blocks.ts';
import { forEachUse, layoutOf, limitGrid, type Layout, type Walk } from './dense-layout.ts';
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
  /**
   * The (limit, date) pairs some application asks on, in limit then date order; cell = pair × 96 + block − 1.
   * `pairOf[k × dates + d]` is the pair of limit k on date d (−1: none asks), `pairLimit` and `pairDate` the way back.
   */
  pairOf: Int32Array;
  pairLimit: Int32Array;
  pairDate: Int32Array;
  /** Per cell: the margin or room before the batch, and Σ of the requests using it. */
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

/** One kind of limit over the batch: its layout, the limit per cell and Σ requests per cell. */
function limitsOf<K extends number | string>(
  apps: readonly EngineApplication[],
  [walk, requested]: [Walk, Quantities],
  idsOf: (app: EngineApplication) => readonly K[],
  dates: number,
  layout: Layout,
  limit: Quantities,
): DenseLimits {
  const total = new Float64Array(limit.length);
  forEachUse(walk, layout, dates, (cell, slot) => (total[cell] = total[cell]! + requested[slot]!));
  if (total.some((t) => t > Number.MAX_SAFE_INTEGER)) firstOverflow(apps, idsOf);
  const { start, of, pairOf, pairLimit, pairDate } = layout;
  return { start, of, pairOf, pairLimit, pairDate, limit, total: compact(total) };
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
  const corridorLayout = layoutOf(apps, rows, corridorsOf, corridorIds, D);
  const partyLayout = layoutOf(apps, rows, partiesOf, partyKeys, D);
  const marginGrid = limitGrid(corridorLayout, (k, d) => margins.get(marginKey(corridorIds[k]!, dates[d]!)));
  const roomGrid = limitGrid(partyLayout, (k, d) => room.get(partyRoomKey(partyKeys[k]!, dates[d]!)));
  let requested: Quantities = new Int32Array(rows.rowApp.length * B);
  const fits = copyRequests(apps, rows, requested) && fitsInt32(marginGrid) && fitsInt32(roomGrid);
  if (!fits) copyRequests(apps, rows, (requested = new Float64Array(requested.length)));
  const kind = (values: Float64Array): Quantities => (fits ? new Int32Array(values) : values);
  const corridors = limitsOf(apps, [rows, requested], corridorsOf, D, corridorLayout, kind(marginGrid));
  const parties = limitsOf(apps, [rows, requested], partiesOf, D, partyLayout, kind(roomGrid));
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
