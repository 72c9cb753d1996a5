import { describe, expect, it } from 'vitest';
import { allocateProRata, proRataShare } from './pro-rata.ts';
import { app, margins } from './test-factories.ts';

const D = '2026-06-10';
const at = (result: ReturnType<typeof allocateProRata>, id: number, block: number, date = D) =>
  result.allocations.get(id)?.get(date)?.[block - 1];

describe('pro-rata (DOMAIN §3)', () => {
  it('shares 100 MW among 60, 50 and 40 MW as 40, 33.33 and 26.66 MW', () => {
    const result = allocateProRata(
      [app(1, [1], { [D]: { 1: 6000 } }), app(2, [1], { [D]: { 1: 5000 } }), app(3, [1], { [D]: { 1: 4000 } })],
      margins([[1, D, { 1: 10000 }]]),
    );
    expect([1, 2, 3].map((id) => at(result, id, 1))).toEqual([4000, 3333, 2666]);
    expect([...result.outcomes]).toEqual([
      [1, 'Partial'],
      [2, 'Partial'],
      [3, 'Partial'],
    ]);
    expect(result.explanation).toEqual([
      {
        corridorId: 1,
        date: D,
        block: 1,
        margin: 10000,
        totalRequested: 15000,
        shares: [
          { applicationId: 1, requested: 6000, share: 4000 },
          { applicationId: 2, requested: 5000, share: 3333 },
          { applicationId: 3, requested: 4000, share: 2666 },
        ],
      },
    ]);
  });
  it('gives everyone the request when Σ requests ≤ margin', () => {
    const result = allocateProRata(
      [app(1, [1], { [D]: { 1: 6000, 2: 10 } }), app(2, [1], { [D]: { 1: 4000 } })],
      margins([[1, D, { 1: 10000, 2: 10 }]]),
    );
    expect([at(result, 1, 1), at(result, 1, 2), at(result, 2, 1)]).toEqual([6000, 10, 4000]);
    expect(result.outcomes.get(1)).toBe('Full');
  });
  it('gives an application on several corridors the minimum of its shares', () => {
    // Corridor 1: 100 MW for 60 + 40 → 60 and 40 (fits). Corridor 2: 30 MW for 60 + 60 → 15 each.
    const result = allocateProRata(
      [app(1, [1, 2], { [D]: { 1: 6000 } }), app(2, [1], { [D]: { 1: 4000 } }), app(3, [2], { [D]: { 1: 6000 } })],
      margins([
        [1, D, { 1: 10000 }],
        [2, D, { 1: 3000 }],
      ]),
    );
    expect([at(result, 1, 1), at(result, 2, 1), at(result, 3, 1)]).toEqual([1500, 4000, 1500]);
    expect(result.explanation.map((e) => e.shares.map((s) => s.share))).toEqual([
      [6000, 4000],
      [1500, 1500],
    ]);
  });
  it('carries nothing between blocks and marks an application given nothing as None', () => {
    const result = allocateProRata(
      [app(1, [1], { [D]: { 1: 100, 2: 100 } }), app(2, [1], { [D]: { 2: 1 } })],
      margins([[1, D, { 1: 0, 2: 50 }]]),
    );
    // Block 2: floor(50 × 100 / 101) = 49, floor(50 × 1 / 101) = 0; the residue 1 stays unallocated.
    expect([at(result, 1, 1), at(result, 1, 2), at(result, 2, 2)]).toEqual([0, 49, 0]);
    expect(result.outcomes.get(1)).toBe('Partial');
    expect(result.outcomes.get(2)).toBe('None');
  });
  it('is exact beyond 2^53 (margin 10^7 and requests summing 10^9 hundredths)', () => {
    const margin = 10_000_000;
    const requests = [999_999_999, 1];
    const shares = requests.map((r) => proRataShare(margin, r, 1_000_000_000));
    expect(shares).toEqual([Number((10_000_000n * 999_999_999n) / 1_000_000_000n), 0]);
    expect(shares[0]).toBe(9_999_999);
    expect(proRataShare(9_007_199, 1_000_000_000, 1_000_000_001)).toBe(
      Number((9_007_199n * 1_000_000_000n) / 1_000_000_001n),
    );
  });
  it('does not depend on the order of the applications', () => {
    const apps = [app(1, [1], { [D]: { 1: 7 } }), app(2, [1], { [D]: { 1: 5 } })];
    const m = margins([[1, D, { 1: 10 }]]);
    expect(allocateProRata([...apps].reverse(), m)).toEqual(allocateProRata(apps, m));
  });
});
