import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { marginKey } from '../allocation/types.ts';
import { E_BIDDING_PRICING_RULES } from '../config/business-rules.ts';
import { awardSummaryOf, clearCells, type CellBidder } from './cell-clearing.ts';
import { boxRuns, periodsOf, spanOf } from './congested-cells.ts';

const D1 = '2027-03-01';
const D2 = '2027-03-02';
const D3 = '2027-03-03';
/** 96 blocks: `mw` MW (in hundredths) on blocks [from, to), `rest` elsewhere. */
const day = (from: number, to: number, mw: number, rest = 0) =>
  Array.from({ length: 96 }, (_, i) => (i >= from && i < to ? mw * 100 : rest * 100));
const asks = (dates: string[], mw: number) => new Map(dates.map((d) => [d, day(40, 48, mw)] as const));
const bidder = (id: number, price: number, requested: Map<string, number[]>, corridorIds = [1]): CellBidder => ({
  id,
  price: price * 100,
  corridorIds,
  requested,
});

describe('e-bidding cleared per congested block (DOMAIN §4)', () => {
  it('DOMAIN worked example: margin 5 MW on 10:00–12:00 of days 1 and 3, day 2 free', () => {
    // A 3 MW @ Rs 3.00 and B 2 MW @ Rs 3.50 fit the 5 MW together; D 1 MW @ Rs 2.00 gets nothing on days 1 and 3.
    const cells = [D1, D3].map((date) => ({ date, from: 40, to: 48 }));
    const remaining = new Map([D1, D2, D3].map((d) => [marginKey(1, d), day(40, 48, d === D2 ? 50 : 5, 50)] as const));
    const all = [D1, D2, D3];
    const bidders = [bidder(1, 3, asks(all, 3)), bidder(2, 3.5, asks(all, 2)), bidder(4, 2, asks(all, 1))];
    const result = clearCells({ corridorId: 1, cells, bidders, remaining, rule: 'National' });
    // National: A and B in full pay the lowest full quote, Rs 3.00; D nothing.
    expect(result.awards.get(1)).toEqual(cells.map((c) => ({ ...c, requested: 300, allocated: 300, price: 300 })));
    expect(result.awards.get(2)).toEqual(cells.map((c) => ({ ...c, requested: 200, allocated: 200, price: 300 })));
    expect(result.awards.get(4)).toEqual(cells.map((c) => ({ ...c, requested: 100, allocated: 0, price: null })));
    // Day 2 is not cleared at all: not congested.
    expect([...result.allocated.get(1)!.keys()]).toEqual([D1, D3]);
    // A's award: 3 MW × 8 blocks × 2 days = 12 MWh = 4,800 units of 1/400 MWh.
    expect(awardSummaryOf(result.awards.get(1)!)).toEqual({
      minAllocated: 300,
      maxAllocated: 300,
      minPrice: 300,
      maxPrice: 300,
      allocatedUnits: 4800,
    });
    expect(result.leastMargin).toBe(500);
    expect(remaining.get(marginKey(1, D1))![40]).toBe(500); // the input is not changed
  });

  it('clears each block with its own margin: awards and prices may differ block by block', () => {
    // 10:00–10:15 has 5 MW, 10:15–10:30 has 3 MW; A 3 @ 4.00, C 3 @ 3.00.
    const remaining = new Map([[marginKey(1, D1), day(40, 41, 5).map((v, i) => (i === 41 ? 300 : v))]]);
    const req = new Map([[D1, day(40, 42, 3)]]);
    const result = clearCells({
      corridorId: 1,
      cells: [{ date: D1, from: 40, to: 42 }],
      bidders: [bidder(1, 4, req), bidder(3, 3, new Map([[D1, day(40, 42, 3)]]))],
      remaining,
      rule: 'National',
    });
    // Block 41: A 3 in full (pays its own 4.00, the lowest full), C 2 of 3 (its own 3.00). Block 42: A 3, C 0.
    expect(result.awards.get(1)).toEqual([{ date: D1, from: 40, to: 42, requested: 300, allocated: 300, price: 400 }]);
    expect(result.awards.get(3)).toEqual([
      { date: D1, from: 40, to: 41, requested: 300, allocated: 200, price: 300 },
      { date: D1, from: 41, to: 42, requested: 300, allocated: 0, price: null },
    ]);
    expect(result.leastMargin).toBe(300);
  });

  it('caps an award by what the application’s other corridor still has, and takes it from both', () => {
    const remaining = new Map([
      [marginKey(1, D1), day(40, 41, 5)],
      [marginKey(2, D1), day(40, 41, 1)],
    ]);
    const result = clearCells({
      corridorId: 1,
      cells: [{ date: D1, from: 40, to: 41 }],
      bidders: [bidder(1, 4, new Map([[D1, day(40, 41, 3)]]), [1, 2]), bidder(2, 3, new Map([[D1, day(40, 41, 3)]]))],
      remaining,
      rule: 'PayAsBid',
    });
    expect(result.allocated.get(1)!.get(D1)![40]).toBe(100); // 3 awarded on corridor 1, 1 left on corridor 2
    expect(result.allocated.get(2)!.get(D1)![40]).toBe(200); // the clearing gave it the 2 MW remainder
  });

  it('leaves out a block another invitation decided for that bidder', () => {
    const remaining = new Map([[marginKey(1, D1), day(40, 42, 2)]]);
    const result = clearCells({
      corridorId: 1,
      cells: [{ date: D1, from: 40, to: 42 }],
      bidders: [bidder(1, 4, new Map([[D1, day(40, 42, 3)]]))],
      remaining,
      rule: 'National',
      decided: (_id, _date, block) => block === 40,
    });
    expect(result.awards.get(1)).toEqual([{ date: D1, from: 41, to: 42, requested: 300, allocated: 200, price: 400 }]);
  });
});

describe('congested cells as runs', () => {
  it('prints the exact blocks as periods and their span for Form ST2', () => {
    const runs = [
      { date: D1, from: 40, to: 48 },
      { date: D3, from: 40, to: 48 },
      { date: D2, from: 44, to: 46 },
    ];
    expect(periodsOf(runs)).toEqual([
      { fromDate: D1, toDate: D1, fromTime: '10:00', toTime: '12:00' },
      { fromDate: D2, toDate: D2, fromTime: '11:00', toTime: '11:30' },
      { fromDate: D3, toDate: D3, fromTime: '10:00', toTime: '12:00' },
    ]);
    expect(periodsOf(boxRuns({ fromDate: D1, toDate: D3, fromTimeBlock: 40, toTimeBlock: 48 }))).toEqual([
      { fromDate: D1, toDate: D3, fromTime: '10:00', toTime: '12:00' },
    ]);
    expect(spanOf(runs)).toEqual({ fromDate: D1, toDate: D3, fromTimeBlock: 40, toTimeBlock: 48 });
  });
});

const RUNS = { numRuns: 150 };
const DATES = [D1, D2];
const arbDay = (max: number) => fc.array(fc.integer({ min: 0, max }), { minLength: 4, maxLength: 4 });
/** Blocks 40–43 of two dates; two corridors; up to 5 bidders on one or both corridors. */
const arbCase = fc.record({
  margins: fc.tuple(arbDay(800), arbDay(800), arbDay(800), arbDay(800)),
  cells: fc.subarray([0, 1, 2, 3].flatMap((b) => DATES.map((date) => ({ date, from: 40 + b, to: 41 + b })))),
  bidders: fc.uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 50 }),
      price: fc.integer({ min: 0, max: 4 }).map((p) => 200 + 50 * p),
      both: fc.boolean(),
      asks: fc.tuple(arbDay(500), arbDay(500)),
    }),
    { selector: (b) => b.id, maxLength: 5 },
  ),
  rule: fc.constantFrom(...E_BIDDING_PRICING_RULES),
});
const full = (four: readonly number[]) => Array.from({ length: 96 }, (_, i) => (i >= 40 && i < 44 ? four[i - 40]! : 0));

describe('clearCells properties', () => {
  it('never above any corridor’s margin or a request, nothing outside the cells, higher prices served first', () => {
    fc.assert(
      fc.property(arbCase, ({ margins, cells, bidders, rule }) => {
        const remaining = new Map([
          [marginKey(1, D1), full(margins[0])],
          [marginKey(1, D2), full(margins[1])],
          [marginKey(2, D1), full(margins[2])],
          [marginKey(2, D2), full(margins[3])],
        ]);
        const input = bidders.map((b) => ({
          id: b.id,
          price: b.price,
          corridorIds: b.both ? [1, 2] : [1],
          requested: new Map(DATES.map((d, i) => [d, full(b.asks[i]!)] as const)),
        }));
        const result = clearCells({ corridorId: 1, cells, bidders: input, remaining, rule });
        const inCells = (date: string, block: number) => cells.some((c) => c.date === date && c.from === block);
        for (const date of DATES) {
          for (let block = 40; block < 44; block += 1) {
            for (const corridor of [1, 2]) {
              const used = input
                .filter((b) => b.corridorIds.includes(corridor))
                .reduce((n, b) => n + (result.allocated.get(b.id)!.get(date)?.[block] ?? 0), 0);
              expect(used).toBeLessThanOrEqual(remaining.get(marginKey(corridor, date))![block]!);
            }
            for (const b of input) {
              const given = result.allocated.get(b.id)!.get(date)?.[block] ?? 0;
              expect(given).toBeLessThanOrEqual(b.requested.get(date)![block]!);
              if (!inCells(date, block)) expect(given).toBe(0);
              // One corridor only: a lower quote gets something only once every higher one has its request.
              const lower = input.filter(
                (o) => o.price < b.price && !o.corridorIds.includes(2) && !b.corridorIds.includes(2),
              );
              if (lower.some((o) => (result.allocated.get(o.id)!.get(date)?.[block] ?? 0) > 0)) {
                expect(given).toBe(b.requested.get(date)![block]!);
              }
            }
          }
        }
      }),
      RUNS,
    );
  });
});
