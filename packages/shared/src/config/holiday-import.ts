/**
 * Reading a holiday file (spec §2.7 Holidays): rows of date and name → a preview with each row's errors. The server
 * turns xlsx or csv into cells; this decides what each row means, so preview and import never disagree.
 */
import { formatDisplayDate, isIsoDate } from '../calendar/dates.ts';
import { requiredMessage } from '../api/messages.ts';
import { PATTERNS, PATTERN_MESSAGES } from '../validation/patterns.ts';

export interface HolidayCellRow {
  /** The row number in the file (1 = first line). */
  rowNo: number;
  /** A text cell, or a date already read by the spreadsheet reader as YYYY-MM-DD. */
  date: string;
  name: string;
}

export interface HolidayRowResult {
  rowNo: number;
  date: string | null;
  name: string;
  errors: string[];
}

export const HOLIDAY_FILE_MESSAGES = {
  noRows: 'The file has no holiday rows. Expected the columns Date and Holiday Name.',
  badDate: 'Date must be DD/MM/YYYY or YYYY-MM-DD',
  duplicateInFile: (date: string) => `Date ${formatDisplayDate(date)} appears more than once in the file`,
  exists: (date: string) => `A holiday on ${formatDisplayDate(date)} already exists`,
  nameTooLong: 'Holiday Name can be at most 100 characters',
  tooManyRows: (max: number) => `A holiday file can have at most ${max} rows`,
} as const;

export const MAX_HOLIDAY_ROWS = 1000;

/** DD/MM/YYYY, DD-MM-YYYY, DD.MM.YYYY or YYYY-MM-DD → YYYY-MM-DD (null when not a real date). */
export function parseHolidayDate(text: string): string | null {
  const value = text.trim();
  if (isIsoDate(value)) return value;
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** Header cells that name the two columns. */
const DATE_HEADERS = ['date', 'holiday date'];
const NAME_HEADERS = ['name', 'holiday', 'holiday name', 'description', 'occasion'];

/**
 * Cells of a sheet (first row may be a header) → the date and name of each row. Without a recognised header the
 * first two columns are date and name.
 */
export function holidayRowsFromCells(cells: readonly (readonly string[])[]): HolidayCellRow[] {
  const header = (cells[0] ?? []).map((c) => c.trim().toLowerCase());
  const dateColumn = header.findIndex((c) => DATE_HEADERS.includes(c));
  const nameColumn = header.findIndex((c) => NAME_HEADERS.includes(c));
  const hasHeader = dateColumn !== -1 && nameColumn !== -1;
  const [d, n] = hasHeader ? [dateColumn, nameColumn] : [0, 1];
  return cells
    .map((row, index) => ({ rowNo: index + 1, date: (row[d] ?? '').trim(), name: (row[n] ?? '').trim() }))
    .slice(hasHeader ? 1 : 0)
    .filter((row) => row.date !== '' || row.name !== '');
}

/** Each row's errors: required, date format, duplicates within the file, dates already configured. */
export function checkHolidayRows(
  rows: readonly HolidayCellRow[],
  existingDates: ReadonlySet<string>,
): HolidayRowResult[] {
  const seen = new Map<string, number>();
  for (const row of rows) {
    const date = parseHolidayDate(row.date);
    if (date) seen.set(date, (seen.get(date) ?? 0) + 1);
  }
  return rows.map((row) => {
    const errors: string[] = [];
    const date = row.date === '' ? null : parseHolidayDate(row.date);
    if (row.date === '') errors.push(requiredMessage('Date'));
    else if (date === null) errors.push(HOLIDAY_FILE_MESSAGES.badDate);
    if (row.name === '') errors.push(requiredMessage('Holiday Name'));
    else if (row.name.length > 100) errors.push(HOLIDAY_FILE_MESSAGES.nameTooLong);
    else if (PATTERNS.invalidSpecialCharacters.test(row.name)) errors.push(PATTERN_MESSAGES.invalidSpecialCharacters);
    if (date && (seen.get(date) ?? 0) > 1) errors.push(HOLIDAY_FILE_MESSAGES.duplicateInFile(date));
    if (date && existingDates.has(date)) errors.push(HOLIDAY_FILE_MESSAGES.exists(date));
    return { rowNo: row.rowNo, date, name: row.name, errors };
  });
}

/** The template users download: header and two example rows. */
export const HOLIDAY_TEMPLATE_CSV = 'Date,Holiday Name\n26/01/2027,Republic Day\n15/08/2027,Independence Day\n';
