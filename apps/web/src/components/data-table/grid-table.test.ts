import { describe, expect, it } from 'vitest';
import { cellText, fileValue, isExported } from './grid-table.ts';
import { fileNameOf } from './grid-download.tsx';

describe('a client grid as a file', () => {
  it('writes a cell as text: nothing for none, a list joined, never [object Object]', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText(12.5)).toBe('12.5');
    expect(cellText(['North', 'South'])).toBe('North, South');
    expect(cellText({ any: 'object' })).toBe('');
  });

  it("writes a typed column's value when of its kind, else the words shown; the screen's '—' is blank", () => {
    expect(fileValue('date', '2026-12-01', 'Dec 01, 2026')).toBe('2026-12-01');
    expect(fileValue('date', null, 'Open-ended')).toBe('Open-ended');
    expect(fileValue('dateTime', 'Total', 'Total')).toBe('Total');
    expect(fileValue('money', 1234.5, '₹1,234.50')).toBe(1234.5);
    expect(fileValue('count', null, '—')).toBeNull();
    expect(fileValue('text', 'A', 'Active')).toBe('Active');
  });

  it('leaves out row actions and columns marked disableExport', () => {
    expect(isExported({ field: 'name' })).toBe(true);
    expect(isExported({ field: 'actions' })).toBe(false);
    expect(isExported({ field: 'delete' })).toBe(false);
    expect(isExported({ field: 'buttons', type: 'actions' })).toBe(false);
    expect(isExported({ field: 'secret', disableExport: true })).toBe(false);
  });

  it('names the file after the grid', () => {
    expect(fileNameOf('STOA Charges')).toBe('STOA-Charges');
    expect(fileNameOf('Uploaded holiday files')).toBe('Uploaded-holiday-files');
    expect(fileNameOf(' / ')).toBe('list');
  });
});
