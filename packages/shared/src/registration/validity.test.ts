import { describe, expect, it } from 'vitest';
import { coversPeriod, isValidOn, registrationOn } from './validity.ts';

// A registration valid for 2026 and its early renewal, which takes over on 1 January 2027.
const first = { id: 1, validFrom: '2026-01-01', expiredOn: '2026-12-31' };
const renewal = { id: 2, validFrom: '2027-01-01', expiredOn: '2027-12-31' };

describe('registration validity (DOMAIN §7: never a gap, never an overlap)', () => {
  it('is in force from its first to its last day, both inclusive', () => {
    expect(isValidOn(first, '2026-01-01')).toBe(true);
    expect(isValidOn(first, '2026-12-31')).toBe(true);
    expect(isValidOn(first, '2027-01-01')).toBe(false);
    expect(isValidOn({ validFrom: null, expiredOn: null }, '1999-01-01')).toBe(true);
  });
  it('finds the one in force on a date: the old one until it ends, the renewal from the day after', () => {
    expect(registrationOn([renewal, first], '2026-12-31')?.id).toBe(1);
    expect(registrationOn([renewal, first], '2027-01-01')?.id).toBe(2);
    expect(registrationOn([first], '2027-01-01')).toBeNull();
  });
  it('covers a period across the renewal, but not one running past the last validity or through a gap', () => {
    expect(coversPeriod([first, renewal], '2026-12-30', '2027-01-02')).toBe(true);
    expect(coversPeriod([first], '2026-12-30', '2027-01-02')).toBe(false);
    expect(coversPeriod([first, { validFrom: '2027-01-05', expiredOn: null }], '2026-12-30', '2027-01-06')).toBe(false);
    expect(coversPeriod([{ validFrom: '2026-01-01', expiredOn: null }], '2026-05-01', '2030-01-01')).toBe(true);
  });
});
