/**
 * TDS (DOMAIN §5): the tax withheld from a payment, the challan's due date and the interest on a late challan. The
 * worked examples are computed by hand; the properties check the half-up rounding against exact BigInt arithmetic
 * over every amount a payment may carry (₹1,000 crore) and every rate configuration allows (100 %).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../calendar/dates.ts';
import { challanDueOn, interestMonths, interestOf, monthOf, splitGross, tdsOf } from './tds.ts';

const RUNS = { numRuns: 300 };
/** ₹1,000 crore in paise: the most one payment may carry (payment.schemas.ts). */
const MAX_PAYMENT_PAISE = 1_000_000_000_000;

const paise = fc.oneof(
  fc.integer({ min: 0, max: 10_000 }),
  fc.integer({ min: 0, max: 100_000_000 }),
  fc.integer({ min: 0, max: MAX_PAYMENT_PAISE }),
  fc.integer({ min: MAX_PAYMENT_PAISE - 1_000_000, max: MAX_PAYMENT_PAISE }),
);
/** Hundredths of a percent, 0 … 100 %; the defaults (2 %, 1.5 %) and the top of the range often. */
const rate = fc.oneof(fc.constantFrom(0, 150, 200, 10_000), fc.integer({ min: 0, max: 10_000 }));

/**
 * Is `rounded` the half-up rounding of numerator / 10,000? It is when numerator / 10,000 − rounded lies in
 * [−½, ½), i.e. 2 × (numerator − rounded × 10,000) in [−10,000, 10,000).
 */
const isHalfUpOf = (rounded: number, numerator: bigint) => {
  const twice = 2n * (numerator - BigInt(rounded) * 10_000n);
  return Number.isSafeInteger(rounded) && twice >= -10_000n && twice < 10_000n;
};

describe('tdsOf (DOMAIN §5: rate in hundredths of a percent, half up)', () => {
  it('withholds ₹200.00 on ₹10,000.00 at 2 %', () => {
    expect(tdsOf(1_000_000, 200)).toBe(20_000);
  });
  it('rounds 2,469.14 paise (₹1,234.57 at 2 %) down to 2,469', () => {
    expect(tdsOf(123_457, 200)).toBe(2_469);
  });
  it('rounds exactly half a paisa up, never to even', () => {
    expect(tdsOf(25, 200)).toBe(1); // 0.5
    expect(tdsOf(75, 200)).toBe(2); // 1.5
    expect(tdsOf(125, 200)).toBe(3); // 2.5: banker's rounding would give 2
    expect(tdsOf(2_475, 200)).toBe(50); // 49.5
    expect(tdsOf(99_975, 200)).toBe(2_000); // ₹999.75 at 2 %: 1,999.5
    expect(tdsOf(1, 5_000)).toBe(1); // 0.5 at 50 %
    expect(tdsOf(45_000, 1)).toBe(5); // 4.5 at 0.01 %
  });
  it('rounds just below half a paisa down', () => {
    expect(tdsOf(24, 200)).toBe(0); // 0.48
    expect(tdsOf(2_474, 200)).toBe(49); // 49.48
    expect(tdsOf(44_999, 1)).toBe(4); // 4.4999
  });
  it('is nothing on nothing, at rate 0, or on a negative amount; all of it at 100 %', () => {
    expect(tdsOf(0, 200)).toBe(0);
    expect(tdsOf(1_000_000, 0)).toBe(0);
    expect(tdsOf(-1_000_000, 200)).toBe(0);
    expect(tdsOf(123_457, 10_000)).toBe(123_457);
  });
  it('stays exact where gross × rate passes 2^53 (₹9,99,99,99,950.01 at 99.99 %)', () => {
    // 999,999,995,001 × 9,999 = 9,998,999,950,014,999 → ÷ 10,000 = 999,899,995,001.4999 → 999,899,995,001.
    expect(tdsOf(999_999_995_001, 9_999)).toBe(999_899_995_001);
  });

  it('is the half-up rounding of gross × rate / 10,000 for every payment and rate', () => {
    fc.assert(
      fc.property(paise, rate, (gross, r) => {
        expect(isHalfUpOf(tdsOf(gross, r), BigInt(gross) * BigInt(r))).toBe(true);
      }),
      RUNS,
    );
  });
  it('grows with the gross and with the rate', () => {
    fc.assert(
      fc.property(paise, paise, rate, rate, (g1, g2, r1, r2) => {
        const [gLow, gHigh] = g1 <= g2 ? [g1, g2] : [g2, g1];
        const [rLow, rHigh] = r1 <= r2 ? [r1, r2] : [r2, r1];
        expect(tdsOf(gLow, r1)).toBeLessThanOrEqual(tdsOf(gHigh, r1));
        expect(tdsOf(g1, rLow)).toBeLessThanOrEqual(tdsOf(g1, rHigh));
      }),
      RUNS,
    );
  });
});

describe('splitGross', () => {
  it('splits ₹10,000.00 at 2 % into ₹9,800.00 remitted and ₹200.00 withheld', () => {
    expect(splitGross(1_000_000, 200)).toEqual({ tdsPaise: 20_000, netPaise: 980_000 });
  });
  it('net + TDS = gross, both whole and ≥ 0, for every gross ≥ 0 and rate 0 … 100 %', () => {
    const anyGross = fc.oneof(paise, fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }));
    fc.assert(
      fc.property(anyGross, rate, (gross, r) => {
        const { tdsPaise, netPaise } = splitGross(gross, r);
        expect(netPaise + tdsPaise).toBe(gross);
        expect(Number.isSafeInteger(tdsPaise) && tdsPaise >= 0).toBe(true);
        expect(Number.isSafeInteger(netPaise) && netPaise >= 0).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('challanDueOn', () => {
  it('is the 7th of the next month, 30 April for March, across a year end', () => {
    expect(challanDueOn('2026-03')).toBe('2026-04-30');
    expect(challanDueOn('2026-11')).toBe('2026-12-07');
    expect(challanDueOn('2026-12')).toBe('2027-01-07');
    expect(challanDueOn('2027-01')).toBe('2027-02-07');
    expect(challanDueOn('2028-02')).toBe('2028-03-07');
  });
  it('takes the configured day, except for March', () => {
    expect(challanDueOn('2026-06', 15)).toBe('2026-07-15');
    expect(challanDueOn('2026-12', 1)).toBe('2027-01-01');
    expect(challanDueOn('2026-03', 15)).toBe('2026-04-30');
  });
  it('falls in the following month, after every day of the deductions month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }), (year, m) => {
        const month = `${year}-${String(m).padStart(2, '0')}`;
        const due = challanDueOn(month);
        expect(monthOf(addDays(`${month}-28`, 7))).toBe(monthOf(due));
        expect(due.slice(8)).toBe(m === 3 ? '30' : '07');
      }),
      RUNS,
    );
  });
});

describe('interestMonths (each calendar month from deduction to deposit, both included)', () => {
  it('counts March, April and May for the worked example: deducted 10 March, deposited 3 May', () => {
    expect(interestMonths('2026-03-10', '2026-05-03', '2026-04-30')).toBe(3);
  });
  it('is nothing when deposited by the due date', () => {
    expect(interestMonths('2026-03-10', '2026-04-30', '2026-04-30')).toBe(0);
    expect(interestMonths('2026-03-10', '2026-04-02', '2026-04-30')).toBe(0);
    expect(interestMonths('2026-11-20', '2026-12-07', '2026-12-07')).toBe(0);
  });
  it('counts a part of a month as a month: deducted 20 November, deposited a day late on 8 December → 2', () => {
    expect(interestMonths('2026-11-20', '2026-12-08', '2026-12-07')).toBe(2);
  });
  it('counts across a year end', () => {
    expect(interestMonths('2026-12-31', '2027-01-08', '2027-01-07')).toBe(2);
    expect(interestMonths('2026-12-15', '2027-02-02', '2027-01-07')).toBe(3);
    expect(interestMonths('2026-03-31', '2027-03-01', '2026-04-30')).toBe(13);
  });
  it('grows by one for each further month of delay; a late deposit draws at least 2 months', () => {
    const day = fc.integer({ min: 0, max: 3_000 }).map((n) => addDays('2024-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 400 }), (deductedOn, lateDays) => {
        const dueOn = challanDueOn(monthOf(deductedOn));
        const depositedOn = addDays(dueOn, lateDays);
        const months = interestMonths(deductedOn, depositedOn, dueOn);
        expect(months).toBeGreaterThanOrEqual(2);
        expect(interestMonths(deductedOn, addDays(`${monthOf(depositedOn)}-01`, 31), dueOn)).toBe(months + 1);
        expect(interestMonths(deductedOn, addDays(dueOn, 1 - lateDays), dueOn)).toBe(0);
      }),
      RUNS,
    );
  });
});

describe('interestOf', () => {
  it('is ₹450.00 on ₹10,000 deducted at 1.5 % a month for 3 months', () => {
    expect(interestOf(1_000_000, 150, 3)).toBe(45_000);
  });
  it('rounds once, half up', () => {
    expect(interestOf(100, 150, 1)).toBe(2); // 1.5
    expect(interestOf(333, 150, 1)).toBe(5); // 4.995
    expect(interestOf(333, 150, 2)).toBe(10); // 9.99: once, not 5 + 5 per month
    expect(interestOf(1, 5_000, 1)).toBe(1); // 0.5
    expect(interestOf(1, 4_999, 1)).toBe(0); // 0.4999
  });
  it('is nothing without a deduction, a rate or a month', () => {
    expect(interestOf(0, 150, 3)).toBe(0);
    expect(interestOf(1_000_000, 0, 3)).toBe(0);
    expect(interestOf(1_000_000, 150, 0)).toBe(0);
  });
  it('stays exact where the product passes 2^53', () => {
    // 909,969,626,300 × 9,375 × 10 = 85,309,652,465,625,000 → ÷ 10,000 = 8,530,965,246,562.5 → …563.
    expect(interestOf(909_969_626_300, 9_375, 10)).toBe(8_530_965_246_563);
  });
  it('is the half-up rounding of deducted × rate × months / 10,000', () => {
    fc.assert(
      fc.property(paise, rate, fc.integer({ min: 0, max: 36 }), (deducted, r, months) => {
        const exact = BigInt(deducted) * BigInt(r) * BigInt(months);
        expect(isHalfUpOf(interestOf(deducted, r, months), exact)).toBe(true);
      }),
      RUNS,
    );
  });
});
