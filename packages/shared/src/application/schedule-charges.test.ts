import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../calendar/dates.ts';
import { formatRate } from '../format/numbers.ts';
import {
  chargesTotalPaise,
  quantityUnitOf,
  scheduleCharges,
  daySummaryOf,
  type ChargeRate,
} from './schedule-charges.ts';

const day = (mwHundredths: number, from: number, to: number) =>
  Array.from({ length: 96 }, (_, i) => (i >= from && i < to ? mwHundredths : 0));
const always = { effectiveFrom: '2024-04-01', effectiveTo: null };

describe('scheduleCharges', () => {
  it('charges energy per kWh, capacity per MW-day and transactions per day', () => {
    // 2.5 MW for 2 hours on one day = 5 MWh = 5,000 kWh; 3 MW for 1 hour the next = 3 MWh.
    const days = new Map([
      ['2026-12-02', day(250, 40, 48)],
      ['2026-12-03', day(300, 0, 4)],
      ['2026-12-04', day(0, 0, 0)],
    ]);
    const lines = scheduleCharges(days, [
      { chargeType: 'STUCharge', basis: 'RsPerKWh', rateHundredths: 8, ...always },
      { chargeType: 'SLDCOperatingCharge', basis: 'RsPerDayPerTransaction', rateHundredths: 200_000, ...always },
    ]);
    expect(lines.map((l) => [l.label, l.quantity, l.quantityUnit, l.amount, l.fromDate, l.toDate])).toEqual([
      ['STU Charge', 8, 'MWh', 640, '2026-12-02', '2026-12-03'], // 8,000 kWh × Rs 0.08
      ['SLDC Operating Charge', 2, 'days', 4000, '2026-12-02', '2026-12-03'], // 2 days × Rs 2,000
    ]);
    const capacity = scheduleCharges(days, [
      { chargeType: 'STUCharge', basis: 'RsPerMWPerDay', rateHundredths: 100_000, ...always },
    ]);
    expect(capacity.map((l) => [l.quantity, l.quantityUnit, l.amount])).toEqual([[5.5, 'MW-days', 5500]]);
    expect(lines.map((l) => formatRate(l.rate, l.rateBasis))).toEqual([
      '₹0.08/kWh',
      '₹2,000.00 per day per transaction',
    ]);
    expect(quantityUnitOf({ quantity: 1, quantityUnit: 'days' })).toBe('day');
    expect(quantityUnitOf({ quantity: 2, quantityUnit: 'days' })).toBe('days');
  });

  it('charges each day at the rate in force that day: one line per rate period across a change', () => {
    // 4 days of 10 MW all day (240 MWh a day); STU 0.08 Rs/kWh until 3 Dec, 0.10 from 4 Dec; SLDC Rs 2,000 a day.
    const days = new Map(['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'].map((d) => [d, day(1000, 0, 96)]));
    const lines = scheduleCharges(days, [
      {
        chargeType: 'STUCharge',
        basis: 'RsPerKWh',
        rateHundredths: 8,
        effectiveFrom: '2024-04-01',
        effectiveTo: '2026-12-03',
      },
      {
        chargeType: 'STUCharge',
        basis: 'RsPerKWh',
        rateHundredths: 10,
        effectiveFrom: '2026-12-04',
        effectiveTo: null,
      },
      { chargeType: 'SLDCOperatingCharge', basis: 'RsPerDayPerTransaction', rateHundredths: 200_000, ...always },
    ]);
    expect(lines.map((l) => [l.label, l.rate, l.fromDate, l.toDate, l.days, l.quantity, l.amount])).toEqual([
      ['STU Charge', 0.08, '2026-12-02', '2026-12-03', 2, 480, 38_400], // 480,000 kWh × Rs 0.08
      ['STU Charge', 0.1, '2026-12-04', '2026-12-05', 2, 480, 48_000], // 480,000 kWh × Rs 0.10
      ['SLDC Operating Charge', 2000, '2026-12-02', '2026-12-05', 4, 4, 8_000],
    ]);
    expect(chargesTotalPaise(lines)).toBe(9_440_000);
  });

  it('does not charge a day on which no rate of the charge is in force', () => {
    const days = new Map([
      ['2026-12-02', day(100, 0, 4)],
      ['2026-12-03', day(100, 0, 4)],
    ]);
    const [line, ...rest] = scheduleCharges(days, [
      { chargeType: 'STUCharge', basis: 'RsPerKWh', rateHundredths: 8, effectiveFrom: '2026-12-03', effectiveTo: null },
    ]);
    expect(rest).toEqual([]);
    expect([line?.fromDate, line?.days]).toEqual(['2026-12-03', 1]);
  });

  it('charges every delivery day once per charge, at one of its periods, whatever the rate changes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 8 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 3 }),
        (mws, changes) => {
          const start = '2026-12-01';
          const days = new Map(mws.map((mw, i) => [addDays(start, i), day(mw, 0, 96)]));
          const starts = [0, ...[...changes].sort((a, b) => a - b)];
          const rates: ChargeRate[] = starts.map((offset, i) => ({
            chargeType: 'STUCharge',
            basis: 'RsPerKWh',
            rateHundredths: 5 + i,
            effectiveFrom: addDays(start, offset),
            effectiveTo: i + 1 < starts.length ? addDays(start, (starts[i + 1] as number) - 1) : null,
          }));
          const lines = scheduleCharges(days, rates);
          expect(lines.reduce((s, l) => s + l.days, 0)).toBe(mws.filter((mw) => mw > 0).length);
          lines.forEach((l, i) => {
            if (i > 0) expect(l.fromDate > (lines[i - 1]?.toDate ?? '')).toBe(true);
            expect(Number.isInteger(l.amountPaise)).toBe(true);
          });
        },
      ),
    );
  });

  it('prices a day from its summary exactly as from its blocks (the server sums large batches in SQL)', () => {
    const rates: ChargeRate[] = [
      { chargeType: 'STUCharge', basis: 'RsPerKWh', rateHundredths: 13, ...always },
      { chargeType: 'SLDCOperatingCharge', basis: 'RsPerMWPerDay', rateHundredths: 777, ...always },
      { chargeType: 'SLDCOperatingCharge', basis: 'RsPerDayPerTransaction', rateHundredths: 2000, ...always },
    ];
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: 0, maxLength: 96 }), { maxLength: 6 }),
        (blocksPerDay) => {
          const days = new Map(blocksPerDay.map((blocks, i) => [addDays('2026-12-01', i), blocks]));
          const summaries = new Map([...days].map(([date, blocks]) => [date, daySummaryOf(blocks)]));
          expect(scheduleCharges(summaries, rates)).toEqual(scheduleCharges(days, rates));
        },
      ),
    );
    expect(daySummaryOf([])).toEqual({ sum: 0, max: 0 });
    expect(daySummaryOf([0, 250, 40])).toEqual({ sum: 290, max: 250 });
  });
});
