import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatFormDate,
  formatInr,
  formatMonth,
  formatMw,
  formatReceiptTime,
  formatRelative,
  formatShortDate,
} from './format.ts';

describe('format', () => {
  it('shows a month of the wire as MMM YYYY, and nothing for anything else', () => {
    expect(formatMonth('2026-03')).toBe('Mar 2026');
    expect(formatMonth('2026-12')).toBe('Dec 2026');
    expect(formatMonth('2026-3')).toBe('');
    expect(formatMonth(null)).toBe('');
  });

  it('shows dates and date-times in Asia/Kolkata', () => {
    // 20:45 UTC is 02:15 the next day in India.
    expect(formatDate('2026-03-04T20:45:00Z')).toBe('Mar 05, 2026');
    expect(formatDateTime('2026-03-04T20:45:00Z')).toBe('Mar 05, 2026 2:15 AM');
    expect(formatFormDate('2026-03-04T20:45:00Z')).toBe('05/03/2026');
  });

  it('shows a calendar date of the wire as it is and an instant on its day in India, through one formatter', () => {
    expect(formatDate('2027-11-30')).toBe('Nov 30, 2027');
    expect(formatCalendarDate('2016-02-01')).toBe('Feb 01, 2016');
    expect(formatCalendarDate('2026-03-04T20:45:00Z')).toBe('Mar 05, 2026');
    expect(formatDate(new Date('2026-03-04T18:29:59Z'))).toBe('Mar 04, 2026');
    expect(formatCalendarDate('2026-02-30')).toBe('');
    expect(formatDateRange('2026-03-12', '2026-03-14')).toBe('Mar 12, 2026 to Mar 14, 2026');
  });

  it('shows a receipt time to the second (the order of receipt decides an allocation)', () => {
    expect(formatReceiptTime('2026-03-04T20:45:07.900Z')).toBe('Mar 05, 2026 2:15:07 AM');
    expect(formatReceiptTime(null)).toBe('');
  });

  it('shows nothing for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('formats rupees in Indian grouping and MW with two decimals', () => {
    expect(formatInr(1234567.5)).toBe('₹12,34,567.50');
    expect(formatMw(12.5)).toBe('12.50');
    expect(formatMw(1250.456)).toBe('1,250.46');
  });

  it('says how long ago something happened', () => {
    expect(formatRelative('2026-03-05T10:00:00Z', '2026-03-05T10:05:00Z')).toBe('5 minutes ago');
  });

  it("shows a chart's day tick as MMM DD, with no time-zone shift, and nothing for a missing date", () => {
    expect(formatShortDate('2026-12-01')).toBe('Dec 01');
    expect(formatShortDate('2027-01-31')).toBe('Jan 31');
    expect(formatShortDate(null)).toBe('');
  });
});
