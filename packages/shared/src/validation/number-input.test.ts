import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimalField, hasAtMostDecimals, integerField, isBlockedNumberKey } from './number-input.ts';

/** The messages of a failed parse, or the parsed value. */
function outcome(
  schema: { safeParse: (v: unknown) => { success: boolean; data?: unknown; error?: unknown } },
  v: unknown,
) {
  const r = schema.safeParse(v) as { success: boolean; data?: unknown; error?: { issues: { message: string }[] } };
  return r.success ? { value: r.data } : { messages: r.error!.issues.map((i) => i.message) };
}

describe('number keys (spec §5)', () => {
  it('blocks e, E, minus and plus and nothing else', () => {
    for (const key of ['e', 'E', '-', '+']) expect(isBlockedNumberKey(key), key).toBe(true);
    for (const key of ['1', '0', '.', 'Backspace', 'ArrowLeft', 'Tab', 'a'])
      expect(isBlockedNumberKey(key), key).toBe(false);
  });
});

describe('hasAtMostDecimals', () => {
  it('counts digits after the point of strings and numbers', () => {
    expect(hasAtMostDecimals('12')).toBe(true);
    expect(hasAtMostDecimals('12.5')).toBe(true);
    expect(hasAtMostDecimals('12.50')).toBe(true);
    expect(hasAtMostDecimals(' 12.50 ')).toBe(true);
    expect(hasAtMostDecimals('12.345')).toBe(false);
    expect(hasAtMostDecimals(12.34)).toBe(true);
    expect(hasAtMostDecimals(12.345)).toBe(false);
    expect(hasAtMostDecimals('12.345', 3)).toBe(true);
    expect(hasAtMostDecimals('12.3', 0)).toBe(false);
  });

  it('refuses exponent notation', () => {
    expect(hasAtMostDecimals('1e3')).toBe(false);
    expect(hasAtMostDecimals('1E3')).toBe(false);
    expect(hasAtMostDecimals(1e21)).toBe(false);
  });

  it('agrees with a count of the typed digits', () => {
    fc.assert(
      fc.property(fc.nat(99999), fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 5 }), (whole, frac) => {
        const text = frac === '' ? String(whole) : `${whole}.${frac}`;
        expect(hasAtMostDecimals(text)).toBe(frac.length <= 2);
      }),
    );
  });
});

describe('decimalField', () => {
  const rate = decimalField('X');

  it('accepts numbers and numeric strings with up to 2 decimals', () => {
    expect(outcome(rate, 12)).toEqual({ value: 12 });
    expect(outcome(rate, '12.50')).toEqual({ value: 12.5 });
    expect(outcome(rate, ' 7 ')).toEqual({ value: 7 });
    expect(outcome(rate, '0')).toEqual({ value: 0 });
    expect(outcome(rate, '.5')).toEqual({ value: 0.5 });
  });

  it('refuses too many decimals, blanks, negatives and exponents with the spec messages', () => {
    expect(outcome(rate, '12.345')).toEqual({ messages: ['X can have at most 2 decimal places'] });
    expect(outcome(rate, 12.345)).toEqual({ messages: ['X can have at most 2 decimal places'] });
    expect(outcome(rate, '')).toEqual({ messages: ['X is required'] });
    expect(outcome(rate, '   ')).toEqual({ messages: ['X is required'] });
    expect(outcome(rate, undefined)).toEqual({ messages: ['X is required'] });
    expect(outcome(rate, null)).toEqual({ messages: ['X is required'] });
    expect(outcome(rate, '-1')).toEqual({ messages: ['X must be a number'] });
    expect(outcome(rate, -1)).toEqual({ messages: ['X must be a number'] });
    expect(outcome(rate, '1e3')).toEqual({ messages: ['X must be a number'] });
    expect(outcome(rate, '+1')).toEqual({ messages: ['X must be a number'] });
    expect(outcome(rate, 'abc')).toEqual({ messages: ['X must be a number'] });
    expect(outcome(rate, '.')).toEqual({ messages: ['X must be a number'] });
  });

  it('applies greaterThan, min and max', () => {
    const positive = decimalField('Rate', { greaterThan: 0, max: 100 });
    expect(outcome(positive, 0)).toEqual({ messages: ['Rate must be greater than 0'] });
    expect(outcome(positive, '0.00')).toEqual({ messages: ['Rate must be greater than 0'] });
    expect(outcome(positive, '0.01')).toEqual({ value: 0.01 });
    expect(outcome(positive, '100')).toEqual({ value: 100 });
    expect(outcome(positive, '100.01')).toEqual({ messages: ['Rate must be at most 100'] });
    const atLeastOne = decimalField('Days', { min: 1 });
    expect(outcome(atLeastOne, '0.5')).toEqual({ messages: ['Days must be at least 1'] });
    expect(outcome(atLeastOne, '1')).toEqual({ value: 1 });
    expect(outcome(positive, '100.123')).toEqual({
      messages: ['Rate can have at most 2 decimal places', 'Rate must be at most 100'],
    });
  });

  it("states a quantity's bounds in its unit: the label's, or the one given (issue 36 item 3)", () => {
    const capacity = decimalField('Installed Capacity (MW)', { greaterThan: 0 });
    expect(outcome(capacity, '0')).toEqual({ messages: ['Installed Capacity must be greater than 0.00 MW'] });
    expect(outcome(capacity, '')).toEqual({ messages: ['Installed Capacity (MW) is required'] });
    expect(outcome(capacity, '1.234')).toEqual({
      messages: ['Installed Capacity (MW) can have at most 2 decimal places'],
    });
    expect(outcome(decimalField('Floor Price (Rs/kWh)', { greaterThan: 0 }), '0')).toEqual({
      messages: ['Floor Price must be greater than ₹0.00/kWh'],
    });
    const days = integerField('Days to Pay', { min: 1, max: 365, unit: 'days' });
    expect(outcome(days, '0')).toEqual({ messages: ['Days to Pay must be at least 1 day'] });
    expect(outcome(days, '366')).toEqual({ messages: ['Days to Pay must be at most 365 days'] });
  });

  it('names the configured number of decimals', () => {
    const precise = decimalField('Factor', { decimals: 3 });
    expect(outcome(precise, '1.234')).toEqual({ value: 1.234 });
    expect(outcome(precise, '1.2345')).toEqual({ messages: ['Factor can have at most 3 decimal places'] });
  });

  it('accepts exactly the non-negative numbers with at most 2 decimals', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 4 }), (w, f) => {
        const text = f === '' ? String(w) : `${w}.${f}`;
        const result = decimalField('X').safeParse(text);
        expect(result.success).toBe(f.length <= 2);
        if (result.success) expect(result.data).toBe(Number(text));
      }),
    );
  });
});

describe('integerField', () => {
  const days = integerField('Days', { min: 1, max: 30 });

  it('accepts whole numbers within bounds', () => {
    expect(outcome(days, '3')).toEqual({ value: 3 });
    expect(outcome(days, 30)).toEqual({ value: 30 });
    expect(outcome(days, 3.0)).toEqual({ value: 3 });
  });

  it('refuses fractions, typed decimal points and out-of-range values', () => {
    expect(outcome(days, '3.5')).toEqual({ messages: ['Days must be a whole number'] });
    expect(outcome(days, 3.5)).toEqual({ messages: ['Days must be a whole number'] });
    expect(outcome(days, '3.0')).toEqual({ messages: ['Days must be a whole number'] });
    expect(outcome(days, '0')).toEqual({ messages: ['Days must be at least 1'] });
    expect(outcome(days, '31')).toEqual({ messages: ['Days must be at most 30'] });
    expect(outcome(days, '')).toEqual({ messages: ['Days is required'] });
  });
});
