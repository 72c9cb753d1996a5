import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatInr, formatMw, formatRate } from './numbers.ts';

describe('number formats', () => {
  it('writes rupees in Indian grouping with the rupee sign and two decimals', () => {
    expect(formatInr(123456.78)).toBe('₹1,23,456.78');
    expect(formatInr(10000)).toBe('₹10,000.00');
    expect(formatInr(0.1)).toBe('₹0.10');
  });

  it('writes MW with two decimals in Indian grouping', () => {
    expect(formatMw(1250.456)).toBe('1,250.46');
    expect(formatMw(50)).toBe('50.00');
  });

  it('writes a rate with its unit after the rupees, one format for every basis', () => {
    expect(formatRate(0.1, 'RsPerKWh')).toBe('₹0.10/kWh');
    expect(formatRate(0.08, 'RsPerKWh')).toBe('₹0.08/kWh');
    expect(formatRate(2000, 'RsPerMWPerDay')).toBe('₹2,000.00/MW/day');
    expect(formatRate(2000, 'RsPerDayPerTransaction')).toBe('₹2,000.00 per day per transaction');
  });

  it('keeps the value: the digits read back give the amount to the paisa', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (paise) => {
        const text = formatInr(paise / 100);
        expect(Number(text.replace(/[₹,]/g, ''))).toBe(paise / 100);
        expect(text).toMatch(/^₹(\d{1,2},)*\d{1,3}\.\d{2}$/);
      }),
    );
  });
});
