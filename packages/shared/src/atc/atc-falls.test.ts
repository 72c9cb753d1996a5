import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toHundredths } from '../validation/hundredths.ts';
import { atcFalls, isSameAtc } from './atc-falls.ts';

const day = (hundredths: number) => new Array<number>(96).fill(hundredths);
const arbDay = fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 96, maxLength: 96 });

describe('atcFalls', () => {
  it('lists a 50 MW corridor set to 0 in every block, with old, new and the fall in MW', () => {
    const falls = atcFalls(day(5000), day(0));
    expect(falls).toHaveLength(96);
    expect(falls[0]).toEqual({ block: 1, label: '00:00-00:15', oldAtc: 50, newAtc: 0, fall: 50 });
    expect(falls[95]).toEqual({ block: 96, label: '23:45-24:00', oldAtc: 50, newAtc: 0, fall: 50 });
  });

  it('keeps the fall exact to the hundredth and ignores rises and equal blocks', () => {
    const before = day(10_000);
    const after = day(10_000);
    after[11] = 8_990; // 100.00 → 89.90
    after[12] = 12_000;
    expect(atcFalls(before, after)).toEqual([
      { block: 12, label: '02:45-03:00', oldAtc: 100, newAtc: 89.9, fall: 10.1 },
    ]);
    expect(atcFalls(before, before)).toEqual([]);
  });

  it('finds nothing to fall from when nothing is declared', () => {
    expect(atcFalls(null, day(0))).toEqual([]);
  });

  it('lists exactly the blocks whose new value is below the old one (property)', () => {
    fc.assert(
      fc.property(arbDay, arbDay, (before, after) => {
        const falls = atcFalls(before, after);
        const listed = new Set(falls.map((f) => f.block));
        for (const f of falls) {
          expect(toHundredths(f.newAtc)).toBeLessThan(toHundredths(f.oldAtc));
          expect(toHundredths(f.newAtc)).toBe(after[f.block - 1]);
          expect(toHundredths(f.oldAtc)).toBe(before[f.block - 1]);
          expect(toHundredths(f.fall)).toBe(before[f.block - 1]! - after[f.block - 1]!);
        }
        after.forEach((value, i) => {
          if (!listed.has(i + 1)) expect(value).toBeGreaterThanOrEqual(before[i]!);
        });
        expect(falls.map((f) => f.block)).toEqual([...listed].sort((a, b) => a - b));
      }),
    );
  });
});

describe('isSameAtc', () => {
  it('reads nothing declared as zeros, and any changed block as a change', () => {
    expect(isSameAtc(null, day(0))).toBe(true);
    expect(isSameAtc(null, day(1))).toBe(false);
    const after = day(5000);
    expect(isSameAtc(day(5000), after)).toBe(true);
    after[40] = 5001;
    expect(isSameAtc(day(5000), after)).toBe(false);
  });
});
