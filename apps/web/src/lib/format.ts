/**
 * Every date, money and quantity the web shows goes through here (spec §9, ARCHITECTURE §8): dates in the business
 * time zone, rupees in en-IN grouping, MW with two decimals — through shared's formatters, the same ones the server's
 * messages, mails and PDFs use.
 */
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import {
  BUSINESS_TIME_ZONE,
  MONTH_PATTERN,
  businessDate,
  formatDisplayDate,
  formatDisplayDateTime,
  formatDisplayMonth,
  formatDisplayReceiptTime,
  isIsoDate,
} from '@stoa/shared/calendar/dates';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(relativeTime);

// Dates 'MMM DD, YYYY' and date-times 'MMM DD, YYYY h:mm A' are shared's (calendar/dates.ts), one source for every
// screen, message and document; the patterns below are the web's own (forms, chart ticks, times of day).
/** A day within a known year (a chart's axis ticks). */
export const SHORT_DATE_FORMAT = 'MMM DD';
export const FORM_DATE_FORMAT = 'DD/MM/YYYY';
export const TIME_FORMAT = 'HH:mm:ss';

type DateInput = string | number | Date;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The instant of a value, or null when it is missing or not a date. */
function instantOf(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const at = value instanceof Date ? value : new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

function inBusinessZone(value: DateInput): dayjs.Dayjs | null {
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.tz(BUSINESS_TIME_ZONE) : null;
}

function formatWith(value: DateInput | null | undefined, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  return inBusinessZone(value)?.format(pattern) ?? '';
}

/**
 * A day as 'MMM DD, YYYY', e.g. "Mar 05, 2026" — shared's formatDisplayDate, the one date formatter of screens,
 * messages and documents: a calendar date of the wire ('YYYY-MM-DD', already a business date) as it is, an instant on
 * its business day (IST). Empty for a missing or invalid value.
 */
export function formatDate(value: DateInput | null | undefined): string {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return isIsoDate(value) ? formatDisplayDate(value) : '';
  const at = instantOf(value);
  return at ? formatDisplayDate(businessDate(at)) : '';
}

/** A calendar date of the wire (or an instant) as 'MMM DD, YYYY': formatDate, under the name wire-date cells use. */
export const formatCalendarDate = (date: string | null | undefined): string => formatDate(date);

/** 'MMM DD, YYYY h:mm A' in Asia/Kolkata, e.g. "Mar 05, 2026 2:30 PM" (shared's formatDisplayDateTime). */
export function formatDateTime(value: DateInput | null | undefined): string {
  const at = instantOf(value);
  return at ? formatDisplayDateTime(at) : '';
}

/** 'MMM DD, YYYY h:mm:ss A' in Asia/Kolkata, e.g. "Mar 05, 2026 2:30:07 AM": when an application was received. */
export function formatReceiptTime(value: DateInput | null | undefined): string {
  const at = instantOf(value);
  return at ? formatDisplayReceiptTime(at) : '';
}

/** 'Mar 12, 2026' or 'Mar 12, 2026 to Mar 14, 2026': a period of calendar dates (shared). */
export { formatDateRange } from '@stoa/shared/calendar/dates';

/** 'DD/MM/YYYY', the form and date-column format. */
export function formatFormDate(value: DateInput | null | undefined): string {
  return formatWith(value, FORM_DATE_FORMAT);
}

export function formatTime(value: DateInput | null | undefined): string {
  return formatWith(value, TIME_FORMAT);
}

/** "5 minutes ago", as seen at `now`. */
export function formatRelative(value: DateInput, now: DateInput): string {
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.from(dayjs(now)) : '';
}

/** Money and MW: shared's one formatter (spec §9), the same on screens, PDFs and mail. */
export { formatInr, formatMw, formatRate } from '@stoa/shared/format/numbers';

/** A calendar date of the wire ('YYYY-MM-DD') as 'MMM DD', e.g. "Mar 05": a chart's day tick, where the year is known. */
export function formatShortDate(date: string | null | undefined): string {
  if (!date) return '';
  const parsed = dayjs(date);
  return parsed.isValid() ? parsed.format(SHORT_DATE_FORMAT) : '';
}

/** A month of the wire ('YYYY-MM') as 'MMM YYYY', e.g. "Mar 2026" (shared's formatDisplayMonth); '' otherwise. */
export function formatMonth(month: string | null | undefined): string {
  return month && MONTH_PATTERN.test(month) ? formatDisplayMonth(month) : '';
}

/** The end of a period that has none. */
export const OPEN_ENDED = 'Open-ended';

/** The weekday of a calendar date, e.g. "Monday". */
export function formatWeekday(date: string): string {
  const parsed = dayjs(date);
  return parsed.isValid() ? parsed.format('dddd') : '';
}
