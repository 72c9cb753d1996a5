import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../calendar/dates.ts';
import {
  PERIOD_MESSAGES,
  checkPeriodDelete,
  checkPeriodEdit,
  checkPeriodStart,
  periodsOverlap,
  planPeriod,
  valueOn,
  type Period,
  type StoredPeriod,
} from './effective-dated.ts';

const period = (effectiveFrom: string, effectiveTo: string | null): Period => ({ effectiveFrom, effectiveTo });
const row = (id: number, effectiveFrom: string, effectiveTo: string | null): StoredPeriod => ({
  id,
  effectiveFrom,
  effectiveTo,
});

/** Apply a plan the way the service does: close the listed rows, then add the candidate. */
function applyPlan(rows: readonly StoredPeriod[], candidate: Period): StoredPeriod[] | null {
  const plan = planPeriod(rows, candidate);
  if (!plan.ok) return null;
  const closed = rows.map((r) => {
    const close = plan.close.find((c) => c.id === r.id);
    return close ? { ...r, effectiveTo: close.effectiveTo } : r;
  });
  return [...closed, { id: 1000, ...candidate }];
}

function overlappingPairs(rows: readonly StoredPeriod[]): [number, number][] {
  const pairs: [number, number][] = [];
  rows.forEach((a, i) => {
    for (const b of rows.slice(i + 1)) if (periodsOverlap(a, b)) pairs.push([a.id, b.id]);
  });
  return pairs;
}

/** A series of non-overlapping periods from 2026-01-01 on, with gaps, the last one maybe open-ended. */
const seriesArb = fc
  .record({
    spans: fc.array(fc.record({ gap: fc.nat(40), length: fc.nat(60) }), { maxLength: 6 }),
    lastOpen: fc.boolean(),
    reversed: fc.boolean(),
  })
  .map(({ spans, lastOpen, reversed }) => {
    const rows: StoredPeriod[] = [];
    let next = '2026-01-01';
    spans.forEach(({ gap, length }, i) => {
      const from = addDays(next, gap);
      const to = addDays(from, length);
      rows.push(row(i + 1, from, lastOpen && i === spans.length - 1 ? null : to));
      next = addDays(to, 1);
    });
    return reversed ? rows.reverse() : rows;
  });
const candidateArb = fc
  .record({ start: fc.nat(500), length: fc.option(fc.integer({ min: -5, max: 120 })) })
  .map(({ start, length }) => {
    const from = addDays('2025-11-01', start);
    return period(from, length === null ? null : addDays(from, length));
  });
const dateArb = fc.nat(600).map((n) => addDays('2025-10-01', n));

describe('periodsOverlap (inclusive ends, null = open-ended)', () => {
  it('shares a day when the ends touch, not when one ends the day before', () => {
    expect(periodsOverlap(period('2026-01-01', '2026-01-31'), period('2026-01-31', '2026-02-28'))).toBe(true);
    expect(periodsOverlap(period('2026-01-01', '2026-01-30'), period('2026-01-31', null))).toBe(false);
    expect(periodsOverlap(period('2026-01-01', null), period('2030-01-01', null))).toBe(true);
    expect(periodsOverlap(period('2026-01-01', null), period('2025-01-01', '2025-12-31'))).toBe(false);
    expect(periodsOverlap(period('2026-01-01', null), period('2025-01-01', '2026-01-01'))).toBe(true);
    expect(periodsOverlap(period('2026-03-01', '2026-03-01'), period('2026-03-01', '2026-03-01'))).toBe(true);
  });

  it('is symmetric', () => {
    fc.assert(
      fc.property(candidateArb, candidateArb, (a, b) => {
        expect(periodsOverlap(a, b)).toBe(periodsOverlap(b, a));
      }),
    );
  });
});

describe('valueOn', () => {
  const rows = [row(1, '2025-04-01', '2025-12-31'), row(2, '2026-01-01', null)];

  it('finds the row in force, ends included, and nothing before the first', () => {
    expect(valueOn(rows, '2025-03-31')).toBeUndefined();
    expect(valueOn(rows, '2025-04-01')?.id).toBe(1);
    expect(valueOn(rows, '2025-12-31')?.id).toBe(1);
    expect(valueOn(rows, '2026-01-01')?.id).toBe(2);
    expect(valueOn(rows, '2099-12-31')?.id).toBe(2);
    expect(valueOn([], '2026-01-01')).toBeUndefined();
  });

  it('returns the one row containing the date, or none', () => {
    fc.assert(
      fc.property(seriesArb, dateArb, (series, date) => {
        const containing = series.filter(
          (r) => r.effectiveFrom <= date && (r.effectiveTo === null || date <= r.effectiveTo),
        );
        expect(containing.length).toBeLessThanOrEqual(1);
        expect(valueOn(series, date)).toBe(containing[0]);
      }),
    );
  });
});

describe('planPeriod', () => {
  it('refuses an end before the start', () => {
    expect(planPeriod([], period('2026-12-01', '2026-11-30'))).toEqual({
      ok: false,
      message: 'Effective To must be on or after Effective From',
    });
    expect(planPeriod([], period('2026-12-01', '2026-12-01'))).toEqual({ ok: true, close: [] });
  });

  it('a new rate after the open-ended one ends it the day before', () => {
    const rows = [row(1, '2025-04-01', '2025-12-31'), row(2, '2026-01-01', null)];
    const candidate = period('2026-12-01', null);
    expect(planPeriod(rows, candidate)).toEqual({ ok: true, close: [{ id: 2, effectiveTo: '2026-11-30' }] });
    const after = applyPlan(rows, candidate)!;
    expect(valueOn(after, '2026-11-30')?.id).toBe(2);
    expect(valueOn(after, '2026-12-01')?.id).toBe(1000);
    expect(valueOn(after, '2025-12-31')?.id).toBe(1);
    expect(overlappingPairs(after)).toEqual([]);
  });

  it('refuses any other overlap, naming the row', () => {
    const open = [row(2, '2026-01-01', null)];
    expect(planPeriod(open, period('2026-01-01', null))).toEqual({
      ok: false,
      message: 'The period overlaps an existing entry effective from Jan 01, 2026.',
    });
    expect(planPeriod(open, period('2025-12-01', '2026-01-01'))).toEqual({
      ok: false,
      message: PERIOD_MESSAGES.overlap(open[0]!),
    });
    const closed = [row(1, '2026-01-01', '2026-06-30')];
    expect(planPeriod(closed, period('2026-06-30', null))).toEqual({
      ok: false,
      message: 'The period overlaps an existing entry effective Jan 01, 2026 to Jun 30, 2026.',
    });
  });

  it('accepts a period in a gap, and ignores the row being edited', () => {
    const rows = [row(1, '2026-01-01', '2026-03-31'), row(2, '2026-05-01', null)];
    expect(planPeriod(rows, period('2026-04-01', '2026-04-30'))).toEqual({ ok: true, close: [] });
    expect(planPeriod(rows, period('2026-01-15', '2026-03-31'), 1)).toEqual({ ok: true, close: [] });
    expect(planPeriod(rows, period('2026-01-15', '2026-03-31'), 2).ok).toBe(false);
  });

  it('applying a plan never leaves two periods overlapping', () => {
    fc.assert(
      fc.property(seriesArb, candidateArb, (series, candidate) => {
        const plan = planPeriod(series, candidate);
        const after = applyPlan(series, candidate);
        if (after === null) return;
        expect(overlappingPairs(after)).toEqual([]);
        if (!plan.ok) return;
        for (const c of plan.close) {
          const closed = series.find((r) => r.id === c.id)!;
          expect(closed.effectiveTo).toBeNull();
          expect(c.effectiveTo).toBe(addDays(candidate.effectiveFrom, -1));
          expect(c.effectiveTo >= closed.effectiveFrom).toBe(true);
        }
      }),
    );
  });

  it('accepts without closing anything what overlaps nothing', () => {
    fc.assert(
      fc.property(seriesArb, candidateArb, (series, candidate) => {
        fc.pre(candidate.effectiveTo === null || candidate.effectiveTo >= candidate.effectiveFrom);
        fc.pre(series.every((r) => !periodsOverlap(r, candidate)));
        expect(planPeriod(series, candidate)).toEqual({ ok: true, close: [] });
      }),
    );
  });

  it('always accepts a rate starting after the open-ended one (and within it)', () => {
    fc.assert(
      fc.property(seriesArb, fc.integer({ min: 1, max: 400 }), fc.boolean(), (series, days, isOpen) => {
        const open = series.find((r) => r.effectiveTo === null);
        fc.pre(open !== undefined);
        const from = addDays(open!.effectiveFrom, days);
        const candidate = period(from, isOpen ? null : addDays(from, 30));
        expect(planPeriod(series, candidate)).toEqual({
          ok: true,
          close: [{ id: open!.id, effectiveTo: addDays(from, -1) }],
        });
      }),
    );
  });
});

describe('what may change on a date', () => {
  const today = '2026-06-15';
  const inForce = period('2026-01-01', null);
  const future = period('2026-07-01', null);

  it('checkPeriodEdit: a future row changes freely but may not start in the past', () => {
    expect(checkPeriodEdit(future, period('2026-08-01', null), true, today)).toBeNull();
    expect(checkPeriodEdit(future, period('2026-06-15', '2026-06-30'), true, today)).toBeNull();
    expect(checkPeriodEdit(future, period('2026-06-14', null), false, today)).toBe(
      'Effective From cannot be in the past',
    );
  });

  it('checkPeriodEdit: a row in force can only be ended, not before yesterday', () => {
    expect(checkPeriodEdit(inForce, period('2026-01-01', '2026-06-14'), false, today)).toBeNull();
    expect(checkPeriodEdit(inForce, period('2026-01-01', null), false, today)).toBeNull();
    expect(checkPeriodEdit(inForce, period('2026-01-01', '2026-06-13'), false, today)).toBe(
      'Effective To cannot be earlier than yesterday',
    );
    expect(checkPeriodEdit(inForce, period('2026-01-01', null), true, today)).toBe(PERIOD_MESSAGES.inForceLocked);
    expect(checkPeriodEdit(inForce, period('2026-02-01', null), false, today)).toBe(
      'This entry has taken effect: only its Effective To can be changed. Add a new entry for a new value.',
    );
    // A row starting today has taken effect.
    expect(checkPeriodEdit(period(today, null), period('2026-06-16', null), false, today)).toBe(
      PERIOD_MESSAGES.inForceLocked,
    );
  });

  it('checkPeriodDelete: only rows not yet in force', () => {
    expect(checkPeriodDelete(future, today)).toBeNull();
    expect(checkPeriodDelete(period(today, null), today)).toBe(
      'This entry has taken effect and cannot be deleted. Set its Effective To instead.',
    );
    expect(checkPeriodDelete(inForce, today)).toBe(PERIOD_MESSAGES.deleteInForce);
  });

  it('checkPeriodStart: today or later', () => {
    expect(checkPeriodStart(period(today, null), today)).toBeNull();
    expect(checkPeriodStart(period('2026-06-14', null), today)).toBe('Effective From cannot be in the past');
  });
});
