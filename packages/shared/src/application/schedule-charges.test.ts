import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scheduleCharges } from './schedule-charges.ts';

const day = (mwHundredths: number, from: number, to: number) =>
  Array.from({ length: 96 }, (_, i) => (i >= from && i < to ? mwHundredths : 0));

describe('scheduleCharges', () => {
  it('charges energy per kWh, capacity per MW-day and transactions per day', () => {
    // 2.5 MW for 2 hours on one day = 5 MWh = 5,000 kWh; 3 MW for 1 hour the next = 3 MWh.
    const days = new Map([
      ['2026-12-02', day(250, 40, 48)],
      ['2026-12-03', day(300, 0, 4)],
      ['2026-12-04', day(0, 0, 0)],
    ]);
    const lines = scheduleCharges(days, [
      { chargeType: 'STUCharge', basis: 'RsPerKWh', rateHundredths: 8 },
      { chargeType: 'STUCharge', basis: 'RsPerMWPerDay', rateHundredths: 100_000 },
      { chargeType: 'SLDCOperatingCharge', basis: 'RsPerDayPerTransaction', rateHundredths: 200_000 },
    ]);
    expect(lines.map((l) => [l.quantity, l.amount])).toEqual([
      [8000, 640], // 8,000 kWh × Rs 0.08
      [5.5, 5500], // (2.5 + 3) MW-days × Rs 1,000
      [2, 4000], // 2 days × Rs 2,000
    ]);
  });

  it('is exact: energy charges add up over days to the paisa', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 95 })), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.integer({ min: 1, max: 10_000 }),
        (rows, rate) => {
          const days = new Map(
            rows.map(([mw, from], i) => [`2026-12-${String(i + 1).padStart(2, '0')}`, day(mw, from, 96)]),
          );
          const [line] = scheduleCharges(days, [{ chargeType: 'STUCharge', basis: 'RsPerKWh', rateHundredths: rate }]);
          const units = rows.reduce((s, [mw, from]) => s + mw * (96 - from), 0);
          // kWh = units × 2.5; exact paise = rate × units × 2.5, rounded half up once.
          expect(line!.amountPaise).toBe(Math.floor((rate * units * 5 + 1) / 2));
          expect(Number.isInteger(line!.amountPaise)).toBe(true);
        },
      ),
    );
  });
});
