/**
 * Random batches for dense-vs-reference.property.test.ts: several corridors (10 sorts after 2 as a number, before it
 * as a text), several dates, party keys whose text order is not their creation order, margins and rooms that are
 * missing, zero, random or ample, and the edge cases named in issue 14 (zero requests, every block congested, none
 * congested, ties in receipt). Also corrupted batches, to compare the errors thrown.
 */
import fc from 'fast-check';
import { marginKey, partyRoomKey, type EngineApplication } from './types.ts';

export const CORRIDORS = [1, 2, 3, 10];
export const DATES = ['2026-06-09', '2026-06-10', '2026-06-11'];
export const PARTIES = ['seller:1', 'seller:10', 'seller:2', 'buyer:1', 'buyer:3', 'Buyer:9'];

export type Batch = { apps: EngineApplication[]; margins: Map<string, number[]>; room: Map<string, number[]> };

/** zero: nothing asked anywhere; small: many ties and exact fits; large: MW-like; huge: products beyond 2^53. */
type Scale = 'zero' | 'small' | 'large' | 'huge';
const MAX = { zero: 0, small: 20, large: 20_000, huge: 2 ** 40 };
/** How limits compare with requests: mixed, every block congested (0 or missing), none congested (ample). */
type Pressure = 'mixed' | 'all' | 'none';
const AMPLE = 2 ** 50;

/** −0 passes the engine's checks (a safe integer, not below 0) and must come out where it went in. */
const quantity = (scale: Scale) =>
  scale === 'zero'
    ? fc.constantFrom(0, 0, 0, -0)
    : fc.oneof(
        { weight: 4, arbitrary: fc.constant(0) },
        { weight: 1, arbitrary: fc.constant(-0) },
        { weight: 6, arbitrary: fc.integer({ min: 1, max: MAX[scale] }) },
      );

const sparse = (q: fc.Arbitrary<number>) =>
  fc.array(fc.tuple(fc.integer({ min: 0, max: 95 }), q), { maxLength: 6 }).map((pairs) => {
    const grid = new Array<number>(96).fill(0);
    for (const [b, v] of pairs) grid[b] = v;
    return grid;
  });

const run = (q: fc.Arbitrary<number>) =>
  fc.tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 96 }), q).map(([from, length, v]) => {
    const grid = new Array<number>(96).fill(0);
    for (let b = from; b < Math.min(96, from + length); b++) grid[b] = v;
    return grid;
  });

/** 96 blocks: zero but a few, a run of equal values, or every block random. */
const blocksOf = (q: fc.Arbitrary<number>): fc.Arbitrary<number[]> =>
  fc.oneof(
    { weight: 5, arbitrary: sparse(q) },
    { weight: 2, arbitrary: run(q) },
    { weight: 1, arbitrary: fc.array(q, { minLength: 96, maxLength: 96 }) },
  );

const limitOf = (scale: Scale, pressure: Pressure): fc.Arbitrary<number[] | undefined> => {
  if (pressure === 'none') return fc.constant(new Array<number>(96).fill(AMPLE));
  if (pressure === 'all') return fc.constantFrom(undefined, new Array<number>(96).fill(0));
  const q = quantity(scale === 'zero' ? 'small' : scale);
  const blocks = fc.oneof(sparse(q), run(q), fc.array(q, { minLength: 96, maxLength: 96 }));
  return fc.option(blocks, { nil: undefined, freq: 4 });
};

/** A limit per key and date, a missing one left out of the map (margin or room 0). */
function limitsOf(keys: readonly string[], limit: fc.Arbitrary<number[] | undefined>) {
  return fc.array(limit, { minLength: keys.length, maxLength: keys.length }).map((values) => {
    const map = new Map<string, number[]>();
    keys.forEach((key, i) => values[i] && map.set(key, values[i]));
    return map;
  });
}

/** Few instants, each written in several ways, so that ties in receipt are common and text order misleads. */
const receivedAt = fc
  .tuple(fc.integer({ min: 0, max: 2 }), fc.constantFrom('Z', '+05:30', '.000Z'))
  .map(([s, zone]) => (zone === '+05:30' ? `2026-06-01T15:30:0${s}+05:30` : `2026-06-01T10:00:0${s}${zone}`));

const appSpec = (scale: Scale) =>
  fc.record({
    corridorIds: fc.shuffledSubarray(CORRIDORS, { minLength: 1, maxLength: 3 }),
    dates: fc.shuffledSubarray(DATES, { maxLength: 3 }), // the map's own order, not sorted
    grids: fc.array(blocksOf(quantity(scale)), { minLength: DATES.length, maxLength: DATES.length }),
    partyKeys: fc.option(fc.shuffledSubarray(PARTIES, { maxLength: 3 }), { nil: undefined }),
    receivedAt,
  });

/** A batch of 1..`maxApps` applications with distinct ids in no particular order. */
export function arbBatch(maxApps = 7): fc.Arbitrary<Batch> {
  const settings = fc.record({
    scale: fc.constantFrom<Scale>('zero', 'small', 'small', 'large', 'large', 'huge'),
    pressure: fc.constantFrom<Pressure>('mixed', 'mixed', 'mixed', 'all', 'none'),
    roomPressure: fc.constantFrom<Pressure>('mixed', 'mixed', 'all', 'none'),
  });
  return settings.chain(({ scale, pressure, roomPressure }) =>
    fc
      .record({
        specs: fc.array(appSpec(scale), { minLength: 1, maxLength: maxApps }),
        ids: fc.uniqueArray(fc.integer({ min: -5, max: 300 }), { minLength: maxApps, maxLength: maxApps }),
        margins: limitsOf(
          CORRIDORS.flatMap((c) => DATES.map((d) => marginKey(c, d))),
          limitOf(scale, pressure),
        ),
        room: limitsOf(
          PARTIES.flatMap((p) => DATES.map((d) => partyRoomKey(p, d))),
          limitOf(scale, roomPressure),
        ),
      })
      .map(({ specs, ids, margins, room }) => ({
        apps: specs.map((s, i): EngineApplication => ({
          id: ids[i] as number,
          receivedAt: s.receivedAt,
          corridorIds: s.corridorIds,
          requested: new Map(s.dates.map((d) => [d, s.grids[DATES.indexOf(d)] as number[]])),
          ...(s.partyKeys ? { partyKeys: s.partyKeys } : {}),
        })),
        margins,
        room,
      })),
  );
}

const BIG = 2 ** 52;
/** Ways to spoil a batch; several may apply at once, so the order in which errors are found matters too. */
const CORRUPTIONS = {
  fraction: (b: Batch, i: number, k: number) => setBlock(b, i, k, 1.5),
  negative: (b: Batch, i: number, k: number) => setBlock(b, i, k, -1),
  unsafe: (b: Batch, i: number, k: number) => setBlock(b, i, k, 2 ** 53),
  notNumber: (b: Batch, i: number, k: number) => setBlock(b, i, k, '7' as unknown as number),
  short: (b: Batch, i: number) => firstDay(b, i, (grid) => grid.slice(0, 95)),
  noCorridor: (b: Batch, i: number) => patch(b, i, { corridorIds: [] }),
  sameCorridor: (b: Batch, i: number) => patch(b, i, { corridorIds: [2, 3, 2] }),
  fractionalCorridor: (b: Batch, i: number) => patch(b, i, { corridorIds: [1.5] }),
  sameId: (b: Batch, i: number) => patch(b, i, { id: b.apps[0]?.id as number }),
  fractionalId: (b: Batch, i: number) => patch(b, i, { id: 0.5 }),
  badDate: (b: Batch, i: number) => addDay(b, i, '2026-02-30'),
  shortDate: (b: Batch, i: number) => addDay(b, i, '2026-6-1'),
  emptyParty: (b: Batch, i: number) => patch(b, i, { partyKeys: ['seller:1', ''] }),
  sameParty: (b: Batch, i: number) => patch(b, i, { partyKeys: ['buyer:1', 'buyer:1'] }),
  numericParty: (b: Batch, i: number) => patch(b, i, { partyKeys: [7 as unknown as string] }),
  badReceipt: (b: Batch, i: number) => patch(b, i, { receivedAt: 'yesterday' }),
  marginFraction: (b: Batch, _i: number, k: number) => b.margins.set(marginKey(2, DATES[1]!), spoilt(k, 0.5)),
  roomShort: (b: Batch) => b.room.set(partyRoomKey('buyer:1', DATES[0]!), new Array<number>(10).fill(0)),
  roomNegative: (b: Batch, _i: number, k: number) => b.room.set(partyRoomKey('x', DATES[2]!), spoilt(k, -3)),
  corridorOverflow: (b: Batch, i: number, k: number) => overflowing(b, i, k, [[10], [10, 2]], [[], []]),
  partyOverflow: (b: Batch, i: number, k: number) => overflowing(b, i, k, [[1], [3]], [['buyer:3'], ['buyer:3']]),
} satisfies Record<string, (b: Batch, i: number, k: number) => unknown>;

function spoilt(k: number, value: number): number[] {
  const grid = new Array<number>(96).fill(0);
  grid[k] = value;
  return grid;
}

function patch(b: Batch, i: number, change: Partial<EngineApplication>): void {
  const at = i % b.apps.length;
  b.apps[at] = { ...(b.apps[at] as EngineApplication), ...change };
}

/** Changes the grid of the application's first date (adding a date when it asks for none). */
function firstDay(b: Batch, i: number, change: (grid: number[]) => number[]): void {
  const app = b.apps[i % b.apps.length] as EngineApplication;
  const requested = new Map(app.requested);
  const date = [...requested.keys()][0] ?? (DATES[0] as string);
  requested.set(date, change([...(requested.get(date) ?? new Array<number>(96).fill(0))]));
  patch(b, i, { requested });
}

function setBlock(b: Batch, i: number, k: number, value: number): void {
  firstDay(b, i, (grid) => grid.map((v, j) => (j === k ? value : v)));
}

function addDay(b: Batch, i: number, date: string): void {
  const app = b.apps[i % b.apps.length] as EngineApplication;
  patch(b, i, { requested: new Map([...app.requested, [date, new Array<number>(96).fill(1)]]) });
}

/** Two applications more whose requests together exceed safe integers on one cell. */
function overflowing(b: Batch, i: number, k: number, corridors: number[][], parties: string[][]): void {
  const ids = new Set(b.apps.map((a) => a.id));
  let id = 1000;
  corridors.forEach((corridorIds, n) => {
    while (ids.has(id)) id++;
    ids.add(id);
    const app: EngineApplication = {
      id,
      receivedAt: '2026-06-01T10:00:00Z',
      corridorIds,
      requested: new Map([[DATES[1] as string, spoilt(k, BIG + n)]]),
      partyKeys: parties[n] as string[],
    };
    b.apps.splice(i % (b.apps.length + 1), 0, app);
  });
}

export type Corruption = keyof typeof CORRUPTIONS;

/** A valid batch, then 1–3 corruptions, each at a random application and block. */
export function arbCorrupted(): fc.Arbitrary<{ batch: Batch; applied: Corruption[] }> {
  const step = fc.tuple(
    fc.constantFrom(...(Object.keys(CORRUPTIONS) as Corruption[])),
    fc.nat(20),
    fc.integer({ min: 0, max: 95 }),
  );
  return fc.tuple(arbBatch(5), fc.array(step, { minLength: 1, maxLength: 3 })).map(([valid, steps]) => {
    const batch: Batch = { apps: [...valid.apps], margins: new Map(valid.margins), room: new Map(valid.room) };
    for (const [kind, i, k] of steps) CORRUPTIONS[kind](batch, i, k);
    return { batch, applied: steps.map(([kind]) => kind) };
  });
}
