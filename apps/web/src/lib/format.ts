/**
 * Every date, money and quantity the web shows goes through here (spec §9, ARCHITECTURE §8): dates in the business
 * time zone, rupees in en-IN grouping, MW with two decimals.
 */
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(relativeTime);

export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';
export const DATE_FORMAT = 'MMM DD, YYYY';
/** A day within a known year (a chart's axis ticks). */
export const SHORT_DATE_FORMAT = 'MMM DD';
export const FORM_DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'MMM DD, YYYY h:mm A';
/** A receipt time: the order of receipt decides an allocation, so it shows the second. */
export const RECEIPT_TIME_FORMAT = 'MMM DD, YYYY h:mm:ss A';
export const TIME_FORMAT = 'HH:mm:ss';

type DateInput = string | number | Date;

function inBusinessZone(value: DateInput): dayjs.Dayjs | null {
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.tz(BUSINESS_TIME_ZONE) : null;
}

function formatWith(value: DateInput | null | undefined, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  return inBusinessZone(value)?.format(pattern) ?? '';
}

/** 'MMM DD, YYYY', e.g. "Mar 05, 2026". Empty for a missing or invalid value. */
export function formatDate(value: DateInput | null | undefined): string {
  return formatWith(value, DATE_FORMAT);
}

/** 'MMM DD, YYYY h:mm A' in Asia/Kolkata, e.g. "Mar 05, 2026 2:30 PM". */
export function formatDateTime(value: DateInput | null | undefined): string {
  return formatWith(value, DATE_TIME_FORMAT);
}

/** 'MMM DD, YYYY h:mm:ss A' in Asia/Kolkata, e.g. "Mar 05, 2026 2:30:07 PM": when an application was received. */
export function formatReceiptTime(value: DateInput | null | undefined): string {
  return formatWith(value, RECEIPT_TIME_FORMAT);
}

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

/**
 * A calendar date of the wire ('YYYY-MM-DD': already a business date, no time of day) as 'MMM DD, YYYY'. Read as a
 * local date, so no time-zone shift can move it to the day before or after.
 */
export function formatCalendarDate(date: string | null | undefined): string {
  if (!date) return '';
  const parsed = dayjs(date);
  return parsed.isValid() ? parsed.format(DATE_FORMAT) : '';
}

/** A calendar date of the wire ('YYYY-MM-DD') as 'MMM DD', e.g. "Mar 05": a chart's day tick, where the year is known. */
export function formatShortDate(date: string | null | undefined): string {
  if (!date) return '';
  const parsed = dayjs(date);
  return parsed.isValid() ? parsed.format(SHORT_DATE_FORMAT) : '';
}

/** A month of the wire ('YYYY-MM') as 'MMM YYYY', e.g. "Mar 2026"; read as a local date, like a calendar date. */
export function formatMonth(month: string | null | undefined): string {
  if (!month || !/^\d{4}-\d{2}$/.test(month)) return '';
  const parsed = dayjs(`${month}-01`);
  return parsed.isValid() ? parsed.format('MMM YYYY') : '';
}

/** The end of a period that has none. */
export const OPEN_ENDED = 'Open-ended';

/** The weekday of a calendar date, e.g. "Monday". */
export function formatWeekday(date: string): string {
  const parsed = dayjs(date);
  return parsed.isValid() ? parsed.format('dddd') : '';
}
