import { describe, expect, it } from 'vitest';
import { newDocument } from '../../platform/pdf.ts';
import { CHARGE_COLUMNS, CHARGE_FONT_SIZE } from './application-pdf.ts';

/** The widest text each charge column must hold on one line (the largest amounts a schedule can reach). */
const WIDEST = [
  'SLDC Operating Charges',
  'Dec 30, 2026',
  'Dec 30, 2026',
  '₹2,000.00 per day per transaction',
  '1,23,456.00 MWh',
  '₹1,23,45,678.90',
];

describe('the application PDF charge table', () => {
  it('holds its widest values on one line, columns apart, within the A4 text width', () => {
    const doc = newDocument({ size: 'A4', margin: 48 });
    doc.fontSize(CHARGE_FONT_SIZE);
    CHARGE_COLUMNS.forEach((column, i) => {
      expect(doc.widthOfString(WIDEST[i]!), column.label).toBeLessThanOrEqual(column.width);
      const next = CHARGE_COLUMNS[i + 1];
      if (next) expect(column.x + column.width, column.label).toBeLessThan(next.x);
    });
    const last = CHARGE_COLUMNS.at(-1)!;
    expect(last.x + last.width).toBeLessThanOrEqual(595.28 - 48);
  });
});
