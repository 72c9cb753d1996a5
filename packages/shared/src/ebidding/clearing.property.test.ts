/**
 * Properties of the e-bidding clearing over small random auctions (up to 8 bids on a few price levels, so ties are
 * common): what DOMAIN §4 promises must hold for every auction, not just the worked examples.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { proRataShare } from '../allocation/pro-rata.ts';
import { E_BIDDING_PRICING_RULES } from '../config/business-rules.ts';
import { clearBids, type Award, type Bid } from './clearing.ts';

const RUNS = { numRuns: 200 };

/** A few common quanta (so equal quanta meet at one price), small ones and large ones. */
const quantum = fc.oneof(
  fc.constantFrom(100, 250, 1000),
  fc.integer({ min: 1, max: 50 }),
  fc.integer({ min: 1, max: 20_000 }),
);
/** Few price levels, so bids tie; sometimes any price. */
const price = fc.oneof(
  fc.integer({ min: 0, max: 5 }).map((p) => 200 + p * 50),
  fc.integer({ min: 0, max: 2_000 }),
);
const arbBids = fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 1_000 }), quantum, price }), {
  selector: (b) => b.id,
  maxLength: 8,
});
const margin = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 100_000 }));
const rule = fc.constantFrom(...E_BIDDING_PRICING_RULES);
const arbAuction = fc.record({ margin, bids: arbBids, rule });

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);
const byId = (awards: readonly Award[]) => [...awards].sort((a, b) => a.id - b.id);
const awarded = (awards: readonly Award[]) => awards.filter((a) => a.allocated > 0);

describe('clearBids properties (DOMAIN §4)', () => {
  it('returns one award per bid, echoing it, by price descending then id ascending', () => {
    fc.assert(
      fc.property(arbAuction, ({ margin, bids, rule }) => {
        const awards = clearBids(margin, bids, rule);
        expect(byId(awards).map(({ id, quantum, price }) => ({ id, quantum, price }))).toEqual(
          [...bids].sort((a, b) => a.id - b.id),
        );
        awards.slice(1).forEach((a, i) => {
          const before = awards[i]!;
          expect(before.price > a.price || (before.price === a.price && before.id < a.id)).toBe(true);
        });
      }),
      RUNS,
    );
  });

  it('never awards more than the margin, nor more than a bid asked, nor less than 0', () => {
    fc.assert(
      fc.property(arbAuction, ({ margin, bids, rule }) => {
        const awards = clearBids(margin, bids, rule);
        expect(sum(awards.map((a) => a.allocated))).toBeLessThanOrEqual(margin);
        for (const a of awards) {
          expect(Number.isInteger(a.allocated)).toBe(true);
          expect(a.allocated).toBeGreaterThanOrEqual(0);
          expect(a.allocated).toBeLessThanOrEqual(a.quantum);
          expect(a.full).toBe(a.allocated === a.quantum);
        }
      }),
      RUNS,
    );
  });

  it('gives a lower quote nothing while a higher quote is not full', () => {
    fc.assert(
      fc.property(arbAuction, ({ margin, bids, rule }) => {
        const awards = clearBids(margin, bids, rule);
        for (const high of awards.filter((a) => !a.full)) {
          for (const low of awards.filter((a) => a.price < high.price)) expect(low.allocated).toBe(0);
        }
      }),
      RUNS,
    );
  });

  it('wastes no more of the margin than the floors of the level where it ran out', () => {
    fc.assert(
      fc.property(arbAuction, ({ margin, bids, rule }) => {
        const awards = clearBids(margin, bids, rule);
        const notFull = awards.find((a) => !a.full);
        if (!notFull) return;
        const level = awards.filter((a) => a.price === notFull.price);
        expect(margin - sum(awards.map((a) => a.allocated))).toBeLessThan(level.length);
      }),
      RUNS,
    );
  });

  it('shares the level where the margin ran out pro-rata: floor(what higher levels left × quantum / Σ quantum)', () => {
    fc.assert(
      fc.property(arbAuction, ({ margin, bids, rule }) => {
        const awards = clearBids(margin, bids, rule);
        const notFull = awards.find((a) => !a.full); // the first, so at the highest price not covered
        if (!notFull) return;
        const level = awards.filter((a) => a.price === notFull.price);
        const left = margin - sum(awards.filter((a) => a.price > notFull.price).map((a) => a.allocated));
        const total = sum(level.map((a) => a.quantum));
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThan(total);
        for (const a of level) expect(a.allocated).toBe(proRataShare(left, a.quantum, total));
      }),
      RUNS,
    );
  });

  it('gives equal quanta at one price equal awards, and a larger quantum there no less', () => {
    fc.assert(
      fc.property(arbAuction, ({ margin, bids, rule }) => {
        const awards = clearBids(margin, bids, rule);
        for (const a of awards) {
          for (const b of awards.filter((x) => x.price === a.price && x.quantum >= a.quantum)) {
            if (b.quantum === a.quantum) expect(b.allocated).toBe(a.allocated);
            else expect(b.allocated).toBeGreaterThanOrEqual(a.allocated);
          }
        }
      }),
      RUNS,
    );
  });

  it('prices only awards, never below the lowest awarded quote nor below a floor every quote respects', () => {
    const arb = fc.record({ margin, bids: arbBids, rule, floor: fc.integer({ min: 0, max: 1_000 }) });
    fc.assert(
      fc.property(arb, ({ margin, bids, rule, floor }) => {
        const raised = bids.map((b) => ({ ...b, price: b.price + floor }));
        const awards = clearBids(margin, raised, rule);
        const lowest = Math.min(...awarded(awards).map((a) => a.price));
        for (const a of awards) {
          expect(a.applicablePrice === null).toBe(a.allocated === 0);
          if (a.applicablePrice === null) continue;
          expect(a.applicablePrice).toBeGreaterThanOrEqual(lowest);
          expect(a.applicablePrice).toBeGreaterThanOrEqual(floor);
        }
      }),
      RUNS,
    );
  });

  it('charges at most the own quote under National and Uniform, and exactly it under PayAsBid', () => {
    fc.assert(
      fc.property(arbAuction, ({ margin, bids, rule }) => {
        for (const a of awarded(clearBids(margin, bids, rule))) {
          if (rule === 'PayAsBid') expect(a.applicablePrice).toBe(a.price);
          else expect(a.applicablePrice).toBeLessThanOrEqual(a.price);
        }
      }),
      RUNS,
    );
  });

  it('charges one price to all under Uniform, and to all full awards under National (partial ones their own)', () => {
    fc.assert(
      fc.property(margin, arbBids, (margin, bids) => {
        const uniform = awarded(clearBids(margin, bids, 'Uniform'));
        expect(new Set(uniform.map((a) => a.applicablePrice)).size).toBeLessThanOrEqual(1);
        const national = awarded(clearBids(margin, bids, 'National'));
        const full = national.filter((a) => a.full);
        expect(new Set(full.map((a) => a.applicablePrice)).size).toBeLessThanOrEqual(1);
        for (const a of full) expect(full.some((b) => b.price === a.applicablePrice)).toBe(true);
        for (const a of national.filter((x) => !x.full)) expect(a.applicablePrice).toBe(a.price);
      }),
      RUNS,
    );
  });

  it('depends only on the set of bids, not their order', () => {
    const arb = arbAuction.chain((auction) =>
      fc
        .shuffledSubarray(auction.bids, { minLength: auction.bids.length, maxLength: auction.bids.length })
        .map((shuffled) => ({ ...auction, shuffled })),
    );
    fc.assert(
      fc.property(arb, ({ margin, bids, rule, shuffled }) => {
        const awards = clearBids(margin, bids, rule);
        expect(byId(clearBids(margin, shuffled, rule))).toEqual(byId(awards));
        expect(clearBids(margin, shuffled, rule)).toEqual(awards);
      }),
      RUNS,
    );
  });

  it('awards every bid in full when the margin covers Σ quantum', () => {
    const arb = fc.record({
      bids: arbBids,
      rule,
      extra: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10_000 })),
    });
    fc.assert(
      fc.property(arb, ({ bids, rule, extra }) => {
        const awards = clearBids(sum(bids.map((b) => b.quantum)) + extra, bids, rule);
        expect(awards.every((a) => a.full)).toBe(true);
      }),
      RUNS,
    );
  });

  it('never lowers an award when the margin grows', () => {
    const arb = fc.record({ margin, more: fc.integer({ min: 0, max: 20_000 }), bids: arbBids, rule });
    fc.assert(
      fc.property(arb, ({ margin, more, bids, rule }) => {
        const before = byId(clearBids(margin, bids, rule));
        const after = byId(clearBids(margin + more, bids, rule));
        after.forEach((a, i) => expect(a.allocated).toBeGreaterThanOrEqual(before[i]!.allocated));
      }),
      RUNS,
    );
  });

  it('leaves the other allocations alone when a bid below every quote joins', () => {
    const arb = fc.record({ margin, bids: arbBids, rule, q: quantum });
    fc.assert(
      fc.property(arb, ({ margin, bids, rule, q }) => {
        const bottom = Math.min(...bids.map((b) => b.price));
        fc.pre(bids.length > 0 && bottom > 0);
        const late: Bid = { id: 1_001, quantum: q, price: bottom - 1 };
        const without = clearBids(margin, bids, rule).map((a) => a.allocated);
        const withIt = clearBids(margin, [...bids, late], rule);
        expect(withIt.slice(0, -1).map((a) => a.allocated)).toEqual(without);
        expect(withIt.at(-1)!.id).toBe(late.id);
      }),
      RUNS,
    );
  });
});
