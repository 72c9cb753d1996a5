/**
 * A block's shares derived on demand (explainCell, from each application's request and its stored allocation) are
 * the engine's own explanation, for every corridor block and every party block over its room, on random batches.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocateInOrder } from '../allocation/in-order.ts';
import { allocateProRata } from '../allocation/pro-rata.ts';
import { assess } from '../allocation/assess.ts';
import { marginKey, partyRoomKey, type Allocation, type EngineApplication } from '../allocation/types.ts';
import {
  congestedCount,
  congestedMasks,
  congestionsOf,
  explainCell,
  factsOf,
  summaryOf,
  withoutCongestedBlocks,
  type CellRequest,
} from './processing-facts.ts';
import { cellCountOf, inMask, maskOf } from '../ebidding/congested-cells.ts';

const DATES = ['2026-06-10', '2026-06-11'];
const BLOCKS = [1, 2, 96];
const PARTIES = ['seller:1', 'seller:2', 'buyer:1', 'buyer:2'];
const quantity = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 20_000 }));
const values = fc.array(quantity, { minLength: 3, maxLength: 3 });
const grid = (v: number[]) => {
  const g = new Array<number>(96).fill(0);
  BLOCKS.forEach((b, i) => (g[b - 1] = v[i]!));
  return g;
};

const arbBatch = fc.record({
  apps: fc.array(
    fc.record({
      corridorIds: fc.subarray([1, 2, 3], { minLength: 1 }),
      dates: fc.subarray(DATES, { minLength: 1 }),
      values: fc.array(values, { minLength: 2, maxLength: 2 }),
      second: fc.integer({ min: 0, max: 3 }),
      seller: fc.constantFrom('seller:1', 'seller:2'),
      buyer: fc.constantFrom('buyer:1', 'buyer:2'),
    }),
    { minLength: 1, maxLength: 7 },
  ),
  margins: fc.array(fc.option(values, { nil: undefined }), { minLength: 6, maxLength: 6 }),
  room: fc.array(fc.option(values, { nil: undefined, freq: 6 }), { minLength: 8, maxLength: 8 }),
});

type Batch = typeof arbBatch extends fc.Arbitrary<infer T> ? T : never;

function build(batch: Batch) {
  const apps: EngineApplication[] = batch.apps.map((s, i) => ({
    id: 30 - i * 3,
    receivedAt: `2026-06-01T10:00:0${s.second}Z`,
    corridorIds: s.corridorIds,
    requested: new Map(s.dates.map((d, j) => [d, grid(s.values[j]!)])),
    partyKeys: [s.seller, s.buyer],
  }));
  const margins = new Map<string, number[]>();
  [1, 2, 3].forEach((c, ci) =>
    DATES.forEach(
      (d, di) => batch.margins[ci * 2 + di] && margins.set(marginKey(c, d), grid(batch.margins[ci * 2 + di]!)),
    ),
  );
  const room = new Map<string, number[]>();
  PARTIES.forEach((p, pi) =>
    DATES.forEach((d, di) => batch.room[pi * 2 + di] && room.set(partyRoomKey(p, d), grid(batch.room[pi * 2 + di]!))),
  );
  return { apps, margins, room };
}

/** Each application's request in a block and what the allocation gave it there. */
function requestsOf(
  apps: readonly EngineApplication[],
  allocation: Allocation,
  date: string,
  block: number,
  on: (a: EngineApplication) => boolean,
): CellRequest[] {
  return apps.filter(on).map((a) => ({
    applicationId: a.id,
    receivedAt: a.receivedAt,
    requested: a.requested.get(date)?.[block - 1] ?? 0,
    allocated: allocation.allocations.get(a.id)?.get(date)?.[block - 1] ?? 0,
  }));
}

describe('explainCell', () => {
  for (const [method, run] of [
    ['ProRata', allocateProRata],
    ['InOrder', allocateInOrder],
  ] as const) {
    it(`gives the engine's ${method} shares for every corridor and party block`, () => {
      fc.assert(
        fc.property(arbBatch, (batch) => {
          const { apps, margins, room } = build(batch);
          const allocation = run(apps, margins, room);
          for (const e of allocation.explanation) {
            const requests = requestsOf(apps, allocation, e.date, e.block, (a) => a.corridorIds.includes(e.corridorId));
            expect(explainCell(method, e.margin, requests)).toEqual(e.shares);
          }
          for (const e of allocation.partyExplanation) {
            const requests = requestsOf(apps, allocation, e.date, e.block, (a) => a.partyKeys!.includes(e.partyKey));
            expect(explainCell(method, e.room, requests)).toEqual(e.shares);
          }
        }),
        { numRuns: 300 },
      );
    });
  }
});

describe('factsOf', () => {
  it("keeps per corridor-day the assessment's margin, Σ requests, congested blocks and affected applications", () => {
    fc.assert(
      fc.property(arbBatch, (batch) => {
        const { apps, margins, room } = build(batch);
        const assessment = assess(apps, margins, room);
        const facts = factsOf(assessment, margins);
        for (const b of assessment.blocks) {
          const day = facts.corridorDays.find((d) => d.corridorId === b.corridorId && d.date === b.date)!;
          expect([day.margin[b.block - 1], day.requested[b.block - 1]]).toEqual([b.margin, b.requested]);
        }
        const summary = summaryOf(facts);
        expect(summary.congestedBlocks).toBe(assessment.blocks.filter((b) => b.congested).length);
        expect(facts.corridorDays.reduce((n, d) => n + congestedCount(d), 0)).toBe(summary.congestedBlocks);
        expect(summary.fitting).toBe(assessment.applications.filter((a) => a.fits).length);
        for (const day of facts.corridorDays) {
          const affected = assessment.applications
            .filter((a) => a.congestedBlocks.some((c) => c.corridorId === day.corridorId && c.date === day.date))
            .map((a) => a.id)
            .sort((x, y) => x - y);
          expect(day.applicationIds).toEqual(affected);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('congestion per block (DOMAIN §4)', () => {
  it('records exactly the congested blocks, and taking them out leaves nothing congested', () => {
    fc.assert(
      fc.property(arbBatch, (batch) => {
        const { apps, margins, room } = build(batch);
        const facts = factsOf(assess(apps, margins, room), margins);
        const congestions = congestionsOf(facts);
        for (const day of facts.corridorDays) {
          const c = congestions.find((x) => x.corridorId === day.corridorId);
          const mask = maskOf(c?.cells ?? []);
          const congested = day.requested.map((r, i) => r > (day.margin[i] ?? 0));
          expect(day.requested.map((_, i) => inMask(mask, day.date, i))).toEqual(congested);
        }
        expect(congestions.reduce((n, c) => n + cellCountOf(c.cells), 0)).toBe(summaryOf(facts).congestedBlocks);
        const rest = withoutCongestedBlocks(apps, congestedMasks(facts));
        const again = assess(rest, margins, room);
        expect(again.blocks.filter((b) => b.congested)).toEqual([]);
        const kept = rest.every((a, i) =>
          [...a.requested].every(([date, blocks]) =>
            blocks.every((v, b) => v === 0 || v === apps[i]!.requested.get(date)![b]),
          ),
        );
        expect(kept).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});

describe('allocating without the explanation', () => {
  it('gives the same allocations, outcomes and limits, and no explanation', () => {
    fc.assert(
      fc.property(arbBatch, (batch) => {
        const { apps, margins, room } = build(batch);
        for (const run of [allocateProRata, allocateInOrder]) {
          const full = run(apps, margins, room);
          const lean = run(apps, margins, room, { explain: false });
          expect(lean).toEqual({ ...full, explanation: [], partyExplanation: [] });
        }
      }),
      { numRuns: 200 },
    );
  });
});
