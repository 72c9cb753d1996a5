import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatBound, formatQuantity, quantityOfLabel } from './quantities.ts';

describe('quantities with their unit', () => {
  it('writes MW and MWh with two decimals, rupees as ₹, percents and counts in words', () => {
    expect(formatQuantity(0, 'MW')).toBe('0.00 MW');
    expect(formatQuantity(1250.5, 'MWh')).toBe('1,250.50 MWh');
    expect(formatQuantity(1000000, '₹')).toBe('₹10,00,000.00');
    expect(formatQuantity(0.5, 'Rs/kWh')).toBe('₹0.50/kWh');
    expect(formatQuantity(100, '%')).toBe('100%');
    expect(formatQuantity(1, 'days')).toBe('1 day');
    expect(formatQuantity(30, 'working days')).toBe('30 working days');
    expect(formatQuantity(12, 'months')).toBe('12 months');
    expect(formatQuantity(96, 'blocks')).toBe('96 blocks');
  });

  it('reads the unit a label ends with and names the field without it', () => {
    expect(quantityOfLabel('Installed Capacity (MW)')).toEqual({ name: 'Installed Capacity', unit: 'MW' });
    expect(quantityOfLabel('Amount (Rs)')).toEqual({ name: 'Amount', unit: '₹' });
    expect(quantityOfLabel('Floor Price (Rs/kWh)')).toEqual({ name: 'Floor Price', unit: 'Rs/kWh' });
    expect(quantityOfLabel('Interest (% per month)')).toEqual({ name: 'Interest', unit: '% per month' });
    expect(quantityOfLabel('Response (working days)')).toEqual({ name: 'Response', unit: 'working days' });
  });

  it('takes a unit the label does not name, and keeps a label whose parentheses are no unit', () => {
    expect(quantityOfLabel('Days to Pay', 'days')).toEqual({ name: 'Days to Pay', unit: 'days' });
    expect(quantityOfLabel('Unit No.')).toEqual({ name: 'Unit No.', unit: null });
    expect(quantityOfLabel('Cut-off for M+1 (day of month)')).toEqual({
      name: 'Cut-off for M+1 (day of month)',
      unit: null,
    });
  });

  it('states a bound with its unit whenever the field has one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (n) => {
        expect(formatBound(n, null)).toBe(String(n));
        expect(formatBound(n, 'MW')).toMatch(/^[\d,]+\.\d\d MW$/);
        expect(formatBound(n, '₹')).toMatch(/^₹[\d,]+\.\d\d$/);
      }),
    );
  });
});
