import { describe, expect, it } from 'vitest';
import { clearBids, type Award, type Bid } from './clearing.ts';

/** A bid in MW and Rs/kWh, as the worked examples are written; stored in hundredths. */
const bid = (id: number, mw: number, rs: number): Bid => ({ id, quantum: mw * 100, price: rs * 100 });
const A = 1;
const B = 2;
const C = 3;
const D = 4;
/** The worked example of DOMAIN §4: 100 MW for A 60 @ 5.00, B 30 @ 4.00, C 30 @ 3.00, D 20 @ 2.00. */
const WORKED = [bid(C, 30, 3), bid(A, 60, 5), bid(D, 20, 2), bid(B, 30, 4)];

const got = (awards: Award[]) => awards.map((a) => [a.id, a.allocated, a.applicablePrice, a.full]);

describe('clearBids (DOMAIN §4)', () => {
  it('clears the worked example under National: A 60 and B 30 in full at 4.00, C 10 at its own 3.00, D nothing', () => {
    expect(clearBids(10000, WORKED)).toEqual([
      { id: A, quantum: 6000, allocated: 6000, price: 500, applicablePrice: 400, full: true },
      { id: B, quantum: 3000, allocated: 3000, price: 400, applicablePrice: 400, full: true },
      { id: C, quantum: 3000, allocated: 1000, price: 300, applicablePrice: 300, full: false },
      { id: D, quantum: 2000, allocated: 0, price: 200, applicablePrice: null, full: false },
    ]);
    expect(clearBids(10000, WORKED, 'National')).toEqual(clearBids(10000, WORKED));
  });
  it('clears the worked example under Uniform: A, B and C all pay the lowest accepted quote, 3.00', () => {
    expect(got(clearBids(10000, WORKED, 'Uniform'))).toEqual([
      [A, 6000, 300, true],
      [B, 3000, 300, true],
      [C, 1000, 300, false],
      [D, 0, null, false],
    ]);
  });
  it('clears the worked example under PayAsBid: each pays its own quote', () => {
    expect(got(clearBids(10000, WORKED, 'PayAsBid'))).toEqual([
      [A, 6000, 500, true],
      [B, 3000, 400, true],
      [C, 1000, 300, false],
      [D, 0, null, false],
    ]);
  });
  it('shares the margin pro-rata among the bids tied at the price where it runs out', () => {
    // 100 MW: A 80 @ 5.00 in full; B 30 and C 10, both @ 4.00, share the remaining 20 MW as 15 and 5.
    const awards = clearBids(10000, [bid(C, 10, 4), bid(B, 30, 4), bid(A, 80, 5)]);
    expect(got(awards)).toEqual([
      [A, 8000, 500, true],
      [B, 1500, 400, false],
      [C, 500, 400, false],
    ]);
  });
  it('floors tied shares to 0.01 MW and leaves the residue unallocated', () => {
    // Three equal bids at one price share 1.00 MW: 0.33 MW each, 0.01 MW left over.
    const awards = clearBids(100, [bid(7, 1, 4), bid(5, 1, 4), bid(6, 1, 4)]);
    expect(awards.map((a) => [a.id, a.allocated])).toEqual([
      [5, 33],
      [6, 33],
      [7, 33],
    ]);
    expect(awards.every((a) => !a.full && a.applicablePrice === 400)).toBe(true);
  });
  it('gives the tied level nothing below the price where the margin ran out', () => {
    // 1.00 MW for A 0.60 @ 5.00, then B and C 1.00 each @ 4.00 (0.20 each), D @ 3.00 nothing.
    const awards = clearBids(100, [
      { id: A, quantum: 60, price: 500 },
      { id: B, quantum: 100, price: 400 },
      { id: C, quantum: 100, price: 400 },
      { id: D, quantum: 100, price: 300 },
    ]);
    expect(got(awards)).toEqual([
      [A, 60, 500, true],
      [B, 20, 400, false],
      [C, 20, 400, false],
      [D, 0, null, false],
    ]);
  });
  it('awards every bid in full when the margin covers them all; under National all pay the lowest quote', () => {
    const awards = clearBids(20000, WORKED);
    expect(got(awards)).toEqual([
      [A, 6000, 200, true],
      [B, 3000, 200, true],
      [C, 3000, 200, true],
      [D, 2000, 200, true],
    ]);
    expect(got(clearBids(14000, WORKED))).toEqual(got(awards)); // exactly Σ quantum
  });
  it('awards nothing for a margin of 0', () => {
    expect(got(clearBids(0, WORKED))).toEqual([
      [A, 0, null, false],
      [B, 0, null, false],
      [C, 0, null, false],
      [D, 0, null, false],
    ]);
  });
  it('returns no awards for no bids', () => {
    expect(clearBids(10000, [])).toEqual([]);
    expect(clearBids(0, [], 'Uniform')).toEqual([]);
  });
  it('gives a single bid larger than the margin the whole margin, at its own quote', () => {
    for (const rule of ['National', 'Uniform', 'PayAsBid'] as const) {
      expect(clearBids(4550, [bid(9, 60, 5)], rule)).toEqual([
        { id: 9, quantum: 6000, allocated: 4550, price: 500, applicablePrice: 500, full: false },
      ]);
    }
  });
  it('orders ties by id and accepts a price of 0', () => {
    const awards = clearBids(300, [
      { id: 3, quantum: 100, price: 0 },
      { id: 1, quantum: 100, price: 0 },
      { id: 2, quantum: 100, price: 100 },
    ]);
    expect(got(awards)).toEqual([
      [2, 100, 0, true],
      [1, 100, 0, true],
      [3, 100, 0, true],
    ]);
  });
  it.each([
    ['a fractional margin', 100.5, [bid(1, 1, 1)]],
    ['a negative margin', -1, [bid(1, 1, 1)]],
    ['a NaN margin', Number.NaN, [bid(1, 1, 1)]],
    ['a quantum of 0', 100, [{ id: 1, quantum: 0, price: 100 }]],
    ['a negative quantum', 100, [{ id: 1, quantum: -100, price: 100 }]],
    ['a fractional quantum', 100, [{ id: 1, quantum: 1.5, price: 100 }]],
    ['a negative price', 100, [{ id: 1, quantum: 100, price: -1 }]],
    ['a fractional price', 100, [{ id: 1, quantum: 100, price: 4.5 }]],
    ['a fractional id', 100, [{ id: 1.5, quantum: 100, price: 100 }]],
    ['a repeated id', 100, [bid(1, 1, 5), bid(2, 1, 4), bid(1, 2, 3)]],
    [
      'quanta beyond safe integers',
      100,
      [
        { id: 1, quantum: 2 ** 52, price: 100 },
        { id: 2, quantum: 2 ** 52, price: 100 },
      ],
    ],
  ])('throws a RangeError for %s', (_, margin, bids) => {
    expect(() => clearBids(margin, bids)).toThrow(RangeError);
  });
  it('throws a RangeError for an unknown pricing rule', () => {
    expect(() => clearBids(100, [bid(1, 1, 1)], 'Auction' as never)).toThrow(RangeError);
  });
  it('does not change the bids it is given', () => {
    const bids = WORKED.map((b) => ({ ...b }));
    clearBids(10000, bids);
    expect(bids).toEqual(WORKED);
  });
});
