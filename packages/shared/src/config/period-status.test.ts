import { describe, expect, it } from 'vitest';
import { periodStatus } from './effective-dated.ts';

describe('periodStatus', () => {
  it('is In force within the period, Scheduled before it and Ended after it', () => {
    const period = { effectiveFrom: '2026-04-01', effectiveTo: '2026-12-31' };
    expect(periodStatus(period, '2026-04-01')).toBe('In force');
    expect(periodStatus(period, '2026-12-31')).toBe('In force');
    expect(periodStatus(period, '2026-03-31')).toBe('Scheduled');
    expect(periodStatus(period, '2027-01-01')).toBe('Ended');
    expect(periodStatus({ effectiveFrom: '2026-04-01', effectiveTo: null }, '2099-01-01')).toBe('In force');
  });
});
