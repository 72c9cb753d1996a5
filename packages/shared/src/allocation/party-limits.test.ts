/**
 * Worked examples of party limits in the engine (DOMAIN §3 "Party limits hold across applications"): a party's room
 * is shared like a corridor's margin, and the allocation says which party bound whom.
 */
import { describe, expect, it } from 'vitest';
import { allocateInOrder } from './in-order.ts';
import { allocateProRata } from './pro-rata.ts';
import { assess } from './assess.ts';
import { app, margins, rooms } from './test-factories.ts';

const D = '2026-06-10';
const M = margins([[1, D, { 1: 100_00, 2: 100_00 }]]); // 100 MW on the corridor: never the binding limit here
const at = (r: ReturnType<typeof allocateProRata>, id: number, block: number) =>
  r.allocations.get(id)?.get(D)?.[block - 1];

describe('pro-rata with party limits', () => {
  it("shares a buyer's 12 MW contract demand between its two applications in proportion", () => {
    // Buyer 9 has 12 MW of room; two sellers ask 10 MW and 8 MW for it: 12 × 10/18 = 6.66…, 12 × 8/18 = 5.33….
    const result = allocateProRata(
      [
        app(1, [1], { [D]: { 1: 10_00 } }, undefined, ['seller:1', 'buyer:9']),
        app(2, [1], { [D]: { 1: 8_00 } }, undefined, ['seller:2', 'buyer:9']),
      ],
      M,
      rooms([
        ['seller:1', D, { 1: 50_00 }],
        ['seller:2', D, { 1: 50_00 }],
        ['buyer:9', D, { 1: 12_00 }],
      ]),
    );
    expect([at(result, 1, 1), at(result, 2, 1)]).toEqual([666, 533]);
    expect(result.outcomes.get(1)).toBe('Partial');
    expect([...result.limitedBy]).toEqual([
      [1, ['buyer:9']],
      [2, ['buyer:9']],
    ]);
    expect(result.partyExplanation).toEqual([
      {
        partyKey: 'buyer:9',
        date: D,
        block: 1,
        room: 12_00,
        totalRequested: 18_00,
        shares: [
          { applicationId: 1, requested: 10_00, share: 666 },
          { applicationId: 2, requested: 8_00, share: 533 },
        ],
      },
    ]);
  });
  it('names only the party that bound: the corridor share lower than the room leaves the party out', () => {
    const result = allocateProRata(
      [app(1, [1], { [D]: { 1: 30_00 } }, undefined, ['seller:1', 'buyer:9'])],
      margins([[1, D, { 1: 10_00 }]]),
      rooms([
        ['seller:1', D, { 1: 20_00 }],
        ['buyer:9', D, { 1: 40_00 }],
      ]),
    );
    // Corridor gives 10 MW, the seller's room 20 MW: the corridor binds, not the party.
    expect(at(result, 1, 1)).toBe(10_00);
    expect(result.limitedBy.size).toBe(0);
  });
  it('gives nothing on a date the party has no room for (no valid limit: room 0)', () => {
    const result = allocateProRata([app(1, [1], { [D]: { 1: 5_00 } }, undefined, ['seller:1'])], M, new Map());
    expect(at(result, 1, 1)).toBe(0);
    expect(result.outcomes.get(1)).toBe('None');
  });
});

describe('in order with party limits', () => {
  it("serves a seller's applications in receipt order up to its ex-bus room", () => {
    // Seller 1 has 23.50 MW of room; three applications of 10 MW each, in receipt order 3, 1, 2.
    const result = allocateInOrder(
      [
        app(1, [1], { [D]: { 2: 10_00 } }, '2026-06-01T10:00:02Z', ['seller:1', 'buyer:8']),
        app(2, [1], { [D]: { 2: 10_00 } }, '2026-06-01T10:00:03Z', ['seller:1', 'buyer:9']),
        app(3, [1], { [D]: { 2: 10_00 } }, '2026-06-01T10:00:01Z', ['seller:1', 'buyer:9']),
      ],
      M,
      rooms([
        ['seller:1', D, { 2: 23_50 }],
        ['buyer:8', D, { 2: 50_00 }],
        ['buyer:9', D, { 2: 50_00 }],
      ]),
    );
    expect([at(result, 3, 2), at(result, 1, 2), at(result, 2, 2)]).toEqual([10_00, 10_00, 3_50]);
    expect([...result.limitedBy]).toEqual([[2, ['seller:1']]]);
    expect(result.partyExplanation[0]?.shares.map((s) => [s.applicationId, s.share, s.marginAfter])).toEqual([
      [3, 10_00, 13_50],
      [1, 10_00, 3_50],
      [2, 3_50, 0],
    ]);
  });
});

describe('assessment with party limits', () => {
  it('marks the applications over a party room as not fitting, with the excess per block', () => {
    const result = assess(
      [
        app(1, [1], { [D]: { 1: 7_00 } }, undefined, ['seller:1', 'buyer:9']),
        app(2, [1], { [D]: { 1: 6_00 } }, undefined, ['seller:2', 'buyer:9']),
      ],
      M,
      rooms([
        ['seller:1', D, { 1: 50_00 }],
        ['seller:2', D, { 1: 50_00 }],
        ['buyer:9', D, { 1: 12_00 }],
      ]),
    );
    expect(result.partyBlocks).toEqual([
      { partyKey: 'buyer:9', date: D, block: 1, room: 12_00, requested: 13_00, excess: 1_00 },
    ]);
    expect(result.applications.map((a) => [a.id, a.fits, a.limitedBlocks.length])).toEqual([
      [1, false, 1],
      [2, false, 1],
    ]);
    expect(result.blocks.every((b) => !b.congested)).toBe(true);
  });
});
