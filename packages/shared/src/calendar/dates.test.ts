import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  businessNow,
  addDays,
  addWorkingDays,
  businessDate,
  businessWallClockMs,
  countWorkingDays,
  dayOfWeek,
  firstOfNextMonth,
  formatDateRange,
  formatDisplayDate,
  formatDisplayDateTime,
  formatDisplayMonth,
  formatDisplayReceiptTime,
  isIsoDate,
  isWorkingDay,
  isoDateField,
} from './dates.ts';

const NO_HOLIDAYS: ReadonlySet<string> = new Set();
/** Any date 2000–2099 as YYYY-MM-DD. */
const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
/** Holidays as day offsets from a date, so they land near the dates under test. */
const holidayOffsets = fc.uniqueArray(fc.integer({ min: -5, max: 60 }), { maxLength: 25 });
const holidaysNear = (date: string, offsets: readonly number[]) => new Set(offsets.map((o) => addDays(date, o)));

describe('isIsoDate', () => {
  it('accepts real YYYY-MM-DD dates, leap days included', () => {
    for (const ok of ['2026-01-01', '2026-12-31', '2028-02-29', '2000-02-29']) expect(isIsoDate(ok), ok).toBe(true);
  });

  it('refuses impossible dates and other spellings', () => {
    for (const bad of ['2026-02-30', '2026-02-29', '1900-02-29', '2026-13-01', '2026-00-10', '2026-04-31'])
      expect(isIsoDate(bad), bad).toBe(false);
    for (const bad of ['2026-1-01', '2026-01-1', '26-01-01', '2026/01/01', '01-01-2026', '', ' 2026-01-01'])
      expect(isIsoDate(bad), bad).toBe(false);
  });

  it('holds for every real date', () => {
    fc.assert(
      fc.property(isoDate, (d) => {
        expect(isIsoDate(d)).toBe(true);
      }),
    );
  });

  it('isoDateField gives the spec messages', () => {
    const field = isoDateField('Date');
    expect(field.parse('2026-11-22')).toBe('2026-11-22');
    expect(field.safeParse('').error?.issues.map((i) => i.message)).toEqual(['Date is required']);
    expect(field.safeParse(undefined).error?.issues[0]?.message).toBe('Date is required');
    expect(field.safeParse('2026-02-30').error?.issues.map((i) => i.message)).toEqual(['Date is not a valid date']);
  });
});

describe('businessDate (Asia/Kolkata, UTC+05:30)', () => {
  it('moves to the next day at 18:30 UTC', () => {
    expect(businessDate(new Date('2026-11-21T19:00:00Z'))).toBe('2026-11-22');
    expect(businessDate(new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
    expect(businessDate(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
    expect(businessDate(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });

  it('is the UTC date, or the day after from 18:30 UTC on (India keeps no daylight saving)', () => {
    const instant = fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2099-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, (t) => {
        const utcDate = t.toISOString().slice(0, 10);
        const afterCut = t.getUTCHours() * 60 + t.getUTCMinutes() >= 18 * 60 + 30;
        expect(businessDate(t)).toBe(afterCut ? addDays(utcDate, 1) : utcDate);
      }),
    );
  });
});

describe('addDays, dayOfWeek, firstOfNextMonth', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-01-01', 365)).toBe('2028-12-31');
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
  });

  it('addDays(addDays(d, n), -n) is d', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -2000, max: 2000 }), (d, n) => {
        expect(addDays(addDays(d, n), -n)).toBe(d);
      }),
    );
  });

  it('numbers weekdays 0 = Sunday … 6 = Saturday', () => {
    expect(dayOfWeek('2026-11-22')).toBe(0);
    expect(dayOfWeek('2026-11-23')).toBe(1);
    expect(dayOfWeek('2026-11-21')).toBe(6);
    expect(dayOfWeek('2028-02-29')).toBe(2);
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -500, max: 500 }), (d, n) => {
        expect(dayOfWeek(addDays(d, n))).toBe((((dayOfWeek(d) + n) % 7) + 7) % 7);
      }),
    );
  });

  it('firstOfNextMonth', () => {
    expect(firstOfNextMonth('2026-01-31')).toBe('2026-02-01');
    expect(firstOfNextMonth('2026-11-01')).toBe('2026-12-01');
    expect(firstOfNextMonth('2026-12-15')).toBe('2027-01-01');
    expect(firstOfNextMonth('2028-02-29')).toBe('2028-03-01');
  });
});

describe('working days (Sundays and holidays off, Saturdays on)', () => {
  const holidays = new Set(['2026-11-23']);

  it('isWorkingDay', () => {
    expect(isWorkingDay('2026-11-21', NO_HOLIDAYS)).toBe(true); // Saturday
    expect(isWorkingDay('2026-11-22', NO_HOLIDAYS)).toBe(false); // Sunday
    expect(isWorkingDay('2026-11-23', NO_HOLIDAYS)).toBe(true);
    expect(isWorkingDay('2026-11-23', holidays)).toBe(false);
  });

  it('addWorkingDays: n = 0 keeps a working day and moves a day off to the next working day', () => {
    expect(addWorkingDays('2026-11-21', 0, NO_HOLIDAYS)).toBe('2026-11-21');
    expect(addWorkingDays('2026-11-22', 0, NO_HOLIDAYS)).toBe('2026-11-23');
    expect(addWorkingDays('2026-11-22', 0, holidays)).toBe('2026-11-24');
  });

  it('addWorkingDays skips Sundays and holidays, also across a year end', () => {
    expect(addWorkingDays('2026-11-20', 3, NO_HOLIDAYS)).toBe('2026-11-24');
    expect(addWorkingDays('2026-11-20', 3, holidays)).toBe('2026-11-25');
    expect(addWorkingDays('2026-11-21', 1, holidays)).toBe('2026-11-24');
    expect(addWorkingDays('2026-12-31', 1, new Set(['2027-01-01']))).toBe('2027-01-02');
    expect(addWorkingDays('2026-12-31', 2, new Set(['2027-01-01']))).toBe('2027-01-04');
  });

  it('countWorkingDays counts both ends, 0 when to < from', () => {
    expect(countWorkingDays('2026-11-16', '2026-11-22', NO_HOLIDAYS)).toBe(6);
    expect(countWorkingDays('2026-11-16', '2026-11-22', new Set(['2026-11-18']))).toBe(5);
    expect(countWorkingDays('2026-11-22', '2026-11-22', NO_HOLIDAYS)).toBe(0);
    expect(countWorkingDays('2026-11-21', '2026-11-21', NO_HOLIDAYS)).toBe(1);
    expect(countWorkingDays('2026-11-22', '2026-11-21', NO_HOLIDAYS)).toBe(0);
  });

  it('countWorkingDays agrees with a day-by-day count, holidays on Sundays and outside the span included', () => {
    const walk = (from: string, to: string, holidays: ReadonlySet<string>) => {
      let count = 0;
      for (let d = from; d <= to; d = addDays(d, 1)) if (isWorkingDay(d, holidays)) count += 1;
      return count;
    };
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -3, max: 800 }), holidayOffsets, (from, span, offsets) => {
        const holidays = holidaysNear(from, offsets);
        const to = addDays(from, span);
        expect(countWorkingDays(from, to, holidays)).toBe(walk(from, to, holidays));
      }),
    );
    expect(countWorkingDays('1969-12-20', '1970-01-10', NO_HOLIDAYS)).toBe(
      walk('1969-12-20', '1970-01-10', NO_HOLIDAYS),
    );
  });

  it('addWorkingDays always lands on a working day n working days on', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 0, max: 40 }), holidayOffsets, (d, n, offsets) => {
        const off = holidaysNear(d, offsets);
        const result = addWorkingDays(d, n, off);
        expect(isWorkingDay(result, off)).toBe(true);
        expect(result >= d).toBe(true);
        // The first working day on or after d, plus n more.
        expect(countWorkingDays(d, result, off)).toBe(n + 1);
        if (isWorkingDay(d, off)) expect(countWorkingDays(addDays(d, 1), result, off)).toBe(n);
      }),
    );
  });
});

describe('businessNow', () => {
  it('reads the Asia/Kolkata date and minutes, rounding a started minute up', () => {
    expect(businessNow(new Date('2026-03-10T04:30:00Z'))).toEqual({ date: '2026-03-10', minutes: 600 });
    expect(businessNow(new Date('2026-03-10T04:30:01Z'))).toEqual({ date: '2026-03-10', minutes: 601 });
    // 20:45 UTC is 02:15 the next day in India.
    expect(businessNow(new Date('2026-03-10T20:45:00Z'))).toEqual({ date: '2026-03-11', minutes: 135 });
    // 23:59:30 IST rounds up into the next day.
    expect(businessNow(new Date('2026-03-10T18:29:30Z'))).toEqual({ date: '2026-03-11', minutes: 0 });
  });
});

describe('dates, periods and months in words (spec §9)', () => {
  it("writes a calendar date 'MMM DD, YYYY'", () => {
    expect(formatDisplayDate('2027-11-30')).toBe('Nov 30, 2027');
    expect(formatDisplayDate('2016-02-01')).toBe('Feb 01, 2016');
  });

  it('writes a period as one day, or its first and last day', () => {
    expect(formatDateRange('2026-03-12', '2026-03-12')).toBe('Mar 12, 2026');
    expect(formatDateRange('2026-03-12', '2026-03-14')).toBe('Mar 12, 2026 to Mar 14, 2026');
  });

  it("writes a month 'MMM YYYY'", () => {
    expect(formatDisplayMonth('2026-03')).toBe('Mar 2026');
    expect(formatDisplayMonth('2026-12')).toBe('Dec 2026');
  });
});

describe('formatDisplayDateTime (house date-time, Asia/Kolkata)', () => {
  it("writes 'MMM DD, YYYY h:mm A' on the business clock, whatever the instant's zone", () => {
    expect(formatDisplayDateTime(new Date('2026-03-05T09:00:00Z'))).toBe('Mar 05, 2026 2:30 PM');
    // 20:45 UTC is 02:15 the next day in India.
    expect(formatDisplayDateTime('2026-03-10T20:45:00Z')).toBe('Mar 11, 2026 2:15 AM');
    expect(formatDisplayDateTime('2026-12-31T18:30:00Z')).toBe('Jan 01, 2027 12:00 AM');
    expect(formatDisplayDateTime('2026-07-01T06:35:59.999Z')).toBe('Jul 01, 2026 12:05 PM');
  });

  it("writes a receipt time with its second, 'MMM DD, YYYY h:mm:ss A'", () => {
    expect(formatDisplayReceiptTime('2026-03-05T09:00:07Z')).toBe('Mar 05, 2026 2:30:07 PM');
    expect(formatDisplayReceiptTime(new Date('2026-12-31T18:30:00Z'))).toBe('Jan 01, 2027 12:00:00 AM');
  });
});

describe('the business clock without Intl (IST fixed at UTC+05:30 since 1945)', () => {
  const intl = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  it('agrees with Intl on any instant from 1946 to 2200', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1946, 0, 1), max: Date.UTC(2200, 0, 1) }), (ms) => {
        const at = new Date(ms);
        const p = Object.fromEntries(intl.formatToParts(at).map((x) => [x.type, x.value]));
        expect(businessDate(at)).toBe(`${p['year']}-${p['month']}-${p['day']}`);
        const hour = Number(p['hour']);
        expect(formatDisplayReceiptTime(at)).toBe(
          `${formatDisplayDate(`${p['year']}-${p['month']}-${p['day']}`)} ${hour % 12 || 12}:${p['minute']}:${p['second']} ${hour < 12 ? 'AM' : 'PM'}`,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the wall clock as UTC fields (what an Excel date-time holds), before 1946 through Intl', () => {
    const wall = (at: Date) => {
      const p = Object.fromEntries(intl.formatToParts(at).map((x) => [x.type, x.value]));
      return `${p['year']}-${p['month']}-${p['day']}T${p['hour']}:${p['minute']}:${p['second']}`;
    };
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) }), (ms) => {
        const at = new Date(Math.floor(ms / 1000) * 1000);
        expect(new Date(businessWallClockMs(at.getTime())).toISOString().slice(0, 19)).toBe(wall(at));
      }),
      { numRuns: 1000 },
    );
    expect(businessWallClockMs(Date.parse('2026-03-10T05:00:00Z'))).toBe(Date.parse('2026-03-10T10:30:00Z'));
  });
});
