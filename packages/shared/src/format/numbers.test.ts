import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatInr, formatInrWords, formatMw, formatRate } from './numbers.ts';

const WORD_VALUES = new Map(
  [
    ...'One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen'.split(' '),
    ...'Sixteen Seventeen Eighteen Nineteen'.split(' '),
  ].map((w, i) => [w, i + 1]),
);
'Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety'.split(' ').forEach((w, i) => WORD_VALUES.set(w, 20 + 10 * i));

/** Words back to a number, independently of the formatter: a scale multiplies the group (a crore, all) before it. */
function wordsValue(words: string): number {
  let total = 0;
  let group = 0;
  for (const word of words.split(/[ -]/)) {
    if (word === 'Hundred') group *= 100;
    else if (word === 'Thousand' || word === 'Lakh')
      [total, group] = [total + group * (word === 'Lakh' ? 1e5 : 1e3), 0];
    else if (word === 'Crore') [total, group] = [(total + group) * 1e7, 0];
    else group += WORD_VALUES.get(word) ?? NaN;
  }
  return total + group;
}

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

  it('writes rupees in Indian-English words: crore, lakh, thousand, hundred, and the paise when there are any', () => {
    expect(formatInrWords(123456.78)).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only',
    );
    expect(formatInrWords(0)).toBe('Rupees Zero Only');
    expect(formatInrWords(1)).toBe('Rupees One Only');
    expect(formatInrWords(10)).toBe('Rupees Ten Only');
    expect(formatInrWords(100000)).toBe('Rupees One Lakh Only');
    expect(formatInrWords(10000000)).toBe('Rupees One Crore Only');
    expect(formatInrWords(99.99)).toBe('Rupees Ninety-Nine and Ninety-Nine Paise Only');
    expect(formatInrWords(1_00_00_00_000)).toBe('Rupees One Hundred Crore Only');
    expect(formatInrWords(0.5)).toBe('Rupees Zero and Fifty Paise Only');
    expect(formatInrWords(22052.8)).toBe('Rupees Twenty-Two Thousand Fifty-Two and Eighty Paise Only');
    expect(() => formatInrWords(-1)).toThrow(RangeError);
  });

  it('keeps the value in words: they read back to the amount to the paisa, paise only when there are some', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000_000 }), (paise) => {
        const text = formatInrWords(paise / 100);
        const [, rupees, cents] = /^Rupees ([A-Za-z -]+?)(?: and ([A-Za-z-]+) Paise)? Only$/.exec(text)!;
        expect(rupees === 'Zero' ? 0 : wordsValue(rupees!)).toBe(Math.floor(paise / 100));
        expect(cents === undefined ? 0 : wordsValue(cents)).toBe(paise % 100);
        expect(text).not.toMatch(/ {2}|- | -/);
      }),
    );
  });
});
