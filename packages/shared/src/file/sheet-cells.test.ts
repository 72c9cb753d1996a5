import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDisplayDateTime } from '../calendar/dates.ts';
import { formatInr, formatMw } from '../format/numbers.ts';
import { csvCellText, excelSerial, isoCellText, shownLength, XLSX_NUMBER_FORMATS } from './sheet-cells.ts';

/** Excel's serial back to the wall clock it holds, read in UTC (as exceljs reads a date cell). */
const wallClockOf = (serial: number) => new Date(Math.round((serial - 25_569) * 86_400_000));

describe('cells of a file by kind', () => {
  it("writes the spec's display formats as Excel number formats", () => {
    expect(XLSX_NUMBER_FORMATS.date).toBe('mmm dd, yyyy');
    expect(XLSX_NUMBER_FORMATS.dateTime).toBe('mmm dd, yyyy h:mm AM/PM');
    // MW and money in Indian grouping, as formatMw and formatInr write them (12,34,567.89).
    expect(XLSX_NUMBER_FORMATS.quantity).toContain('[>=100000]##\\,##\\,##0.00');
    expect(XLSX_NUMBER_FORMATS.money).toContain('[>=100000]"₹"##\\,##\\,##0.00');
  });

  it('gives a date its Excel serial (days since 1899-12-30) and a time of day its fraction', () => {
    expect(excelSerial('date', '1970-01-01')).toBe(25_569);
    expect(excelSerial('date', '2026-03-10')).toBe(46_091);
    expect(excelSerial('month', '2026-03')).toBe(excelSerial('date', '2026-03-01'));
    expect(excelSerial('time', '15:00')).toBe(0.625);
    expect(excelSerial('time', '10:30:30')).toBeCloseTo((10.5 * 60 + 0.5) / 1440, 12);
  });

  it('holds the IST wall clock of an instant, to the second, whatever the offset it was written with', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const at = new Date(Math.floor(ms / 1000) * 1000);
        const serial = excelSerial('dateTime', at.toISOString())!;
        expect(wallClockOf(serial).getTime()).toBe(at.getTime() + 330 * 60_000);
        expect(isoCellText('dateTime', at.toISOString())).toBe(
          `${wallClockOf(serial).toISOString().slice(0, 19)}+05:30`,
        );
      }),
    );
    expect(excelSerial('dateTime', '2026-12-01T15:00:00+05:30')).toBe(excelSerial('dateTime', '2026-12-01T09:30:00Z'));
    expect(isoCellText('receiptTime', '2026-12-01T04:00:07.000Z')).toBe('2026-12-01T09:30:07+05:30');
  });

  it('leaves a value that is not of its kind to be written as text', () => {
    expect(excelSerial('date', 'Open-ended')).toBeNull();
    expect(excelSerial('date', '2026-12-01T09:30:00Z')).toBeNull();
    expect(excelSerial('dateTime', 'Total')).toBeNull();
    expect(excelSerial('time', '24:00')).toBeNull();
    expect(csvCellText('date', 'Open-ended')).toBe('Open-ended');
  });

  it('writes csv numbers with two decimals but counts whole', () => {
    expect(csvCellText('money', 1234.5)).toBe('1234.50');
    expect(csvCellText('count', 12)).toBe('12');
    expect(csvCellText('text', null)).toBe('');
  });

  it('measures a cell as the sheet shows it, for the column widths', () => {
    expect(shownLength('dateTime', '2026-12-01T09:30:00Z')).toBe(formatDisplayDateTime('2026-12-31T07:29:00Z').length);
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 9), max: 10 ** 11 }), (paise) => {
        expect(shownLength('money', paise / 100)).toBe(formatInr(paise / 100).length);
        expect(shownLength('quantity', paise / 100)).toBe(formatMw(paise / 100).length);
      }),
    );
  });
});
