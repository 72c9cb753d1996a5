import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { APPLICATION_TYPES, type ApplicationType } from '../application/application-types.ts';
import { BLOCKS_PER_DAY } from '../application/time-blocks.ts';
import {
  CURTAILMENT_ORDER,
  apportionExact,
  planCurtailment,
  proRataExact,
  type CurtailedApplication,
} from './curtailment-plan.ts';

const flat = (hundredths: number) => new Array<number>(BLOCKS_PER_DAY).fill(0).map(() => hundredths);
const only = (block: number, hundredths: number) => flat(0).map((_, b) => (b === block ? hundredths : 0));
const app = (id: number, type: ApplicationType, blocks: number[]): CurtailedApplication => ({ id, type, blocks });

describe('planCurtailment', () => {
  it('sheds contingency first, then day-ahead, then FCFS, then advance', () => {
    // 10 MW to shed in block 40: contingency has 3 MW, day-ahead 5 MW, FCFS 4 MW, advance 6 MW.
    const plan = planCurtailment(
      [
        app(1, 'Advance', only(40, 600)),
        app(2, 'FCFS', only(40, 400)),
        app(3, 'DayAhead', only(40, 500)),
        app(4, 'ContingencySameDay', only(40, 300)),
      ],
      only(40, 1000),
    );
    expect(plan.shed.get(4)![40]).toBe(300);
    expect(plan.shed.get(3)![40]).toBe(500);
    expect(plan.shed.get(2)![40]).toBe(200);
    expect(plan.shed.has(1)).toBe(false);
    expect(plan.unmet[40]).toBe(0);
  });

  it('shares a type pro-rata, exactly, the residue by largest remainder then lower id', () => {
    // 1.00 MW from 3 day-ahead applications of 1.00 MW each: 0.34 + 0.33 + 0.33.
    const plan = planCurtailment(
      [app(7, 'DayAhead', flat(100)), app(5, 'DayAhead', flat(100)), app(6, 'DayAhead', flat(100))],
      only(0, 100),
    );
    expect([5, 6, 7].map((id) => plan.shed.get(id)![0])).toEqual([34, 33, 33]);
    // 2 : 1 split of 0.90 MW: 0.60 and 0.30.
    expect(
      proRataExact(90, [
        { id: 1, mw: 400 },
        { id: 2, mw: 200 },
      ]),
    ).toEqual(
      new Map([
        [1, 60],
        [2, 30],
      ]),
    );
  });

  it('never sheds below zero: what the applications do not have is unmet', () => {
    const plan = planCurtailment([app(1, 'FCFS', only(3, 250))], only(3, 400));
    expect(plan.shed.get(1)![3]).toBe(250);
    expect(plan.unmet[3]).toBe(150);
  });

  it('refuses a schedule that is not 96 whole hundredths', () => {
    expect(() => planCurtailment([], [1, 2])).toThrow(RangeError);
    expect(() => planCurtailment([app(1, 'FCFS', flat(0.5))], flat(0))).toThrow(RangeError);
  });

  const arbitraryApplications = fc.uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 500 }),
      type: fc.constantFrom(...APPLICATION_TYPES),
      mw: fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: 4, maxLength: 4 }),
    }),
    { selector: (a) => a.id, maxLength: 8 },
  );
  /** The applications on blocks 0..3 (the rest of the day empty) and 4 blocks to shed. */
  const blocksOf = (mw: number[]) => flat(0).map((_, b) => (b < 4 ? mw[b]! : 0));

  it('sheds exactly what was asked when there is that much, never more than an application has', () => {
    fc.assert(
      fc.property(
        arbitraryApplications,
        fc.array(fc.integer({ min: 0, max: 30_000 }), { minLength: 4, maxLength: 4 }),
        (list, asks) => {
          const apps = list.map((a) => app(a.id, a.type, blocksOf(a.mw)));
          const plan = planCurtailment(apps, blocksOf(asks));
          for (let b = 0; b < 4; b++) {
            const available = apps.reduce((s, a) => s + a.blocks[b]!, 0);
            const shed = apps.reduce((s, a) => s + (plan.shed.get(a.id)?.[b] ?? 0), 0);
            expect(shed).toBe(Math.min(asks[b]!, available));
            expect(plan.unmet[b]).toBe(asks[b]! - shed);
            for (const a of apps) expect(plan.shed.get(a.id)?.[b] ?? 0).toBeLessThanOrEqual(a.blocks[b]!);
          }
        },
      ),
    );
  });

  it('touches a later type only when every earlier type is shed to zero in that block', () => {
    fc.assert(
      fc.property(arbitraryApplications, fc.integer({ min: 0, max: 30_000 }), (list, ask) => {
        const apps = list.map((a) => app(a.id, a.type, blocksOf(a.mw)));
        const plan = planCurtailment(apps, blocksOf([ask, ask, ask, ask]));
        for (let b = 0; b < 4; b++) {
          const touched = apps.filter((a) => (plan.shed.get(a.id)?.[b] ?? 0) > 0);
          const latest = Math.max(-1, ...touched.map((a) => CURTAILMENT_ORDER[a.type]));
          for (const a of apps.filter((x) => CURTAILMENT_ORDER[x.type] < latest)) {
            expect(plan.shed.get(a.id)?.[b] ?? 0).toBe(a.blocks[b]);
          }
        }
      }),
    );
  });

  it('keeps each share within one hundredth of the exact pro-rata share of its type', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 99 }), mw: fc.integer({ min: 1, max: 9_999 }) }), {
          selector: (s) => s.id,
          minLength: 1,
          maxLength: 10,
        }),
        fc.nat(),
        (shares, seed) => {
          const total = shares.reduce((s, x) => s + x.mw, 0);
          const need = seed % (total + 1);
          const split = proRataExact(need, shares);
          expect([...split.values()].reduce((s, v) => s + v, 0)).toBe(need);
          for (const { id, mw } of shares) {
            expect(Math.abs(split.get(id)! - (need * mw) / total)).toBeLessThan(1);
          }
        },
      ),
    );
  });
});

describe('apportionExact (a refund over the blocks shed)', () => {
  it('splits ₹560.00 over 4 blocks of 5 MW and 4 of 2 MW by MW, to the paisa', () => {
    const parts = apportionExact(56_000, [500, 500, 500, 500, 200, 200, 200, 200]);
    expect(parts).toEqual([10_000, 10_000, 10_000, 10_000, 4_000, 4_000, 4_000, 4_000]);
  });

  it('always adds up to the total, each part within one unit of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 200 }),
        (total, weights) => {
          const parts = apportionExact(total, weights);
          const sum = weights.reduce((s, w) => s + w, 0);
          return (
            parts.reduce((s, v) => s + v, 0) === total &&
            parts.every((p, i) => Math.abs(p - (total * weights[i]!) / sum) < 1)
          );
        },
      ),
    );
  });
});
