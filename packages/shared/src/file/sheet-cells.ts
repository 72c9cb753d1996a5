/**
 * What a file's cells are (issue 36 item 4 "Real Excel"): every column of a list, report or timeline file names its
 * kind, so the xlsx writes dates and times as Excel dates (serial days holding the IST wall clock) shown in the spec's
 * formats and numbers as numbers with theirs, and the csv writes ISO dates ('2026-03-10', times with +05:30).
 *
 * A cell's value travels as the API gives it: a date 'YYYY-MM-DD', a month 'YYYY-MM', a time of day 'HH:MM', an
 * instant as ISO 8601 (dateTime; receiptTime keeps the second), a number in its unit (MW, MWh, rupees, Rs/kWh, %).
 * A value that is not of its column's kind (an 'Open-ended' or a 'Total' in a date column) is written as text.
 */
import { businessWallClockMs } from '../calendar/dates.ts';

export const NUMBER_KINDS = ['quantity', 'money', 'rate', 'count', 'percent'] as const;
export const TIME_KINDS = ['date', 'month', 'dateTime', 'receiptTime', 'time'] as const;
/** `quantity` MW/MWh, `rate` Rs/kWh, `percent` points (75 is 75%): two decimals; `count` whole; `money` rupees. */
export type NumberKind = (typeof NUMBER_KINDS)[number];
export type TimeKind = (typeof TIME_KINDS)[number];
/**
 * `longText` wraps in the sheet (comments, messages). `identifier` is a number people quote — an application,
 * registration, receipt, invitation, challan or UTR/DD number: text that is never cut or wrapped (issue 36 item 5);
 * the web's grid kit sizes such a column to its longest number and marks its cells (identifier-column.tsx).
 */
export type TextKind = 'text' | 'longText' | 'identifier';
export type CellKind = TextKind | NumberKind | TimeKind;
export type CellValue = string | number | null;

export const isTimeKind = (kind: CellKind): kind is TimeKind => (TIME_KINDS as readonly string[]).includes(kind);
export const isNumberKind = (kind: CellKind): kind is NumberKind => (NUMBER_KINDS as readonly string[]).includes(kind);
export const isIdentifierKind = (kind: CellKind | undefined): kind is 'identifier' => kind === 'identifier';

/** An Excel format in Indian grouping (12,34,56,789): Excel groups by threes, so the lakh and crore commas are literal. */
const indianGrouping = (prefix: string, tail: string) =>
  `[>=10000000]${prefix}##\\,##\\,##\\,##0${tail};[>=100000]${prefix}##\\,##\\,##0${tail};${prefix}#,##0${tail}`;

/** The xlsx number format of rupees in Indian grouping (₹1,23,45,678.90), negative amounts with a minus. */
export const INR_XLSX_FORMAT = indianGrouping('"₹"', '.00');

/**
 * Excel's number format of each kind that has one, as the screens write them (spec §9): dates 'MMM DD, YYYY',
 * date-times 'MMM DD, YYYY h:mm A', MW/MWh and Rs/kWh with two decimals and money and counts in Indian grouping.
 */
export const XLSX_NUMBER_FORMATS: Record<NumberKind | TimeKind, string> = {
  quantity: indianGrouping('', '.00'),
  rate: indianGrouping('', '.00'),
  percent: '0.00"%"',
  count: indianGrouping('', ''),
  money: INR_XLSX_FORMAT,
  date: 'mmm dd, yyyy',
  month: 'mmm yyyy',
  dateTime: 'mmm dd, yyyy h:mm AM/PM',
  receiptTime: 'mmm dd, yyyy h:mm:ss AM/PM',
  time: 'hh:mm',
};

const DAY_MS = 86_400_000;
/** Excel's serial of 1970-01-01 (its day 0 is 1899-12-30). */
const UNIX_EPOCH_SERIAL = 25_569;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MONTH = /^\d{4}-\d{2}$/;
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** Milliseconds of the wall clock a time-kind value stands for, read in UTC (a time of day: since midnight); NaN if none. */
function wallClockMs(kind: TimeKind, value: string): number {
  switch (kind) {
    case 'date':
      return ISO_DAY.test(value) ? Date.parse(value) : NaN;
    case 'month':
      return ISO_MONTH.test(value) ? Date.parse(`${value}-01`) : NaN;
    case 'time': {
      const hms = TIME_OF_DAY.exec(value);
      return hms ? ((Number(hms[1]) * 60 + Number(hms[2])) * 60 + Number(hms[3] ?? 0)) * 1000 : NaN;
    }
    default: {
      const ms = Date.parse(value);
      return Number.isNaN(ms) ? NaN : businessWallClockMs(ms);
    }
  }
}

/** The Excel serial of a time-kind value (days since 1899-12-30; a time of day a fraction of one); null if none. */
export function excelSerial(kind: TimeKind, value: string): number | null {
  const ms = wallClockMs(kind, value);
  if (Number.isNaN(ms)) return null;
  return kind === 'time' ? ms / DAY_MS : ms / DAY_MS + UNIX_EPOCH_SERIAL;
}

/** A time-kind value in ISO form: '2026-03-10', '2026-03', '10:30' (from '10:30:00'), '2026-03-10T10:30:00+05:30'. */
export function isoCellText(kind: TimeKind, value: string): string | null {
  const ms = wallClockMs(kind, value);
  if (Number.isNaN(ms)) return null;
  if (kind === 'time') return value.endsWith(':00') && value.length > 5 ? value.slice(0, 5) : value;
  if (kind === 'date' || kind === 'month') return value;
  return `${new Date(ms).toISOString().slice(0, 19)}+05:30`;
}

/** A cell as csv text (before quoting): ISO dates and times, numbers with two decimals (counts whole), else as is. */
export function csvCellText(kind: CellKind, value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return kind === 'count' || !isNumberKind(kind) ? String(value) : value.toFixed(2);
  return (isTimeKind(kind) && isoCellText(kind, value)) || value;
}

/** How many characters each time kind shows at most ('Dec 31, 2026 12:59 PM'). */
const TIME_SHOWN_LENGTH: Record<TimeKind, number> = { date: 12, month: 8, dateTime: 21, receiptTime: 24, time: 5 };

/** About how many characters a cell shows in the sheet (a column's width): dates as formatted, numbers grouped. */
export function shownLength(kind: CellKind, value: CellValue): number {
  if (value === null) return 0;
  if (typeof value === 'string') return isTimeKind(kind) ? TIME_SHOWN_LENGTH[kind] : value.length;
  const digits = String(Math.trunc(Math.abs(value))).length;
  const separators = kind === 'percent' ? 0 : Math.max(0, digits - 2) >> 1;
  const decimals = kind === 'count' ? 0 : 3;
  const signs = (value < 0 ? 1 : 0) + (kind === 'money' || kind === 'percent' ? 1 : 0);
  return digits + separators + decimals + signs;
}
