import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../calendar/dates.ts';
import { parseCsv } from '../file/csv.ts';
import {
  HOLIDAY_FILE_MESSAGES,
  HOLIDAY_TEMPLATE_CSV,
  checkHolidayRows,
  holidayRowsFromCells,
  parseHolidayDate,
  type HolidayCellRow,
} from './holiday-import.ts';

describe('parseHolidayDate', () => {
  it('reads DD/MM/YYYY, D-M-YYYY, DD.MM.YYYY and ISO', () => {
    expect(parseHolidayDate('26/01/2027')).toBe('2027-01-26');
    expect(parseHolidayDate('5-8-2027')).toBe('2027-08-05');
    expect(parseHolidayDate('15.08.2027')).toBe('2027-08-15');
    expect(parseHolidayDate('2027-08-15')).toBe('2027-08-15');
    expect(parseHolidayDate(' 02/10/2027 ')).toBe('2027-10-02');
    expect(parseHolidayDate('29/02/2028')).toBe('2028-02-29');
  });

  it('refuses impossible dates and other layouts', () => {
    for (const bad of ['31/02/2027', '29/02/2027', '32/01/2027', '08/15/2027', '15/08/27', '2027/08/15', '', 'Diwali'])
      expect(parseHolidayDate(bad), bad).toBeNull();
  });

  it('reads back every date written day-first', () => {
    const date = fc.nat(36500).map((n) => addDays('2000-01-01', n));
    fc.assert(
      fc.property(date, fc.constantFrom('/', '-', '.'), (iso, sep) => {
        const [y, m, d] = iso.split('-');
        expect(parseHolidayDate([d, m, y].join(sep))).toBe(iso);
        expect(parseHolidayDate([Number(d), Number(m), y].join(sep))).toBe(iso);
      }),
    );
  });
});

describe('holidayRowsFromCells', () => {
  it('uses a header in any case and order, numbering rows as in the file', () => {
    const cells = [
      ['HOLIDAY NAME', ' date '],
      ['Republic Day', '26/01/2027'],
      ['', ''],
      [' Independence Day ', ' 15/08/2027 '],
    ];
    expect(holidayRowsFromCells(cells)).toEqual([
      { rowNo: 2, date: '26/01/2027', name: 'Republic Day' },
      { rowNo: 4, date: '15/08/2027', name: 'Independence Day' },
    ]);
  });

  it('takes the first two columns as date and name without a header', () => {
    expect(holidayRowsFromCells([['26/01/2027', 'Republic Day', 'ignored'], ['15/08/2027']])).toEqual([
      { rowNo: 1, date: '26/01/2027', name: 'Republic Day' },
      { rowNo: 2, date: '15/08/2027', name: '' },
    ]);
    expect(holidayRowsFromCells([])).toEqual([]);
  });

  it('knows the other header names', () => {
    expect(
      holidayRowsFromCells([
        ['Occasion', 'Holiday Date'],
        ['Holi', '2027-03-22'],
      ]),
    ).toEqual([{ rowNo: 2, date: '2027-03-22', name: 'Holi' }]);
  });
});

describe('checkHolidayRows', () => {
  const rows: HolidayCellRow[] = [
    { rowNo: 2, date: '', name: 'No Date' },
    { rowNo: 3, date: '31/02/2027', name: 'Bad Date' },
    { rowNo: 4, date: '26/01/2027', name: '' },
    { rowNo: 5, date: '15/08/2027', name: 'Independence Day' },
    { rowNo: 6, date: '2027-08-15', name: 'Independence Day again' },
    { rowNo: 7, date: '02/10/2027', name: 'Gandhi Jayanti' },
    { rowNo: 8, date: '8.11.2027', name: 'Diwali' },
  ];
  const results = checkHolidayRows(rows, new Set(['2027-10-02']));

  it('gives each row its errors', () => {
    expect(results).toEqual([
      { rowNo: 2, date: null, name: 'No Date', errors: ['Date is required'] },
      { rowNo: 3, date: null, name: 'Bad Date', errors: ['Date must be DD/MM/YYYY or YYYY-MM-DD'] },
      { rowNo: 4, date: '2027-01-26', name: '', errors: ['Holiday Name is required'] },
      {
        rowNo: 5,
        date: '2027-08-15',
        name: 'Independence Day',
        errors: ['Date Aug 15, 2027 appears more than once in the file'],
      },
      {
        rowNo: 6,
        date: '2027-08-15',
        name: 'Independence Day again',
        errors: ['Date Aug 15, 2027 appears more than once in the file'],
      },
      { rowNo: 7, date: '2027-10-02', name: 'Gandhi Jayanti', errors: ['A holiday on Oct 02, 2027 already exists'] },
      { rowNo: 8, date: '2027-11-08', name: 'Diwali', errors: [] },
    ]);
    expect(results[1]?.errors).toEqual([HOLIDAY_FILE_MESSAGES.badDate]);
  });

  it('checks the name length and characters', () => {
    const [long, ok, markup] = checkHolidayRows(
      [
        { rowNo: 1, date: '2027-01-01', name: 'x'.repeat(101) },
        { rowNo: 2, date: '2027-01-02', name: 'x'.repeat(100) },
        { rowNo: 3, date: '2027-01-03', name: '<b>Holi</b>' },
      ],
      new Set(),
    );
    expect(long?.errors).toEqual(['Holiday Name can be at most 100 characters']);
    expect(ok?.errors).toEqual([]);
    expect(markup?.errors).toEqual(['Special characters < > { } [ ] \\ ^ ` | ~ are not allowed.']);
  });

  it('accepts its own template', () => {
    const checked = checkHolidayRows(holidayRowsFromCells(parseCsv(HOLIDAY_TEMPLATE_CSV)), new Set());
    expect(checked).toEqual([
      { rowNo: 2, date: '2027-01-26', name: 'Republic Day', errors: [] },
      { rowNo: 3, date: '2027-08-15', name: 'Independence Day', errors: [] },
    ]);
  });
});
