/**
 * Properties of the engine over small random batches (1–3 corridors, 1–2 dates, a few non-zero blocks): what the
 * regulation promises must hold for every batch, not just the worked examples.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assess } from './assess.ts';
import { allocateInOrder } from './in-order.ts';
import { allocateProRata } from './pro-rata.ts';
import {
  marginKey,
  partyRoomKey,
  type Allocation,
  type EngineApplication,
  type Margins,
  type PartyRoom,
} from './types.ts';

const DATES = ['2026-06-10', '2026-06-11'];
const BLOCKS = [1, 2, 96];
const CORRIDORS = [1, 2, 3];
/** Few parties, so several applications share each: a seller's injection and a buyer's drawal per application. */
const SELLERS = ['seller:1', 'seller:2'];
const BUYERS = ['buyer:1', 'buyer:2'];
const PARTIES = [...SELLERS, ...BUYERS];
const RUNS = { numRuns: 300 };

const quantity = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 20_000 }));
const blocksOf = (values: number[]) => {
  const grid = new Array<number>(96).fill(0);
  BLOCKS.forEach((b, i) => (grid[b - 1] = values[i] as number));
  return grid;
};
const blockValues = fc.array(quantity, { minLength: BLOCKS.length, maxLength: BLOCKS.length });

const arbApps = (corridors: fc.Arbitrary<number[]>, withParties: boolean) =>
  fc
    .array(
      fc.record({
        corridorIds: corridors,
        dates: fc.subarray(DATES, { minLength: 1 }),
        values: fc.array(blockValues, { minLength: DATES.length, maxLength: DATES.length }),
        second: fc.integer({ min: 0, max: 3 }), // few instants, so ties by id occur
        seller: fc.constantFrom(...SELLERS),
        buyer: fc.constantFrom(...BUYERS),
      }),
      { minLength: 1, maxLength: 6 },
    )
    .map((specs) =>
      specs.map((s, i): EngineApplication => ({
        id: 10 + ((i * 7) % 6) + i * 6, // distinct, not in receipt order
        receivedAt: `2026-06-01T10:00:0${s.second}Z`,
        corridorIds: s.corridorIds,
        requested: new Map(s.dates.map((d, j) => [d, blocksOf(s.values[j] as number[])])),
        ...(withParties ? { partyKeys: [s.seller, s.buyer] } : {}),
      })),
    );

const arbMargins: fc.Arbitrary<Margins> = fc
  .array(fc.option(blockValues, { nil: undefined }), { minLength: 6, maxLength: 6 })
  .map((values) => {
    const margins = new Map<string, number[]>();
    CORRIDORS.forEach((c, ci) =>
      DATES.forEach((d, di) => {
        const v = values[ci * DATES.length + di];
        if (v) margins.set(marginKey(c, d), blocksOf(v)); // a missing key is margin 0
      }),
    );
    return margins;
  });

/** Room per party and date; a missing key is room 0 (no valid limit that day). */
const arbRoom: fc.Arbitrary<PartyRoom> = fc
  .array(fc.option(blockValues, { nil: undefined, freq: 8 }), {
    minLength: PARTIES.length * DATES.length,
    maxLength: PARTIES.length * DATES.length,
  })
  .map((values) => {
    const room = new Map<string, number[]>();
    PARTIES.forEach((p, pi) =>
      DATES.forEach((d, di) => {
        const v = values[pi * DATES.length + di];
        if (v) room.set(partyRoomKey(p, d), blocksOf(v));
      }),
    );
    return room;
  });

const arbBatch = (corridors = fc.subarray(CORRIDORS, { minLength: 1 }), withParties = false) =>
  fc
    .record({ apps: arbApps(corridors, withParties), margins: arbMargins, room: arbRoom })
    .chain((b) =>
      fc
        .shuffledSubarray(b.apps, { minLength: b.apps.length, maxLength: b.apps.length })
        .map((shuffled) => ({ ...b, shuffled })),
    );

const req = (a: EngineApplication, d: string, b: number) => a.requested.get(d)?.[b - 1] ?? 0;
const got = (r: Allocation, a: EngineApplication, d: string, b: number) =>
  r.allocations.get(a.id)?.get(d)?.[b - 1] ?? 0;
const marginOf = (m: Margins, c: number, d: string, b: number) => m.get(marginKey(c, d))?.[b - 1] ?? 0;
const cells = CORRIDORS.flatMap((c) => DATES.flatMap((d) => BLOCKS.map((b) => ({ c, d, b }))));

function withinMarginsAndRequests(apps: EngineApplication[], margins: Margins, r: Allocation): boolean {
  const perApp = apps.every((a) =>
    DATES.every((d) =>
      Array.from({ length: 96 }, (_, i) => i + 1).every((b) => {
        const g = got(r, a, d, b);
        return Number.isInteger(g) && g >= 0 && g <= req(a, d, b);
      }),
    ),
  );
  const perCorridor = cells.every(({ c, d, b }) => {
    const sum = apps.filter((a) => a.corridorIds.includes(c)).reduce((s, a) => s + got(r, a, d, b), 0);
    return sum <= marginOf(margins, c, d, b);
  });
  return perApp && perCorridor;
}

describe('both allocators', () => {
  it('never exceed a margin, never give more than asked, in whole hundredths', () => {
    fc.assert(
      fc.property(arbBatch(), ({ apps, margins }) => {
        expect(withinMarginsAndRequests(apps, margins, allocateProRata(apps, margins))).toBe(true);
        expect(withinMarginsAndRequests(apps, margins, allocateInOrder(apps, margins))).toBe(true);
      }),
      RUNS,
    );
  });
  it('give the same result twice and whatever the order of the input array', () => {
    fc.assert(
      fc.property(arbBatch(), ({ apps, shuffled, margins }) => {
        expect(allocateProRata(shuffled, margins)).toEqual(allocateProRata(apps, margins));
        expect(allocateProRata(apps, margins)).toEqual(allocateProRata(apps, margins));
        expect(allocateInOrder(shuffled, margins)).toEqual(allocateInOrder(apps, margins));
        expect(allocateInOrder(apps, margins)).toEqual(allocateInOrder(apps, margins));
      }),
      RUNS,
    );
  });
});

describe('pro-rata on one corridor', () => {
  it('gives each its request when it fits, else floor(margin × request / Σ) with Σ shares ≤ margin', () => {
    fc.assert(
      fc.property(arbBatch(fc.constant([1])), ({ apps, margins }) => {
        const r = allocateProRata(apps, margins);
        for (const d of DATES) {
          for (const b of BLOCKS) {
            const m = marginOf(margins, 1, d, b);
            const total = apps.reduce((s, a) => s + req(a, d, b), 0);
            const shares = apps.map((a) => got(r, a, d, b));
            if (total <= m) {
              expect(shares).toEqual(apps.map((a) => req(a, d, b)));
              continue;
            }
            expect(shares.reduce((s, v) => s + v, 0)).toBeLessThanOrEqual(m);
            apps.forEach((a, i) => {
              // share ≤ m·r/Σ < share + 1 (0.01 MW), checked without division.
              const exact = BigInt(m) * BigInt(req(a, d, b));
              const share = BigInt(shares[i] as number);
              expect(share * BigInt(total) <= exact && exact < (share + 1n) * BigInt(total)).toBe(true);
            });
          }
        }
      }),
      RUNS,
    );
  });
});

describe('in-order', () => {
  it('gives each, in receipt order, the lesser of its request and what its corridors have left', () => {
    fc.assert(
      fc.property(arbBatch(), ({ apps, margins }) => {
        const r = allocateInOrder(apps, margins);
        // Receipt order, computed here rather than by the code under test: instant, then id.
        const order = [...apps].sort((x, y) => Date.parse(x.receivedAt) - Date.parse(y.receivedAt) || x.id - y.id);
        for (const d of DATES) {
          for (const b of BLOCKS) {
            order.forEach((a, k) => {
              const earlier = order.slice(0, k);
              const left = (c: number) =>
                marginOf(margins, c, d, b) -
                earlier.filter((e) => e.corridorIds.includes(c)).reduce((s, e) => s + got(r, e, d, b), 0);
              const g = got(r, a, d, b);
              expect(g).toBe(Math.min(req(a, d, b), ...a.corridorIds.map(left)));
              if (g === req(a, d, b)) return;
              // Cut short only by a corridor it leaves full, and no later application gets anything on it.
              const full = a.corridorIds.filter((c) => left(c) - g === 0);
              expect(full.length).toBeGreaterThan(0);
              const later = order.slice(k + 1).filter((l) => l.corridorIds.some((c) => full.includes(c)));
              expect(later.map((l) => got(r, l, d, b)).every((v) => v === 0)).toBe(true);
            });
          }
        }
      }),
      RUNS,
    );
  });
});

describe('assessment', () => {
  it('says an application fits exactly when pro-rata gives it its full request', () => {
    fc.assert(
      fc.property(arbBatch(), ({ apps, margins }) => {
        const outcomes = allocateProRata(apps, margins).outcomes;
        for (const a of assess(apps, margins).applications) {
          expect(a.fits).toBe(outcomes.get(a.id) === 'Full');
        }
      }),
      RUNS,
    );
  });
});

const roomOf = (m: PartyRoom, p: string, d: string, b: number) => m.get(partyRoomKey(p, d))?.[b - 1] ?? 0;

/** No party is given more than its room in any block, summed over every application naming it. */
function withinRooms(apps: EngineApplication[], room: PartyRoom, r: Allocation): boolean {
  return PARTIES.every((p) =>
    DATES.every((d) =>
      BLOCKS.every((b) => {
        const sum = apps.filter((a) => a.partyKeys?.includes(p)).reduce((s, a) => s + got(r, a, d, b), 0);
        return sum <= roomOf(room, p, d, b);
      }),
    ),
  );
}

const partyBatch = arbBatch(fc.subarray(CORRIDORS, { minLength: 1 }), true);

describe('party limits (DOMAIN §3: a party never above its limit, with several applications per party)', () => {
  it('both allocators keep every corridor within margin and every party within its room', () => {
    fc.assert(
      fc.property(partyBatch, ({ apps, margins, room }) => {
        for (const r of [allocateProRata(apps, margins, room), allocateInOrder(apps, margins, room)]) {
          expect(withinMarginsAndRequests(apps, margins, r)).toBe(true);
          expect(withinRooms(apps, room, r)).toBe(true);
        }
      }),
      RUNS,
    );
  });
  it('give the same result whatever the order of the input array', () => {
    fc.assert(
      fc.property(partyBatch, ({ apps, shuffled, margins, room }) => {
        expect(allocateProRata(shuffled, margins, room)).toEqual(allocateProRata(apps, margins, room));
        expect(allocateInOrder(shuffled, margins, room)).toEqual(allocateInOrder(apps, margins, room));
      }),
      RUNS,
    );
  });
  it('pro-rata: an application not limited by a party gets what its corridors give; a limited one gets less', () => {
    fc.assert(
      fc.property(partyBatch, ({ apps, margins, room }) => {
        const capped = allocateProRata(apps, margins, room);
        const free = allocateProRata(
          apps.map(({ partyKeys: _p, ...a }) => a),
          margins,
        );
        for (const a of apps) {
          const cells = DATES.flatMap((d) => BLOCKS.map((b) => [got(capped, a, d, b), got(free, a, d, b)] as const));
          if (capped.limitedBy.has(a.id)) expect(cells.some(([c, f]) => c < f)).toBe(true);
          else expect(cells.every(([c, f]) => c === f)).toBe(true);
        }
      }),
      RUNS,
    );
  });
  it('in order: each gets the lesser of its request, its corridors left and its parties left', () => {
    fc.assert(
      fc.property(partyBatch, ({ apps, margins, room }) => {
        const r = allocateInOrder(apps, margins, room);
        const order = [...apps].sort((x, y) => Date.parse(x.receivedAt) - Date.parse(y.receivedAt) || x.id - y.id);
        for (const d of DATES) {
          for (const b of BLOCKS) {
            order.forEach((a, k) => {
              const earlier = order.slice(0, k);
              const taken = (uses: (e: EngineApplication) => boolean) =>
                earlier.filter(uses).reduce((s, e) => s + got(r, e, d, b), 0);
              const corridorLeft = a.corridorIds.map(
                (c) => marginOf(margins, c, d, b) - taken((e) => e.corridorIds.includes(c)),
              );
              const partyLeft = (a.partyKeys ?? []).map(
                (p) => roomOf(room, p, d, b) - taken((e) => e.partyKeys?.includes(p) ?? false),
              );
              expect(got(r, a, d, b)).toBe(Math.min(req(a, d, b), ...corridorLeft, ...partyLeft));
            });
          }
        }
      }),
      RUNS,
    );
  });
  it('assessment: fits exactly when pro-rata gives the full request, party limits included', () => {
    fc.assert(
      fc.property(partyBatch, ({ apps, margins, room }) => {
        const outcomes = allocateProRata(apps, margins, room).outcomes;
        for (const a of assess(apps, margins, room).applications) {
          expect(a.fits).toBe(outcomes.get(a.id) === 'Full');
        }
      }),
      RUNS,
    );
  });
});
