/**
 * Calendar dates on the wire and in rules: 'YYYY-MM-DD' strings in the business clock (DOMAIN §2: Asia/Kolkata).
 * Plain strings compare in calendar order, so periods and look-ups need no Date objects.
 */
import { z } from 'zod';
import { requiredMessage } from '../api/messages.ts';

export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Is `value` a real calendar date written as YYYY-MM-DD? */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/**
 * A required date field on the wire ('{label} is required', '{label} is not a valid date'). An empty value gets only
 * the first message.
 */
export function isoDateField(label: string) {
  return z
    .string({ error: requiredMessage(label) })
    .min(1, requiredMessage(label))
    .refine((v) => v === '' || isIsoDate(v), dateIssue(label));
}

/** The issue of a text that is not a real YYYY-MM-DD date: '{label} is not a valid date', INVALID_FORMAT. */
export function dateIssue(label: string) {
  return { message: `${label} is not a valid date`, params: { code: 'INVALID_FORMAT', format: 'date' } } as const;
}

/**
 * The issues of `value` under `schema` that are filled dates which are not real dates — what even a draft may not
 * keep (it is read back, listed and compared later). Every other issue of a draft waits for its submission.
 */
export function filledDateIssues(schema: z.ZodType, value: unknown): z.core.$ZodIssueCustom[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.filter(
    (issue): issue is z.core.$ZodIssueCustom => issue.code === 'custom' && issue.params?.['format'] === 'date',
  );
}

/** An optional date of a list filter: empty means no filter; anything else must be a real YYYY-MM-DD date. */
export function dateFilterField(label: string) {
  return z
    .string()
    .trim()
    .refine((v) => v === '' || isIsoDate(v), dateIssue(label))
    .optional()
    .transform((v) => v || undefined);
}

/** 'YYYY-MM' of a calendar month. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** An optional month of a list filter: empty means no filter; anything else must be 'YYYY-MM'. */
export function monthFilterField(label = 'Month') {
  return z
    .string()
    .trim()
    .refine((v) => v === '' || MONTH_PATTERN.test(v), `${label} must be a month (YYYY-MM)`)
    .optional()
    .transform((v) => v || undefined);
}

/**
 * Asia/Kolkata has kept UTC+05:30 without daylight saving since 1945, so its wall clock is the instant moved by 330
 * minutes, read in UTC — what Intl answers (dates.test.ts checks the two agree), at a fraction of the cost: an export
 * formats a time for each of 100,000 rows. Instants before 1946 go through Intl.
 */
const IST_OFFSET_MS = 330 * 60_000;
const IST_FIXED_SINCE = Date.UTC(1946, 0, 1);
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The business wall clock of an instant, as UTC fields of a shifted date; null before IST was fixed. */
function istClock(instant: Date): Date | null {
  const ms = instant.getTime();
  return ms >= IST_FIXED_SINCE ? new Date(ms + IST_OFFSET_MS) : null;
}

/** The business date (Asia/Kolkata) of an instant. */
export function businessDate(instant: Date): string {
  const ist = istClock(instant);
  if (!ist) return BUSINESS_DAY.format(instant);
  return `${ist.getUTCFullYear()}-${pad2(ist.getUTCMonth() + 1)}-${pad2(ist.getUTCDate())}`;
}

/**
 * The business wall clock of an instant (epoch ms) as epoch ms read in UTC: what an Excel date-time holds (Excel has
 * no zone) and the fields of an ISO time with +05:30. No allocation on the fixed-offset path: a file has one per row.
 */
export function businessWallClockMs(ms: number): number {
  if (ms >= IST_FIXED_SINCE) return ms + IST_OFFSET_MS;
  const at = new Date(ms);
  const [y, m, d] = BUSINESS_DAY.format(at).split('-').map(Number);
  const parts = BUSINESS_CLOCK.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(y!, m! - 1, d, part('hour'), part('minute'), part('second'), at.getUTCMilliseconds());
}

// Built once: a formatter costs far more to build than to use (a list formats a date per row).
/** en-CA formats as YYYY-MM-DD. */
const BUSINESS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The first day of the month after `date`'s. */
export function firstOfNextMonth(date: string): string {
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
}

/** Working days skip Sundays and the configured holidays (DOMAIN §2). */
export function isWorkingDay(date: string, holidays: ReadonlySet<string>): boolean {
  return dayOfWeek(date) !== 0 && !holidays.has(date);
}

/**
 * The date `n` working days after `date` (n ≥ 0; with n = 0, `date` itself when it is a working day, else the next
 * working day). Used for statutory clocks such as "answer within 3 working days".
 */
export function addWorkingDays(date: string, n: number, holidays: ReadonlySet<string>): string {
  let current = date;
  while (!isWorkingDay(current, holidays)) current = addDays(current, 1);
  for (let left = n; left > 0;) {
    current = addDays(current, 1);
    if (isWorkingDay(current, holidays)) left -= 1;
  }
  return current;
}

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 (a Thursday) of a date. */
const epochDayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
/** Sundays among the epoch days before `day`, counted from any fixed origin: Sundays are the days ≡ 3 (mod 7). */
const sundaysBefore = (day: number) => Math.floor((day - 4) / 7);

/** Each holiday set's holidays that fall on a weekday, sorted: built once per set (a calendar reckons many clocks). */
const weekdayHolidays = new WeakMap<ReadonlySet<string>, string[]>();
function weekdayHolidaysOf(holidays: ReadonlySet<string>): string[] {
  let sorted = weekdayHolidays.get(holidays);
  if (!sorted) {
    sorted = [...holidays].filter((h) => dayOfWeek(h) !== 0).sort();
    weekdayHolidays.set(holidays, sorted);
  }
  return sorted;
}
/** How many of a sorted list are below `value` (binary search). */
function countBelow(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Working days in [from, to], both inclusive (0 when to < from): the days less the Sundays less the weekday holidays,
 * by arithmetic rather than a walk — a dashboard reckons the clock of every waiting record, some entered a year ago.
 * The holiday set is read once per set object: it must not change afterwards (calendars build a new set).
 */
export function countWorkingDays(from: string, to: string, holidays: ReadonlySet<string>): number {
  const first = epochDayOf(from);
  const last = epochDayOf(to);
  if (last < first) return 0;
  const sundays = sundaysBefore(last + 1) - sundaysBefore(first);
  const sorted = weekdayHolidaysOf(holidays);
  const holidaysIn = countBelow(sorted, `${to}\u0000`) - countBelow(sorted, from);
  return last - first + 1 - sundays - holidaysIn;
}

/**
 * The business clock (Asia/Kolkata) of an instant as application windows read it: the date and whole minutes since
 * its midnight, a started minute counted as passed (14:59:30 reads as 15:00, so a 15:00 cut-off is never passed
 * late; 23:59:30 reads as the next day's 00:00).
 */
export function businessNow(instant: Date = new Date()): { date: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: BUSINESS_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const started = part('second') > 0 || instant.getUTCMilliseconds() > 0 ? 1 : 0;
  const minutes = part('hour') * 60 + part('minute') + started;
  const date = businessDate(instant);
  return minutes >= 24 * 60 ? { date: addDays(date, 1), minutes: 0 } : { date, minutes };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The one date formatter (spec §9 date display): 'YYYY-MM-DD' → 'MMM DD, YYYY' ('Mar 05, 2026'), for messages, mail,
 * documents and, through the web's lib/format, screens.
 */
export function formatDisplayDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${MONTHS[Number(m) - 1] ?? m} ${d}, ${y}`;
}

/** A period of calendar dates in words: 'Mar 12, 2026' for one day, else 'Mar 12, 2026 to Mar 14, 2026'. */
export function formatDateRange(from: string, to: string): string {
  return from === to ? formatDisplayDate(from) : `${formatDisplayDate(from)} to ${formatDisplayDate(to)}`;
}

/** A calendar month 'YYYY-MM' → 'MMM YYYY' ('Mar 2026'). */
export function formatDisplayMonth(month: string): string {
  const [y, m] = month.split('-');
  return `${MONTHS[Number(m) - 1] ?? m} ${y}`;
}

/** An instant → 'MMM DD, YYYY h:mm A' on the business clock (spec §9 date-time display), for documents and exports. */
export function formatDisplayDateTime(instant: Date | string): string {
  return formatBusinessClock(instant, false);
}

/** An instant → 'MMM DD, YYYY h:mm:ss A' on the business clock: a receipt time (its order decides an allocation). */
export function formatDisplayReceiptTime(instant: Date | string): string {
  return formatBusinessClock(instant, true);
}

// Built once, as BUSINESS_DAY: a list formats a time per row.
const BUSINESS_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function formatBusinessClock(instant: Date | string, withSeconds: boolean): string {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  const ist = istClock(at);
  if (ist) {
    const hour = ist.getUTCHours();
    const time = withSeconds ? `${pad2(ist.getUTCMinutes())}:${pad2(ist.getUTCSeconds())}` : pad2(ist.getUTCMinutes());
    return `${formatDisplayDate(businessDate(at))} ${hour % 12 || 12}:${time} ${hour < 12 ? 'AM' : 'PM'}`;
  }
  const parts = BUSINESS_CLOCK.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  const hour = Number(part('hour'));
  const time = withSeconds ? `${part('minute')}:${part('second')}` : part('minute');
  return `${formatDisplayDate(businessDate(at))} ${hour % 12 || 12}:${time} ${hour < 12 ? 'AM' : 'PM'}`;
}
