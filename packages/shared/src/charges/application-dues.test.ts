import { describe, expect, it } from 'vitest';
import { scheduleCharges, type ChargeRate } from '../application/schedule-charges.ts';
import { chargesByDueType, linesWithKeptDays } from './application-dues.ts';

const always = { effectiveFrom: '2024-04-01', effectiveTo: null };
const RATES: ChargeRate[] = [
  { chargeType: 'STUCharge', basis: 'RsPerKWh', rateHundredths: 8, ...always },
  { chargeType: 'SLDCOperatingCharge', basis: 'RsPerDayPerTransaction', rateHundredths: 200_000, ...always },
];
const flat = (hundredths: number) => new Array<number>(96).fill(hundredths);
const price = (days: ReadonlyMap<string, readonly number[]>) => scheduleCharges(days, RATES);

describe('linesWithKeptDays (the cancellation charge)', () => {
  it('charges STU of a kept date on its original blocks, operating charges on the revised schedule', () => {
    // 5 MW on two days; the first cancelled with short notice (kept), the second cancelled with notice.
    const revised = new Map([
      ['2026-12-02', flat(0)],
      ['2026-12-03', flat(0)],
    ]);
    const kept = new Map([['2026-12-02', flat(500)]]);
    const sums = chargesByDueType(linesWithKeptDays(price, revised, kept));
    // 5 MW × 24 h = 120 MWh at ₹80/MWh = ₹9,600.00; no operating day left.
    expect(sums).toEqual({ STUCharges: 960_000, SLDCOperatingCharges: 0, EBiddingCharges: 0 });
  });

  it('is the plain price when nothing is kept', () => {
    const days = new Map([['2026-12-02', flat(500)]]);
    expect(linesWithKeptDays(price, days, new Map())).toEqual(price(days));
  });
});
