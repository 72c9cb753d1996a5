import { describe, expect, it } from 'vitest';
import { assess } from './assess.ts';
import { app, margins } from './test-factories.ts';

const D = '2026-06-10';

describe('assessment (DOMAIN §3 Processing step 2)', () => {
  it('lists margin, Σ requests and shortfall per corridor, date and block asked for', () => {
    const result = assess(
      [app(2, [1, 2], { [D]: { 1: 6000 } }), app(1, [1], { [D]: { 1: 5000, 2: 100 } })],
      margins([
        [1, D, { 1: 10000, 2: 100 }],
        [2, D, { 1: 6000 }],
      ]),
    );
    expect(result.blocks).toEqual([
      { corridorId: 1, date: D, block: 1, margin: 10000, requested: 11000, shortfall: 1000, congested: true },
      { corridorId: 1, date: D, block: 2, margin: 100, requested: 100, shortfall: 0, congested: false },
      { corridorId: 2, date: D, block: 1, margin: 6000, requested: 6000, shortfall: 0, congested: false },
    ]);
    expect(result.applications).toEqual([
      {
        id: 1,
        fits: false,
        congestedBlocks: [{ corridorId: 1, date: D, block: 1, shortfall: 1000 }],
        limitedBlocks: [],
      },
      {
        id: 2,
        fits: false,
        congestedBlocks: [{ corridorId: 1, date: D, block: 1, shortfall: 1000 }],
        limitedBlocks: [],
      },
    ]);
  });
  it('treats a corridor without declared ATC as margin 0', () => {
    const result = assess([app(1, [7], { [D]: { 5: 100 } })], new Map());
    expect(result.blocks).toEqual([
      { corridorId: 7, date: D, block: 5, margin: 0, requested: 100, shortfall: 100, congested: true },
    ]);
    expect(result.applications[0]?.fits).toBe(false);
  });
  it('lets an application fit when every block it asks for is within margin', () => {
    const result = assess([app(1, [1], { [D]: { 5: 100 } })], margins([[1, D, { 5: 100 }]]));
    expect(result.applications).toEqual([{ id: 1, fits: true, congestedBlocks: [], limitedBlocks: [] }]);
  });
  it('throws on fractional, negative or malformed input', () => {
    expect(() => assess([app(1, [1], { [D]: { 1: 1.5 } })], new Map())).toThrow(RangeError);
    expect(() => assess([app(1, [1], { [D]: { 1: -1 } })], new Map())).toThrow(RangeError);
    expect(() => assess([app(1, [1], {})], margins([[1, D, { 1: 0.1 }]]))).toThrow(RangeError);
    expect(() => assess([app(1, [], { [D]: { 1: 1 } })], new Map())).toThrow(RangeError);
    expect(() => assess([app(1, [1, 1], { [D]: { 1: 1 } })], new Map())).toThrow(RangeError);
    expect(() => assess([app(1, [1], {}), app(1, [2], {})], new Map())).toThrow(RangeError);
    const short = { ...app(1, [1], {}), requested: new Map([[D, [1, 2, 3]]]) };
    expect(() => assess([short], new Map())).toThrow(RangeError);
  });
});
